"""Session 17's Flush fixes: at 6 seats in a 1024x640 window the other seats' bases read (a two-line plate,
wider blocks, bigger cards); ... (headless, real events)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.bots import NormalBot
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _played(seats, seed, until, size=(1024, 640)):
    """A match of `seats`, every seat played by the normal bot until `until(match)` holds."""
    m = Match("flush", seats, seed=seed)
    g = m.game
    bots = [NormalBot(g, i, seed=seed + i) for i in range(len(seats))]
    while not until(m):
        st = m.state
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_six_seats_bases_are_big_enough_to_read_and_stay_in_their_blocks(size):
    """Review 16: at 6 seats and 1024x640 the other seats' base cards were ~31x44 px, hard to read. Every
    other seat's base card is now at least 40x58 px there (a two-line plate and wider blocks give them the
    room), lies inside its block under its plate, and no block touches another nor the middle's cluster."""
    m = _played(["human"] + ["bot:normal"] * 5, 3, lambda m: len(m.state.log) >= 8)
    app, scene = match_board(m, size=size)
    try:
        steps(app, 3)
        g = scene._g
        blocks = g["blocks"]
        top = min(b.y for b in blocks.values())
        assert len(blocks) == 5
        for seat, block in blocks.items():
            plate = g["plates"][seat]
            rects = g["base_rects"][seat]
            assert rects
            for r in rects:
                least = (40, 58) if size == (1024, 640) else (50, 72) if block.y == top else (40, 56)
                assert r.w >= least[0] and r.h >= least[1], (seat, r)
                hidden_top = r.y - scene.metrics.px(12)
                assert hidden_top >= plate.bottom, (seat, r, plate)
                assert block.left <= r.left and r.right <= block.right and r.bottom <= block.bottom, (r, block)
            fan = g["hands"][seat]
            assert not any(fan.colliderect(r) for r in rects), (fan, rects)
            for other, b in blocks.items():
                assert other == seat or not block.colliderect(b), (block, b)
            for part in ("mat", "new", "tray"):
                assert not block.colliderect(g[part]), (seat, part)
            assert not block.colliderect(g["band"])
    finally:
        close_board(app)

