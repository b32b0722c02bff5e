"""Review 17 (66.png, 4 players round 3, log move 82): the hint said "J♥ on 8 for 10-J", then, after their Q♠
came to spot 8, "10♥ on 5" with no word why. The card played is one an earlier hint named for another
spot's run: what changed there starts the reason (plans.told_change, why.rebooked_words)."""

from types import SimpleNamespace

from quash_table.games.quash.plans import told_change
from tests.quash_spots import spots as board


def view_after(came):
    """RED (seat 0) laid the J♥ on spot 8 as the hint said, keeping the 10♥ for 10-J; then `came` (the
    other side's plays) and the partner's."""
    history = [{"seat": 0, "card": "JH", "spot": 8}] + came
    theirs = board(s8=[h["card"] for h in came if h["spot"] == 8], s1=["9C"])
    return {"round": 3, "seat": 0, "side": 0, "history": history, "seats": 4,
            "hand": ["10H", "9D", "4C", "KS"], "board": [board(s8=["JH"], s5=["9S"]), theirs]}


def hint_bot():
    # what the hint of move 81 told: the 10♥ for 10-J on spot 8 (the J♥ laid there), at history length 0
    return SimpleNamespace(_told=((3, 0), 0, {"10H": (8, "10-J", 0, ("JH",))}))


def test_the_card_named_for_a_run_played_elsewhere_says_what_came_to_that_spot():
    came = [{"seat": 1, "card": "QS", "spot": 8}, {"seat": 2, "card": "4H", "spot": 1}]
    said = told_change(hint_bot(), view_after(came), {"type": "play", "card": "10H", "spot": 5}, None)
    assert said == "their Q\u2660 on spot 8 can make Q-K, beating your 10-J, so ", said


def test_nothing_came_there_says_where_the_card_goes_instead():
    came = [{"seat": 1, "card": "3S", "spot": 1}]
    said = told_change(hint_bot(), view_after(came), {"type": "play", "card": "10H", "spot": 5}, None)
    assert said == "your 10\u2665 is no longer for 10-J on spot 8; ", said
    # laid where it was named for: it keeps its word, nothing to tell
    assert told_change(hint_bot(), view_after(came), {"type": "play", "card": "10H", "spot": 8}, None) is None
