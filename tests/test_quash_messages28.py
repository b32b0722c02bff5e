"""Session 28: QUASH's hint words in their own type, in at most two lines (H's full reason: three)."""

import random

import pytest

from tests.test_quash_board28 import _turn_after
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui

# (size, players, variant, seed): seeded positions where, before, a brief hint came in the smaller type (one
# line, beside the arrow) or in three lines (at 64% of the width)
CASES = [((1280, 800), 2, "basic", 1), ((1280, 800), 4, "basic", 5), ((1280, 800), 4, "advanced", 2),
         ((1280, 800), 4, "advanced", 3), ((1280, 800), 4, "advanced", 6), ((1024, 640), 2, "basic", 2),
         ((1024, 640), 2, "advanced", 2), ((1024, 640), 4, "advanced", 5), ((1024, 640), 4, "advanced", 6)]


def _shown(scene, m, action, whole=False):
    """(lines, in its own type?) of the hint for `action` shown directly, with the hint's own words for it."""
    from quash_table.games.quash.bots import HardBot
    from quash_table.games.quash.hints_plan import play_words
    from quash_table.ui import theme
    view, legal = m.game.view(m.state, 0), m.legal_actions()
    reason = play_words(HardBot(m.game, 0), view, legal, action, lambda: 0.5)[0]
    scene.hints.whole = whole
    scene.hints.display(action, reason)
    _, imgs = scene.painter._message_place()
    own = theme.text("Hg", scene.metrics.px(16), theme.TEXT, True).get_height()
    return len(imgs), imgs[0].get_height() >= own


@pytest.mark.parametrize("size, seats, variant, seed", CASES)
def test_quash_hints_in_their_own_type_in_two_lines(size, seats, variant, seed):
    """7 of 24 brief hints on live boards came in the smaller type: the kit found no place clear of the cards
    and the arrow for the hint in one line of its own type, and shrank it, where two lines of it fitted beside
    the arrow; at 64% of the width a long one took three or four lines. QUASH now asks for at most two lines
    (t.message_lines) and the kit tries its own type, narrower, beside the arrow before a smaller type."""
    m = _turn_after(seats, seed, variant)
    plays = [a for a in m.legal_actions() if a["type"] == "play"]
    app, scene = match_board(m, size=size)
    try:
        for action in random.Random(seed * 7 + seats).sample(plays, min(2, len(plays))):
            lines, own = _shown(scene, m, action)
            steps(app, 2)
            assert lines <= 2 and own, (action, scene.message[0], lines, own)
            lines, own = _shown(scene, m, action, whole=True)
            steps(app, 2)
            assert lines <= (3 if scene.hints.full_shown() else 2), (scene.message[0], lines)
            assert not scene.painter.message_crowded()
    finally:
        close_board(app)
