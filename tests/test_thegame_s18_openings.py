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


def hint(state, seat=0):
    from quash_table.games.thegame.bots import HintBot
    bot = HintBot(GAME, seat, iterations=60)
    action = bot.choose(GAME.view(state, seat), [a for a in GAME.legal_actions(state) if a["type"] != "signal"])
    return action, bot.reason


def test_the_same_turn_in_the_other_order_is_its_plan_not_another_choice():
    # green 10 and red 1 on empty stacks: the hint said "starts ▼ at 10: red 1 on ▲ would do as well", of the
    # very turn it advised (red 1 on ▲ first ends on the same tops)
    action, reason = hint(opening([["G10", "R1"], ["G3", "B6"]]))
    assert action == {"type": "play", "card": "G10", "stack": "down"}
    assert reason == "starts \u25bc with a 10. It skips no number. Then red 1 starts \u25b2.", reason
    # ▼ at yellow 7, holding green 1 and yellow 8: both go down, in either order
    action, reason = hint(opening([["G1", "Y8"], ["G3", "B6"]], down="Y7", history=[(1, "Y7", "down", 0)], turn=1))
    assert reason == "starts \u25b2 with a 1. It skips no number. Then yellow 8 turns \u25bc back by 1.", reason


def test_a_twin_of_the_same_number_is_not_the_card_it_is_weighed_against():
    # blue 4 and green 4, both stacks empty: "green 4 on ▲ would do as well" (a difference of colour only)
    action, reason = hint(opening([["B4", "G4"], ["G3", "B6"]]))
    assert action["stack"] == "up" and action["card"] in ("B4", "G4")
    # weighed against a 4 on \u25bc, the runner-up (session 45): the same card or its twin there, never the twin on \u25b2
    start = "starts \u25b2 with a 4. It skips 3 numbers (1 to 3), none of them in your hand. "
    assert reason in [f"{start}{colour} 4 on \u25bc instead would skip 6 numbers (5 to 10)." for colour in ("Blue", "Green")], reason


def test_starting_the_second_stack_says_whether_the_numbers_it_skips_still_fit_the_other():
    # ▲ at red 1: yellow 5 starts ▼ at 5; 6 to 10 still go on ▲ (that start won as often as yellow 5 on ▲)
    up = {"up": "R1", "history": [(1, "R1", "up", 0)], "turn": 1}
    action, reason = hint(opening([["P1", "Y5"], ["G3", "B6"]], **up))
    assert action == {"type": "play", "card": "Y5", "stack": "down"}
    assert reason.startswith("starts \u25bc with a 5. It skips 5 numbers (6 to 10), none of them in your hand; they still fit \u25b2. "), reason
    # the opening a player called wasteful: blue 4 starts ▼, and blue 8 turns it back at once
    action, reason = hint(opening([["B4", "B8"], ["G3", "B6"]], up="Y1", history=[(1, "Y1", "up", 0)], turn=1))
    assert action == {"type": "play", "card": "B4", "stack": "down"}
    assert reason == ("starts \u25bc with a 4. It skips 6 numbers (5 to 10); your blue 8 is one of them, but being the same colour it "
                      "can turn \u25bc back."), reason
    # the plan is said once on H (the start's words say blue 8 turns ▼ back), and in the short words
    assert reason.short.endswith("then blue 8 turns \u25bc back by 4"), reason.short
    # ▲ at red 7: blue 6 on ▼ leaves the 7s no stack
    from quash_table.games.thegame.why import does_words
    view = {"up": "R7", "down": None, "history": [(1, "R7", "up", 0)]}
    assert does_words(view, "B6", "down") == "starts \u25bc with a 6, passing over 7 to 10, and 7 then fits no stack"
    assert does_words(dict(view, up=None, history=[]), "B6", "down") == "starts \u25bc with a 6, passing over 7 to 10"


def test_a_small_trick_laid_for_the_big_one_after_it_says_the_plan():
    # ▲ at purple 10 (3 bots at 1024x640): purple 9 first, then purple 2. The hint said "turns ▲ back by 1:
    # the reverse trick gives it room again", which hid the turn's point
    state = opening([["P2", "P9"], ["G3", "B6"], ["R1", "R2"], ["Y1", "Y2"]], up="P10", down="G8",
                    history=[(1, "P10", "up", 0), (2, "G8", "down", 1)], turn=2)
    action, reason = hint(state)
    assert action == {"type": "play", "card": "P9", "stack": "up"}
    assert reason == "turns \u25b2 back by 1. Then purple 2 turns \u25b2 back by 7.", reason
