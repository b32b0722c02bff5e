"""Advanced QUASH, session 25: the hint and its reason disagreed: a swap's reason is about its best step, and
"it beats their 5 on spot 6" was said of the J♣ that the 10♠ you play sent on, while the move shown is the
10♠ to spot 1. The short and the full reason name the card the step is about (why.step_subject) whenever it
is not the card you play."""

from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as board


def test_a_swap_whose_gain_is_the_displaced_card_names_it():
    mine, theirs = board(s3=["JC"]), board(s6=["5D"])
    action = {"type": "play", "card": "4S", "spot": 3, "swap": [["JC", 6]]}
    assert gist_words(mine, theirs, action, ["4S"], False, True) == "your J\u2663 beats their 5 on spot 6"
    assert why_words(mine, theirs, action, ["4S"], final=True) == "your J\u2663 beats their 5 on single spot 6"


def test_a_swap_whose_gain_is_the_card_played_says_it():
    """The card you play is the move line's own: 'it' reads right there."""
    mine, theirs = board(s3=["4C"], s6=["JC"]), board(s3=["5D"])
    action = {"type": "play", "card": "QS", "spot": 3, "swap": [["4C", 1]]}
    words = gist_words(mine, theirs, action, ["QS"], False, True)
    assert words == "it beats their 5 on spot 3", words
