"""QUASH hint words that kept their promises badly (review 13, a new player in the advanced game):
"J♠ on spot 1 — 9-J on spot 1 is 1 card from a same-suit run: your 10♥ would make it the run
9-10-J" (9♠-10♥-J♠ is no same-suit run); a hint named the 5♠ to finish spot 7 and the next one laid that
5♠ on spot 1, spot 7 then taking the 5♣; two hints both counted on the one J♠ (spot 7, then spot 1).
The words now name for a spot only the hand cards no other started run of yours waits for
(why.promised), and say "same-suit" only of a run your cards would make same-suit."""

from quash_table.games.quash.why import promised, why_words
from tests.quash_spots import spots as _side

EMPTY = [[] for _ in range(9)]


def test_a_run_your_cards_finish_in_another_suit_is_not_called_same_suit():
    words = why_words(_side(s1=["9S"]), EMPTY, {"type": "play", "card": "JS", "spot": 1}, ["JS", "10H", "3C"])
    assert words == "9-J on spot 1 is 1 card from a run: your 10♥ would make it the run 9-10-J", words
    # with the 10♠ in hand it is one (said once, where the run is named: session 31)
    words = why_words(_side(s1=["9S"]), EMPTY, {"type": "play", "card": "JS", "spot": 1},
                      ["JS", "10H", "10S"])
    assert words == ("9-J on spot 1 is 1 card from a run: your 10♠ would make it the "
                     "same-suit run 9-10-J"), words
    # a swap step likewise
    words = why_words(_side(s4=["9S", "5C"]), EMPTY,
                      {"type": "play", "card": "JS", "spot": 4, "swap": [["5C", 9]]}, ["JS", "10H"])
    assert "makes 9-J on spot 4, 1 card from a run (your 10♥ would make it 9-10-J)" in words, words


def test_one_card_is_not_counted_on_for_two_spots():
    """Spot 7's 9♣ waits for the 10♣ and the J♠: a 9♠ laid on spot 1 does not name the J♠ again."""
    mine = _side(s7=["9C"])
    hand = ["9S", "10H", "JS", "10C", "2D"]
    words = why_words(mine, EMPTY, {"type": "play", "card": "9S", "spot": 1}, hand)
    assert "J\u2660" not in words, words
    # (session 48: the free cards of yours that fit those runs are named, the J♠ not among them)
    assert words == "it starts spot 1 (triple): 7-8-9 up to 9-10-J can grow from it (your 10\u2665 fits them)", words
    assert promised(_side(s1=["9S"], s7=["9C"]), ["10H", "JS", "10C", "2D"], {0}) == {6: ["10C", "JS"]}


def test_the_card_named_to_finish_a_spot_is_one_no_other_run_waits_for():
    """Spot 1's 4♥ waits for a 5 and the 6♠; the hint on spot 7 names the 5♣, not the 5♠ spot 1 takes."""
    mine = _side(s1=["4H"], s7=["4D"])
    hand = ["6D", "5S", "5C", "6S"]
    words = why_words(mine, EMPTY, {"type": "play", "card": "6D", "spot": 7}, hand)
    assert words == "4-6 on spot 7 is 1 card from a run: your 5♣ would make it the run 4-5-6", words
    # and every card is promised once
    got = promised(_side(s1=["4H"], s7=["4D", "6D"]), ["5S", "5C", "6S"])
    cards = [c for pick in got.values() for c in pick]
    assert len(cards) == len(set(cards)) and set(got) == {0, 6}, got
