"""Session 26 review: "spot 4 can no longer make a run (no 6 and 9 can still come to your side)" was said
with the draw pile empty and no 6 or 9 in the hand: it says so plainly, and two ranks either of which would
do are joined by "or"."""

from quash_table.games.quash.dead_spot import dead_spot_words
from tests.test_quash_hint_deadrun25 import board


def _view(pile):
    # RED lays its 7♥ on spot 4 beside the 8♠ (6-7-8 or 7-8-9 would do); the 6s and 9s not on the board
    # are in BLACK's hand: none can come to RED's side once the pile is empty
    hand = ["2C", "7H", "KD"]
    theirs = board(s1=["6H"], s3=["9S"], s4=["8C", "9H"])
    return {"variant": "basic", "seat": 0, "seats": 2, "side": 0, "hand": hand, "pile_count": pile,
            "board": [board(s4=["8S"]), theirs], "hand_counts": [len(hand), 3], "spent": [],
            "tiebreak": None, "pool": None}


def test_a_dead_spot_with_the_pile_empty_says_you_hold_no_card_that_would_do():
    gist, reason = dead_spot_words(_view(0), {"type": "play", "card": "7H", "spot": 4})
    assert gist == "spot 4 can no longer make a run (you hold no 6 or 9 and the pile is empty)", gist
    assert reason == gist + ": a safe place for the 7", reason


def test_with_cards_to_draw_the_spot_is_not_dead():
    assert dead_spot_words(_view(20), {"type": "play", "card": "7H", "spot": 4}) is None
