"""Review 59v (Flush, six seats, 1024x640): the header's two lines at a round's end read "Round 1 is over: Bot / 6
goes out; you +8", a seat's name broken. The header's status wraps as the rest of the table's words do: never
inside a name with its number (theme.bind_numbered)."""

import pygame
import pytest

from quash_table.ui import theme
from tests.ui_helpers import close_board, open_board

pytestmark = pytest.mark.ui

STATUS = "Round 1 is over: Bot 6 goes out; you +8"


def test_the_headers_two_lines_never_break_a_name_from_its_number(monkeypatch):
    app, scene = open_board("flush", ["human"] + ["bot:normal"] * 5, seed=23, size=(1024, 640))
    try:
        hud = scene.hud
        monkeypatch.setattr(hud, "status", lambda: STATUS)
        monkeypatch.setattr(hud, "_status_tail", lambda: "")
        monkeypatch.setattr(hud, "_brief", lambda status: [status])
        size = max(hud.board.metrics.px(15), 12)
        surface = pygame.Surface(app.screen.get_size())
        broke = 0
        for room in range(theme.font(size, True).size(STATUS)[0] // 2, theme.font(size, True).size(STATUS)[0]):
            lines, _ = hud._draw_status(surface, pygame.Rect(0, 0, 1024, 60), 10, room)
            assert not any(line.rstrip().endswith(("Bot", "you +")) for line in lines[:-1]), (room, lines)
            broke += len(lines) > 1
        assert broke, "no room tried made the header take two lines"
    finally:
        close_board(app)
