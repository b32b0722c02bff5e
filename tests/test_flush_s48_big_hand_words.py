"""Session 48, a new player's review: at 6 seats, 1024x640, with the Moves column shown, a big hand (after a
pickup; given bases narrow it more) fell back to a squeezed two-row layout that covered its cards' kind bands (SKIP,
−7, −10). Its two rows now grow smaller instead, each card's words left whole in view."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.sprites import words_shown
from tests.ui_helpers import close_board, key, match_board, steps

KINDS = ["2S", "3D", "4", "5S", "6D", "7L", "8", "9S", "10D", "10S", "1D", "2L", "3S", "4D", "5", "6S", "7D", "8S",
         "9D", "10L", "1S", "2D", "3L", "4S", "5D"]


@pytest.mark.parametrize("count,bases", [(34, 3), (22, 5)])
def test_a_big_hand_with_moves_open_keeps_every_cards_words(count, bases):
    rng = random.Random(1)
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=7)
    while not (m.to_move == 0 and m.state.stage is None and len(m.actions) > 6):
        m.play(rng.choice(m.legal_actions()))
    hand = {}
    for c in (KINDS * 2)[:count]:
        hand[c] = hand.get(c, 0) + 1
    s = m.state
    s.hands[0] = hand
    while len(s.bases[0]) < bases:      # bases given by Super Flushes (their cards from the stock)
        s.bases[0].append((s.stock.pop(), s.stock.pop()))
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 2)
        key(app, pygame.K_l, frames=3)
        assert scene.log_open
        cards = sorted((p for p in scene.table.pieces if p.zone.startswith("hand:0")),
                       key=lambda p: (p.home.y, p.home.x))
        assert len(cards) == count
        area = scene._g["hand_area"]
        for p, q in zip(cards, cards[1:]):
            assert area.contains(p.home), (p.home, area)
            if q.home.y == p.home.y and q.home.x < p.home.right:
                assert q.home.x - p.home.x > words_shown("flush", p.code, p.home.size), (p.code, p.home, q.home)
    finally:
        close_board(app)
