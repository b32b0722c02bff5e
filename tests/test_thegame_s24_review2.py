"""Session 24, a new player's review of The Game at 2 players (8/10, signals 7): the hint beside a team-mate's
standing request, a "play on" request no card could follow, the hint's words for End turn, the chart's
legend and the log at the winning card."""

from quash_table.games.thegame.rules import GAME
from tests.test_thegame_s15_hintwords import hint, position

LEAVE_DOWN = {"seat": 1, "turn": 3, "laid": 4, "text": {"stack": "down", "ask": "leave"}}
HISTORY = [(0, "P8", "down", 0), (1, "P1", "up", 1), (0, "B3", "up", 2), (1, "R5", "down", 3)]


def test_the_hint_never_asks_about_the_stack_the_team_mate_asked_about():
    """Bot 2 had said "Leave ▼ alone"; the hint said "I can turn ▼ back" (or "Leave ▼ alone"): a rival claim
    on the stack the team-mate asked to keep."""
    state = position([["B6", "R9"], ["G2", "Y7"]], up="B3", down="R5", history=HISTORY, signals=[LEAVE_DOWN])
    action, reason = hint(state)
    assert not (action["type"] == "signal" and action["text"].get("stack") == "down"), (action, reason)
    assert reason


def test_no_hint_request_mirrors_a_standing_request_over_many_positions():
    """Every position of a few normal-team games where the team-mate's request stands: the hint never
    speaks of that stack."""
    from quash_table.games.thegame.bots import HintBot, NormalBot
    from quash_table.games.thegame.request_advice import claimed_stacks
    seen = 0
    for seed in (3, 5):
        state = GAME.new_state(2, seed, {}, None)
        bots = [NormalBot(GAME, k, seed=seed) for k in range(2)]
        while state.to_move is not None and seen < 6:
            view = GAME.view(state, state.to_move)
            claimed = claimed_stacks(view)
            if state.to_move == 0 and claimed and not view["signalled"]:
                bot = HintBot(GAME, 0, iterations=40)
                action = bot.choose(view, GAME.legal_actions(state))
                seen += 1
                assert not (action["type"] == "signal" and action["text"].get("stack") in claimed), action
            state = GAME.apply(state, bots[state.to_move].choose(view, GAME.legal_actions(state)))
    assert seen
