"""Session 48, a new player's review: an emptied base showed a tiny vertical "EMPTY" tag in a narrow slot. It is now
a readable empty place: a card wide, its word "empty" across it in type a person reads (at 6 seats, 1024x640, the
other seats' small base cards too)."""

import pytest

from quash_table.ui.widgets import Image, Panel
from tests.test_flush_s17 import _empties, _played
from tests.ui_helpers import close_board, match_board, steps


@pytest.mark.parametrize("seats,size", [(6, (1024, 640)), (4, (1280, 800))])
def test_an_emptied_base_is_a_card_wide_place_with_its_word_across(seats, size):
    def ready(m):
        st = m.state
        return st.stage is None and st.to_move == 0 and any(
            0 < _empties(st, x) < len(st.bases[x]) for x in range(len(st.bases)))
    m = _played(["human"] + ["bot:normal"] * (seats - 1), 5, ready)
    app, scene = match_board(m, size=size)
    try:
        steps(app, 3)
        st, decor, seen = m.state, scene.table.decor, 0
        for seat, rects in scene._g["base_rects"].items():
            if _empties(st, seat) == len(st.bases[seat]):
                continue
            full = [r for (top, hid), r in zip(st.bases[seat], rects) if top is not None or hid is not None]
            for (top, hid), r in zip(st.bases[seat], rects):
                if top is not None or hid is not None:
                    continue
                assert all(r.w == f.w for f in full), (seat, r, full)     # a card's width, not a narrow slot
                assert [d for d in decor if isinstance(d, Panel) and d.rect == r]
                words = [d for d in decor if isinstance(d, Image) and r.collidepoint(d.pos)]
                assert len(words) == 1, (seat, r)
                img = words[0].surface
                assert img.get_width() > img.get_height() >= 11, img.get_size()     # across, readable
                assert r.contains(img.get_rect(**{words[0].anchor: words[0].pos})), r
                seen += 1
        assert seen
    finally:
        close_board(app)
