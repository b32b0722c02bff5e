"""Session 50: "Bot 2 said 3 turns ago" counted every seat's turn, and a player read "turns" as their own. A
statement that still stands is dated in rounds (every seat's turn once): "said last round", "said 2 rounds
ago" (signals.said_ago, requests.said_long_ago)."""

from quash_table.games.thegame.requests import said_long_ago
from quash_table.games.thegame.signals import said_ago

HIGH_RED = {"colour": "R", "height": "high"}


def test_a_statement_is_dated_in_rounds_not_in_every_seats_turns():
    # 3 seats: Bot 2 (seat 1) said it at turn 1; now turn 7, seat 1 to move again: its 2nd turn since
    sig = {"seat": 1, "turn": 1, "laid": 1, "text": HIGH_RED}
    history = [[1, "B7", "up", 1], [2, "G3", "down", 2], [0, "Y4", "up", 3], [1, "P8", "up", 4],
               [2, "G2", "down", 5], [0, "Y5", "up", 6]]
    view = {"seats": 3, "to_move": 1, "turn": 7, "history": history, "outcome": None, "signals": [sig]}
    assert said_ago(view, 1, sig) == 2
    assert said_long_ago("Bot 2", "I have a high red card", 2) == \
        "Bot 2 said 2 rounds ago, still stands: \u201cI have a high red card\u201d"
    # seat 1's first turn since (turn 4) has begun: last round
    early = dict(view, to_move=1, turn=4, history=history[:3])
    assert said_ago(early, 1, sig) == 1
    assert said_long_ago("You", "I have a high red card", 1) == \
        "You said last round, still stands: \u201cI have a high red card\u201d"
