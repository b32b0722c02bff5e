"""Session 35, QUASH's words (review 34a): a count said with its noun agrees with it ("the 1 tie still to come"
read clumsy and wrong). Headless."""

from quash_table.games.quash.captions import pool_words
from quash_table.games.quash.describe import describe_event, tiebreak_words, ties_ahead


def test_the_ties_still_to_be_played_are_counted_in_words_that_agree():
    assert ties_ahead(1) == "the tie still to be played"
    assert ties_ahead(3) == "the three ties still to be played"
    said = tiebreak_words("3C", ["3C", "9D", "JH"], 14, 1)
    assert said.endswith("keeping your higher ones for the tie still to be played"), said
    assert "1 tie" not in said and "still to come" not in said


def test_a_pool_of_one_card_is_one_card():
    one = {"kind": "leftovers_pooled", "giver": 2, "count": 1, "side": 0}
    assert describe_event(one, 4) == "RED (seat 3)'s 1 leftover card goes into RED's pool for its tiebreakers"
    named = {"kind": "tiebreak_player_named", "seat": 2, "count": 1, "side": 0}
    assert describe_event(named, 4).endswith("with its 1 pooled leftover card")
    four = dict(one, count=4)
    assert describe_event(four, 4) == "RED (seat 3)'s 4 leftover cards go into RED's pool for its tiebreakers"


class _Session:
    def short_name(self, seat, viewer=None):
        return f"Bot {seat + 1}"


def test_the_pool_held_by_another_seat_counts_its_cards_in_agreement():
    view = {"seat": 0, "side": 0, "choosers": [2, 1], "hand_counts": [0, 4, 1, 4], "events": [],
            "named": [2, None]}
    assert pool_words(_Session(), view, False) == \
        "Bot 3 plays RED's tiebreakers this round, with RED's pool of 1 leftover card"
