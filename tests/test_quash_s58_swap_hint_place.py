"""Session 58 (QUASH advanced, 1024x640): in a swap the hint's words lay over the back row of the two-row hand
(the cards a person plans the swap with), two lines hung under the card in the air. Where two lines do not fit
between that card and the hand, the hint takes one line there, or, with no one-line form, the foot of the move
log (message_room.place_messages, say_in_room): over neither your hand nor the spot it speaks of."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, drag, grab, match_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def _swapping(size):
    """Seed 5, advanced: a card of yours (the first in your hand) on spot 6, the bot's move made; your next card
    dropped on it (that card in the air), 22 cards in two rows in your hand."""
    m = Match("quash", ["human", "bot:easy"], 5, {"variant": "advanced"})
    if m.to_move != 0:
        m.play(next(a for a in m.legal_actions() if "swap" not in a))
    first, second = sorted(m.state.hands[0])[:2]
    m.play({"type": "play", "card": first, "spot": 6})
    m.play(next(a for a in m.legal_actions() if "swap" not in a))
    app, scene = match_board(m, size=size)
    rnd = m.state.round
    drag(app, grab(scene, f"r{rnd}:{second}"), scene.table.target_by_id[f"swap:{first}"].rect.center)
    settle(app, scene)
    assert scene.composer.chain is not None and scene.composer.chain.moving == first
    return m, app, scene


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hint_in_a_swap_covers_neither_your_hand_nor_its_spot(size):
    m, app, scene = _swapping(size)
    try:
        ask_hint(app, scene)
        step_until(app, lambda: not scene.hints.arrow_pending(), timeout=60)
        steps(app, 5)
        rect = pygame.Rect(scene.painter.message_rect())
        assert scene.message is not None and scene.message[0].startswith("Hint"), scene.message
        hand = [pygame.Rect(p.home) for p in scene.table.pieces if p.zone == "hand:0"]
        assert len({r.y for r in hand}) == (2 if size == (1024, 640) else 1), "two rows at 1024x640"
        assert rect.collidelist(hand) < 0, (rect, [r for r in hand if r.colliderect(rect)][:3])
        h = scene.hints.current
        spot = scene.table.target_by_id.get(h.target) if h.target else None
        assert spot is None or not rect.colliderect(spot.rect), (rect, h.target)
    finally:
        close_board(app)
