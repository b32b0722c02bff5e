"""Review 55m (revm_15, revm_104): the SKIPPED tag on a skipped seat's plate stayed all through your turn, after the
turn it stood for had long passed, and read as stale. At your turn it now goes a few (board) seconds after the move
that skipped; the header, the tray's news and the move log still say the Skip."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import DT, close_board, make_app, steps

pytestmark = pytest.mark.ui


def _tagged(scene):
    return [d for d in scene.table.decor if getattr(d, "text", None) == "SKIPPED"]


def test_the_skipped_tag_goes_a_few_seconds_into_your_turn():
    from quash_table.ui.tables import board_for_match
    rng = random.Random(1)
    m = Match("flush", ["human"] + ["bot:normal"] * 2, seed=0)
    while not (m.to_move == 0 and any(e["kind"] == "skip" for e in m.game.events(m.state, 0))):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 30)
        assert scene.session.my_turn() and _tagged(scene)        # the Skip just made: said on the plate
        steps(app, int(5.0 / DT))      # (skip_tag.SKIP_TAG_SECONDS is 4)
        assert scene.session.my_turn() and scene._skipped()      # still your turn, the Skip still the last move
        assert not _tagged(scene)                                # ... but its tag is gone
    finally:
        close_board(app)
