"""Quadruple War after the session-14 reviews (new players): Undo's reason before your first move, the hand's
result clear of every plate and the log, the result as a replay step both ways."""

import pygame
import pytest

from tests.ui_helpers import click, close_board, key, open_board, post, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


@pytest.mark.ui
def test_a_greyed_undo_before_your_first_move_says_why_on_hover_and_click(monkeypatch):
    """Review 14: before you had moved at all (the bots bid first in hand 1) Undo was greyed with no reason:
    no tip on hover, nothing on a click. Its reason now says there is nothing of yours to take back."""
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 0})   # you deal: the bots bid first
    try:
        s, m = scene.session, scene.session.match
        assert s.my_turn() and 0 not in m.actors and len(m.actors) == 3
        undo = _hud(scene, "hud:undo")
        assert not undo.enabled and "you have not moved yet" in undo.reason, undo.reason
        pos = undo.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        steps(app, 3)
        assert scene.hud.tip is not None and "You have not moved yet" in scene.hud.tip[0], scene.hud.tip
        scene.message = None
        click(app, undo.rect.center)
        assert scene.message is not None and "you have not moved yet" in scene.message[0].lower(), scene.message
        scene.message = None
        key(app, pygame.K_u, frames=2)
        assert scene.message is not None and "you have not moved yet" in scene.message[0].lower(), scene.message
        assert len(m.actions) == 3 and m.undos == 0
        laid = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        assert laid["reason"] == undo.reason
    finally:
        close_board(app)
