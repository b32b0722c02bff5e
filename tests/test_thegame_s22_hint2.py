"""Review 22 (The Game at 2 players, a new player's four games): the hint's words."""

from tests.test_thegame_s15_hintwords import hint, position

LEAVE_DOWN = {"seat": 1, "turn": 3, "laid": 4, "text": {"stack": "down", "ask": "leave"}}
HISTORY = [(0, "P8", "down", 0), (1, "P1", "up", 1), (0, "B3", "up", 2), (1, "R5", "down", 3)]


def test_the_hint_names_the_free_trick_a_request_keeps_off():
    """g2-11-hint.png: ▲ blue 3, ▼ red 5, Bot 2 said "Leave ▼ alone"; the hint laid blue 6 on ▲ and said only
    that red 9 on ▲ would skip more; red 9 on ▼ (turning it back by 4) went unmentioned."""
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY, signals=[LEAVE_DOWN])
    action, reason = hint(state)
    assert action == {"type": "play", "card": "B6", "stack": "up"}
    assert reason == "skips 4 and 5 on \u25b2: red 9 on \u25bc would cover the stack Seat 2 asked you to leave alone"


def test_without_the_request_the_trick_is_the_hint():
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY)
    action, _reason = hint(state)
    assert action == {"type": "play", "card": "R9", "stack": "down"}
