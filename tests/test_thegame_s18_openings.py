"""Session 18: the openings. A bot at a table of two that started ▼ with blue 7, keeping red 6, asked its
teammate to leave ▼ alone while ▲ was still empty; the teammate, holding blue 10 and green 9, then had to
start ▲ with green 9 (1 to 8 shut out of it). An empty stack takes every card only until someone starts it:
the ask now waits for the other stack to be started (playout.what_to_say), and the teammate turns ▼ back
with blue 10 instead (in rollouts of this opening the team won 37% after green 9 and 44% after blue 10)."""

from quash_table.bots import make_bot
from quash_table.games.thegame.rules import DECK, GAME


def opening(hands, up=None, down=None, history=(), signals=(), to_move=0, turn=None):
    """A table of len(hands) seats, `to_move` to lay its turn's first card; the rest of the deck in the pile."""
    d = GAME.dump(GAME.new_state(len(hands), 1, {}, None))
    used = {c for h in hands for c in h} | {h[1] for h in history}
    d.update(hands=[list(h) for h in hands], up=up, down=down, placed=0, to_move=to_move,
             turn=len(history) if turn is None else turn, history=[list(h) for h in history],
             pile=[c for c in DECK if c not in used], signals=list(signals))
    return GAME.load(d)


def play_turn(state, bot):
    """The bot's whole turn (its signal, its cards), as the table applies it: the state after, and what it did."""
    seat, done = state.to_move, []
    while state.to_move == seat and state.outcome is None:
        action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state))
        done.append(action)
        state = GAME.apply(state, action)
    return state, done


def test_no_leave_ask_while_the_other_stack_is_empty_so_the_teammate_need_not_start_it_badly():
    state = opening([["B7", "R6"], ["B10", "G9"]])
    state, first = play_turn(state, make_bot("thegame", "normal", 0))
    assert {"type": "play", "card": "B7", "stack": "down"} in first
    said = [a["text"] for a in first if a["type"] == "signal"]
    assert said and said[0].get("ask") != "leave", first
    state, second = play_turn(state, make_bot("thegame", "normal", 1))
    plays = [a for a in second if a["type"] == "play"]
    assert plays[0] == {"type": "play", "card": "B10", "stack": "down"}, second


def test_the_leave_ask_stands_once_both_stacks_are_started():
    # ▲ at yellow 2: keeping red 6 for ▼ at blue 7 is asked for as before
    state = opening([["B7", "R6"], ["B10", "G9"]], up="Y2", history=[(1, "Y2", "up", 0)], turn=1)
    state, first = play_turn(state, make_bot("thegame", "normal", 0))
    assert {"type": "signal", "text": {"stack": "down", "ask": "leave"}} in first, first

