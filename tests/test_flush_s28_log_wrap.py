"""Session 28 (review: Flush's move log wrapped raggedly): a line ended with a preposition whose words went down
("(one of them a Deduction) on / the pile", "turns up the hidden card of / base 3") and a card's name was cut
("lays a 1 / Skip"). The log wraps between phrases: a preposition goes down with the words it leads, as an
article does (unless that would take the entry a line more), and a number stays with the capitalised word it
names a card with."""

import importlib.util
import os

import pygame
import pytest

from quash_table.ui import theme

pytestmark = pytest.mark.ui

_spec = importlib.util.spec_from_file_location(
    "log_wrap_measure", os.path.join(os.path.dirname(os.path.dirname(__file__)), "scripts", "log_wrap_measure.py"))
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)

# Flush's log sentences (narration of real moves) at the log's widths and type (1280x800: 214-234 px at 14 px,
# 1024x640 with Moves open: 173-188 px at 11 px)
SENTENCES = [
    "Bot 2 lays two 2s (one a Deduction) on the pile",
    "Bot 3 lays two 10s (one a Skip) and two Mimics (one a Deduction) on the pile: Flush!",
    "Bot 3 turns up the hidden card of base 3 and starts a new pile with a 5 Skip, picking up the old pile's one "
    "card — you are skipped",
    "Bot 2 turns up the hidden card of base 1 and lays a 1 Skip on the pile — Bot 3 is skipped",
    "Bot 3 turns up the hidden card of base 2 and lays a 5 Skip on the pile — Bot 4 is skipped",
    "You lay a 4 Deduction on the pile",
    "Bot 2 lays two 3s (one a Skip) on the pile — Bot 3 is skipped",
]
PREPOSITIONS = ("on", "of", "in", "at", "by", "with", "from", "onto", "into", "for", "a", "an", "the")


@pytest.mark.parametrize("size, width", measure.WIDTHS + [(14, 230), (11, 185)])
@pytest.mark.parametrize("text", SENTENCES)
def test_the_log_wraps_between_phrases(text, size, width):
    pygame.font.init()
    lines = theme.wrap(text, size, width, tails=True)
    assert " ".join(lines) == text
    for line, after in zip(lines, lines[1:]):
        last = line.rsplit(" ", 1)[-1]
        # "... on / the pile", unless keeping the phrase whole takes a line more
        assert last not in PREPOSITIONS or measure._costs_a_line(text, size, width, len(lines)), lines
        assert not (last.isdigit() and after[:1].isupper()), lines     # "a 1 / Skip"
