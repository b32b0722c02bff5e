"""Session 59 (new player, Quadruple War seed 583 human,human,bot,bot): the move log wrapped "Player 2 / plays the
9 of diamonds", the name alone on its line. One rule of the log's wrapping (ui/theme._evenest): a name is never
alone before its verb; where the line is too short the card's rank and suit part ("the 9 / of diamonds")."""

import os

import pytest


@pytest.fixture(scope="module")
def theme():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.init()
    from quash_table.ui import theme
    return theme


# the Moves column at 1024x640 (12 px, 188 px, reach 6) and 1280x800 (14 px, 234 px, reach 8)
@pytest.mark.parametrize("size,width,reach", [(12, 188, 6), (14, 234, 8)])
@pytest.mark.parametrize("s", ["Player 2 plays the 9 of diamonds", "Player 1 plays the 10 of diamonds",
                               "Player 2 plays the Q of diamonds and wins trick 3",
                               "Player 3 plays the 9 of diamonds and Bot 3's little joker wins trick 11"])
def test_a_name_stays_with_its_verb(theme, size, width, reach, s):
    for narrow in (width, theme.font(size).size(s)[0] - 2):
        lines = theme.wrap(s, size, narrow, tails=True, reach=reach)
        assert " ".join(lines) == s
        name = " ".join(s.split(" ")[:2])
        assert lines[0] != name, lines
        assert not any(line.endswith((" plays", " of")) for line in lines), lines


def test_the_card_parts_only_between_rank_and_suit(theme):
    s = "Player 2 plays the 9 of diamonds"
    assert theme.wrap(s, 12, 188, tails=True, reach=6) == ["Player 2 plays the 9", "of diamonds"]
