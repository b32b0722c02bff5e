"""Session 26 review (basic): "spot 7 settles for 10-J-Q, not J-Q-K" with four Ks in hand gave no reason
for the lower run. The card of the run given up that stays in hand is named with what it is kept for: the
run your hand finishes with it on another spot when no other card of its rank is free, else the
tiebreakers, where the cards left over count."""

from quash_table.games.quash.laid_words import relaid_words
from tests.test_quash_hint_deadrun25 import board

MINE = board(s1=["8S", "9H", "10H"], s2=["4D", "5D"], s3=["AS"], s4=["2C", "3C", "4C"], s5=["4S", "5H"],
             s6=["2D"], s7=["JD", "QH"], s8=["QS"], s9=["8D"])
PLAY = {"type": "play", "card": "10S", "spot": 7}


def test_a_lower_run_with_kings_to_spare_keeps_one_for_the_tiebreakers():
    hand = ["7S", "8C", "10S", "10D", "QD", "QC", "KS", "KH", "KD", "KC"]
    assert relaid_words(MINE, PLAY, hand) == \
        "spot 7 settles for 10-J-Q, not J-Q-K, keeping a K for the tiebreakers; "


def test_a_lower_run_whose_king_another_run_needs_says_which():
    assert relaid_words(MINE, PLAY, ["7S", "10S", "KS", "2C"]) == \
        "spot 7 settles for 10-J-Q, not J-Q-K, keeping your K\u2660 for Q-K on spot 8; "
