"""Session 51, issue 23 (Flush, new players): where the hint starts a new pile though a lay looked natural, its
short words were only the search's odds ("almost every time it left you fewer points than to lay a 4"), which
taught a player nothing to use again (review 49). They now lead with the rule behind it, where it is true: the
lay's cards stay in your hand for a later pile, and the lower a card the more piles it fits (a Mimic, any);
the odds follow in the full words. Where the new pile takes the lay's own cards (the review's 9 and Mimic), the
rule is not said."""

from quash_table.games.flush.hint_bot import lay_kept
from quash_table.games.flush.reasons import pickup_over_lay
from tests.test_flush_s44_new_pile_why import MIMIC_AS_1, NEW_PILE, review_turn


def _view(hand, mimic=8, tops=(None, None, None)):
    return {"seat": 0, "hand": list(hand), "mimic": mimic, "bases": [[{"top": t} for t in tops]]}


class _Bot:
    m = 1


def test_a_lay_whose_cards_the_new_pile_leaves_in_hand_is_kept_and_said_as_a_rule():
    view = _view(["4", "4L", "9S", "9"])
    assert lay_kept(view, {"type": "play", "cards": ["4", "4L"], "as": 4},
                    {"type": "pickup", "cards": ["9S", "9"]}) == ("two 4s", False)
    why = pickup_over_lay(_Bot(), ["9S", "9"], 3, "about 3 times in 4 it left you fewer points than to lay two 4s",
                          "about 3 times in 4 it left you fewer points", None, ("two 4s", False))
    assert why.short == "it keeps your two 4s for a later pile: the lower a card, the more piles it fits"
    assert str(why).startswith("you keep your two 4s for a later pile (the lower a card, the more piles it fits) "
                               "and pick up 3 cards; about 3 times in 4"), str(why)
    # a base top laid is yours too; a Mimic fits any pile
    view = _view(["9", "9S"], tops=("8", None, None))
    assert lay_kept(view, {"type": "play", "cards": ["b0"], "as": 2},
                    {"type": "pickup", "cards": ["9S", "9"]}) == ("a Mimic", True)
    why = pickup_over_lay(_Bot(), ["9S", "9"], 2, "b", "s", None, ("a Mimic", True))
    assert why.short == "it keeps your Mimic for a later pile: a Mimic fits any pile"


def test_a_new_pile_that_takes_the_lays_own_card_says_no_rule():
    m, view, legal = review_turn()
    assert lay_kept(view, MIMIC_AS_1, NEW_PILE) is None          # the new pile's 8 is the Mimic the lay laid
    why = pickup_over_lay(_Bot(), ["9S", "8"], 3, "b", "almost every time", view, None)
    assert why.short == "almost every time"


def test_a_high_lay_kept_says_no_rule():
    view = _view(["9", "10", "10S"])
    assert lay_kept(view, {"type": "play", "cards": ["9"], "as": 9}, {"type": "pickup", "cards": ["10", "10S"]}) is None
