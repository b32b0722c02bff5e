"""Session 39 (review 39, 3 bots, 1024x640): the "Tell the team" panel was crowded: its rule's words ("free, once a
turn, no numbers") touched the first button and the rows sat 3 px apart, while the panel's lower third was empty.
The room under the buttons is now shared out between them (signals_panel._spacing)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_signal_buttons_have_room_between_them_and_under_the_rule(size):
    m = Match("thegame", ["human:Ann", "bot:normal", "bot:normal", "bot:normal"], seed=4, options={"first": 1})
    app, scene = match_board(m, size=size)
    try:
        panel = scene.signals_rect
        px = scene.metrics.px
        buttons = sorted((pygame.Rect(o["rect"]) for o in scene.layout_info()["objects"]
                          if o["id"].startswith("signal:")), key=lambda r: (r.y, r.x))
        assert len(buttons) >= 4, buttons
        rule = next(d.text_rect() for d in scene.table.decor
                    if type(d).__name__ == "Label" and d.text == "free, once a turn, no numbers")
        assert buttons[0].top - rule.bottom >= px(6), (rule, buttons[0])
        rows = sorted({r.y: r for r in buttons}.values(), key=lambda r: r.y)
        assert all(b.top - a.bottom >= px(6) for a, b in zip(rows, rows[1:])), rows
        assert all(panel.contains(r) for r in buttons), (panel, buttons)
    finally:
        close_board(app)
