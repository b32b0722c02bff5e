"""Session 37, review of Flush: the move log's bracket for a group with more than one action card was long, "three
6s (among them a Skip and two Links)", where one action card read "(one a Skip)". Every kind is now counted as that
one is, the kinds a comma apart ("(one a Skip, two Links)"), from the one place the words come from
(telling.kinds_note), which the log, the hints and the tray all read."""

import importlib.util
import os

import pytest

from quash_table.games.flush.rules import GAME
from quash_table.games.flush.telling import kinds_note

_spec = importlib.util.spec_from_file_location(
    "log_wrap_measure", os.path.join(os.path.dirname(os.path.dirname(__file__)), "scripts", "log_wrap_measure.py"))
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)


def test_each_kind_is_counted_as_one_action_card_is():
    assert kinds_note(["6S", "6L", "6L", "6"]) == " (one a Skip, two Links)"
    assert kinds_note(["6S", "6D", "6"]) == " (one a Skip, one a Deduction)"
    assert kinds_note(["6S", "6S", "6"]) == " (two Skips)"
    assert kinds_note(["6L", "6L", "6L"]) == " (all Links)"
    assert kinds_note(["6L", "6L"]) == " (both Links)"
    assert kinds_note(["9", "9S", "9L"], explain=True) == " (one a Skip, one a Link: Links count towards a Link Flush)"


def test_the_log_says_it_so():
    said = GAME.describe_event(dict(kind="played", seat=1, cards=["6", "6S", "6L", "6L"], value=6, mimic=5), 3)
    assert said == "Seat 2 lays four 6s (one a Skip, two Links) on the pile"


@pytest.mark.parametrize("seats", [3, 6])
def test_no_real_entry_says_among_them(seats):
    texts = [t for seed in range(2) for t in measure.entries("flush", seats, seed)]
    several = [t for t in texts if ", one a " in t or ", two " in t]
    assert not [t for t in texts if "(among them" in t]
    assert several or seats == 3, "no real entry names a group with two kinds of action card"
