"""Session 61 (review 61t, QUASH at 1024x640, revt_36): a gap's "needs 3" lay in the badge row's strip, taller than
it: it covered the band of spot numbers and the top of the 2♥ (its rank). It lies now on a plate at the middle of
the gap's middle slot, on the cards' row clear of the band and of every card's corner rank."""

import pytest

from quash_table.games.quash import spot_cards
from quash_table.ui import theme
from tests.test_quash_s61_lay_between import _two_apart
from tests.ui_helpers import close_board

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_needs_3_lies_on_the_cards_row_clear_of_the_band_and_the_ranks(size):
    app, scene = _two_apart(size)
    try:
        px = scene.metrics.px
        i = scene._gap_spots.index("spot:1")
        strip, card = scene._gaps[i], scene._gap_cards[i]
        size_px = spot_cards.gap_size(px)
        said = spot_cards.gap_words("3", spot_cards.gap_room(strip), size_px)
        assert said == "needs 3"
        _, plate = spot_cards.gap_words_place(card, theme.text(said, size_px, theme.TEXT, False), px)
        g = scene._deco["g"]
        assert not plate.colliderect(g["badge_rows"]["bottom"]) and not plate.colliderect(strip), (plate, strip)
        for code in ("2H", "4C"):
            home = scene.table.piece_by_id[f"r{scene.session.match.state.round}:{code}"].home
            index = home.h * 3 // 10         # a corner's rank and suit: the top and bottom 30% of the card
            assert plate.y >= home.y + index and plate.bottom <= home.bottom - index, (code, plate, home)
    finally:
        close_board(app)
