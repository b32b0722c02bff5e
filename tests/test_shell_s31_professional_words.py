"""Session 31 (new players): New game → The Game: the Professional option's line said "signals name colours and
stacks only", and "signals" is said nowhere on the screen. It says what the team may be told, in words: "tell the
team colours, never how high" (the rules page: the professional game allows colours only, no heights), and it fits
the line under the box at 1024x640 and 1280x800 (too wide, the line is left empty)."""

import pygame
import pytest

from quash_table.games.thegame.rules import GAME

PRO = next(o for o in GAME.options if o.key == "professional")


def test_the_professional_options_words_say_no_signals():
    for text in (PRO.short_help, PRO.help):
        assert "signal" not in text, text
        assert "colours" in text and "never how high" in text, text


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_line_under_professional_is_its_words_in_full(size):
    from tests.test_shell_s30_new_game_tips import _new_game
    a, scene = _new_game(size)
    try:
        assert scene.widgets["option:professional:hint"].text == PRO.short_help
    finally:
        pygame.display.quit()
