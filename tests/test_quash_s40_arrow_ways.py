"""Review 40 (QUASH, a new player): hint arrows bent or detoured. The turn's prompt was a wall to the way routed
round the hint's words, and the arrow ran along the top of the hand round the pill's end (to spot 8), or down the
table's edge round the plates (to spot 1); round your own plate's words the arrow to spot 2 went up past the plate
and back across spot 3's card, 1.6 times the line. The prompt is crossed at its soft cost and reads through the
arrow; a way of one bend LONG_WAY times its line or more is weighed against a calm one across your own plate
(`arrow_read_through`), its words read through. The way is short (within 1.3 times the straight line) and crosses
no other seat's plate."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.art import side_chip
from quash_table.ui import hint_arrow
from tests.ui_helpers import ask_hint, close_board, match_board, step_until

pytestmark = pytest.mark.ui


def _turn(seats, seed, plays):
    m = Match("quash", ["human"] + ["bot:easy"] * (seats - 1), seed, {"variant": "basic"})
    rng = random.Random(seed)
    while not (m.to_move == 0 and len(m.state.history) >= plays and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seats, seed, plays, size", [
    (2, 2, 8, (1024, 640)),         # 5♠ to spot 2: up past your plate and back over spot 3's card
    (2, 2, 8, (1280, 800)),         # ... round the plate's left end in four legs
    (2, 4, 10, (1024, 640)),        # Q♦ to spot 8: along the hand's top round the prompt's end
    (2, 3, 9, (1024, 640)),         # to spot 1: round the prompt and down the table's left edge
    (4, 5, 13, (1024, 640)),
])
def test_the_hint_arrow_takes_a_short_way_and_crosses_no_other_seats_plate(seats, seed, plays, size):
    app, scene = match_board(_turn(seats, seed, plays), size=size)
    try:
        h = scene.hints
        ask_hint(app, scene)
        step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)
        legs, tip, _ = h.arrow_drawn()
        assert legs, h.current
        points = [legs[0][0]] + [v for _, v in legs]
        way = sum((v - u).length() for u, v in zip(points, points[1:]))
        line = (points[-1] - points[0]).length()
        assert way <= 1.3 * line, (h.current["action"], [tuple(q) for q in points])
        # the prompt is no wall: off the hint's words, the first way (which the words are placed against) is drawn
        first, said = h._first(), h._said_rect()
        if said is None or not any(said.clipline(u, v) for u, v in h._parts_grown(first, scene.metrics.px(hint_arrow.EDGE))):
            assert h.arrow_parts() == first, (h.current["action"], first, h.arrow_parts())
        g = scene._deco["g"]["header"]
        chips = [side_chip(scene.metrics, g[where]) for where in ("top", "bottom")]
        others = [pygame.Rect(r) for r in scene.table.panels if r not in chips and r != scene._own_plate]
        assert not any(r.clipline(u, v) for r in others for u, v in legs), (h.current["action"], legs, others)
    finally:
        close_board(app)
