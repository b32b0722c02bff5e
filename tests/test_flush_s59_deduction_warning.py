"""Session 59, a new player's review of Flush: a Deduction laid where it is lost (not on the turn you go out) was
not said in the tray before Declare, as a spent Skip is. The tray now says it: "...; the 7 Deduction's −8 counts
only as you go out; laid now it is lost" (staging.deduction_warning); not at a total of 0 (nothing to lose there),
nor on the turn it goes out."""

from quash_table.games.flush import staging
from quash_table.games.flush.rules import GAME
from tests.test_flush_rules import P, new

HANDS = (["7D", "7", "9", "4", "4", "3", "F", "1"], ["6", "6", "6L", "8", "8", "2", "2", "F+"])


def words(s, codes, value):
    return staging.declaration_words(GAME.view(s, 0), codes, P(codes, value))


def test_a_deduction_laid_before_going_out_is_said_lost():
    s = new(hands=HANDS)
    s.scores = [9, 4]
    said = words(s, ["7D", "7"], 7)
    assert said.endswith("; the 7 Deduction's −8 counts only as you go out; laid now it is lost"), said
    assert "Deduction" not in words(s, ["7"], 7)


def test_no_warning_at_a_total_of_0():
    s = new(hands=HANDS)
    assert s.scores[0] == 0
    assert "Deduction" not in words(s, ["7D", "7"], 7)


def test_no_warning_on_the_turn_it_goes_out():
    s = new(hands=HANDS)
    s.scores = [9, 4]
    view = dict(GAME.view(s, 0))
    view["held_counts"] = [2, view["held_counts"][1]]        # the two cards laid are all the seat holds
    assert "Deduction" not in staging.declaration_words(view, ["7D", "7"], P(["7D", "7"], 7))
