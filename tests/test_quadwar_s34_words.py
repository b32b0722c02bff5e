"""Session 34: Quadruple War's words for a new player (review 33c). What a bid scores was said nowhere before the
first hand's result: the bidding's last line, the bid hint's why and its "safer" say it. The why compared two
cards that scored the same ("it scores 40 points on average, 40 with the K of hearts"): it says what set the card
above the other, or compares nothing. "May trump" was said where the seat could count that the trump was there.
Headless."""

from quash_table.engine.naming import Reason
from quash_table.games.quadwar.bid_words import bid_gist
from quash_table.games.quadwar.cards import INT_OF
from quash_table.games.quadwar.hard import HardBot, bid_reason
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.play_words import card_role_words
from quash_table.games.quadwar.rules import GAME
from quash_table.games.quadwar.trump_words import top_lead_words, trump_warning
from quash_table.games.quadwar.words import POINTS_KEY

# Seat 2 (index 1) showed out of hearts; Seats 3 and 4 showed out of spades: every spade still out is Seat 2's
SHOWN = [[(0, "3H"), (1, "4C"), (2, "5H"), (3, "6H")], [(0, "3S"), (1, "4S"), (2, "5D"), (3, "6D")]]
HAND = ["AH", "KH", "9C", "10D", "7S"]


def _view(tricks, hand=HAND, trick=()):
    return {"seats": 4, "seat": 0, "hand": list(hand), "hand_counts": [len(hand)] * 4, "bids": [2, 2, 2, 2],
            "won": [1, 0, 0, 0], "options": {}, "bags": [0] * 4, "tricks": [{"cards": c} for c in tricks],
            "trick": list(trick)}


def test_a_trump_the_seat_can_count_is_said_to_be_there():
    sure = Table(_view(SHOWN))
    assert trump_warning(sure, INT_OF["AH"]) == "Seat 2 has no hearts and holds a spade to trump it"
    assert top_lead_words(sure, INT_OF["AH"]) == \
        "it is the top heart left, but Seat 2 has no hearts and holds a spade to trump it"
    assert card_role_words(_view(SHOWN), "AH").endswith("but Seat 2 has no hearts and holds a spade to trump it")
    # where others may hold a spade too, Seat 2 only may
    maybe = Table(_view(SHOWN[:1]))
    assert trump_warning(maybe, INT_OF["AH"]) == "Seat 2 has no hearts and may trump it"


def test_a_suit_the_count_says_is_gone_is_said_so():
    # every heart but yours is played (nobody showed out of hearts): the count says nobody else has one
    hearts = [[(0, "2H"), (1, "3H"), (2, "4H"), (3, "5H")], [(0, "6H"), (1, "7H"), (2, "8H"), (3, "9H")],
              [(0, "10H"), (1, "JH"), (2, "QH"), (3, "2C")]]
    t = Table(_view(hearts, hand=["AH", "KH", "9C", "10D"]))
    said = trump_warning(t, INT_OF["AH"])
    assert said == "nobody else has hearts left, and a spade still out can trump it", said
    # Seat 4 (index 3) showed out of hearts with a club, but the count says every other seat has none
    assert "Seat 4" not in said and "may" not in said


def test_the_bid_hint_says_what_a_bid_scores():
    assert "one under is safer (a miss scores 0)" in bid_gist(3, [4] * 80 + [3] * 20, 1)
    assert str(bid_reason(2, [2] * 75 + [1] * 25, 9, 1, 4)).endswith(
        f"no other bid should score you more ({POINTS_KEY[0].lower()}{POINTS_KEY[1:]})")


def _reason_for(tally, card="AH", alt="KH"):
    """HardBot's why for `card` against `alt` with the playouts' tallies [playouts, bids made, points, ahead]."""
    bot = HardBot(GAME, 0)
    bot._tally, bot._prior = {card: tally[0], alt: tally[1]}, None
    view = _view(SHOWN, trick=[])
    view["won"] = [2, 0, 0, 0]      # the bid made: no gamble
    return str(bot._play_reason(view, {"type": "play", "card": card}))


def test_the_why_compares_only_what_sets_the_card_above():
    alike = _reason_for(([50, 50, 1000, 300], [50, 50, 1000, 300]))
    assert "on average" not in alike and "playing the K of hearts instead would score you about the same" in alike, alike
    # the same points, the others left with fewer: that is the reason given, in points still (session 45: "8 points
    # ahead of the others' average" was a second measure), and 2 points either way are about the same
    ahead = _reason_for(([50, 50, 1000, 600], [50, 50, 1000, 300]))
    assert "it scores you about what the K of hearts would, and leaves the others fewer points" in ahead, ahead
    assert "average" not in ahead.replace("on average", "")
    assert "about the same" in _reason_for(([50, 50, 1000, 400], [50, 50, 1000, 300]))
    # more points: your points with each card
    more = _reason_for(([50, 50, 1300, 300], [50, 50, 1000, 300]))
    assert "it scores you 26 points this hand on average, 20 points if you play the K of hearts instead" in more, more
    assert "about the same" in _reason_for(([50, 50, 1100, 300], [50, 50, 1000, 300]))


def test_a_card_that_must_follow_says_no_card_of_the_suit_beats_the_trick():
    # review 34c: "nothing you hold beats Bot 4's 6 of spades" with the A of spades in a hand that had to follow
    # hearts; the A is not played here, so the words say what the rule leaves: no heart of yours beats it
    trick = [(1, "QH"), (2, "2H"), (3, "6S")]
    said = card_role_words(_view([], hand=["3H", "AS", "9C"], trick=trick), "3H")
    assert said.startswith("no heart you hold beats Seat 4's 6 of spades: give up"), said
    # a hand of hearts alone: nothing it holds beats it, as before
    said = card_role_words(_view([], hand=["3H", "4H"], trick=trick), "3H")
    assert said.startswith("nothing you hold beats Seat 4's 6 of spades"), said


def test_the_why_of_a_card_the_search_kept_adds_the_searchs_figure_where_it_said_little_more():
    # review 43: "a cheap extra trick: it cannot be beaten now", then on H "a cheap extra trick; it cannot be beaten now"
    bot = HardBot(GAME, 0)
    prior = Reason("a cheap extra trick; it cannot be beaten now", "a cheap extra trick: it cannot be beaten now")
    bot._tally = {"AH": [50, 50, 1000, 400], "KH": [50, 50, 1000, 300]}
    bot._prior = ({"type": "play", "card": "AH"}, prior)
    view = _view(SHOWN, trick=[])
    view["won"] = [2, 0, 0, 0]
    said = bot._play_reason(view, {"type": "play", "card": "AH"})
    assert str(said) == str(prior) + "; playing the K of hearts instead would score you about the same this hand" \
        and said.short == prior.short, said
    # a kept reason whose full words say more already stays as it was
    long = Reason("you need 2 more tricks; it is the top heart left, and nobody else has hearts left", "take it")
    bot._prior = ({"type": "play", "card": "AH"}, long)
    assert bot._play_reason(view, {"type": "play", "card": "AH"}) is long
