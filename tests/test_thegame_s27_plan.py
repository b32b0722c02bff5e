"""Review 27 (The Game at 2 players, pass-and-play): the hint's request and the turn's plan. "Say 'Leave ▲
alone' — … so ▲ still takes your purple 9" came before "Lay green 5 on ▲" and "End your turn — keep purple 9"
(for ▼, at purple 10); on the first move, both stacks empty, it said "Leave ▼ alone … so ▼ still takes your
yellow 5". The hint asks to leave a stack alone by the bots' own rule (playout.leave_keeps)."""

from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import HintBot
from quash_table.games.thegame.request_advice import advised_request, kept_card
from quash_table.games.thegame.rules import GAME
from tests.test_thegame_s23_hint_summary import state

LEAVE_UP = {"stack": "up", "ask": "leave"}
LEAVE_DOWN = {"stack": "down", "ask": "leave"}


def _seed21():
    """p3-00.png, pass-and-play seed 21: Player 1's 2nd turn, green 5 and purple 9 in hand, ▲ at purple 3,
    ▼ at purple 10, Player 2's "Leave ▼ alone" standing."""
    s = GAME.new_state(2, 21, GAME.check_options({}, 2), None)
    for a in ({"type": "signal", "text": LEAVE_DOWN}, {"type": "play", "card": "B3", "stack": "up"},
              {"type": "end_turn"}, {"type": "play", "card": "B4", "stack": "up"},
              {"type": "play", "card": "P10", "stack": "down"}, {"type": "play", "card": "Y5", "stack": "up"},
              {"type": "play", "card": "Y2", "stack": "up"}, {"type": "signal", "text": LEAVE_DOWN},
              {"type": "play", "card": "P3", "stack": "up"}, {"type": "end_turn"}):
        assert a in GAME.legal_actions(s), a
        s = GAME.apply(s, a)
    assert (s.to_move, s.hands[0], s.up, s.down) == (0, ["G5", "P9"], "P3", "P10")
    return s


def test_a_leave_request_never_names_a_card_the_plan_keeps_for_the_other_stack():
    s = _seed21()
    view = GAME.view(s, 0)
    green5_up = {"type": "play", "card": "G5", "stack": "up"}
    # purple 9 would skip 6 to 8 on ▲ and skips nothing on ▼: its place is ▼, not what "leave ▲" keeps
    assert kept_card(view, LEAVE_UP, green5_up) is None
    bot = HintBot(GAME, 0, iterations=60)
    first = bot.choose(view, GAME.legal_actions(s))
    assert first == green5_up, (first, bot.reason)
    assert advised_request(bot, view, GAME.legal_actions(s), green5_up, {"type": "end_turn"}, 0) is None
    # the turn's hints follow one plan: green 5 on ▲, then the end, purple 9 kept for ▼
    s = GAME.apply(s, first)
    said = []
    while s.to_move == 0:
        action = bot.choose(GAME.view(s, 0), GAME.legal_actions(s))
        said.append((action, bot.reason))
        s = GAME.apply(s, action)
    assert not any(a["type"] == "signal" and a["text"].get("ask") == "leave" for a, _ in said), said
    assert said[-1][0] == {"type": "end_turn"} and "purple 9" in said[-1][1], said


def test_a_leave_request_still_names_the_next_number():
    # ▲ at purple 5 after green 5... a kept card one above the top is what the bots ask the team to keep for
    history = [(1, "P10", "down", 0), (0, "B3", "up", 1)]
    s = state([["B4", "R5"], ["G2", "Y9"]], "B3", "P10", history, 0, [])
    view = GAME.view(s, 0)
    assert kept_card(view, LEAVE_UP, {"type": "play", "card": "B4", "stack": "up"}) == "R5"


def test_no_leave_request_on_the_first_move():
    """p-04-why.png: both stacks empty, blue 3 and yellow 5: "Say 'Leave ▼ alone' … so ▼ still takes your
    yellow 5". An empty stack takes any card, and the bots ask only once the other stack is started."""
    s = state([["B3", "Y5"], ["G2", "R9"]], None, None, [], 0, [])
    view = GAME.view(s, 0)
    for move in ({"type": "play", "card": "B3", "stack": "up"}, {"type": "play", "card": "Y5", "stack": "up"}):
        assert kept_card(view, LEAVE_DOWN, move) is None
        assert kept_card(view, LEAVE_UP, move) is None
    for seed in range(4):
        bot = HintBot(GAME, 0, seed=seed, iterations=60)
        action = bot.choose(view, GAME.legal_actions(s))
        assert action["type"] != "signal" or action["text"].get("ask") != "leave", (action, bot.reason)


def test_the_bots_convention_and_the_hint_share_the_leave_rule():
    up, down, none = playout.UP, playout.DOWN, playout.NO_TOP
    card = playout.INDEX
    live = playout.ALL_CARDS
    assert not playout.leave_keeps(card["Y5"], down, [card["B3"], none], live)      # ▼ empty: takes anything
    assert not playout.leave_keeps(card["R1"], up, [none, none], live)              # ▼ not started
    assert playout.leave_keeps(card["R4"], up, [card["B3"], card["G9"]], live)
    assert not playout.leave_keeps(card["P9"], up, [card["G5"], card["P10"]], live)  # skips 6 to 8
