"""Session 27 (review 27, 35-fl-staged.png, 61-fl-hint-3staged.png): at three seats, H then dragging the three 10s
the hint names onto the pile made the hint jump, after the third card, over your hand's corner numbers under the
"Declare, or add more cards" banner. A shown hint keeps its place while it still fits there, and never lies over
your cards at any seat count (session 26 saw to four to six seats)."""

import pygame
import pytest

from tests.ui_helpers import (ask_hint, board, close_board, drag, grab, make_app, settle, step_until, steps,
                              target_rect)

pytestmark = pytest.mark.ui


def _message(app):
    return next(o for o in app.top.layout_info()["objects"] if o.get("id") == "message")


def _yours(scene):
    return [p.home for p in scene.table.pieces if p.zone.startswith(("hand:0", "base:0:", "hidden:0:"))]


def test_a_hint_keeps_its_place_while_you_stage_the_cards_it_names():
    app = make_app(size=(1280, 800), animation="instant")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=2703)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        ask_hint(app, scene)
        steps(app, 3)
        first = _message(app)
        assert first["text"].startswith("Hint:"), first["text"]
        assert pygame.Rect(first["rect"]).collidelist(_yours(scene)) < 0, first["rect"]
        staged = 0
        while True:
            marks = scene.hint_marks(scene.hints.current["action"]) or []
            cards = [m for m in marks if m in scene.table.piece_by_id]
            if not cards:
                break
            drag(app, grab(scene, cards[0]), target_rect(scene, "pile").center)
            settle(app, scene)
            staged += 1
            shown = _message(app)
            assert shown["text"] == first["text"], (staged, shown["text"])
            assert shown["rect"] == first["rect"], (staged, first["rect"], shown["rect"])
            assert pygame.Rect(shown["rect"]).collidelist(_yours(scene)) < 0, (staged, shown["rect"])
        assert staged == 3
    finally:
        close_board(app)
