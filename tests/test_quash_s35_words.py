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


def _view(mine, theirs, hand):
    return {"board": [mine, theirs], "side": 0, "hand": hand}


def test_the_take_back_says_what_the_swap_costs_or_leaves():
    """Review 34a: the take-back's why said "taking the swap back keeps your 7 on spot 3", and a new player
    asked what spot 3 would hold with the swap. Its cost in a few words where the single spot shows one, else
    what the swap leaves there and where the card taken off goes."""
    from quash_table.games.quash.takeback import kept_words
    from tests.quash_spots import spots
    lowered = _view(spots(s3=["10D"]), spots(), ["6C"])
    assert kept_words(lowered, {"card": "6C", "spot": 3, "swap": [["10D", 7]]}) == \
        "the swap lowers spot 3 from your 10 to a 6"
    beaten = _view(spots(s9=["8H"]), spots(s9=["JD"]), ["10D"])
    finish = {"card": "10D", "spot": 9, "swap": [["8H", 1]]}
    assert kept_words(beaten, finish) == "the swap spends your 10\u2666 on spot 9, where their J still wins"
    assert kept_words(beaten, finish, brief=True) == "the swap spends your 10\u2666, where their J still wins"
    raised = _view(spots(s9=["4S"]), spots(), ["10H"])
    finish = {"card": "10H", "spot": 9, "swap": [["4S", 3]]}
    assert kept_words(raised, finish) == \
        "taking the swap back keeps your 4\u2660 on spot 9 (with the swap: your 10\u2665 there, the 4\u2660 on spot 3)"
    assert kept_words(raised, finish, brief=True) == "it keeps your 4\u2660 on spot 9"
    run = _view(spots(s1=["2C"]), spots(s1=["7S"]), ["5H"])
    assert kept_words(run, {"card": "5H", "spot": 1, "swap": [["2C", 2]]}).endswith(
        "keeps your 2\u2663 on spot 1 (with the swap: your 5\u2665 there, the 2\u2663 on spot 2)")
