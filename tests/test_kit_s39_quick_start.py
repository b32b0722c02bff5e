"""Session 39: the quick way drawn while the hint's arrow is routed (arrow_offframe) left from the middle of the hinted
card's shown part, where a fanned hand card shows a narrow strip: the middle of that strip's top is the card's corner
index, so the arrow seemed to leave from the card's top left corner (the routed way too, its start on the grown index).
Both ways now leave from the same points (hint_way.HintArrowWays._starts): where every edge point lies on the card's own
index or another card, the middle of what the facing edge shows past the index; and the routed way prices that index."""

import pytest

from tests.ui_helpers import board, close_board, make_app, settle, step_until

pytestmark = pytest.mark.ui


def test_the_quick_and_routed_ways_leave_a_fanned_card_off_its_corner_index():
    app = make_app(size=(1024, 640))
    scene = board(app, "quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=1)
    try:
        settle(app, scene, timeout=60)
        step_until(app, lambda: scene.session.my_turn() and scene.settled(), timeout=60)
        h, table, seen = scene.hints, scene.table, 0
        for action in scene.session.match.legal_actions()[:12]:
            h.display(action, "")
            piece = next((table.piece_by_id[i] for i in h.current["marks"] if i in table.piece_by_id), None)
            parts = h._quick_parts(None)[0] if piece is not None else []
            if not parts:
                continue
            seen += 1
            index = h._own_index(piece, h._shown_part(piece))
            routed = h.arrow_drawn()[0]         # (routed here, waited for)
            for start in [parts[0][0]] + [routed[0][0]] * bool(routed):
                assert not any(r.collidepoint(start) for r in index), (action, start, index)
        assert seen
    finally:
        close_board(app)
