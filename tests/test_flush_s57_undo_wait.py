"""Review 56r item 5: the kit's wait header said "U: undo, Enter: now" ("Enter: now" cryptic): it says "Enter: go on"
and still fits at 1024x640 in Flush; and Undo's 2.5 s ran out about 2 s after a new pile's pickup (revr_46): after a
new pile Flush's next bot waits longer (undo_wait.py), after any other move the kit's wait."""

import pytest

from quash_table.games.flush.undo_wait import PICKUP_GRACE_SHARE, undo_grace_share
from quash_table.ui import settings as settings_mod
from quash_table.ui.hud import UNDO_WINDOW_WORDS
from quash_table.ui.undo_reasons import grace
from tests.ui_helpers import close_board, open_board, step_until, steps

pytestmark = pytest.mark.ui


def test_the_wait_header_names_what_enter_does():
    assert UNDO_WINDOW_WORDS.endswith("U: undo, Enter: go on") and "Enter: now" not in UNDO_WINDOW_WORDS


def test_a_pickup_waits_longer_for_an_undo_than_a_lay():
    assert undo_grace_share({"type": "pickup", "cards": ["9"]}) == PICKUP_GRACE_SHARE > 0
    assert undo_grace_share({"type": "play", "cards": ["4"], "as": 4}) == 0.0


@pytest.mark.parametrize("kind", ["pickup", "play"])
def test_flushs_table_waits_by_the_move_and_the_header_says_both_keys_at_1024(kind):
    app, scene = open_board("flush", ["human", "bot:normal", "bot:normal"], seed=5, size=(1024, 640))
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and any(a["type"] == kind for a in s.screen_legal()), timeout=90)
        s.play(next(a for a in s.screen_legal() if a["type"] == kind))
        steps(app, 3)
        base = settings_mod.undo_grace(s.settings)
        want = base * (1 + PICKUP_GRACE_SHARE) if kind == "pickup" else base
        assert grace(s) == pytest.approx(want)
        if s.waiting_for_undo():
            step_until(app, lambda: not scene.session.director.news_unshown(), timeout=30)
            steps(app, 2)
            assert scene.hud.shown["status"].endswith(UNDO_WINDOW_WORDS), scene.hud.shown["status"]
    finally:
        close_board(app)
