"""What the third new-player review of Flush (session 15) found: hint frames ran over the next card of a fanned
hand, ... (headless, real mouse and key events)."""

import pytest

from tests.ui_helpers import ask_hint, board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seed", [3, 10])
def test_a_hint_frames_only_the_shown_part_of_each_hinted_card_in_the_fanned_hand(seed):
    # review 15 (04.png, 65.png): the frame round a hinted card ran over the card beside it, which then
    # looked hinted too. Seed 3 hints the 1st and 3rd cards of the hand, seed 10 the first three and the 7th.
    app = make_app(size=(1280, 800))
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=seed)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        marks = scene.hints.current["marks"]
        hand = [m for m in marks if m in scene.table.piece_by_id and scene.table.piece_by_id[m].zone.startswith("hand:0")]
        assert len(hand) >= 2, marks
        frames = scene.hints._mark_rects(marks)
        order = scene.painter.order()
        margin = scene.metrics.px(6) + 1
        lift = scene.drag.lift_offset
        for mark in hand:
            p = scene.table.piece_by_id[mark]
            for q in order[order.index(p) + 1:]:
                if q.id in marks:
                    continue
                over = frames[mark].clip(q.rect.move(0, lift(q)))
                assert over.w <= margin, (mark, q.id, frames[mark], q.rect)
            # the frame still goes round the card's shown part: its whole height and some of its width
            shown = p.rect.move(0, lift(p))
            assert frames[mark].top < shown.top and frames[mark].bottom > shown.bottom
            assert frames[mark].w >= 2 * margin
    finally:
        close_board(app)
