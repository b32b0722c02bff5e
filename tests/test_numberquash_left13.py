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
    seconds. It takes the middle band's turn-order corner, which gives way to it while it shows (no label,
    die, quasher, octagon or the prompt under it), and the turn order is back once it has gone."""
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
        _, area, _ = scene.areas()
        assert area.contains(shown), shown
        assert not any(shown.colliderect(p.home) for p in t.pieces), [p.id for p in t.pieces
                                                                      if shown.colliderect(p.home)]
        assert shown.collidelist(t.text_rects()) < 0 and shown.collidelist([pygame.Rect(r) for r in t.play_rects]) < 0
        prompt = scene.painter.pill_rect(t.prompt, scene.painter._prompt_pos(), 17)[0]
        assert not shown.colliderect(prompt) and scene.painter.shows_prompt()
        assert "Turn order" not in _labels(scene)
        steps(app, 11 * 60)        # the news's ten seconds
        assert scene.message is None and "Turn order" in _labels(scene)
    finally:
        close_board(app)
