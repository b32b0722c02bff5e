"""Session 29: Quadruple War's hint words about the cards the person holds. "play the K of diamonds — ... the
highest diamond left" was said to a hand holding the A of diamonds (players._top_words counts the person's own
higher cards), and "the 9 of spades and the little joker do the same here" followed "play the 9 of spades"
(play_words.alike_words leaves out the card hinted). Headless."""

from types import SimpleNamespace

from quash_table.games.quadwar.cards import INT_OF, SUIT_MASK, mask_of
from quash_table.games.quadwar.play_words import alike_words
from quash_table.games.quadwar.players import _top_words, _why_it_may_win, _win_gist


def table(hand, out):
    """What _win_gist reads of knowledge.Table: the hand and the cards still out, a lead (no trick)."""
    # (no trump still out: no seat may trump, trump_words says nothing; session 32)
    return SimpleNamespace(hand=mask_of(hand), unseen=mask_of(out), trick=[], best=None, led=None, n_unseen=[0] * 4)


def test_the_highest_card_left_counts_the_persons_own_higher_cards():
    diamonds_out = ["2D", "5D", "9D"]
    t = table(["AD", "KD", "3C"], diamonds_out + ["AC", "AH"])
    k = INT_OF["KD"]
    assert _top_words(t, k) == "with your A, your K is as good as the top"
    assert _win_gist(t, k, 0.8) == "with your A, your K is as good as the top"
    assert "highest diamond" not in _why_it_may_win(t, k, 0.8)
    assert _why_it_may_win(t, k, 0.8).startswith("with your A, your K is as good as the top: it wins 4 times in 5, as only")
    t = table(["AD", "KD", "QD"], diamonds_out)
    assert _top_words(t, INT_OF["QD"]) == "with your A and K, your Q is as good as the top"
    # the top card itself, or one with nothing of yours above it, is still "the highest diamond left"
    assert _win_gist(t, INT_OF["AD"], 0.8) == "it is the highest diamond left"
    t = table(["KD"], diamonds_out)
    assert _why_it_may_win(t, INT_OF["KD"], 0.8).startswith("the highest diamond left, it wins 4 times in 5, as only")
    assert not t.unseen & SUIT_MASK[INT_OF["AD"] >> 4] & mask_of(["AD"])


def test_the_cards_that_do_the_same_leave_out_the_card_hinted():
    assert alike_words({}, ["9S", "LJ"], hinted="9S") == "the little joker does the same here"
    assert alike_words({}, ["3C", "4C", "5C"], hinted="4C") == "the 3 and the 5 of clubs do the same here"
    assert alike_words({}, ["3C", "4C"], hinted="3C") == "the 4 of clubs does the same here"
    assert alike_words({}, ["3C"], hinted="3C") is None
