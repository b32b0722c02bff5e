"""Session 45, Quadruple War at five seats (review 45): the five places on the mat lay round an ellipse, and the two
across the top each lay over the corner of the one beside it below: a card played later covered the corner of one
played earlier, its index (rank and suit) with it. The top two now close in and the side two go out past them: no
place on the mat lies over another, each inside the mat, at either window size."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _mid_trick(seats, seed=1):
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not (m.state.tricks and len(m.state.trick) == seats - 1 and m.to_move == 0):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_no_place_on_the_mat_lies_over_another(size, seats):
    app, scene = match_board(_mid_trick(seats), size=size, animation="instant")
    try:
        g = scene.geometry
        slots = [pygame.Rect(r) for r in g["slots"].values()]
        gap = scene.metrics.px(4)
        for i, r in enumerate(slots):
            assert pygame.Rect(g["mat"]).contains(r), (r, g["mat"])
            others = slots[:i] + slots[i + 1:]
            assert r.inflate(gap, gap).collidelist(others) < 0, (seats, size, r, others)
        # the trick's cards lie in them: each card's index corner is in view (no later card over it)
        cards = [p for p in scene.table.pieces if p.zone == "trick"] or \
            [p for p in scene.table.pieces if p.home.collidelist(slots) >= 0 and not p.zone.startswith("hand")]
        assert len(cards) == seats - 1, [p.zone for p in scene.table.pieces]
        for p in cards:
            corner = pygame.Rect(p.home.topleft, (p.home.w // 4, p.home.h // 4))
            over = [q.home for q in cards if q is not p and q.z > p.z]
            assert corner.collidelist(over) < 0, (p.id, corner, over)
    finally:
        close_board(app)
