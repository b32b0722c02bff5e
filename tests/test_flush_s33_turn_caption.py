"""Session 33, review 32 (Flush, six seats, 1024x640): the hint raises the freed hidden card it names (half a lift),
and the raised card covered its own "you may turn one up" line. The line lies clear of the raised card, and under
your plate's line of cards held."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.ui.widgets import Label
from tests.test_flush_s32_hint_flush import TURN_UP
from tests.test_flush_s32_hint_forms import six_seats_hinted
from tests.ui_helpers import close_board


@pytest.mark.ui
def test_the_raised_hidden_card_leaves_its_caption_clear(monkeypatch):
    app, scene = six_seats_hinted(monkeypatch, TURN_UP, Reason("16% fit"))
    try:
        raised = scene.table.piece_by_id[scene.hints.raised()]
        assert raised.key == "h0"
        drawn = raised.rect.move(0, scene.drag.lift_offset(raised))
        assert drawn.y < raised.rect.y                     # the hint raises it
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        caption = next(d for d in labels if d.text == "you may turn one up").text_rect()
        assert not caption.colliderect(drawn), (caption, drawn)
        # your plate's line (Bot 2's "4 in hand" beside its hand is another label: session 37 found this test
        # reading that one, while the caption lay 4 px over your plate's foot)
        plate = next(d for d in labels if d.text.startswith("4 in hand  \u00b7  4 on bases")).text_rect()
        assert not caption.colliderect(plate), (caption, plate)
    finally:
        close_board(app)
