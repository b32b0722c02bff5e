"""Session 26 review (advanced): "play the 8 of spades on spot 1, moving your 5 of hearts to spot 7 — your
5♥ leaves spot 1 for a better place": which place, and what it gains there, went unsaid. The news names the
step's own gain where its card lands (why.step_words, the words a swap's best step is said in)."""

from quash_table.games.quash.changes import change_words
from quash_table.games.quash.hints_plan import swap_gains
from quash_table.games.quash.why import step_words
from tests.test_quash_hint_deadrun25 import board

HAND = ["2D", "3D", "4D", "4C", "5C", "7H", "8S", "8H", "9S", "9H", "9D", "9C", "10H", "10D", "JS", "JC", "KS",
        "KH", "KD", "AC"]
SWAP = {"type": "play", "card": "8S", "spot": 1, "swap": [["5H", 7]]}


def _view(theirs7=("QS",)):
    return {"variant": "advanced", "seat": 0, "seats": 2, "side": 0, "hand": list(HAND), "pile_count": 0,
            "board": [board(s1=["5H", "7D"], s2=["QD"]), board(s1=["2H"], s2=["QC"], s7=list(theirs7))]}


def test_a_card_a_swap_moves_on_is_told_by_what_it_gains_where_it_lands():
    view = _view()
    gains = swap_gains(view, SWAP)
    assert gains == {"5H": step_words([], ["5H"], 6, "5H", ["QS"], [c for c in HAND if c != "8S"], False, None)}
    said = change_words([("5H", 1, 7, "board", None)], {}, view["board"][1], [], mine=view["board"][0], gains=gains)
    assert said == f"your 5\u2665 leaves spot 1 and {gains['5H']}; ", said
    assert "better place" not in said and "spot 7" in said
    # with nothing of theirs there: the run your hand would make with it is named
    free = swap_gains(_view(()), SWAP)["5H"]
    assert free.startswith("starts spot 7") and "would make it" in free, free


def test_a_play_with_no_swap_has_no_step_gains():
    assert swap_gains(_view(), {"type": "play", "card": "8S", "spot": 3}) == {}
