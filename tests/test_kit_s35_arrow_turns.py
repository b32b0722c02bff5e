"""Session 35: the hint arrow takes a straight line or a single bend over a way a few px shorter that hooks or
zigzags (arrow_route.TURN_COST), and leaves its piece in line with a later leg where the edge allows
(arrow_route.slide_start): review 34 saw The Game's arrow make a Z round the stack's caption and a hook round
"Your hand". QUASH's track boxes that carry a number are gone round and its side badges (RED, BLACK) crossed at a
word's cost (the board's declarations, art.track_words and QuashMarks.arrow_soft): the arrow lay over the track's
"20" and across RED's badge. The router alone on a few rects, then each board's arrow as drawn."""

import pygame
import pytest

from quash_table.ui import arrow_route, hint_arrow
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


# --- the router alone (no window) -----------------------------------------------------------------------------

def test_a_single_bend_is_taken_over_a_zigzag_a_few_px_shorter():
    # round the caption's near end the way turns twice, up its side and on (442 px); round its far end once (445 px)
    caption, other = pygame.Rect(361, 393, 60, 10), pygame.Rect(439, 214, 106, 19)
    start, end = pygame.Vector2(423, 520), pygame.Vector2(322, 100)
    path = arrow_route.route(start, end, [caption, other], 10, pygame.Rect(0, 0, 600, 600))
    assert path is not None and len(path) == 3, path
    assert arrow_route.length(path) < 450
    assert arrow_route.path_cost(path, (), 10) == pytest.approx(arrow_route.length(path) + arrow_route.TURN_COST)


def test_the_start_slides_along_its_edge_to_leave_in_line_with_a_later_leg():
    # a way from the middle of a card's top that turns at once round a caption's corner beside it: from a point a
    # little along the top it reaches the next corner in one straight leg
    edge = ((110, 400), (190, 400))
    path = [pygame.Vector2(150, 400), pygame.Vector2(156, 396), pygame.Vector2(200, 300), pygame.Vector2(260, 280)]
    slid = arrow_route.slide_start(path, edge, [], 10)
    assert len(slid) == 3 and slid[1:] == path[2:], slid
    assert slid[0].y == 400 and 150 < slid[0].x < 156, slid
    # ... never past the edge's ends, nor where a point is not free, nor across what the way went round
    assert arrow_route.slide_start(path, ((110, 400), (152, 400)), [], 10) == path
    assert arrow_route.slide_start(path, edge, [], 10, free=lambda q: q.x < 152) == path
    wall = pygame.Rect(172, 345, 10, 10)
    assert arrow_route.slide_start(path, edge, [wall], 4) == path
    # ... nor where it costs more
    assert arrow_route.slide_start(path, edge, [], 10, cost=lambda p: -len(p)) == path


# --- each board --------------------------------------------------------------------------------------------------

def _drawn(scene):
    legs, tip, _ = scene.hints.arrow_drawn()
    assert legs and tip is not None, scene.hints.current
    return legs


def test_the_game_arrow_to_the_up_stack_bends_once():
    # seed 3, 1280x800: the purple 5 to the empty up stack, its caption under it and "Your hand" beside the card;
    # the arrow turned at once round "Your hand", then up, then right (four legs): now two
    app = make_app(size=(1280, 800), animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        scene.hints.display({"type": "play", "card": "P5", "stack": "up"}, "starts the stack with a 5")
        steps(app, 3)
        legs = _drawn(scene)
        assert len(legs) <= 2, legs
        # ... clear of every word on the table but its card's and its stack's, its solid stroke included
        m = scene.metrics
        half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
        ends = [scene.table.piece_by_id[i].rect for i in scene.hints.current["marks"] if i in scene.table.piece_by_id]
        ends += [scene.table.target_by_id[i].rect for i in scene.hints.current["marks"]
                 if i in scene.table.target_by_id]
        words = [r for r in scene.table.text_rects() if not any(e.colliderect(r) for e in ends)]
        assert arrow_route.clear_path([legs[0][0]] + [v for _, v in legs], words, half)
    finally:
        close_board(app)


def _quash(seats, size, seed, action):
    app = make_app(size=size, animation="instant")
    scene = board(app, "quash", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    settle(app, scene)
    scene.hints.display(action, "it likely takes the spot")
    steps(app, 3)
    return app, scene


def test_quash_arrow_keeps_off_the_tracks_numbers():
    # seed 1, 4 players, 1024x640: the 7 of spades to spot 4 went up across your track's "10", its stroke on it (of
    # the 455 plays of seeds 1-4's first turns, 75 arrows lay on a numbered box; none now)
    from quash_table.games.quash import art
    app, scene = _quash(4, (1024, 640), 1, {"type": "play", "card": "7S", "spot": 4})
    try:
        legs = _drawn(scene)
        m, d = scene.metrics, scene._deco
        half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)
        numbered = [r for w in ("top", "bottom")
                    for r, n in art.track_cells(art.track_layout(m, d["g"]["track"][w], d["target"]), d["target"]) if n]
        assert numbered
        assert arrow_route.clear_path([legs[0][0]] + [v for _, v in legs], numbered, half), legs
        assert len(legs) <= 2, legs         # and at most one bend (round the hint's words, not past the box)
    finally:
        close_board(app)


def test_quash_arrow_goes_beside_the_side_badge():
    # seed 3, 2 players, 1280x800: the 3 of hearts to spot 1 went up across RED's badge, between its words
    from quash_table.games.quash import art
    app, scene = _quash(2, (1280, 800), 3, {"type": "play", "card": "3H", "spot": 1})
    try:
        legs = _drawn(scene)
        g = scene._deco["g"]
        chips = [art.side_chip(scene.metrics, g["header"][w]) for w in ("top", "bottom")]
        assert not any(c.clipline(u, v) for c in chips for u, v in legs), (legs, chips)
    finally:
        close_board(app)
