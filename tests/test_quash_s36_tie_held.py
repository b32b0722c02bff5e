"""Review 36 (QUASH advanced, 1024x640): "Hint: play your 2♠ on spot 9 — the spot is lost to their A anyway" while
the A♥ was in hand: an A ties their A, so the spot is not lost while it is held. The words say the spot is theirs
unless your A ties it (the hint keeps the A for elsewhere); without such a card they still say "lost"."""

from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as _side
from tests.test_quash_hint_words20 import board

EMPTY = [[] for _ in range(9)]


def test_the_short_words_do_not_call_a_single_lost_while_a_card_that_ties_it_is_held():
    play = {"type": "play", "card": "2S", "spot": 9}
    said = gist_words(board(), board(s9=["AC"]), play, hand=["AH", "5D"])
    assert said == "the spot is theirs unless your A\u2665 ties their A", said
    assert gist_words(board(), board(s9=["AC"]), play, hand=["KH", "5D"]) == "the spot is lost to their A anyway"


def test_the_full_words_say_the_tie_too():
    play = {"type": "play", "card": "2H", "spot": 9}
    said = why_words(EMPTY, _side(s9=["10C"]), play, ["2H", "5C", "10D"])
    assert said.startswith("spot 9 is theirs unless your 10\u2666 ties their 10: "), said
    assert "lost" not in said
    assert why_words(EMPTY, _side(s9=["10C"]), play, ["2H", "5C", "KD"]).startswith("spot 9 is lost to their 10: ")
