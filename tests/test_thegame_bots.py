"""The Game's bots: the hard bot's sampler never contradicts what its seat has seen (hands it cannot see,
the pile, and the colours teammates said they hold), and its fast playout simulator makes exactly the
normal team's moves and reaches exactly the rules' ends."""

import json
from pathlib import Path

import pytest

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.thegame.bots import (ENDGAME_PILE, LEVELS, NormalBot, SilentHardBot, hold_constraints, live_cards,
                                            sample_world)
from quash_table.games.thegame.playout import (CODES, DOWN, LEAVE_ROOM, LEAVE_SEATS, TAKES, TEAM_WEIGHT, UP,
                                                Playout, move_as_action, room_of)
from quash_table.games.thegame.fastsolve import solve
from quash_table.games.thegame.rules import STACKS, number

from .positions import game_steps, rotating_seat

G = get_game("thegame")


def positions(games, seed=0, levels=("random", "normal")):
    """(state, seat) at every step of games with 2..5 seats, plain and professional; random play gives
    every kind of signal (holdings included), normal play gives long games."""
    def table(k):
        return 2 + k % 4, levels[k % len(levels)], {"professional": k % 5 == 4}, None
    for state, step in game_steps("thegame", games, table, seed):
        yield state, rotating_seat(state, step)


@pytest.mark.slow
def test_thousands_of_samples_never_contradict_the_view():
    rng = Rng(3)
    checked = constrained = 0
    for state, seat in positions(90):
        view = G.view(state, seat)
        world = sample_world(G, json.loads(json.dumps(view)), rng)
        # The seat sees exactly what it saw: its hand, the counts, the tops, the history, the signals.
        assert G.view(world, seat) == view
        # Every live card is somewhere (a hand or the pile), once; nothing laid comes back.
        held = [c for h in world.hands for c in h] + list(world.pile)
        assert sorted(held) == sorted(live_cards(view))
        # A teammate who said it holds a colour (and height) and has not laid one since still holds one.
        for who, col, lo, hi in hold_constraints(view):
            constrained += 1
            assert any(c[0] in col and lo <= number(c) <= hi for c in world.hands[who]), (who, col, lo, hi)
        checked += 1
    assert checked > 3000 and constrained > 300, (checked, constrained)


def test_the_sampler_reads_only_the_view():
    s = G.new_state(3, seed=11)
    view = G.view(s, 0)
    other = G.load(dict(G.dump(s), hands=[s.hands[0], s.hands[2], s.hands[1]]))
    assert G.view(other, 0) == view
    a = G.dump(sample_world(G, view, Rng(5)))
    b = G.dump(sample_world(G, G.view(other, 0), Rng(5)))
    assert a == b                     # the hidden hands cannot change what the bot imagines


@pytest.mark.parametrize("silent", [False, True])
def test_the_playout_simulator_is_the_normal_team_exactly(silent):
    """Until the endgame (at most ENDGAME_PILE cards left to draw), where the normal bot solves dealt-out
    hands instead (test_in_the_endgame_...), the playouts make the normal team's very moves."""
    level = "normal-silent" if silent else "normal"
    decisions = 0
    for k in range(120):
        seats = 2 + k % 4
        opts = {"professional": k % 6 == 5}
        state = G.new_state(seats, seed=k, options=opts)
        start = Playout.from_state(state, give_signals=not silent)
        bots = [make_bot("thegame", level, s) for s in range(seats)]
        while state.to_move is not None and len(state.pile) > ENDGAME_PILE:
            move = Playout.from_state(state, give_signals=not silent).normal_move()
            action = bots[state.to_move].choose(G.view(state, state.to_move), G.legal_actions(state))
            assert move_as_action(move, heights=not opts["professional"]) == action, (k, G.dump(state))
            state = G.apply(state, action)
            decisions += 1
        while start.outcome is None and len(start.pile) > ENDGAME_PILE:
            start.step_normal()
        assert (start.outcome, start.laid, start.to_move) == (state.outcome, state.laid, state.to_move)
    assert decisions > 2500


@pytest.mark.parametrize("level", ["normal", "hard@20"])
def test_in_the_endgame_of_two_a_bot_never_throws_a_won_game_away(level):
    """With the pile empty at a table of two, the unseen cards are exactly the partner's hand: every deal
    the endgame looks at is the real one, so the bot keeps a won position won. (The card-counting
    policy alone lost some of these won endgames.)"""
    checked = 0
    for k in range(60):
        state = G.new_state(2, seed=500 + k, options={"professional": k % 4 == 3})
        bots = [make_bot("thegame", "normal-silent", s) for s in range(2)]
        while state.to_move is not None:
            seat = state.to_move
            legal = G.legal_actions(state)
            if not state.pile and len([a for a in legal if a["type"] != "signal"]) > 1:
                p = Playout.from_state(state)
                if solve(p.hands, p.pile, p.tops, p.to_move, p.placed, p.limit, 10):
                    action = make_bot("thegame", level, seat, k).choose(G.view(state, seat), legal)
                    while action["type"] == "signal":
                        state = G.apply(state, action)
                        action = make_bot("thegame", level, seat, k).choose(G.view(state, seat),
                                                                            G.legal_actions(state))
                    after = Playout.from_state(G.apply(state, action))
                    assert after.outcome == "won" or solve(after.hands, after.pile, after.tops, after.to_move,
                                                           after.placed, after.limit, 10), (k, G.dump(state))
                    checked += 1
            state = G.apply(state, bots[seat].choose(G.view(state, seat), legal))
    assert checked > 30, checked


def test_playout_rules_match_the_rules_under_random_play():
    rng = Rng(8)
    for k in range(80):
        state = G.new_state(2 + k % 4, seed=100 + k, options={"professional": k % 3 == 0})
        p = Playout.from_state(state)
        while state.to_move is not None:
            legal = [a for a in G.legal_actions(state) if a["type"] != "signal"]
            action = legal[rng.below(len(legal))]
            state = G.apply(state, action)
            p.apply(action)
            assert (p.to_move, p.outcome, p.laid, p.turn) == (state.to_move, state.outcome, state.laid, state.turn)
            assert [[CODES[c] for c in h] for h in p.hands] == state.hands
            assert room_of(p.live, TAKES[UP][0], TAKES[DOWN][0]) == 2 * (50 - state.laid)   # empty stacks take all


@pytest.mark.slow
def test_silent_levels_never_signal_and_hard_plays_legal_moves():
    assert LEVELS["normal-silent"].GIVE_SIGNALS is False and LEVELS["hard-silent"] is SilentHardBot
    for state, _ in positions(3, seed=4, levels=("normal",)):
        seat = state.to_move
        legal = G.legal_actions(state)
        view = G.view(state, seat)
        assert make_bot("thegame", "normal-silent", seat).choose(view, legal)["type"] != "signal"
        assert make_bot("thegame", "hard-silent@20", seat).choose(view, legal)["type"] != "signal"
        assert make_bot("thegame", "hard@20", seat).choose(view, legal) in legal


def test_a_team_of_one_bot_plays_a_fresh_deal_every_game_the_deals_analyze_solves():
    from quash_table.engine.rng import derive_seed
    from quash_table.simulate import play_one
    games = [play_one("thegame", ["normal", "normal"], 1, i) for i in range(4)]
    # A rotation of identical (deterministic) bots would replay deal 0 exactly: these are four deals.
    assert len({(g["moves"], tuple(g["scores"])) for g in games}) > 1
    state = G.new_state(2, seed=derive_seed(1, 3) & 0xFFFFFFFF)
    # seeded as play_one seeds them: the endgame's sampled deals follow a bot's seed
    bots = [make_bot("thegame", "normal", s, derive_seed(1, 3, s)) for s in range(2)]
    moves = 0
    while state.to_move is not None:
        state = G.apply(state, bots[state.to_move].choose(G.view(state, state.to_move), G.legal_actions(state)))
        moves += 1
    assert (games[3]["moves"], games[3]["scores"]) == (moves, [state.laid] * 2)


def test_only_search_levels_take_a_playout_budget():
    with pytest.raises(KeyError):
        make_bot("thegame", "normal-silent@20", 0)
    assert make_bot("thegame", "hard-silent@20", 0).iterations == 20


@pytest.mark.parametrize("level", ["normal", "normal-silent"])
def test_a_bot_asked_to_leave_a_stack_alone_plays_there_only_when_nothing_else_is_left(level):
    """A teammate (the seat before, last turn: within the round) asks to leave a stack alone. Holding a
    card for the other stack, or free to end the turn, the bot never plays on the asked stack; with no
    other move it plays there rather than lose on the spot. (The request is the only signal on the table.)"""
    honoured = forced = 0
    for state, _ in positions(40, seed=9, levels=("normal", "random")):
        seat = state.to_move
        for stack in STACKS:
            d = G.dump(state)
            d["signals"] = [{"seat": (seat - 1) % state.seats, "turn": max(0, state.turn - 1),
                                            "text": {"stack": stack, "ask": "leave"}}]
            asked = G.load(d)
            legal = G.legal_actions(asked)
            elsewhere = [a for a in legal if a["type"] == "end_turn"
                         or (a["type"] == "play" and a["stack"] != stack)]
            bot = make_bot("thegame", level, seat)
            action = bot.choose(G.view(asked, seat), legal)
            assert action in legal
            if elsewhere:
                honoured += 1
                # session 50: or where keeping off costs more than the request saves, and says so
                assert action.get("stack") != stack or action["type"] != "play" or \
                    bot.reason == NormalBot.REASONS["costly"], (G.dump(asked), action, bot.reason)
            elif action["type"] == "play":
                forced += 1
                assert action["stack"] == stack
    assert honoured > 1000 and forced > 20, (honoured, forced)


def test_the_sampler_reads_asks_by_the_convention_and_reverse_as_a_colour_held():
    """Seat 1 laid red 8 down and blue 5 up, having said "leave the ascending stack alone": by the
    convention it keeps a card that fits there without skipping a number (blue, or a 6). Seat 2 laid
    yellow 9 up and said it can turn the descending stack (top: red 8) back: it holds a red card. Seat 0's
    sampled deals give them such cards every time, though most unseen cards are neither."""
    d = G.dump(G.new_state(3, seed=2))
    hands = [["G1", "Y2"], ["P6", "Y3"], ["R3", "G10"]]
    laid = [[1, "R8", "down", 0], [1, "B5", "up", 0], [2, "Y9", "up", 1]]
    gone = {c for h in hands for c in h} | {h[1] for h in laid}
    pile = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in gone]
    d.update(hands=hands, pile=pile, up="Y9", down="R8", to_move=0, turn=2, placed=0, signalled=False,
             history=laid,
             signals=[{"seat": 1, "turn": 0, "text": {"stack": "up", "ask": "leave"}},
                      {"seat": 2, "turn": 1, "text": {"stack": "down", "ask": "reverse"}}])
    state = G.load(d)
    view = G.view(state, 0)
    rng = Rng(1)
    for _ in range(300):
        world = sample_world(G, view, rng)
        assert G.view(world, 0) == view
        assert any(c[0] == "B" or number(c) == 6 for c in world.hands[1]), world.hands[1]
        assert any(c[0] == "R" for c in world.hands[2]), world.hands[2]


def test_a_seat_that_lays_a_colour_and_then_says_it_can_turn_that_stack_back_still_holds_the_colour():
    """Seat 1 laid red 5 up and then (the only moment the phrase was true) said it can turn the
    ascending stack back: it keeps a red card, in every sampled deal."""
    d = G.dump(G.new_state(2, seed=2))
    hands = [["G1", "Y2"], ["R2"]]
    laid = [[1, "R5", "up", 0]]
    gone = {c for h in hands for c in h} | {"R5"}
    pile = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in gone]
    d.update(hands=hands, pile=pile, up="R5", down=None, to_move=1, turn=0, placed=1, signalled=True,
             history=laid, signals=[{"seat": 1, "turn": 0, "text": {"stack": "up", "ask": "reverse"}}])
    view = G.view(G.load(d), 0)
    assert hold_constraints(view) == [(1, "R", 1, 10)]
    rng = Rng(2)
    for _ in range(100):
        assert sample_world(G, view, rng).hands[1][0][0] == "R"


def test_the_rules_page_states_the_numbers_the_bots_play_by():
    """Everything a bot infers or decides by is open to a human team-mate: the page's numbers are the code's."""
    page = (Path(__file__).resolve().parents[1] / "assets" / "rules" / "thegame.md").read_text(encoding="utf-8")
    assert f"({ENDGAME_PILE} cards or fewer left in the draw pile)" in page
    assert f"still takes at least {LEAVE_ROOM} of the cards not yet laid" in page
    assert {2: "only at a table of 2 players", 3: "only at a table of 2 or 3 players"}[LEAVE_SEATS] in page
    # the weight itself is a bot internal: README says it (session 20: a player's page has none)
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert f"it counts {TEAM_WEIGHT:g} times an unseen card's room" in readme
    assert "weigh that room heavily" in page


def test_normal_does_not_run_the_descending_stack_down_while_the_ascending_one_is_empty():
    """A stack left empty takes every card, but not for long: the normal bot used to keep ▲ empty and lay
    its low cards on ▼ (here the yellow 4, keeping the blue 1 for ▼ too, at the start of the game), a
    stack wasted. A card only an empty stack takes counts for nothing, so the blue 1 opens ▲ instead."""
    d = G.dump(G.new_state(3, seed=1))
    laid = ["G7", "B4", "P3", "P2", "P5"]
    hands = [["G4", "B9"], ["Y4", "B1"], ["R5", "B7"]]
    pile = [c for c in CODES if c not in laid and not any(c in h for h in hands)]
    d.update(hands=hands, pile=pile, up=None, down="P5", to_move=1, turn=5, signals=[], placed=0,
             signalled=False, history=[[t % 3, c, "down", t] for t, c in enumerate(laid)])
    state, bot = G.load(d), make_bot("thegame", "normal-silent", 1)
    turn = []
    while state.to_move == 1:
        action = bot.choose(G.view(state, 1), G.legal_actions(state))
        turn.append(action)
        state = G.apply(state, action)
    assert turn[0] == {"type": "play", "card": "B1", "stack": "up"}, turn


def test_the_hint_searches_on_a_budget_a_person_does_not_wait_for(monkeypatch):
    """The hint was hard's full search (a second of playouts, then every endgame deal solved), about 5 s on
    a busy machine. It is hard's search on HINT_SECONDS, and late in the game it begins no deal after
    that time (here: a deadline already past solves one deal, not ENDGAME_DEALS)."""
    from quash_table.games.thegame import bots as tb
    hint = make_bot("thegame", G.hint_level, 0, 5)
    assert isinstance(hint, LEVELS["hard"]) and hint.seconds <= tb.HINT_SECONDS < make_bot("thegame", "hard", 0).seconds
    assert G.hint_level not in __import__("quash_table.bots", fromlist=["bot_levels"]).bot_levels("thegame")
    state = next(s for s, _ in positions(40, seed=4, levels=("normal",))
                 if s.to_move is not None and 0 < len(s.pile) <= ENDGAME_PILE
                 and sum(a["type"] != "signal" for a in G.legal_actions(s)) >= 2)
    seat = state.to_move
    view, legal = G.view(state, seat), G.legal_actions(state)
    usual = make_bot("thegame", "normal-silent", seat).choose(view, legal)
    calls = []
    real = tb.sample_world
    monkeypatch.setattr(tb, "sample_world", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert tb.endgame_choice(G, view, legal, usual, Rng(1), tb.ENDGAME_DEALS, deadline=0.0) in legal
    assert len(calls) == 1
    calls.clear()
    tb.endgame_choice(G, view, legal, usual, Rng(1), tb.ENDGAME_DEALS)
    assert len(calls) == tb.ENDGAME_DEALS


@pytest.mark.parametrize("level", ["normal", "normal-silent", "hard-silent@12"])
def test_a_bot_leaves_a_stack_a_teammate_can_turn_back_to_them(level):
    """A person said "I can turn \u25b2 back" (a card of its top's colour that goes the wrong way) and the
    hard bot after them covered that red top with another colour: it weighed the colour kept at half a
    card of room. A person reads the phrase as "keep off \u25b2, it is mine to turn": the bots now leave
    that stack to the speaker while they have any other move (another stack, ending the turn, or a card
    of the top's colour, which keeps the speaker's card fitting), and cover the colour only rather than
    lose on the spot, as with "please leave it alone". (Late in the game, from ENDGAME_PILE cards left to
    draw, the bots' exact solves may find covering it wins in more deals: then they cover it.)"""
    honoured = forced = 0
    games = 40 if level.startswith("normal") else 4
    for k, (state, _) in enumerate(positions(games, seed=9, levels=("normal", "random"))):
        if (not level.startswith("normal") and k % 3) or len(state.pile) <= ENDGAME_PILE:
            continue
        seat = state.to_move
        for stack in STACKS:
            if (state.up if stack == "up" else state.down) is None:
                continue          # an empty stack has no colour to turn back
            d = G.dump(state)
            d["signals"] = [{"seat": (seat - 1) % state.seats, "turn": max(0, state.turn - 1),
                             "laid": len(state.history), "text": {"stack": stack, "ask": "reverse"}}]
            # ("laid": said of the top there now; one covered since no longer binds: rules.standing_signal)
            asked = G.load(d)
            legal = G.legal_actions(asked)
            top = asked.up if stack == "up" else asked.down

            def covers(a, stack=stack, top=top):
                return a["type"] == "play" and a["stack"] == stack and a["card"][0] != top[0]
            elsewhere = [a for a in legal if a["type"] != "signal" and not covers(a)]
            action = make_bot("thegame", level, seat, 3).choose(G.view(asked, seat), legal)
            assert action in legal
            if action["type"] == "signal":
                continue
            if elsewhere:
                honoured += 1
                assert not covers(action), (G.dump(asked), action)
            else:
                forced += 1
                assert covers(action)
    assert honoured > (1000 if level.startswith("normal") else 40) and forced > 0, (honoured, forced)
