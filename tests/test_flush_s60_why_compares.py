"""Session 60 (review 60, Flush hints): the why compared with moves a person would not weigh, or in circular words:
"keeps your 7 Link, which “lay a 7 Link” spends" of a plain 7 laid (revv_26/29), and a Flush's why set it against
"start a new pile with two 6s and pick up the old one" (revv_103). The same play with other cards of its value now
says which it lays and which it keeps; a move that keeps the pile is compared with another that keeps it, where the
search played one out (why_not.next_best_words)."""

from quash_table.games.flush.close_call import reason_words
from quash_table.games.flush.why_not import next_best_words
from tests.test_flush_s44_new_pile_why import review_turn


def test_a_plain_7_over_the_7_link_says_which_it_lays_and_keeps():
    _, view, _ = review_turn()
    view = dict(view, hand=["4", "7", "7L"])
    words = reason_words(view, {"type": "play", "cards": ["7"], "as": 7}, {"type": "play", "cards": ["7L"], "as": 7},
                         "lay a 7 Link")
    assert words == "it plays your 7 and keeps your 7 Link for later", words
    # another play keeps its old words
    words = reason_words(view, {"type": "play", "cards": ["4"], "as": 4}, {"type": "play", "cards": ["7L"], "as": 7},
                         "lay a 7 Link")
    assert words == "it keeps your 7 Link, which \u201clay a 7 Link\u201d spends", words


def test_a_flush_is_compared_with_a_move_that_keeps_the_pile():
    _, view, _ = review_turn()
    flush = {"type": "flush", "card": "F"}
    new_pile = {"type": "pickup", "cards": ["4"]}
    lay = {"type": "play", "cards": ["8"], "as": 1}
    searched = ([flush, new_pile, lay], [[0.3] * 8, [0.0] * 8, [0.1] * 6])
    words = next_best_words(view, flush, searched, [0.3] * 8)
    assert "new pile" not in words and "Mimic" in words, words
    # a new pile hinted is still compared with the longest played out
    words = next_best_words(view, new_pile, ([new_pile, flush, lay], [[0.3] * 8, [0.0] * 8, [0.1] * 6]), [0.3] * 8)
    assert "Flush" in words, words
