"""Session 59, a new player's review of Flush: the hint's arrow lay across the tray over a staged card (seed 581,
three seats, early): from the third 4 to the pile, over the corner of the two 4s staged. The staged cards are now
crossed dearly (FlushArrow.arrow_crossable): the arrow goes by them."""

import pytest

from quash_table.ui import hint_arrow
from quash_table.ui.arrow_route import crosses_any
from tests.ui_helpers import (ask_hint, board_at_small_size, centre, drag, grab, hint_placed, steps, target_rect)

pytestmark = pytest.mark.ui


@pytest.fixture
def table(tmp_path):
    yield from board_at_small_size("flush", ["human", "bot:normal", "bot:normal"], 581, tmp_path)


def test_the_arrow_to_the_pile_keeps_off_the_staged_cards(table):
    app, scene = table
    for _ in range(2):
        p = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.code == "4")
        drag(app, grab(scene, p), centre(target_rect(scene, "pile")))
        steps(app, 30)
    staged = [p.rect for p in scene.table.pieces if p.zone == "stage"]
    assert len(staged) == 2
    ask_hint(app, scene)
    hint_placed(app, scene)
    h = scene.hints.showing()
    assert h.action["cards"] == ["4", "4", "4"] and "pile" in h.marks
    legs = scene.hints.frame_drawn()[0]
    assert legs
    # its line keeps off them; its stroke may graze a corner (session 61: your hand keeps its cards in place while a
    # move is composed, the third 4 lies further right, and the straight way passes 8 px from the staged 4's corner:
    # a way round it with its stroke clear too hooked back under the tray, which reads worse than a straight arrow)
    half = hint_arrow.stroke_width(scene.metrics) // 4
    assert not any(crosses_any(u, v, [r.inflate(2 * half, 2 * half) for r in staged]) for u, v in legs), legs
