"""Session 34: New game's foot at 1024x640 broke "hand / 1" in what Continue holds (review 33c): its lines keep a
number with its word ("hand 1", "trick 1 of 13") and a bot's name whole."""

import pygame
import pytest

from quash_table.ui.screens.new_game import note_lines

NOTE = ("Continue holds Quadruple War against Bot 2, Bot 3 and Bot 4, hand 1, trick 1 of 13, your turn: it stays "
        "in Load when you play here.")


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def test_the_continue_note_keeps_numbers_with_their_words():
    # the foot's room at 1024x640 (its rect 640 px, the type 11 px): the old wrap ended a line on "hand"
    for width in range(560, 700, 8):
        lines = note_lines(NOTE, 11, width)
        assert " ".join(lines) == NOTE
        for line in lines[:-1]:
            assert not line.endswith((" hand", " trick", " Bot", " of")), (width, lines)
