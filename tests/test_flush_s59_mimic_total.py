"""Session 59, a new player's review of Flush: the tray said "two 5s and a Mimic" and never the three 5s the Mimic
makes (seed 581, three seats). A group a Mimic joins now says its total as the rules count it ("two 9s and a
Mimic, three 9s on top"), as it did only when the pile's own cards joined."""

from quash_table.games.flush import staging
from quash_table.games.flush.rules import GAME
from tests.test_flush_rules import P, new
from tests.test_flush_staging import HANDS


def test_a_joining_mimic_is_counted_in_the_tray():
    s = new(hands=(["9", "9S", "5", "8", "4", "3", "F", "1"], HANDS[1]), first=0)      # the Mimic is 5
    v = GAME.view(s, 0)
    assert v["mimic"] == 5
    said = staging.declaration_words(v, ["9", "9S", "5"], P(["9", "9S", "5"], 9))
    assert said.startswith("two 9s and a Mimic, three 9s on top"), said
    # no Mimic joining: the count is the cards' own, said once
    assert staging.declaration_words(v, ["9", "9S"], P(["9", "9S"], 9)).startswith("two 9s: ")
