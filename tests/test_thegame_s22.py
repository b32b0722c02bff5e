"""The Game, session 22 (2 players, a person and a bot): a "play on ▼" asked before the bot's turn is honoured
on that very turn; the words of a request come from one place; a hint's reasons say one thought."""

import pytest

from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import HardBot, NormalBot
from quash_table.games.thegame.rules import GAME as G
from quash_table.games.thegame.playout import Playout

SEEDS = range(60)


def asked_then_bot_to_move(seed, stack="down"):
    """A new 2-player deal: seat 1 (the person) says "play on `stack`", lays its lowest card on the other
    stack and ends; the bot (seat 2, index 1) is to move for its first turn."""
    s = G.new_state(2, seed=seed)
    s = G.apply(s, {"type": "signal", "text": {"stack": stack, "ask": "play"}})
    other = "up" if stack == "down" else "down"
    card = (min if other == "up" else max)(s.hands[0], key=lambda c: int(c[1:]))
    s = G.apply(s, {"type": "play", "card": card, "stack": other})
    return G.apply(s, {"type": "end_turn"})


def bot_turn(state, bot):
    while state.to_move == 1 and state.outcome is None:
        state = G.apply(state, bot.choose(G.view(state, 1), G.legal_actions(state)))
    return state


@pytest.mark.parametrize("stack", ["down", "up"])
def test_the_bot_plays_on_the_asked_stack_on_its_very_first_turn(stack):
    # review 22: asked "play on ▼" before its first turn, the bot laid red 3 on ▲ and ended (13 of these 60
    # deals ignored it): a card fits there in every one of them, so each turn lays one there
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed, stack)
        fitting = [a for a in G.legal_actions(s) if a.get("stack") == stack]
        after = bot_turn(s, NormalBot(G, 1, seed=seed))
        laid = [h for h in after.history if h[0] == 1]
        if fitting:
            assert any(h[2] == stack for h in laid), (seed, laid)
            assert not [e for e in after.caused if e["kind"] == "play_ask_passed"], seed


def test_the_hint_says_why_it_plays_on_the_asked_stack():
    said = []
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed)
        bot = NormalBot(G, 1, seed=seed)
        move = bot.choose(G.view(s, 1), G.legal_actions(s))
        if move.get("stack") == "down" and bot.reason == NormalBot.REASONS["play_ask"]:
            said.append(seed)
    assert said      # some turns lay there only because they were asked, and the hint says so


def test_the_playouts_honour_it_as_the_bot_does():
    # the hard bot's playouts run the normal team's policy on the private simulator: the same move, at the
    # turn's first card and at its second
    for seed in SEEDS:
        s = asked_then_bot_to_move(seed)
        bot = NormalBot(G, 1, seed=seed)
        for _ in range(2):
            if s.to_move != 1:
                break
            view = G.view(s, 1)
            move = bot.policy_choice(dict(view, signalled=True), G.legal_actions(s))
            p = Playout.from_state(s, give_signals=False)
            assert playout.move_as_action(p.normal_move()) == move, seed
            s = G.apply(s, move)


def test_the_hard_bot_keeps_to_moves_that_honour_it():
    for seed in range(8):
        s = asked_then_bot_to_move(seed)
        after = bot_turn(s, HardBot(G, 1, seed=seed, iterations=24))
        assert any(h[2] == "down" for h in after.history if h[0] == 1), seed


def test_a_free_card_kept_is_one_reason_not_two():
    # review 22: "yellow 4 on ▼ costs nothing now, and kept in hand it is a card you can likely lay next turn"
    # read as a contradiction (free now, so why not lay it?): the one reason is next turn's forced card
    from tests.test_thegame_s20_review import position
    from quash_table.games.thegame.why import end_turn_words
    state = position(["Y4"], ["R2", "P10"], ["G5"], placed=1)
    words = end_turn_words(G.view(state, 0), G.legal_actions(state))
    # (session 34: the keeping said first, its why after, "skips nothing, so keep it" read backwards)
    assert words.short == "keep yellow 4 for your next turn, when you must lay a card again", words
    assert str(words).count(".") == 2 and "It skips nothing on \u25bc" in words, words


def test_a_reverse_trick_passed_over_is_said_as_turning_back():
    # ▲ at blue 2, ▼ at red 3; the mover lays green 8 on ▲ (skipping 3 to 7) with red 9 in hand, which turns ▼
    # back by 6: "would have used none" understated it
    from tests.test_thegame_s20_review import names, position
    from quash_table.games.thegame.analysis import costs_words, move_costs
    from quash_table.games.thegame.cost_words import _cost_words
    state = position(["G8", "R9"], ["B2"], ["R3"])
    action = {"type": "play", "card": "G8", "stack": "up"}
    costs = move_costs(G, [state, G.apply(state, action)], [action])
    assert costs[0]["instead"] == {"type": "play", "card": "R9", "stack": "down"}, costs
    assert costs[0]["instead_back"] == 6, costs
    line = costs_words(costs, names)
    assert line == ("Costliest card: at move 1 your green 8 on \u25b2 wasted 5 numbers; laying red 9 on \u25bc "
                    "instead would have turned \u25bc back by 6."), line
    # the line's next cards are said shorter
    assert _cost_words(costs[0], names, None, False).endswith("(laying red 9 on \u25bc: turns \u25bc back by 6)")


ASKS = [{"stack": stack, "ask": ask} for stack in ("up", "down") for ask in ("leave", "play", "reverse")]


def test_a_request_has_one_wording_wherever_it_is_said():
    # review 22: "play on ▼" (the button), "Please play on the descending stack" (the log), "Play on ▼, please"
    # (the plate): one wording, from rules.ask_words
    from quash_table.games.thegame import requests
    from quash_table.games.thegame.rules import ask_words, signal_words
    for text in ASKS:
        words = ask_words(text)
        assert signal_words(text).lower() == words.lower()
        assert G.describe({"type": "signal", "text": text}, 1, 2) == f"Seat 2 says: \u201c{signal_words(text)}\u201d"
    s = G.apply(G.new_state(2, seed=3), {"type": "signal", "text": {"stack": "down", "ask": "play"}})
    view = G.view(s, 1)
    name = "Seat {}".format
    assert requests.stack_tag(view, "down", name) == "Seat 0: play on \u25bc"
    assert requests.request_lines(view, name) == ["Seat 0 asks: play on \u25bc"]


@pytest.mark.ui
def test_the_button_the_log_and_the_plate_say_the_request_alike():
    from tests.ui_helpers import centre, click, close_board, open_board, settle
    app, scene = open_board("thegame", ["human", "bot:normal"], seed=4)
    try:
        b = next(b for b in scene.table.buttons if b.id == "signal:down:play")
        assert b.label == "play on \u25bc", b.label
        click(app, centre(b.rect), frames=4)
        settle(app, scene)
        lines = [text for _, text in scene._log_lines()]
        assert any(line.endswith("say: \u201cPlay on \u25bc\u201d") for line in lines), lines
        said = [d.text for d in scene.table.decor if hasattr(d, "text") and "\u25bc" in d.text and "lay" in d.text]
        assert said and all("lay on \u25bc" in t.lower() for t in said), said
        assert not any("please" in t.lower() or "descending stack" in t for t in said + lines), said + lines
    finally:
        close_board(app)
