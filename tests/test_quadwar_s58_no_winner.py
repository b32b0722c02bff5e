"""Review 58w: with every other heart gone and trumps still out, the hint said "lead a winner: no heart still out
beats it, but nobody else has hearts left, and a spade still out can trump it", and the lead lost at once to a
trump. A card every other seat may trump for sure is no winner: it is said as the top of its suit left, with the
warning. Headless."""

from quash_table.games.quadwar.play_words import card_role_words


def _view(tricks, hand):
    n = len(hand)
    return {"seats": 4, "seat": 0, "hand": hand, "hand_counts": [n] * 4, "bids": [3, 3, 3, 3], "won": [1, 1, 1, 0],
            "options": {}, "bags": [0, 0, 0, 0], "tricks": [{"cards": c} for c in tricks], "trick": []}


HEARTS_GONE = [[(0, "2H"), (1, "3H"), (2, "4H"), (3, "5H")], [(0, "6H"), (1, "7H"), (2, "8H"), (3, "9H")],
               [(0, "10H"), (1, "JH"), (2, "QH"), (3, "KH")]]
HAND = ["AH", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D"]


def test_a_lead_every_other_seat_may_trump_is_no_winner():
    words = str(card_role_words(_view(HEARTS_GONE, HAND), "AH"))
    assert "winner" not in words, words
    assert words.startswith("it is the top heart left, but nobody else has hearts left"), words


def test_a_lead_nobody_can_trump_is_still_a_winner():
    # every heart but the ace out and followed: no seat is out of hearts, no warning
    followed = [[(0, "2H"), (1, "3H"), (2, "4H"), (3, "5H")]]
    assert str(card_role_words(_view(followed, HAND), "AH")) == "lead a winner: no heart still out beats it"
