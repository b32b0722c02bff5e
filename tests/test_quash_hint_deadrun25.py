"""QUASH, session 25: "1 card from a run" was said where the missing card can never come. At 2 players with
nothing left to draw (every advanced deal) the cards you have not seen are the other side's hand or set
aside: none reaches your side, so a spot only they could finish is dead (coming.coming_cards). A swap's step
onto a spot your cards cannot finish was called a run started in the short words while the full words said
"out of the way"."""

from quash_table.games.quash.coming import coming_cards
from quash_table.games.quash.dead_spot import dead_spot_words
from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as board


def view_with(variant="advanced", pile=0, mine=None):
    """RED to lay its 2♦ on spot 4 holding the 4♦: two 3s on their board, the 3♦ and 3♣ not seen."""
    hand = ["2D", "2C", "6D", "8D", "9S", "JD"]
    mine = board(s4=["4D"]) if mine is None else mine
    return {"variant": variant, "seat": 0, "seats": 2, "side": 0, "hand": hand, "pile_count": pile,
            "board": [mine, board(s3=["3S"], s6=["3H"])], "hand_counts": [len(hand), 20], "spent": [],
            "tiebreak": None, "pool": None}


PLAY = {"type": "play", "card": "2D", "spot": 4}


def test_a_run_only_their_cards_could_finish_is_given_up_in_words():
    view = view_with()
    assert "3D" not in coming_cards(view) and "3C" not in coming_cards(view)
    assert dead_spot_words(view, PLAY) == (
        "spot 4 can no longer make a run (you have no 3 in hand or on your side)",
        "spot 4 can no longer make a run (you have no 3 in hand or on your side): a safe place for the 2")
    # with a 5 in hand the 4♦ alone could still grow (4-5-6): the 2 ends its chance
    view["hand"].append("5S")
    assert dead_spot_words(view, PLAY) == (
        "spot 4 can make no run once the 2 is on it (you have no 3 in hand or on your side)",
        "spot 4 can make no run once the 2 is on it: as you have no 3 in hand or on your side, no run can grow from it there")


def test_a_three_still_to_draw_or_on_your_own_board_keeps_the_run_alive():
    assert dead_spot_words(view_with("basic", pile=8), PLAY) is None     # a 3 may still be drawn
    # advanced: your 3♣ on spot 9 may be swapped in
    assert dead_spot_words(view_with(mine=board(s4=["4D"], s9=["3C"])), PLAY) is None


def test_a_swap_step_your_cards_cannot_finish_is_not_called_a_run_started():
    mine, theirs = board(s1=["JC", "QC"]), board(s6=["AH"])
    action = {"type": "play", "card": "9S", "spot": 1, "swap": [["QC", 6]]}
    hand = ["9S", "2D", "5H"]
    full = why_words(mine, theirs, action, hand, final=True)
    assert full == "it goes to spot 1, out of the way: your cards cannot make a run there", full
    short = gist_words(mine, theirs, action, hand, False, True)
    assert short == "it goes to spot 1, out of the way", short
