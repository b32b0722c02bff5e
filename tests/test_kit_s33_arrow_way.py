"""Session 33: the hint arrow's way on every board (review 32). QUASH: the arrow ran under the hint's words (the
way drawn turned aside from the prompt into the message placed off the first way);
The Game: it went round the hint's two lines by the signal panel (the words now go beside it); Flush: the turn-up
arrow left its hidden card downwards and came back up across the next base (a U), its head over the pile's card;
NumberQuash: its edge and glow ran over your cells' rings. Each board test opens one board at a position reached
by random legal moves (no bot searched, no timing) and holds the arrow drawn against the rects it must keep off."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import arrow_route, hint_arrow
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _position(game, seats, seed, kind):
    """The first position from `seed` on (random legal moves, the person's turn, a move of `kind` legal) that a
    coin lets stand: the positions session 33 looked at."""
    want = (lambda a: a["type"] == kind) if kind else (lambda a: a["type"] in ("place", "bonus", "play"))
    for s in range(seed, seed + 300):
        m = Match(game, ["human"] + ["bot:easy"] * (seats - 1), s)
        rng = random.Random(s)
        for _ in range(600):
            if m.over:
                break
            legal = m.legal_actions()
            if m.to_move == 0 and game == "numberquash" and any(a["type"] == "roll" for a in legal) \
                    and rng.random() < 0.3:
                m.play({"type": "roll"})
                legal = m.legal_actions()
            if m.to_move == 0 and any(want(a) for a in legal) and (game != "quash" or len(m.state.history) >= 6):
                if rng.random() < 0.25:
                    return m
            m.play(rng.choice(legal))
    raise AssertionError("no position")


def _shown(game, seats, size, seed, action, reason, kind=""):
    m = _position(game, seats, seed, kind)
    assert action in m.legal_actions(), action
    app, scene = match_board(m, size=size, animation="instant")
    scene.hints.display(action, reason)
    steps(app, 3)
    return app, scene


def _solid(scene):
    """Half the drawn stroke's breadth with its dark edge (screen px)."""
    m = scene.metrics
    return hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)


def _covered(legs, rects, half):
    """How long a stretch of the legs lies within `half` px of `rects` (sampled every 2 px)."""
    grown = [pygame.Rect(r).inflate(2 * half, 2 * half) for r in rects]
    total = 0.0
    for u, v in legs:
        n = max(1, int((v - u).length() // 2))
        for k in range(n):
            q = u + (v - u) * ((k + 0.5) / n)
            if pygame.Rect(int(q.x), int(q.y), 1, 1).collidelist(grown) >= 0:
                total += (v - u).length() / n
    return total


def test_quash_arrow_never_runs_under_the_hints_words():
    # seed 3, the Q of spades to spot 2 at 1280x800: the first way crossed the prompt, the way drawn turned aside
    # from it and ran 120 px under the hint's words placed off the first way
    app, scene = _shown("quash", 2, (1280, 800), 3, {"type": "play", "card": "QS", "spot": 2},
                        "it starts a run there")
    try:
        legs, tip, _ = scene.hints.arrow_drawn()
        assert legs and tip is not None
        said = scene.painter.message_rect()
        assert _covered(legs, [said], _solid(scene)) == 0, (legs, said)
    finally:
        close_board(app)


def test_the_games_words_go_beside_the_arrow_not_round_it():
    # seed 1 at 1024x640, purple 3 to ▼ with a reason of two lines: the words lay across the short way and the
    # arrow went round them by the signal panel, half as long again as the line (review 32)
    app, scene = _shown("thegame", 2, (1024, 640), 1, {"type": "play", "card": "P3", "stack": "down"},
                        "starts ▼ with a 7 (8 to 10 are passed over): then purple 8 turns ▼ back by 1")
    try:
        legs, tip, _ = scene.hints.arrow_drawn()
        assert legs and tip is not None
        drawn = sum((v - u).length() for u, v in legs)
        assert drawn <= 1.15 * (legs[-1][1] - legs[0][0]).length(), legs
        assert _covered(legs, [scene.painter.message_rect()], _solid(scene)) == 0
    finally:
        close_board(app)


def test_flush_turn_up_arrow_makes_no_u_turn_and_its_head_stays_off_the_piles_card():
    # six seats at 1024x640, seed 2, turn up the hidden card of base 2: the arrow left it by its right edge
    # downwards, came back up across the next base, and turned twice inside the pile, its head on its 9
    app, scene = _shown("flush", 6, (1024, 640), 2, {"type": "hidden", "base": 1}, "a reason", kind="hidden")
    try:
        legs, tip, _ = scene.hints.arrow_drawn()
        assert legs and tip is not None
        end = legs[-1][1]
        far = [(end - legs[0][0]).length()] + [(end - v).length() for _, v in legs]
        assert all(b <= a + 2 for a, b in zip(far, far[1:])), legs       # never back away from the pile
        t = scene.table
        target = next(t.target_by_id[i] for i in scene.hints.current["marks"] if i in t.target_by_id).rect
        cards = [p.rect for p in scene.table.pieces if target.contains(p.rect)]
        assert cards
        # (since session 61 the arrow points into the band the pile's cards lie in, paint_middle.cards_band: its point
        # may touch a card's foot, its head not on the card's face)
        assert not any(c.inflate(0, -8).collidepoint(tip[0]) for c in cards), (tip, cards)
    finally:
        close_board(app)


def test_a_way_pays_for_the_soft_rects_its_edge_and_glow_lie_over():
    # the router's `reach` (the kit's arrow asks for half its full margin: see hint_way): the arrow drawn reaches 11 px
    # from its line at 1280x800 (stroke, edge, glow); a way 9 px off a cell's rect ran its edge over
    # NumberQuash's cell rings for nothing where soft rects were grown by half the 14 px margin
    cell = pygame.Rect(100, 100, 100, 20)
    along = [pygame.Vector2(60, 129), pygame.Vector2(240, 129)]
    reach = 11      # (arrow_route.soft_reach(14), removed unused in session 34: the option itself is kept)
    assert arrow_route.path_cost(along, [(cell, 2.0)], 14, reach=reach) > arrow_route.length(along) + 100
    # ... and the card a way leaves or ends on is still left out (within half the margin of its start)
    off = [pygame.Vector2(150, 126), pygame.Vector2(150, 300)]
    assert arrow_route.path_cost(off, [(cell, 2.0)], 14, reach=reach) == pytest.approx(arrow_route.length(off))
