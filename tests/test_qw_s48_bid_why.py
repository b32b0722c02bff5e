"""Session 48, Quadruple War (review 47b): a bid hint's why said "the A-K-Q of clubs take about 1 trick", which a
player cannot rebuild (three top clubs, one trick?), and "the rest about 1 trick", which says nothing. The why now
gives each part in terms a player can check: the suit's length where top cards take fewer tricks than they are
(the others run out and trump), and what the rest are (your spades, trumping; your cards of other suits)."""

from quash_table.games.quadwar.bid_words import tricks_from
from quash_table.games.quadwar.cards import INT_OF
from quash_table.games.quadwar.hard import bid_reason

HAND = [INT_OF[c] for c in "AC KC QC 9C 7C 5C 3C AH 10S 8S 4S 6D 2H".split()]


def wins_of(**shares):
    wins = [0] * 64
    for code, w in shares.items():
        wins[INT_OF[code]] = w
    return wins


def test_top_clubs_that_take_one_trick_say_the_suits_length():
    wins = wins_of(AC=60, KC=30, QC=10, AH=85, **{"10S": 50, "8S": 30, "4S": 20})
    said = tricks_from(wins, 100, HAND, 4)
    # 12 clubs at four seats (the 2 of clubs is out): 7 yours, 5 with the others
    assert "the A-K-Q of clubs take about 1 trick (you hold 7 of 12, so others run out and trump)" \
        in said, said
    assert "the A of hearts" in said, said                  # the long reason leaves room for the next card


def test_the_rest_says_what_it_is():
    wins = wins_of(AH=95, KC=90, QC=85, **{"10S": 60, "8S": 50, "4S": 40})
    said = tricks_from(wins, 100, HAND, 4)
    assert "the rest (your other spades, trumping) about 1 trick" in said, said
    wins = wins_of(AH=95, KC=90, **{"9C": 50, "7C": 45, "6D": 30})
    said = tricks_from(wins, 100, HAND, 4)
    assert "the rest (your other diamonds and clubs) about 1 trick" in said, said


def test_top_cards_that_take_as_many_as_they_are_say_nothing_more():
    wins = wins_of(AC=95, KC=90, QC=85)
    assert tricks_from(wins, 100, HAND, 4) == "the A-K-Q of clubs take about 3 tricks"


def test_the_bid_reason_passes_the_hand():
    wins = wins_of(AC=60, KC=30, QC=10)
    said = str(bid_reason(2, [1] * 50 + [2] * 50, 10, 1, 4, wins, HAND))
    assert "you hold 7 of 12" in said, said
