"""Session 23, a new player's review of Flush's hint (the hard bot's search, hint_bot.py): with two 3s on the
pile and two in hand it said to turn up a hidden card rather than lay the Flush (an 8: five cards picked up),
and after an Undo the same position got another hint. The hint now leaves the normal bot's move only for a
gain it is sure is worth a round point, searches one blind turn-up (not one per hidden base), and draws its
deals from a seed made of the position."""

from quash_table.games import get_game
from quash_table.games.flush.bots import HintBot, LogMemory
from quash_table.games.flush.hard_bot import HardBot

G = get_game("flush")

FLUSH_OF_THREES = {"type": "play", "cards": ["3", "3"], "as": 3}


def _after(seats, seed, actions):
    state = G.new_state(seats, seed=seed)
    for a in actions:
        state = G.apply(state, a)
    return state


def _two_threes_on_the_pile():
    """Review 23, round 1 against two bots (g1-002h): the pile's top two 3s (one a Link), the hand 3, 3, 5, 6,
    7, 8, two hidden bases with no top."""
    state = _after(3, 7, [{"type": "play", "cards": ["2", "2", "2", "b0"], "as": 2},
                          {"type": "play", "cards": ["5", "5"], "as": 5},
                          {"type": "flush", "card": "F"},
                          {"type": "play", "cards": ["9", "b0", "b1"], "as": 9},
                          {"type": "play", "cards": ["3", "b1"], "as": 3}])
    assert state.to_move == 0 and state.hands[0]["3"] == 2 and state.pile[-2:] == [("3", 3), ("3L", 3)]
    return state


def test_the_hint_lays_the_sure_flush_rather_than_turn_up_a_hidden_card(monkeypatch):
    import quash_table.games.flush.hint_bot as hint_bot
    state = _two_threes_on_the_pile()
    view, legal = G.view(state, 0), G.legal_actions(state)
    assert FLUSH_OF_THREES in legal and {"type": "hidden", "base": 1} in legal
    bot = HintBot(G, 0, 0, iterations=400)
    assert bot.choose(view, legal) == FLUSH_OF_THREES, bot.reason
    assert "makes a Flush" in bot.reason
    for seed in (2000, 2001, 2002):     # other deals than the position's own: the bar holds, not one draw
        monkeypatch.setattr(hint_bot, "view_seed", lambda view, seat, seed=seed: seed)
        bot = HintBot(G, 0, 0, iterations=400)
        assert bot.choose(view, legal) == FLUSH_OF_THREES, bot.reason


def test_one_blind_turn_up_is_searched_not_one_per_hidden_base():
    state = _two_threes_on_the_pile()
    view, legal = G.view(state, 0), G.legal_actions(state)
    turn_ups = [a for a in HardBot(G, 0, 1).candidates(view, legal) if a["type"] == "hidden"]
    assert turn_ups == [{"type": "hidden", "base": 0}]


def test_a_turn_up_measured_clearly_better_is_still_hinted(monkeypatch):
    """Six seats (six-003h): two 9s on the pile, a hand of 1, 8, 9 and two Flush cards. A hidden card fits 9 or
    lower nearly always; the playouts found it some three round points better than the normal bot's lone 8,
    beyond doubt, so the hint keeps saying it (the bar is a sure gain, not never)."""
    state = _after(6, 11, [{"type": "play", "cards": ["6L", "b0", "b1"], "as": 6},
                           {"type": "play", "cards": ["2", "3", "3", "b1"], "as": 2},
                           {"type": "play", "cards": ["b0"], "as": 10},
                           {"type": "play", "cards": ["5", "5", "5D"], "as": 5},
                           {"type": "play", "cards": ["5"], "as": 5},
                           {"type": "play", "cards": ["7S", "b1"], "as": 7},
                           {"type": "play", "cards": ["4"], "as": 4},
                           {"type": "play", "cards": ["4S", "4L", "4D", "3D"], "as": 4},
                           {"type": "play", "cards": ["9", "b1"], "as": 9}])
    assert state.to_move == 0
    import quash_table.games.flush.hint_bot as hint_bot
    for seed in (1000, 1001, 1002):     # deals of other seeds than the position's: the bar, not one draw
        monkeypatch.setattr(hint_bot, "view_seed", lambda view, seat, seed=seed: seed)
        bot = HintBot(G, 0, 1, iterations=400)
        assert bot.choose(G.view(state, 0), G.legal_actions(state))["type"] == "hidden", bot.reason


def test_the_same_position_gets_the_same_hint_after_an_undo():
    """One hint bot (the hint worker keeps one per seat) asked at a position, then one move later, then at the
    first position again (an Undo): the same deals, so the same move, words and measure."""
    state = _two_threes_on_the_pile()
    view, legal = G.view(state, 0), G.legal_actions(state)
    bot = HintBot(G, 0, 5, iterations=120)
    first = bot.choose(view, legal), bot.reason, bot.last_stats["value"], bot.last_stats["worlds"]
    later = G.apply(state, {"type": "hidden", "base": 0})
    while later.to_move != 0 or len(G.legal_actions(later)) < 2:
        later = G.apply(later, G.legal_actions(later)[0])
    bot.choose(G.view(later, 0), G.legal_actions(later))
    again = bot.choose(view, legal), bot.reason, bot.last_stats["value"], bot.last_stats["worlds"]
    assert again == first
    # a new bot (after a Load) says the same too
    other = HintBot(G, 0, 99, iterations=120)
    assert (other.choose(view, legal), other.reason, other.last_stats["value"]) == first[:3]


def test_the_round_log_a_bot_remembers_forgets_undone_moves():
    state = _two_threes_on_the_pile()
    later = G.apply(state, FLUSH_OF_THREES)
    memory = LogMemory()
    memory.see(G.view(later, 0))
    assert memory.see(G.view(state, 0)) == LogMemory().see(G.view(state, 0))


def test_only_a_sure_flush_asks_for_a_sure_point():
    """The bar is for giving up a sure Flush: the same small, clear edge (half a point, z about 5) leaves
    another move of the normal bot's, as hard's search would."""
    state = _two_threes_on_the_pile()
    view, legal = G.view(state, 0), G.legal_actions(state)
    bot = HintBot(G, 0, 1, iterations=40)
    bot.choose(view, legal)
    small = [0.5 / 80 + (0.004 if i % 2 else -0.004) for i in range(200)]     # half a round point, clear
    turn_up, lone_three = {"type": "hidden", "base": 0}, {"type": "play", "cards": ["3"], "as": 3}
    assert bot.sure_flush(FLUSH_OF_THREES) and not bot.sure_flush(turn_up) and not bot.sure_flush(lone_three)
    assert not bot.overrules(small, turn_up, FLUSH_OF_THREES)
    assert bot.overrules(small, turn_up, lone_three)
    big = [2.0 / 80 + (0.004 if i % 2 else -0.004) for i in range(200)]       # two points, clear
    assert bot.overrules(big, turn_up, FLUSH_OF_THREES)
