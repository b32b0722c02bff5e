"""Leftovers of session 13 on the NumberQuash board (each test fails on the code before its fix)."""

import pygame
import pytest

from tests.ui_helpers import board, close_board, key, make_app, settle, steps

NEWS = "Your unfinished NumberQuash game is kept in Load; Continue is now this game."


def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text") and isinstance(d.text, str)]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_news_aside_covers_nothing_on_the_table(size, seats):
    """The kit's news (your unfinished game kept in Load) comes after your first move, the roll: with three
    seats or more the table has no free place of its size, and it lay over the dice in the tray for
    seconds. Session 13 gave it the middle band's turn-order corner; review 18 found it covering the turn
    order: it lies at the foot of the move log now (ui/board_paint news_in_log), the turn order stays."""
    app = make_app(size=size)
    scene = board(app, "numberquash", ["human"] + ["bot:normal"] * (seats - 1), seed=3)
    try:
        settle(app, scene)
        key(app, pygame.K_r)            # your roll: the dice land in the tray
        settle(app, scene)
        assert any(p.zone == "tray" for p in scene.table.pieces)
        assert "Turn order" in _labels(scene)
        scene.show_message(NEWS, aside=True)
        steps(app, 3)
        shown = scene.painter.message_rect()
        t = scene.table
        _, area, log = scene.areas()
        assert not any(shown.colliderect(p.home) for p in t.pieces), [p.id for p in t.pieces
                                                                      if shown.colliderect(p.home)]
        assert scene.painter.shows_prompt()
        if seats < 6 or size[1] > 640:
            assert log.contains(shown) and not shown.colliderect(area), shown
            assert "Turn order" in _labels(scene)
        else:       # six seats at 1024x640 fold the log away: beside your octagons (it took the turn order's
            # corner, and the turn order vanished while it showed: session 23), the turn order kept
            assert area.contains(shown), shown
            assert shown.collidelist(t.text_rects()) < 0
            assert shown.collidelist([pygame.Rect(r) for r in t.play_rects]) < 0
            assert scene.side_room.contains(shown), (shown, scene.side_room)
            assert "Turn order" in _labels(scene)
        steps(app, 11 * 60)        # the news's ten seconds
        assert scene.message is None and "Turn order" in _labels(scene)
    finally:
        close_board(app)
