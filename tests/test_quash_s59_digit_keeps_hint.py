"""Review 59t (QUASH advanced, 1024x640): a card lifted after H had the hint's place already chosen ("lay 2♥ on spot
7"); pressing 7, the spot meant, walked on to "swap: 3♣ out, 2♥ in" and Enter swapped. A place the lift chose
itself (drag.key_preset) is no press: the digit of that spot picks the spot, and pressed again walks on to its
cards as before."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import centre, click, close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _lay_beside_a_swap():
    """(match, card code, spot) at your turn in advanced QUASH where the card may be laid on the spot and swapped
    for a card on it."""
    for seed in range(1, 40):
        m = Match("quash", ["human", "bot:random"], seed, {"variant": "advanced"})
        rng = random.Random(seed)
        for _ in range(80):
            if m.over:
                break
            legal = m.legal_actions()
            if m.to_move == 0:
                lays = {(a["card"], a["spot"]) for a in legal if a["type"] == "play" and not a.get("swap")}
                swaps = {(a["card"], a["spot"]) for a in legal if a["type"] == "play" and a.get("swap")}
                both = sorted(lays & swaps)
                if both:
                    return m, both[0][0], both[0][1]
            m.play(rng.choice(legal))
    raise AssertionError("no position with a lay and a swap on one spot")


def test_the_hinted_spots_digit_keeps_the_lay_and_again_walks_to_a_swap():
    m, card, spot = _lay_beside_a_swap()
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        scene.hints.display({"type": "play", "card": card, "spot": spot}, "a test's hint")
        steps(app, 3)
        piece = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.code == card)
        click(app, centre(piece.rect))
        steps(app, 3)
        assert scene.drag.selected == piece.id
        lit = scene.drag.legal_targets(piece)
        assert f"spot:{spot}" in lit and any(t.startswith("swap:") for t in lit), lit
        assert scene.drag.key_target == f"spot:{spot}", scene.drag.key_target
        key(app, getattr(pygame, f"K_{spot}"), frames=2)
        assert scene.drag.key_target == f"spot:{spot}", scene.drag.key_target     # the lay kept
        key(app, getattr(pygame, f"K_{spot}"), frames=2)
        assert scene.drag.key_target.startswith("swap:"), scene.drag.key_target   # again: a card there
    finally:
        close_board(app)
