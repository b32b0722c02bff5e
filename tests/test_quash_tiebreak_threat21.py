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
