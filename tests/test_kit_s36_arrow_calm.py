"""Session 36: a hint arrow is a straight line or a single bend where one costs at most CALM_PRICE times the way of
more legs (arrow_calm.calm_way, the bend anywhere on the table, not only at a corner of what the way goes round).
Flush's arrow from your hand to the pile went round the tray and the buttons in five legs, its turn-up arrow round
your hand and the tray in seven; the tray is a part a calm way may cross (the board's `arrow_crossable`), its words
read through the arrow. QUASH (two players, advanced, 1024x640, the hand in two rows): the arrow ran along RED's
track in four legs, and its foot lay on the hinted card's own corner index. Each board test opens one position
reached by random legal moves from a fixed seed (no bot searched, no timing)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import arrow_calm, arrow_route, hint_arrow
from tests.ui_helpers import close_board, match_board, steps, target_rect


# --- the calm way alone (no window) ---------------------------------------------------------------------------

def _boxed():
    """A target above a wall, the start below it, a second wall right of the start: the corner router's way turns
    at the walls' corners; a single bend beside them is clear."""
    walls = [pygame.Rect(100, 300, 300, 60), pygame.Rect(420, 380, 60, 200)]
    return walls, pygame.Vector2(380, 600), pygame.Rect(120, 120, 80, 100)


def test_a_calm_way_bends_once_clear_of_the_walls():
    walls, start, target = _boxed()
    bounds = pygame.Rect(0, 0, 800, 700)
    got = arrow_calm.calm_way([start], target, walls, 10, bounds, step=20)
    assert got is not None
    path, cost = got
    assert len(path) <= 3, path
    assert arrow_route.clear_path(path, walls, 10 - 1), path
    assert target.collidepoint(path[-1]) or target.clipline(path[-2], path[-1])
    assert cost == pytest.approx(arrow_route.way_cost(path, (), 10, target))
    # ... and none where a cheaper way is known
    assert arrow_calm.calm_way([start], target, walls, 10, bounds, step=20, within=cost - 5) is None


def test_a_calm_way_crosses_soft_rects_at_their_cost():
    walls, start, target = _boxed()
    bounds = pygame.Rect(0, 0, 800, 700)
    plain = arrow_calm.calm_way([start], target, walls, 10, bounds, step=20)
    # a dear rect over the plain way's bend: the calm way bends elsewhere, or pays for it
    bend = plain[0][1] if len(plain[0]) == 3 else (plain[0][0] + plain[0][1]) / 2
    dear = [(pygame.Rect(int(bend.x) - 30, int(bend.y) - 30, 60, 60), 6.0)]
    got = arrow_calm.calm_way([start], target, walls, 10, bounds, soft=dear, step=20)
    assert got is not None and got[1] >= plain[1] - 1e-6
    assert got[1] == pytest.approx(arrow_route.way_cost(got[0], dear, 10, target))


# --- each board ----------------------------------------------------------------------------------------------------

def _position(game, seats, seed, kind, options=None, moves=0):
    m = Match(game, ["human"] + ["bot:easy"] * (seats - 1), seed, options or {})
    rng = random.Random(seed)
    for _ in range(400):
        legal = m.legal_actions()
        if m.to_move == 0 and (not moves or len(m.state.history) >= moves) and any(a["type"] == kind for a in legal):
            return m
        m.play(rng.choice(legal))
    raise AssertionError("no position")


def _drawn(game, seats, seed, size, action, options=None, moves=0):
    m = _position(game, seats, seed, action["type"], options, moves)
    assert action in m.legal_actions(), (action, m.legal_actions())
    app, scene = match_board(m, size=size, animation="instant")
    scene.hints.display(action, "a reason it says")
    steps(app, 3)
    legs, tip, veils = scene.hints.arrow_drawn()
    assert legs and tip is not None
    return app, scene, legs


@pytest.mark.ui
@pytest.mark.parametrize("seed, action, before", [
    (2, {"type": "play", "cards": ["5"], "as": 5}, 5),              # left of the tray, up its edge, into the pile
    (1, {"type": "play", "cards": ["5", "2", "2"], "as": 5}, 5),    # right of the buttons, back over the new pile
    (5, {"type": "hidden", "base": 2}, 7),                          # the turn-up: round your hand and the tray
    (1, {"type": "hidden", "base": 1}, 6),                          # your base 2: the pile's captions over its foot
])
def test_flush_arrow_to_the_pile_bends_once_at_most(seed, action, before):
    app, scene, legs = _drawn("flush", 3, seed, (1280, 800), action)
    try:
        assert len(legs) <= 2 < before, legs
        # ... its solid parts off the tray's words, which read through it where it crosses them
        tray = scene._g["tray"]
        words = [r for r in scene.table.text_rects() if tray.contains(r)]
        assert not any(w.clipline(u, v) for w in words for u, v in scene.hints.arrow_parts())
        # (clear of the buttons no more: since session 61 it is one straight line, arrow_line, which may cross the
        # Declare button's corner, see-through over its words)
    finally:
        close_board(app)


@pytest.mark.ui
def test_quash_two_rows_arrow_bends_once_and_its_foot_is_off_the_cards_index():
    options = {"variant": "advanced"}
    # the A of spades (front row) to spot 2: four legs along RED's track before
    app, scene, legs = _drawn("quash", 2, 1, (1024, 640), {"type": "play", "card": "AS", "spot": 2}, options, 4)
    try:
        assert len(legs) <= 2, legs
    finally:
        close_board(app)
    # the 2 of spades (back row, at the left) to spot 1: its foot lay on the card's own "2" and spade
    app, scene, legs = _drawn("quash", 2, 1, (1024, 640), {"type": "play", "card": "2S", "spot": 1}, options, 4)
    try:
        piece = scene.table.piece_by_id[next(i for i in scene.hints.current["marks"] if i in scene.table.piece_by_id)]
        index = scene.hints._own_index(piece, scene.hints._shown_part(piece))
        assert index
        m = scene.metrics
        foot = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
        assert not any(r.collidepoint(legs[0][0]) for r in index), (legs[0][0], index)
        assert not any(r.inflate(-2 * foot, -2 * foot).clipline(*legs[0]) for r in index), legs
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("seed, action", [
    (1, {"type": "play", "cards": ["b1"], "as": 1}),         # your base 1: under your plate's line, round the stock
    (1, {"type": "play", "cards": ["7D", "9D"], "as": 7}),   # from the middle of your hand: round the tray's left
])
def test_flush_six_seats_arrow_into_the_pile_bends_once_at_most(seed, action):
    """Flush at six seats, 1024x640: the pile's words ("PILE", "0 cards", "any value", "Empty: play any value"),
    grown by the arrow's head, cover all its end points but one, walled in; the way that turns at corners ends on
    them all the same (its head priced there), and the calm way now ends as that one does: it went round the tray
    and the stock in five legs."""
    app, scene, legs = _drawn("flush", 6, seed, (1024, 640), action)
    try:
        assert len(legs) <= 2, legs
        assert not any(b.rect.clipline(u, v) for b in scene.table.buttons for u, v in legs), legs
        # ... clear of the other seats' plates, bases and hands (arrow_clear)
        assert not any(pygame.Rect(r).clipline(u, v) for r in scene.table.arrow_clear for u, v in legs), legs
        # ... its head inside the pile
        assert target_rect(scene, "pile").collidepoint(legs[-1][1]), legs
    finally:
        close_board(app)
