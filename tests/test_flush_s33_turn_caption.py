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


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_your_name_plate_line_caption_and_raised_card_lie_one_above_the_other(size):
    # session 37: at three seats too, at both sizes, the caption lay over your plate line's foot (3 px at
    # 1280x800); your name and plate line are lifted as far as the three lines and the raised card need
    from tests.test_flush_s17 import _freed, _played, _turn_labels
    from tests.test_kit_s32_arrow_keep import _show
    from tests.ui_helpers import match_board

    def ready(m):
        st = m.state
        return (st.stage is None and st.to_move == 0 and bool(_freed(st, 0))
                and sum(st.hands[0].values()) + sum(top is not None for top, _ in st.bases[0]) > 0)
    m = _played(["human", "bot:normal", "bot:normal"], 1, lambda m: m.over or ready(m))
    assert not m.over
    app, scene = match_board(m, size=size)
    try:
        _show(app, scene, next(a for a in m.legal_actions() if a["type"] == "hidden"))
        raised = scene.table.piece_by_id[scene.hints.raised()]
        drawn = raised.rect.move(0, scene.drag.lift_offset(raised))
        assert drawn.y < raised.rect.y
        labels = [d for d in scene.table.decor if isinstance(d, Label)]
        caption = _turn_labels(scene)[0].text_rect()
        plate = next(d for d in labels if "in hand  \u00b7  " in d.text and "on bases" in d.text).text_rect()
        name = next(d for d in labels if d.text == "You" and d.text_rect().bottom <= plate.y + 1).text_rect()
        # one above the other, none over the next, the caption off the raised card's edge (the arrow leaves there)
        assert name.bottom <= plate.top and plate.bottom <= caption.top, (name, plate, caption)
        assert caption.bottom < drawn.top, (caption, drawn)
    finally:
        close_board(app)
