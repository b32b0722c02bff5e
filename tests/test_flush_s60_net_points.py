"""Session 60 (review 60, revv_13, Flush): a new-pile hint's why said "playing your 2 Link alone would get rid of 1
point, while this play gets rid of 3 points" while the move picked up the old pile's 4 cards: it read as a gain. The
why now says each play net of the old pile both pick up ("leaves your hand 8 points lighter")."""

from quash_table.games.flush.why_not import lower_pile_words, net_words
from tests.test_flush_s44_new_pile_why import NEW_PILE, review_turn


def test_a_lower_new_pile_is_said_net_of_the_old_pile():
    _, view, legal = review_turn()
    words = lower_pile_words(view, NEW_PILE, legal, ((), ()), ())
    assert "gets rid of" not in words and "picked up" in words, words
    assert "old pile's 3 cards (4 points)" in words and "8 points lighter" in words and "3 points heavier" in words, words


def test_net_words():
    assert net_words(2) == "2 points heavier"
    assert net_words(-1) == "1 point lighter"
    assert net_words(0) == "no heavier"
