"""Session 40 (review 40, 3 bots): a bot's plate said its new count, "2 cards in hand", as soon as its move was
on the table, while the backs it drew were still flying in from the pile. The count now changes as they land: the
move's events say how many it drew (hand_backs.drawn_by), and the kit's paced label (ui/paced_label.py) leaves
each back still on its way out of the count."""

import pytest

from quash_table.ui.paced_label import PacedLabel, on_its_way
from tests.test_thegame_s40_new_tag import _four_seats
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _plate_words(scene, seat):
    plate = scene.table.target_by_id[f"seat:{seat}"].rect
    return next(d.text for d in scene.table.decor
                if type(d).__name__ in ("Label", "PacedLabel") and d.text.endswith("in hand")
                and plate.collidepoint(d.pos))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_plates_count_changes_as_the_drawn_backs_land(size):
    # 16 moves: Bot 4 has laid yellow 5 and said its card; it ends its turn and draws one card
    app, scene = match_board(_four_seats(moves=16), size=size, settled=False)
    try:
        flying_seen, known = False, set()     # known: backs seen on the plate (a back held on glides in its row)
        for _ in range(1500):
            app.step(1 / 60)
            if scene.table is None:
                continue
            backs = [p for p in scene.table.pieces if p.zone == "hand:3"]
            flying = [p for p in backs if p.id not in known and on_its_way(scene, p.id)]
            landed = len(backs) - len(flying)
            known |= {p.id for p in backs if p not in flying}
            words = _plate_words(scene, 3)
            assert words == f"{landed} card{'s' if landed != 1 else ''} in hand", (words, [p.id for p in flying])
            flying_seen = flying_seen or bool(flying)
            if len(scene.session.match.actions) > 17:
                break
        assert flying_seen
        assert any(isinstance(d, PacedLabel) for d in scene.table.decor)
    finally:
        close_board(app)
