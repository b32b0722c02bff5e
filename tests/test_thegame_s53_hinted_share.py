"""The Game's end summary, requests to leave a stack alone broken several times (session 52's note left it): the
line marked the first break alone as the hint's move and counted the rest without saying whose they were. The
count says how many were the hint's moves."""

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import verdict_lines


def names(seat):
    return YOU if seat == 0 else f"Bot {seat + 1}"


def broken(*indices):
    return {"winnable": None, "outcome": "lost", "seats": 2, "turns": 30, "said": 6,
            "broken_asks": [(i, 0, "down", "free") for i in indices], "asked_leave": True}


def line_of(a, hinted):
    return next(x for x in verdict_lines(a, names, hinted) if "asked to leave" in x)


def test_the_count_says_how_many_were_the_hints_moves():
    line = line_of(broken(4, 9, 15), lambda i: i in (4, 15))
    assert line.startswith("At move 5, the hint advised laying on \u25bc though a team-mate asked"), line
    assert line.endswith("(3 times in all, 2 of them the hint's moves)."), line
    line = line_of(broken(4, 9), lambda i: i == 9)
    assert "(the hint's move)" not in line and line.endswith("(2 times in all, 1 of them the hint's move)."), line


def test_each_the_hints_or_none():
    assert line_of(broken(4, 9), lambda i: True).endswith("(2 times in all, each the hint's move)."), \
        line_of(broken(4, 9), lambda i: True)
    assert line_of(broken(4, 9), lambda i: False).endswith("(2 times in all)."), line_of(broken(4, 9), lambda i: False)
    assert line_of(broken(4, 9), None).endswith("(2 times in all).")
