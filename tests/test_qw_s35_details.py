"""Review 34 of Quadruple War: the move log keeps a card with the verb that plays it, and the hint's figure
says which card it is for. Headless."""

import os

import pytest

from quash_table.games.quadwar.cards import BIT, INT_OF
from quash_table.games.quadwar.players import _why_it_may_win


@pytest.fixture(scope="module")
def theme():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    from quash_table.ui import theme
    return theme


# the move log's words at 1024x640 (12 px in a 188 px column) and 1280x800 (14 px in 234 px)
SIZES = ((12, 188), (14, 234))


@pytest.mark.parametrize("size,width", SIZES)
def test_the_log_never_ends_a_line_on_plays_with_the_card_below(theme, size, width):
    """'Bot 4 plays / the 10 of diamonds' read as a name and its verb, the card a line below (review 34)."""
    for s in ("Bot 4 plays the 10 of diamonds",
              "Bot 2 plays the 3 of hearts and Bot 3's 10 of hearts wins trick 2",
              "Bot 3 plays the 10 of hearts and Bot 2's big joker wins trick 12",
              "Bot 4 plays the Q of clubs and wins trick 13"):
        lines = theme.wrap(s, size, width, tails=True)
        assert all(theme.font(size).size(line)[0] <= width for line in lines)
        assert not any(line.endswith((" plays", " play")) for line in lines), lines


def test_the_figure_says_which_card_wins_the_trick():
    """'it should win this one (about 9 times in 10)' left a new player asking which play the bracket meant."""
    following = type("T", (), dict(unseen=BIT[INT_OF["AH"]], trick=[(1, INT_OF["5H"])], best=INT_OF["5H"], led=1,
                                   hand=0))()
    assert _why_it_may_win(following, INT_OF["KH"], 0.9) == "the K wins this trick about 9 times in 10"
    assert _why_it_may_win(following, INT_OF["10H"], 0.6) == "the 10 wins this trick about 3 times in 5"
