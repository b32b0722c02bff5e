"""Session 21 (QUASH, a hint on a card of your fanned hand): the card is raised in place (hint_on_top
False), and the part of its top the next card covers stuck up over that card as a blank card top (revQA
zoom-raised.png). Only the part of the raised card that the cards over it leave shows rising
(ui/drag.shown_columns): above the next card's top, right of the raised strip, lies the felt."""

import pytest

from quash_table.ui.drag import shown_columns
from tests.ui_helpers import ask_hint, close_board, open_board, steps


def _light(colour):
    return sum(colour[:3]) > 600            # a card's face (cream), not the felt or a shadow


@pytest.mark.ui
def test_the_raised_hinted_cards_hidden_part_does_not_stick_up_over_its_neighbour():
    for seed in range(1, 12):
        app, scene = open_board("quash", ["human", "bot:easy"], seed=seed, options={"variant": "advanced"})
        try:
            ask_hint(app, scene)
            steps(app, 3)
            pid = scene.hints.raised()
            if pid is None or not pid.startswith("r") or scene.table.piece_by_id[pid].zone != "hand:0":
                continue
            piece = scene.table.piece_by_id[pid]
            order = scene.painter.order()
            left, right = shown_columns(piece, order, scene.drag)
            if right > piece.rect.right - 20:
                continue                     # nothing covers its right side: nothing to see
            lift = scene.drag.lift_offset(piece)
            assert lift < 0
            steps(app, 1)
            surface = app.screen
            y = piece.rect.y + lift + 2      # above the next card's top, in the raised card's height
            inside = [surface.get_at((x, y)) for x in range(left + 3, right - 3)]
            beside = [surface.get_at((x, y)) for x in range(right + 6, piece.rect.right - 6)]
            assert any(_light(c) for c in inside), "the raised strip shows"
            assert not any(_light(c) for c in beside), (seed, pid, left, right, piece.rect)
            return
        finally:
            close_board(app)
    pytest.fail("no seed gave a hint on a covered card of the hand")
