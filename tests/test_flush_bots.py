"""Flush `normal`: its card counting, made fast for the hard bot's playouts (prefix sums over the unseen
cards by value), gives the same shares as plain sums over what the seat has not seen (`unseen_cards`,
which the sampler tests check against the real deal)."""

import pytest

from quash_table.games import get_game
from quash_table.games.flush.bots import NormalBot, unseen_cards
from quash_table.games.flush.rules import VALUE

from .positions import game_steps, rotating_seat

G = get_game("flush")


def unseen_by_value(view):
    """What the seat has not seen, counted by value: not the cards it saw go into another hand (session 42)."""
    by_value = [0] * 11          # index 0: Flush cards
    for c, k in unseen_cards(view).items():
        by_value[VALUE[c]] += k
    for j, cards in enumerate(view["known_in_hand"]):
        for c, k in cards.items():
            by_value[VALUE[c]] -= k if j != view["seat"] else 0
    return by_value


def test_card_counting_shares_match_plain_sums_over_the_unseen_cards():
    table = lambda k: (3 + k % 4, "normal", None, None)   # noqa: E731
    checked = 0
    for state, step in game_steps("flush", 12, table, seed=5, max_steps=120):
        seat = rotating_seat(state, step)
        view = G.view(state, seat)
        bot = NormalBot(G, seat)
        bot._prepare(view)
        by_value = unseen_by_value(view)
        total = max(1, sum(by_value))
        m = view["mimic"]
        for v in range(11):
            at_most = sum(by_value[: v + 1])
            assert bot._frac_at_most(v) == at_most / total
            with_mimic = at_most + (by_value[m] if m is not None and m > v else 0)
            assert bot._frac_at_most(v, mimic=True) == with_mimic / total
            same = by_value[v] + (by_value[m] if m is not None and m != v else 0)
            assert bot._frac_value(v) == same / total
        checked += 1
    assert checked > 500


@pytest.mark.slow
def test_the_reason_a_hint_gives_is_the_chosen_moves_own():
    # The hint shows the normal bot's reason. Scoring a candidate may set a reason ("turns up a hidden
    # card"); the move chosen must carry its own, not the last candidate's that was scored.
    from quash_table.games.flush.bots import plain_reason
    checked = mismatched_kinds = 0
    for state, step in game_steps("flush", 12, lambda k: (2 + k % 3, "normal", None, None), seed=4, max_steps=120):
        seat = state.to_move
        view, legal = G.view(state, seat), G.legal_actions(state)
        if len(legal) < 2:
            continue
        bot = NormalBot(G, seat)
        chosen = bot.choose(view, legal)
        if bot.reason == "the only move" or chosen["type"] == "give_base":
            continue                                   # stalled/forced paths set their reason directly
        said = bot.reason
        judge = NormalBot(G, seat)
        judge._prepare(view)
        judge.reason = ""
        judge._score(view, chosen)
        assert said == (judge.reason or plain_reason(chosen, view)), (chosen, said)
        if chosen["type"] != "hidden":
            assert "you have not seen fit" not in said and not said.startswith("the pile is empty: whatever")
        mismatched_kinds += len({a["type"] for a in legal}) > 1
        checked += 1
    assert checked > 300 and mismatched_kinds > 50


# --- a lone Mimic completes a Flush (issue 20) --------------------------------------------------------------

def lone_mimic_position():
    """Seat 2 has laid three 6s; seat 1 holds a Mimic 5 and no 6: only the Mimic, as a 6, makes the
    Flush (the sheet's own example)."""
    from .test_flush_rules import P, new
    hands = (["5", "8", "10", "4", "4", "3", "F", "1"], ["6", "6", "6L", "7", "7", "2", "2", "F+"])
    s = new(tops=(["2", "7", "9"], ["10", "10", "7"]), hands=hands, first=1)
    return G.apply(s, P(["6", "6", "6L"], 6))


def bots_for(seat):
    from quash_table.games.flush.bots import HardBot
    return [NormalBot(G, seat), HardBot(G, seat, seed=3, iterations=100)]


def test_normal_and_hard_complete_a_flush_with_a_lone_mimic():
    s = lone_mimic_position()
    assert s.to_move == 0
    for bot in bots_for(0):
        a = bot.choose(G.view(s, 0), G.legal_actions(s))
        assert a == {"type": "play", "cards": ["5"], "as": 6}, (bot.level, a)


def test_normal_and_hard_let_a_turned_mimic_take_the_pile_value():
    from .test_flush_rules import hidden_mimic_table
    _, h = hidden_mimic_table(["6", "6", "6L"])                 # a Mimic turned onto three 6s
    normal, hard = bots_for(0)
    assert normal.choose(G.view(h, 0), G.legal_actions(h)) == {"type": "declare", "as": 6}
    # hard's playouts value the Flush and the plain 5 alike here (0.61-0.62 over 600 paired deals, with
    # the normal bot's playouts as with the greedy ones), so which it keeps depends on its seed
    assert hard.choose(G.view(h, 0), G.legal_actions(h)) in ({"type": "declare", "as": 6}, {"type": "declare"})
    _, h = hidden_mimic_table(["3", "3"])                       # a Mimic 5 turned onto two 3s
    for bot in bots_for(0):
        a = bot.choose(G.view(h, 0), G.legal_actions(h))
        assert a.get("as") == 3, (bot.level, a)                 # joins the 3s rather than pick up


def test_a_flush_cards_reason_says_why_not_what():
    """A reviewer's hint read "play your Flush card — a Flush card": the reason said the move again."""
    import random
    rng = random.Random(5)
    scored = set()
    for seed in range(30):
        m = G.new_state(3, seed=seed)
        while m.to_move is not None and len(scored) < 2:
            legal = G.legal_actions(m)
            view = G.view(m, m.to_move)
            bot = NormalBot(G, m.to_move)
            bot._prepare(view)
            for action in legal:
                if action["type"] in ("flush", "hidden"):
                    bot.reason = ""
                    bot._score(view, action)
                    if bot.reason:
                        scored.add(action["type"])
                    assert bot.reason not in ("a Flush card", "turns up a hidden card"), (action, bot.reason)
            m = G.apply(m, rng.choice(legal))
        if len(scored) == 2:
            break
    assert scored == {"flush", "hidden"}
