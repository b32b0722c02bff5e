"""Session 50 (3 seats, in the window): asked to leave the empty ▲ alone ("do not start it: I will"), Bot 3
opened ▲ with purple 3 though purple 3 fitted ▼'s purple 4 at no cost. A request about an empty stack is kept
whenever there is another move (the costly-break rule, playout.costly_to_honour, weighs started stacks only)."""

from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from tests.test_thegame_s15_hintwords import position


def test_a_request_to_leave_an_empty_stack_alone_is_kept():
    leave_up = {"seat": 1, "turn": 0, "laid": 1, "text": {"stack": "up", "ask": "leave"}}
    for hand in (["P3", "Y9"], ["B3", "G8"]):
        state = position([hand, ["G2", "Y7"], ["R2", "R7"]], down="P4", history=[(1, "P4", "down", 0)],
                         signals=[leave_up])
        action = NormalBot(GAME, 0, seed=1).choose(GAME.view(state, 0), GAME.legal_actions(state))
        assert action["type"] == "play" and action["stack"] == "down", (hand, action)
