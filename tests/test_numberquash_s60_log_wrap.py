"""Session 60, the kit's wrap (ui/theme.py, ui/word_bonds.py) as NumberQuash's log and tray met it (review 59):
"Player 2 spends / a banked 10 to block Player 1" kept "10 to" together as if "to" joined two numbers; "Bot 3
covers / left yellow 1 and 9 — rolls / again (a double)" kept "1 and 9" whole at a line's cost (a word joining two
numbers is a soft bond now, as a preposition is); the tray's "... or click / that cell (or press 6)." brought
words down to a last line until the two were balanced, with room left above."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.word_bonds import joins_numbers

# the move log's text px and widths (scripts/log_wrap_measure.py): 1280x800 and 1024x640
WIDTHS = [(14, 234), (14, 214), (11, 188), (11, 173)]


@pytest.fixture(scope="module", autouse=True)
def _fonts():
    pygame.font.init()
    yield


def test_to_joins_numbers_only_between_numbers():
    assert joins_numbers("6", "and", "4") and joins_numbers("123", "to", "72")
    assert not joins_numbers("10", "to", "block")
    assert joins_numbers("6", "and")          # (the next word not known: as before)


@pytest.mark.parametrize("size, width", WIDTHS)
def test_a_spend_to_block_breaks_after_the_bonus(size, width):
    lines = theme.wrap("Player 2 spends a banked 10 to block Player 1", size, width, tails=True)
    assert lines == ["Player 2 spends a banked 10", "to block Player 1"], lines


@pytest.mark.parametrize("size, width", WIDTHS)
def test_cells_joined_by_and_part_where_that_spares_a_line(size, width):
    lines = theme.wrap("Bot 3 covers left yellow 1 and 9 — rolls again (a double)", size, width, tails=True)
    assert len(lines) == 2 and lines[0].startswith("Bot 3 covers left yellow"), lines


@pytest.mark.parametrize("size, width", WIDTHS)
def test_a_roll_keeps_its_dice_together(size, width):
    assert theme.wrap("Bot 2 rolls 6 and 4 (10)", size, width, tails=True) == ["Bot 2 rolls 6 and 4 (10)"]
    lines = theme.wrap("Bot 2 rolls 6 and 4 (10) and Bot 3 rolls 5 and 1 (6)", size, width, tails=True)
    assert not any(line.endswith((" 6", " 5")) for line in lines), lines      # (no line spared by parting them)


def test_the_trays_one_die_words_break_between_phrases():
    text = "Only one die can be used (6): drag it onto a cell of its number, or click that cell (or press 6)."
    for width in range(250, 300, 2):
        lines = theme.wrap(text, 12, width)
        assert not lines[-1].startswith("that cell"), (width, lines)     # (room for it on the line above)
        assert "(or" not in lines[-2].split(" ")[-1:], (width, lines)     # never "(or / press 6)."
