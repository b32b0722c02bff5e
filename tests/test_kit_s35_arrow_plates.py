"""Session 35 (review 34b): NumberQuash's hint arrow ran over your own octagon. At six seats, 1024x640, Moves open,
a steal's arrow into your right 4 came in by "15/18 · 8 in supply" and down over the octagon's rim and its 1, 2
and 3; at two seats a die's arrow to your left octagon ran along the foot of your right one. The board declares
its octagons (`arrow_plates`, a few rects inside each, layout.octagon_rects) and the kit's arrow crosses them at
their cost, the one holding its target too: it goes round them and into its cell from outside its octagon. The
octagons' rects are plain maths, held headless; each board test opens one board at a position reached by random
legal moves from a fixed seed (no bot searched, no timing)."""

import math
import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.layout import octagon_points, octagon_rects
from quash_table.ui import hint_arrow
from tests.ui_helpers import close_board, match_board, steps


def _inside(p, cx, cy, r, pad=0.0):
    """Is point p within `pad` px inside the flat-topped octagon (centre, outer radius r)?"""
    flat, half = r * math.cos(math.radians(22.5)), r * math.sin(math.radians(22.5))
    x, y = abs(p[0] - cx), abs(p[1] - cy)
    return x <= flat - pad and y <= flat - pad and x + y <= flat + half - pad * math.sqrt(2)


def test_octagon_rects_lie_inside_and_cover_most():
    cx, cy, r = 300.0, 200.0, 80.0
    rects = octagon_rects(cx, cy, r)
    for rect in rects:
        for corner in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
            assert _inside(corner, cx, cy, r, pad=-1.5), (rect, corner)
    pts = octagon_points(cx, cy, r)
    assert all(_inside(p, cx, cy, r, pad=-0.01) for p in pts)
    inside = covered = 0
    for x in range(int(cx - r), int(cx + r)):
        for y in range(int(cy - r), int(cy + r), 2):
            if _inside((x, y), cx, cy, r):
                inside += 1
                covered += any(rect.collidepoint(x, y) for rect in rects)
    assert covered >= 0.85 * inside


def _position(seats, seed, want):
    """The position from `seed` (random legal moves) at the person's turn with an action of `want` legal, that
    action: the positions session 35 looked at."""
    m = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed)
    rng = random.Random(seed)
    for _ in range(400):
        legal = m.legal_actions()
        if m.to_move == 0:
            good = [a for a in legal if want(a)]
            if good and rng.random() < 0.5:
                return m, good[rng.randrange(len(good))]
        m.play(rng.choice(legal))
    raise AssertionError("no position")


def _octagons(scene):
    """{(colour, side): (centre, outer radius)} of your octagons."""
    return {(c[0], c[1]): (g["centre"], g["r"]) for c, g in scene.table_geo.items() if g["mine"] and c[2] == 9}


def _over(parts, octagon, keep_out, pad):
    """How many px of the arrow's legs (every 2 px) lie `pad` px or more inside `octagon` (less than -pad outside
    it) and outside `keep_out`."""
    (cx, cy), r = octagon
    n = 0
    for u, v in parts:
        k = max(2, int((v - u).length() // 2))
        for i in range(k + 1):
            p = u + (v - u) * (i / k)
            n += 2 * (_inside(p, cx, cy, r, pad) and not (keep_out and keep_out.collidepoint(p)))
    return n


def _solid(scene):
    """Half the drawn stroke's breadth with its dark edge (screen px)."""
    m = scene.metrics
    return hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE)


def _shown(seats, size, seed, want, log_open=False):
    m, action = _position(seats, seed, want)
    app, scene = match_board(m, size=size, animation="instant")
    if log_open:
        scene.toggle_log()
        steps(app, 2)
    scene.hints.display(action, None)
    steps(app, 3)
    return app, scene, action


@pytest.mark.ui
def test_a_die_to_your_left_octagon_goes_round_your_right_one():
    """Two seats, 1280x800: the die's arrow from the tray to your left 6 ran along the foot of your right octagon,
    over its rim and its 5's ring."""
    app, scene, action = _shown(2, (1280, 800), 16, lambda a: a["type"] == "place" and len(a["cells"]) == 1)
    try:
        to = tuple(action["cells"][0])
        assert to[:2] == ("red", 0), action
        parts = scene.hints.arrow_parts()
        assert parts
        # (session 61: straight or one gentle bend, over the octagon between where it must: round it, such ways
        # ran past their cell and hooked back, review 60)
        from quash_table.ui.hint_way import gentle
        legs = scene.hints.arrow_drawn()[0]
        assert gentle([legs[0][0]] + [v for _, v in legs]), legs
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.slow       # some 2.2 s of CPU (six seats routed); the die's test above is the quick one
def test_a_steal_into_your_right_octagon_comes_in_from_outside_it():
    """Six seats, 1024x640, Moves open: a steal's arrow into your right 4 came down over the octagon's rim and its
    1, 2 and 3 (review 34b). It may cross the octagon only near its cell (a head's length round it)."""
    app, scene, action = _shown(6, (1024, 640), 22, lambda a: a["type"] == "bonus" and bool(a.get("steals")),
                                log_open=True)
    try:
        to = tuple(action["steals"][0]["to"])
        assert to == ("red", 1, 4), action
        parts = scene.hints.arrow_parts()
        assert parts
        m = scene.metrics
        near = scene.table_geo[to]["rect"].inflate(2 * m.px(hint_arrow.TIP_LENGTH), 2 * m.px(hint_arrow.TIP_LENGTH))
        assert _over(parts, _octagons(scene)[("red", 1)], near, -_solid(scene)) == 0
    finally:
        close_board(app)
