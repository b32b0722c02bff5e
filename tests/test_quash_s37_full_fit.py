"""Session 37: H's full reason beside the hint's arrow in QUASH's own type, in at most three lines."""

import pytest

from tests.test_quash_board28 import _turn_after
import pygame

from tests.ui_helpers import close_board, key, match_board, steps, step_until

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_full_reason_beside_the_arrow_takes_a_line_more_in_its_own_type(size):
    """At 4 players (advanced, seed 6) H on the hint "play your 6♦ on spot 6" showed its full reason, with its
    second why ("…; their card there is to come"), at the foot of the Moves column in five small lines: two lines
    as wide as the table lay across the arrow rising to spot 6, no narrower place in two lines held it beside the
    arrow (the board keeps a full reason to two lines where its place holds it so), nor did the smaller type.
    Now it goes beside the arrow, narrower, in a line more of QUASH's own type, as the full reason may."""
    from quash_table.games.quash.bots import HardBot
    from quash_table.games.quash.hints_plan import play_words
    from quash_table.ui import theme
    from quash_table.ui.message_spot import cuts
    m = _turn_after(4, 6, "advanced")
    action = {"type": "play", "card": "6D", "spot": 6}
    assert action in m.legal_actions()
    app, scene = match_board(m, size=size)
    try:
        reason = play_words(HardBot(m.game, 0), m.game.view(m.state, 0), m.legal_actions(), action, lambda: 0.5)[0]
        hints = scene.hints
        hints.display(action, reason)
        # the arrow's way routed (off the frame's thread), then H: the full reason placed against it, as a player sees it
        step_until(app, lambda: not hints.arrow_pending() and hints.frame_drawn()[0], timeout=120)
        key(app, pygame.K_h)
        steps(app, 2)
        text = scene.message[0]
        assert hints.full_shown() and "their card there is to come" in text, text
        rect, imgs = scene.painter._message_place()
        own = theme.text("Hg", scene.metrics.px(16), theme.TEXT, True).get_height()
        _, area, _ = scene.areas()
        assert area.contains(rect), (rect, area)        # on the table, not at the foot of the Moves column
        assert len(imgs) <= 3 and all(i.get_height() >= own for i in imgs), (len(imgs), [i.get_height() for i in imgs])
        band = hints.frame_band()
        assert band and not cuts(rect, band), rect
        assert not scene.painter.message_crowded()
    finally:
        close_board(app)
