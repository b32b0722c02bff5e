"""Session 49: at six seats, 1024x640, the hint's arrow from your hand to the pile took a long way round: up past
the Declare and Take back buttons, by the discard and across the new pile's mat between its words, twice the straight
line (a Mimic 6 hinted onto three 9s). The calm way (hint_way._calm) had the pile's own captions and the tray's first
line as walls grown by the head, so no way came up from below; it priced each line of the tray's news at a word's
cost though the tray is crossed read through (arrow_crossable); and the head's room it meant to keep was never given
(words= went to the wrong parameter of arrow_calm.calm_way). Now the shaft crosses the target's own words at a
word's cost, its head kept off them, the tray's words at the tray's cost, the target's own "new" tag is its own, and
another place a card may go (a target but the hinted one) costs as a word to cross."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, make_app, step_until

pytestmark = pytest.mark.ui


def _arrow(monkeypatch, seed, cards):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=seed)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
    action = next(a for a in s.screen_legal() if tuple(a.get("cards", ())) == cards)
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason("a reason")))
    ask_hint(app, scene)
    step_until(app, lambda: not scene.hints.arrow_pending(), timeout=120)
    legs, _, _ = scene.hints.arrow_drawn()
    return app, scene, legs


@pytest.mark.parametrize("seed, cards", [(6, ("6",)), (4, ("8S",)), (8, ("10L",))])
def test_the_arrow_goes_the_short_way_to_the_pile(monkeypatch, seed, cards):
    app, scene, legs = _arrow(monkeypatch, seed, cards)
    try:
        assert legs, "no arrow"
        start, end = pygame.Vector2(legs[0][0]), pygame.Vector2(legs[-1][1])
        way = sum((pygame.Vector2(v) - pygame.Vector2(u)).length() for u, v in legs)
        assert way <= 1.3 * (end - start).length(), legs
        assert scene.table.target_by_id["pile"].frame.collidepoint(end), (end, legs)
        # ... across none of the other places' words (the new pile's, the discard's) nor the buttons beside the tray
        pile = scene.table.target_by_id["pile"].frame
        words = [pygame.Rect(r) for r in scene.table.text_rects() if pygame.Rect(r).y < pile.bottom
                 and not pile.colliderect(r)]
        # (the buttons beside the tray no more: since session 61 it is one straight line, which may cross a corner)
        for u, v in legs:
            assert not any(r.clipline(u, v) for r in words), (u, v)
    finally:
        close_board(app)
