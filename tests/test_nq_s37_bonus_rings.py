"""NumberQuash, session 37: the bonus octagons read whole with a quasher banked and a spent ring on the same side
(review 36b: the 10 read "1C" under a spent ring and a quasher, the ring having moved in over the "0"; the 12's ring
lay off its left edge). Every colour banked and spent on every bonus octagon, at 1 bot 1280x800 and at 6 seats
1024x640: each ring and quasher clear of the octagon's number, and inside the octagon's reach."""

import math

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.rules import COLOURS
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _clear_of(rect, x, y, rad):
    """Does the circle (x, y, rad) miss `rect`?"""
    nx, ny = min(max(x, rect.left), rect.right), min(max(y, rect.top), rect.bottom)
    return math.hypot(x - nx, y - ny) > rad


@pytest.mark.parametrize("seats, size", [(2, (1280, 800)), (6, (1024, 640))], ids=["1bot-1280", "6seats-1024"])
@pytest.mark.parametrize("spent_twice", [False, True], ids=["once", "twice"])
def test_a_spent_ring_beside_a_banked_quasher_leaves_the_number_whole_and_stays_on_the_octagon(seats, size, spent_twice):
    m = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), 3, {"order": list(range(seats))})
    playing = {c for cols in m.state.colours for c in cols}
    m.state.bonus = [1 if c in playing else 0 for c in range(6) for _ in range(3)]
    app, scene = match_board(m, size=size, settled=False, animation="instant")
    try:
        counts = {(COLOURS[c], v): 2 if spent_twice else 1 for c in playing for v in (10, 11, 12)}
        scene.spent_count.counts = lambda match: counts      # every colour has spent on every octagon
        scene.rebuild()
        steps(app, 2)
        bonuses = {op[1]: op for op in scene.deco if op[0] == "bonus"}
        rings = [op for op in scene.deco if op[0] == "spent"]
        assert len(rings) == 3 * len(playing), rings
        for value, (_, _, cx, cy, r, _) in bonuses.items():
            number = theme.text(str(value), max(12, int(r * 0.62)), (0, 0, 0), True).get_rect(center=(cx, cy))
            stacks = [p.rect for p in scene.table.pieces if p.zone.startswith(f"bonus:{value}:")]
            mine = [op for op in rings if math.hypot(op[2] - cx, op[3] - cy) < 1.5 * r]
            assert len(stacks) == len(mine) == len(playing), (value, stacks, mine)
            for _, colour, x, y, rad, _ in mine:
                assert _clear_of(number, x, y, rad), (value, colour, (x, y, rad), number)
                # on the octagon, as far out as a banked quasher reaches, never off its edge
                assert math.hypot(x - cx, y - cy) + rad <= 1.06 * r, (value, colour, (x, y, rad), (cx, cy, r))
                # beside its stack, its middle (where a count is written) not under it
                stack = next(p.rect for p in scene.table.pieces if p.zone == f"bonus:{value}:{colour}")
                assert not stack.collidepoint(x, y), (value, colour, (x, y), stack)
            for rect in stacks:
                assert _clear_of(number, rect.centerx, rect.centery, rect.w / 2), (value, rect, number)
    finally:
        close_board(app)
