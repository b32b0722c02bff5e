"""Session 60, NumberQuash plates (review 59): after a roll of which only one die fitted, a bot's plate read "rolled
1+2: right yellow 2", as if 1+2 made a 2, while the log said "with one die (the total 3 did not fit)". The plate
says the one die too (plate_news.one_die_forms), from the rules' event."""

from quash_table.games.numberquash.plate_news import fitted, turn_parts
from tests.test_nq_s37_plates import named, roll, whose


def one_die(dice, die, *cells):
    """The rules' placed event of a roll `dice` of which one die, `die`, covered `cells`."""
    return {"kind": "placed", "seat": 1, "cells": list(cells), "total": die, "one_die": True, "dice": list(dice)}


def test_a_one_die_roll_says_which_die_fit():
    parts = turn_parts([roll(1, 2), one_die((1, 2), 2, ("yellow", 1, 2))], 1, named, whose)
    said = [fitted(parts, lambda s, room=room: len(s) <= room) for room in range(8, 70)]
    assert said[-1] == "rolled 1+2, only the 2 fit: right yellow 2", said[-1]
    assert "1+2, only the 2 fit: right yellow 2" in said and "1+2, one die: right yellow 2" in said, said
    assert "one die: right yellow 2" in said, said
    # never the roll beside the cell alone, as if the two dice made it
    assert not [s for s in said if s.endswith("1+2: right yellow 2")], said


def test_a_double_of_which_one_die_fit():
    parts = turn_parts([roll(2, 2), one_die((2, 2), 2, ("yellow", 0, 2))], 1, named, whose)
    assert fitted(parts, lambda s: True) == "rolled 2+2, only one 2 fit: left yellow 2"

