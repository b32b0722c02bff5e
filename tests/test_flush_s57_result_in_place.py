"""Review 56r item 3: a round's result cards flew in for 1-2 s from odd places (any card of the same face: the pile,
another seat's), over the name labels (revr_39, revr_107). They now appear in place. Driven through the table."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle, step_until

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("bots, seed", [(5, 3), (2, 5)])
def test_the_round_results_cards_appear_in_place(bots, seed):
    app = make_app(size=(1024, 640), animation="normal", round_pause=True)
    try:
        scene = board(app, "flush", ["human"] + ["bot:normal"] * bots, seed=seed)
        s = scene.session
        settle(app, scene)
        for _ in range(400):
            if s.showing_result():
                break
            if s.my_turn():
                legal = s.screen_legal()
                s.play(next((a for a in legal if a["type"] == "play"), legal[0]))
            step_until(app, lambda: s.my_turn() or s.showing_result(), timeout=120)
        assert s.showing_result()
        seen = 0
        for _ in range(4):
            app.step(1 / 60)
            ends = [p for p in scene.table.pieces if p.zone == "round_end"]
            seen = max(seen, len(ends))
            for p in ends:
                assert p.origin is None, (p.id, p.origin)
                assert all(abs(a - b) <= 0.5 for a, b in zip(p.pos, p.home)), (p.id, p.pos, p.home)
        assert seen >= 2
    finally:
        close_board(app)
