"""Review 21 (QUASH, 4 players): "lay the 6 of diamonds on the tiebreaker — your highest card gives this tie its
best chance (they may still hold a K)". With a 6 your best, any 7 or higher beats it: the words name that."""

from quash_table.games.quash.describe import tiebreak_words


def test_your_highest_card_names_every_card_above_it_as_the_threat():
    said = tiebreak_words("6D", ["2C", "4H", "6D"], 13, 0)
    assert said == "your highest card gives this tie its best chance (they may hold higher cards: any 7 or " \
        "higher beats it)"
    assert "a K" not in said


def test_one_rank_above_yours_is_named_as_it_is():
    assert tiebreak_words("QD", ["2C", "QD"], 13, 0) == \
        "your highest card gives this tie its best chance (they may still hold a K)"
    assert "beats every card the other side can still hold" in tiebreak_words("KD", ["2C", "KD"], 12, 0)


def test_a_low_card_laid_while_a_sure_winner_is_kept_says_so():
    """Review 23 (QUASH basic, a tie on spot 3; leftovers 3♣ 3♦ 4♠ 4♣ 5♠ 6♦ 6♣ 9♥, the other side's best a 7):
    "you cannot be sure to win this tie (they may hold a 7)" while the 9♥ would have won it for sure. The words
    say the sure card is kept for the tie still to come."""
    mine = ["3C", "3D", "4S", "4C", "5S", "6D", "6C", "9H"]
    said = tiebreak_words("3D", mine, 7, 1)
    assert said == "your 9♥ would win a tie for sure: it is kept for the tie still to be played, and your " \
        "lowest card goes here", said
    assert "cannot be sure" not in said
    # with no sure winner in hand, it is still said that the tie cannot be sure
    assert tiebreak_words("3D", ["3D", "6C"], 7, 1).startswith("you cannot be sure to win this tie")
