"""Session 36: Flush's move log said what action cards a group held as "(one of them a Skip)", a bracket the
log keeps whole (theme.wrap, the kit's rule: test_nq_s25_rules), so on the Moves column it stood on a line of
its own: "Bot 2 lays two 3s / (one of them a Skip) / on the pile — Bot 3 is skipped". It says the same as
"(one a Skip)", now said from the one place the words come from (telling.kinds_note), and the bracket shares
its line: "Bot 2 lays two 3s (one a Skip) / on the pile — Bot 3 is skipped"."""

import importlib.util
import os
import re

import pygame
import pytest

from quash_table.games.flush.telling import kinds_note
from quash_table.ui import theme

pytestmark = pytest.mark.ui

_spec = importlib.util.spec_from_file_location(
    "log_wrap_measure", os.path.join(os.path.dirname(os.path.dirname(__file__)), "scripts", "log_wrap_measure.py"))
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)


def test_one_action_card_in_a_group_is_said_in_few_words():
    assert kinds_note(["5", "5S"]) == " (one a Skip)"
    assert kinds_note(["9", "9L", "9"], explain=True) == " (one a Link: Links count towards a Link Flush)"
    assert kinds_note(["6S", "6D", "6"]) == " (one a Skip, one a Deduction)"      # (session 37)
    assert kinds_note(["3S", "3S"]) == " (both Skips)"
    assert kinds_note(["4", "4"]) == ""


@pytest.mark.parametrize("seats", [3, 6])
def test_a_short_bracket_shares_its_line_in_real_games(seats):
    """Over real games' log entries at the Moves column's widths (1280x800 and 1024x640), an entry naming one
    group with one action card, "lays two 3s (one a Skip)", keeps the bracket on the line of the cards it
    is about, not on a line alone."""
    pygame.font.init()
    texts = [t for seed in range(2) for t in measure.entries("flush", seats, seed)]
    one = [t for t in texts if t.count("(") == 1 and re.search(r"\(one an? [A-Za-z]+\)", t)]   # (one action card:
    # a group of several kinds, "(one a Skip, one a Deduction)", is longer: session 37)
    assert one, "no real entry names a group with one action card"
    assert not [t for t in texts if "(one of them" in t]
    for text in one:
        for size, width in measure.WIDTHS:
            lines = theme.wrap(text, size, width, tails=True)
            alone = [ln for ln in lines if ln.startswith("(") and ln.rstrip(".,:;!").endswith(")")]
            assert not alone, (size, width, lines)
