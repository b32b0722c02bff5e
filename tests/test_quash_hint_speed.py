"""The QUASH hint comes within its budget: the hard bot's playout policy tries each rank once a spot (the
same choice as trying every card), the ranking of the legal plays is worked out once a decision (the
candidates and the prior both read it; it was worked out twice), and the search's budget is the whole
answer's: the ranking comes out of it (a hint took 2-3 s on a busy machine with a 1 s budget)."""

import random
import time

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash import bots, playout
from quash_table.games.quash.bots import HardBot, NormalBot
from quash_table.games.quash.sequences import DECK, RV, SIZES

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}


def every_card_choice(mine, theirs, hand, get):
    """fast_choice as it was: every card of the hand tried on every open spot."""
    ranks = [RV[c] for c in hand]
    all_held = set(ranks)
    best, best_gain = None, None
    for k in range(9):
        size, spot = SIZES[k], mine[k]
        if len(spot) >= size:
            continue
        vals, suits = [RV[c] for c in spot], [c[-1] for c in spot]
        before = playout._spot_value(vals, suits, size, all_held, theirs[k], get)
        for i, c in enumerate(hand):
            held = set(ranks[:i] + ranks[i + 1:]) if ranks.count(ranks[i]) == 1 else all_held
            gain = playout._spot_value(vals + [ranks[i]], suits + [c[-1]], size, held, theirs[k], get) \
                - before - ranks[i] / 200.0
            if best_gain is None or gain > best_gain:
                best, best_gain = (c, k + 1), gain
    return best


def random_positions(n, seed=1):
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        deck = list(DECK)
        rng.shuffle(deck)
        sides = [[[deck.pop() for _ in range(rng.randint(0, SIZES[k]))] for k in range(9)] for _ in (0, 1)]
        if all(len(sides[0][k]) >= SIZES[k] for k in range(9)):
            continue
        hand = [deck.pop() for _ in range(rng.randint(1, 23))]
        out.append((sides[0], sides[1], hand, rng.choice([0.0, 0.15, 0.5])))
    return out


def test_the_playout_policy_chooses_as_before_with_far_fewer_spot_outlooks(monkeypatch):
    positions = random_positions(400)
    calls = [0]
    spot_value = playout._spot_value

    def counted(*a):
        calls[0] += 1
        return spot_value(*a)

    monkeypatch.setattr(playout, "_spot_value", counted)
    old = [every_card_choice(*p) for p in positions]
    old_calls, calls[0] = calls[0], 0
    new = [playout.fast_choice(*p) for p in positions]
    assert new == old
    assert calls[0] * 5 < old_calls * 4, (calls[0], old_calls)     # 23308 against 29987


def position(seed=7, plays=6):
    s = G.new_state(2, seed=seed, options=ADV)
    for _ in range(plays):
        s = G.apply(s, NormalBot(G, s.to_move).choose(G.view(s, s.to_move), G.legal_actions(s)))
    return G.view(s, s.to_move), G.legal_actions(s), s.to_move


def test_the_hint_ranks_the_legal_plays_once_and_inside_its_budget(monkeypatch):
    view, legal, seat = position()
    ranking = bots.normal_ranking
    calls, budgets = [], []

    def slow_ranking(bot, v, lg):
        calls.append(1)
        time.sleep(0.3)
        return ranking(bot, v, lg)

    def search(self, v, lg):
        budgets.append(self.seconds)
        return lg[0] if lg[0] in self.candidates(v, lg) else self.prior_choice(v, lg)

    monkeypatch.setattr(bots, "normal_ranking", slow_ranking)
    monkeypatch.setattr(SearchBot, "choose", search)
    hint = HardBot(G, seat, 5, seconds=1.0)
    hint.choose(view, legal)
    assert len(calls) == 1                       # it was worked out twice (candidates, then the prior)
    assert budgets[0] <= 0.7, budgets            # the playouts get what the ranking left of the second
    assert hint.seconds == 1.0                   # the bot's own budget is unchanged for its next answer
