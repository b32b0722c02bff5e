"""Why a QUASH move is good, in a player's words (games/quash/why.py): what it builds or beats."""

from quash_table.games.quash.why import why_words

EMPTY = [[] for _ in range(9)]


def _side(**spots):
    side = [list(c) for c in EMPTY]
    for k, cards in spots.items():
        side[int(k[1:]) - 1] = list(cards)
    return side


def test_a_card_that_completes_a_run_says_so_and_what_it_beats():
    mine, theirs = _side(s1=["JH", "QH"]), _side(s1=["9S", "10D", "JC"])
    assert why_words(mine, theirs, {"type": "play", "card": "KH", "spot": 1}) == \
        "it makes the same-suit run J-Q-K on spot 1, above their 9-10-J"


def test_a_started_spot_and_one_card_from_a_run():
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "5C", "spot": 4}) == \
        "it starts spot 4 (triple): a run can still grow from it"
    assert why_words(_side(s7=["8D"]), EMPTY, {"type": "play", "card": "9C", "spot": 7}) == \
        "8-9 on spot 7 is 1 card from a run"


def test_a_single_beats_theirs_and_a_swap_says_where_the_moved_card_goes():
    mine, theirs = _side(s3=["9C"]), _side(s3=["10D"], s6=["8H"])
    words = why_words(mine, theirs, {"type": "play", "card": "JH", "spot": 3, "swap": [["9C", 6]]})
    assert words == "a J on single spot 3 beats their 10; the 9 moved on: a 9 on single spot 6 beats their 8"


def test_a_spot_the_other_side_has_failed_is_named():
    mine, theirs = _side(), _side(s2=["2C", "9D"])
    assert "their spot 2 has failed" in why_words(mine, theirs, {"type": "play", "card": "5C", "spot": 2})


def test_a_two_card_chain_names_each_moved_card():
    """A reviewer read "the card moved on: ... the card moved on: ..." for a two-card chain."""
    mine = _side(s3=["9C"], s6=["4D"])
    words = why_words(mine, EMPTY, {"type": "play", "card": "JH", "spot": 3, "swap": [["9C", 6], ["4D", 9]]})
    assert "the card moved on" not in words
    assert "the 9 moved on: a 9 on single spot 6" in words and "the 4 moved on: a 4 on single spot 9" in words, words


def test_an_ace_or_a_two_on_an_empty_run_spot_says_the_one_run_it_allows():
    """A reviewer followed "A of clubs on triple spot 4: a run can still grow from it" and later had to
    spoil the spot: an ace starts only Q-K-A."""
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "AC", "spot": 4}) == \
        "it starts spot 4 (triple): only Q-K-A can grow from it"
    assert why_words(EMPTY, EMPTY, {"type": "play", "card": "2C", "spot": 2}) == \
        "it starts spot 2 (double): only 2-3 can grow from it"
    assert "a run can still grow" in why_words(EMPTY, EMPTY, {"type": "play", "card": "9C", "spot": 4})
