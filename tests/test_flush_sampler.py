"""Flush `hard`: the deals it samples agree with everything its seat has seen (the view, and the round's
public log: picked-up piles stay in the hand that took them), hidden cards are unknown even to their
owner, the sampler reads only the view, and the search returns legal moves."""

import json
from collections import Counter

import pytest

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng, derive_seed
from quash_table.games import get_game

from .positions import game_steps
from quash_table.games.flush.bots import (LEVELS, HardBot, LogMemory, known_hands, sample_world,
                                         unseen_cards)

G = get_game("flush")


def everything(s):
    """Every card of a state wherever it lies, as a multiset."""
    cards = Counter(s.stock) + Counter(s.discard) + Counter([s.mimic_card])
    for h in s.hands:
        cards.update(h)
    for row in s.bases:
        cards.update(c for b in row for c in b if c is not None)
    cards.update(c for c, _ in s.pile)
    cards.update(c for c, _ in s.adjacent)
    return cards


class Witness:
    """Written out again here, from the whole real log of the round (not the bot's code): the cards
    each seat surely still holds in hand, counting a played card against the pickup only when it did
    not come from a base top the table could see."""

    def __init__(self, seats):
        self.seats = seats
        self.known = [Counter() for _ in range(seats)]
        self.round = None
        self.done = 0

    def follow(self, before, action, after):
        """Update from one applied action (the seat's visible tops before it say where cards came from)."""
        if before.round != self.round:
            self.round, self.known = before.round, [Counter() for _ in range(self.seats)]
        seat = before.to_move
        if after.round != before.round:
            self.round, self.known = after.round, [Counter() for _ in range(self.seats)]
            return
        t = action["type"]
        names = action.get("cards") or ([action["card"]] if "card" in action else [])
        if t in ("play", "pickup", "link_flush", "flush"):
            k = self.known[seat]
            for c in names:
                if c[:1] != "b" and k[c] > 0:       # from the hand; a named base top is seen leaving
                    k[c] -= 1
        for e in after.log[len(before.log):]:
            if e["event"] in ("pickup", "declare") and "taken" in e:
                self.known[e["seat"]].update(e["taken"])


def positions(games, seed=0):
    """(state, seat, view, memory log) at every step of games with 2..6 seats (normal and random play),
    for every seat still in; each seat's LogMemory is shown every view, as a bot would be."""
    def table(k):
        return 2 + k % 5, ("normal", "random")[k % 2], {"elimination_at": 30}, None
    memories = None
    for state, step in game_steps("flush", games, table, seed, max_steps=400):
        if step == 0:
            memories = [LogMemory() for _ in range(state.seats)]
        for x in range(state.seats):
            if not state.out[x]:
                view = G.view(state, x)
                yield state, x, view, memories[x].see(view)


@pytest.mark.slow
def test_thousands_of_samples_agree_with_the_seat_view_and_the_log():
    rng = Rng(3)
    checked = known_total = 0
    for n, (state, seat, view, log) in enumerate(positions(36)):
        if n % 9:
            continue
        world = sample_world(G, json.loads(json.dumps(view)), rng, json.loads(json.dumps(log)))
        assert G.view(world, seat) == view
        assert everything(world) == everything(state)               # every card once, nothing new
        # picked-up cards the seat saw taken (and not played since) are in the sampled hands
        for j, k in enumerate(known_hands(view, log)):
            if j != seat:
                assert not k - Counter(state.hands[j]), "the bound is wrong for the real hand"
                assert not k - Counter(world.hands[j]), (j, k, world.hands[j])
                known_total += sum(k.values())
        # hidden cards are unknown to their owner too: they come from the unseen cards
        unseen = unseen_cards(view)
        for row in world.bases:
            for top, hid in row:
                if hid is not None:
                    assert unseen[hid] > 0
        if world.to_move is not None:
            G.apply(world, G.legal_actions(world)[0])
        checked += 1
    assert checked > 2500 and known_total > 5000, (checked, known_total)


def test_the_bound_matches_an_independent_reading_of_the_whole_round():
    """The bot's known cards (from views and its memory) never claim more than a witness who watched
    every move, sources included, and agree with it when no pickup card went out from a base top."""
    checked = tighter = 0
    for k in range(12):
        seats = 3 + k % 3
        bots = [make_bot("flush", "normal", x, derive_seed(7, k, x)) for x in range(seats)]
        memory = LogMemory()
        witness = Witness(seats)
        state = G.new_state(seats, seed=100 + k, options={"elimination_at": 30})
        steps = 0
        while state.to_move is not None and steps < 300:
            view = G.view(state, 0)
            log = memory.see(view)
            if state.round == witness.round and not state.out[0]:
                mine = known_hands(view, log)
                for j in range(1, seats):
                    assert not mine[j] - witness.known[j], (mine[j], witness.known[j])
                    assert not witness.known[j] - Counter(state.hands[j])
                    tighter += mine[j] != witness.known[j]
                checked += 1
            action = bots[state.to_move].choose(G.view(state, state.to_move), G.legal_actions(state))
            after = G.apply(state, action)
            witness.follow(state, action, after)
            state = after
            steps += 1
    assert checked > 1000
    assert tighter < checked // 4      # the safe bound loses little


@pytest.mark.slow
def test_the_sampler_reads_only_the_view():
    """Two states that differ only in what the seat cannot see give the same samples."""
    checks = 0
    for n, (state, seat, view, log) in enumerate(positions(10, seed=4)):
        if n % 11:
            continue
        d = G.dump(state)
        # swap one unseen card between the stock and a hidden card (or another stock card)
        hidden = [(x, i) for x in range(d["seats"]) for i, (_, hid) in enumerate(d["bases"][x]) if hid]
        if not hidden or not d["stock"]:
            continue
        x, i = hidden[0]
        if d["bases"][x][i][1] == d["stock"][-1]:
            continue
        d["bases"][x][i][1], d["stock"][-1] = d["stock"][-1], d["bases"][x][i][1]
        twin = G.load(d)
        assert G.view(twin, seat) == view and not G.same_state(twin, state)
        a = sample_world(G, view, Rng(n), log)
        b = sample_world(G, G.view(twin, seat), Rng(n), log)
        assert G.dump(a) == G.dump(b)
        checks += 1
    assert checks > 100


@pytest.mark.slow
def test_hard_is_a_level_and_chooses_legal_moves_reproducibly():
    assert LEVELS["hard"] is HardBot
    checked = 0
    for n, (state, seat, view, log) in enumerate(positions(3, seed=8)):
        if seat != state.to_move or n % 13:
            continue
        legal = G.legal_actions(state)
        a = make_bot("flush", "hard@20", seat, 5).choose(view, legal)
        b = make_bot("flush", "hard@20", seat, 5).choose(json.loads(json.dumps(view)), legal)
        assert a in legal and a == b
        checked += 1
    assert checked > 15


def test_hard_goes_out_when_it_can():
    """One card left, and it fits the pile: hard plays it and wins the round."""
    for k in range(40):
        s = G.new_state(3, seed=k, options={"elimination_at": 30, "first": 0})
        d = G.dump(s)
        if d["stage"] != None:          # noqa: E711  (a Flush card turned for the Mimic: another seed)
            continue
        spare = Counter()
        for x in range(3):
            for c, m in d["hands"][x].items():
                spare[c] += m
            for top, hid in d["bases"][x]:
                spare.update([top, hid])
            d["hands"][x] = {}
            d["bases"][x] = [[None, None]] * 3
        card = next(c for c in spare if c not in ("F", "F+") and int(c.rstrip("SLD")) != d["mimic"])
        spare[card] -= 1
        d["hands"][0] = {card: 1}
        for x in (1, 2):
            got = 0
            for c in list(spare):
                while spare[c] > 0 and got < 5:
                    d["hands"][x][c] = d["hands"][x].get(c, 0) + 1
                    spare[c] -= 1
                    got += 1
        d["stock"] = d["stock"] + list((+spare).elements())
        s = G.load(d)
        bot = make_bot("flush", "hard@30", 0, 1)
        a = bot.choose(G.view(s, 0), G.legal_actions(s))
        assert a["type"] == "play" and a["cards"] == [card]
        return
    raise AssertionError("no seed without a turned Flush card")


@pytest.mark.slow
def test_hard_overrules_the_normal_bot_on_its_own_threshold(monkeypatch):
    """Flush's search takes the heuristic's move over on weaker evidence (z 1.0, the arena's choice)
    than the shared default, and the threshold is what decides."""
    from quash_table.bots import search
    assert search.clearly_better([1.0, -0.5, 1.0, 0.0, 1.0, -0.5], 1.0)
    assert not search.clearly_better([1.0, -0.5, 1.0, 0.0, 1.0, -0.5], 1.64)
    seen = []
    real = search.clearly_better
    monkeypatch.setattr(search, "clearly_better", lambda diffs, z=1.64: seen.append(z) or real(diffs, z))
    for n, (state, seat, view, log) in enumerate(positions(3, seed=8)):
        if seat == state.to_move and not n % 7:
            make_bot("flush", "hard@30", seat, 5).choose(view, G.legal_actions(state))
    assert seen and set(seen) == {HardBot.overrule_z} and HardBot.overrule_z < search.SearchBot.overrule_z
