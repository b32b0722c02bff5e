"""Flush property tests: thousands of random rounds through the contract checks, card conservation,
hidden information, refused declarations, apply = legal_actions, and the bots.

`pytest --games N` plays N random rounds instead of the default 5,000 (spread over two processes)."""

import json
import subprocess
import sys
import time
from collections import Counter
from multiprocessing import get_context

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.rng import Rng
from quash_table.games.flush import rules as R
from quash_table.games.flush.rules import GAME, VALUE
from tests.contract_checks import play_random_games

DEFAULT_ROUNDS = 5000
FULL_EVERY = 200         # contract checks (dump/load, views, garbage moves) every k-th step
PERTURB_EVERY = 100      # the explicit hidden-information check every k-th step


def seats_for(i):
    return 2 + i % 5


def deduct_deck():
    """The shipped composition with other Deduction amounts (every value's own, value 1 deducts 0)."""
    comp = json.loads(json.dumps(R.default_composition()))
    for e in comp["values"]:
        e["deduct"] = 0 if e["value"] == 1 else e["value"] * 2
    return comp


def options_for(i):
    """Arenas (5 rounds; 3 rounds with no double last round; 5 rounds with other Deduction amounts),
    eliminations at 30 and at 10 (several rounds, seats going out) and single rounds (out at 1 point ends
    the game after one round)."""
    return ({"format": "arena"}, {"elimination_at": 30}, {"format": "arena", "rounds": 3, "double_last": False},
            {"elimination_at": 10}, {"format": "arena", "deck": deduct_deck()}, {"elimination_at": 1})[i % 6]


def where_cards_are(s):
    """Every card of the state, wherever it is, as a multiset."""
    cards = [s.mimic_card] + s.stock + s.discard
    for h in s.hands:
        for c, n in h.items():
            cards += [c] * n
    for row in s.bases:
        cards += [c for b in row for c in b if c is not None]
    cards += [c for c, _ in s.pile]
    cards += [c for c, _ in s.adjacent]
    return Counter(cards)


class Checker:
    """The invariant: cards conserved and the table consistent after every step; every PERTURB_EVERY
    steps, views and legal moves independent of the hidden cards and of other seats' hands."""

    def __init__(self, seed):
        self.rng = Rng(seed)
        self.steps = 0
        self.rounds = 0
        self.perturbed = 0
        self._deck = None

    def expected(self, s):
        if self._deck is not s.deck:
            self._deck, self._counts = s.deck, dict(Counter(s.deck.cards))
        return self._counts

    def __call__(self, s):
        self.steps += 1
        assert dict(where_cards_are(s)) == self.expected(s), "a card appeared or vanished"
        pile_values = [a for _, a in s.pile]
        assert pile_values == sorted(pile_values, reverse=True), "the pile must never go up"
        assert all(x >= 0 for x in s.scores)
        if s.to_move is not None:
            assert not s.out[s.to_move]
            assert R.held(s, s.to_move) > 0 or s.stage in ("hidden", "hidden_pickup")
            for x in range(s.seats):
                if s.out[x]:
                    assert R.held(s, x) == 0
        else:
            self.rounds += len(s.rounds)
            assert s.winners
        if self.steps % PERTURB_EVERY == 0 and s.to_move is not None:
            check_hidden_information(s, self.rng)
            self.perturbed += 1


def perturbed_hidden(s, rng):
    """The same table with every hidden card (and the stock) dealt differently."""
    t = s.copy()
    slots = [(x, i) for x in range(t.seats) for i, (_, hid) in enumerate(t.bases[x]) if hid is not None]
    pool = [t.bases[x][i][1] for x, i in slots] + list(t.stock)
    rng.shuffle(pool)
    for k, (x, i) in enumerate(slots):
        t.bases[x][i] = (t.bases[x][i][0], pool[k])
    t.stock = pool[len(slots):]
    return t


def perturbed_hands(s, seat, rng):
    """The same table as `seat` sees it, with the other seats' hands dealt differently (counts kept)."""
    t = s.copy()
    others = [x for x in range(t.seats) if x != seat]
    pool = list(t.stock)
    for x in others:
        for c, n in t.hands[x].items():
            pool += [c] * n
    rng.shuffle(pool)
    for x in others:
        n = sum(t.hands[x].values())
        new = {}
        for c in pool[:n]:
            new[c] = new.get(c, 0) + 1
        t.hands[x] = new
        pool = pool[n:]
    t.stock = pool
    return t


def check_hidden_information(s, rng):
    t = perturbed_hidden(s, rng)
    for seat in list(range(s.seats)) + [None]:
        assert GAME.view(t, seat) == GAME.view(s, seat), f"seat {seat}'s view depends on the hidden cards"
    assert GAME.legal_actions(t) == GAME.legal_actions(s), "legal moves depend on the hidden cards"
    seat = s.to_move
    u = perturbed_hands(s, seat, rng)
    assert GAME.view(u, seat) == GAME.view(s, seat), "a view depends on other seats' hands"
    assert GAME.legal_actions(u) == GAME.legal_actions(s)


_SEEN = {}


def secrets(s, other, seat):
    """Codes `other` holds unseen (hand, hidden cards) plus every hidden card of `seat` itself, minus the
    codes `seat` may legitimately see somewhere (its hand, base tops, piles, discard, Mimic, the log)."""
    secret = set(s.hands[other])
    for x in (other, seat):
        if x is None:
            continue
        secret.update(hid for _, hid in s.bases[x] if hid is not None)
    seen = _SEEN.get("seen") if _SEEN.get("state") is s and _SEEN.get("seat") == seat else None
    if seen is None:
        seen = set(s.hands[seat]) if seat is not None else set()
        for row in s.bases:
            seen.update(top for top, _ in row if top is not None)
        seen.update(c for c, _ in s.pile)
        seen.update(c for c, _ in s.adjacent)
        seen.update(s.discard)
        seen.add(s.mimic_card)
        for e in s.log:
            seen.update(e["cards"])
            seen.update(e.get("taken", ()))
        _SEEN.update(state=s, seat=seat, seen=seen)      # holding s keeps its id from being reused
    return secret - seen


def _norm(a):
    if a.get("type") in ("play", "pickup", "link_flush") and isinstance(a.get("cards"), list):
        return (a["type"], tuple(sorted(map(str, a["cards"]))), a.get("as"))
    return (a.get("type"), json.dumps(a, sort_keys=True))


def visible_names(s):
    seat = s.to_move
    names = [c for c, n in s.hands[seat].items() for _ in range(n)]
    names += [f"b{i}" for i, (top, _) in enumerate(s.bases[seat]) if top is not None]
    return names


def random_candidates(s, rng, k=12):
    """Moves a person might declare: random groups of visible cards with a random value, pickups,
    Link Flushes, hidden cards, and the moves of other stages."""
    names = visible_names(s)
    out = []
    for _ in range(k):
        if names:
            size = 1 + rng.below(min(6, len(names)))
            pick = list(names)
            rng.shuffle(pick)
            cards = pick[:size]
            kind = ("play", "pickup", "link_flush")[rng.below(3)]
            if kind == "play":
                out.append({"type": "play", "cards": cards, "as": 1 + rng.below(10)})
            else:
                out.append({"type": kind, "cards": cards})
    seat = s.to_move
    for i in range(len(s.bases[seat]) + 1):
        out.append({"type": "hidden", "base": i})
        out.append({"type": "give_base", "base": i})
    # Mimics alone as the pile's value; a turned Mimic declared as some value
    mimics = [n for n in names if VALUE[s.bases[seat][int(n[1:])][0] if n[0] == "b" else n] == s.mimic]
    if mimics and s.pile:
        out.append({"type": "play", "cards": mimics[:1 + rng.below(len(mimics))], "as": s.pile[-1][1]})
    out.append({"type": "declare", "as": 1 + rng.below(10)})
    out += [{"type": "declare"}, {"type": "keep_bases"}, {"type": "flush", "card": "F"},
            {"type": "flush", "card": "F+"}, {"type": "swap_mimic", "card": names[0] if names else "1"}]
    return out


def extra_illegal(s, rng):
    """Void declarations: every random candidate that is not a legal move (cards in any order)."""
    legal = {_norm(a) for a in GAME.legal_actions(s)}
    return [a for a in random_candidates(s, rng, 6) if _norm(a) not in legal]


def _chunk(job):
    start, count, seed = job
    checker = Checker(seed)
    finished = play_random_games(
        GAME, count, lambda i: seats_for(start + i), seed=seed,
        options_for=lambda i: options_for(start + i), invariant=checker, secrets=secrets,
        extra_illegal=extra_illegal, full_every=FULL_EVERY, max_steps=20000)
    return finished, checker.rounds, checker.perturbed


def games_for_rounds(rounds):
    """Games to play for about `rounds` rounds (half are 3- or 5-round arenas; see options_for)."""
    return max(1, round(rounds / 3.6))


@pytest.mark.slow
def test_random_rounds_keep_the_contract(n_games):
    rounds_wanted = n_games or DEFAULT_ROUNDS
    games = games_for_rounds(rounds_wanted)
    if games < 40:
        jobs = [(0, games, 7)]
        results = [_chunk(jobs[0])]
    else:
        half = games // 2
        jobs = [(0, half, 7), (half, games - half, 8)]
        with get_context("spawn").Pool(2) as pool:
            results = pool.map(_chunk, jobs)
    finished = sum(r[0] for r in results)
    rounds = sum(r[1] for r in results)
    assert finished == games
    assert rounds >= 0.8 * rounds_wanted, f"only {rounds} rounds were played"
    assert sum(r[2] for r in results) > 0


@pytest.mark.slow
def test_apply_accepts_exactly_the_legal_moves():
    """At positions from random rounds, every candidate declaration is accepted if and only if it is
    one of legal_actions (the order of the cards aside), and a refusal leaves the state as it was."""
    rng = Rng(99)
    checked = accepted = 0
    for g in range(40):
        s = GAME.new_state(seats_for(g), seed=1000 + g, options={"elimination_at": 1})
        while s.to_move is not None:
            legal = GAME.legal_actions(s)
            norm = {_norm(a) for a in legal}
            assert len(norm) == len(legal), "legal_actions lists a move twice"
            if rng.below(3) == 0:
                for a in random_candidates(s, rng) + legal[:5]:
                    before = GAME.dump(s)
                    try:
                        GAME.apply(s, a)
                        ok = True
                    except IllegalAction as e:
                        ok = False
                        assert str(e)
                    assert GAME.dump(s) == before
                    assert ok == (_norm(a) in norm), f"{a} accepted={ok} but listed={_norm(a) in norm}"
                    checked += 1
                    accepted += ok
            s = GAME.apply(s, legal[rng.below(len(legal))])
    assert checked > 1200 and accepted > 200


@pytest.mark.slow
def test_a_void_declaration_is_refused_and_the_same_player_declares_again():
    rng = Rng(5)
    refused = 0
    for g in range(20):
        s = GAME.new_state(seats_for(g), seed=g, options={"elimination_at": 1})
        while s.to_move is not None:
            legal = GAME.legal_actions(s)
            for bad in extra_illegal(s, rng):
                before = GAME.dump(s)
                try:
                    GAME.apply(s, bad)
                except IllegalAction as e:
                    assert len(str(e)) > 10
                    refused += 1
                else:
                    raise AssertionError(f"{bad} was accepted")
                assert GAME.dump(s) == before and GAME.legal_actions(s) == legal
            s = GAME.apply(s, legal[rng.below(len(legal))])
    assert refused > 500


def test_multi_round_random_games_terminate_and_replay():
    """Whole games (elimination at 30, arena) end; replaying the log from the seed gives the same end."""
    rng = Rng(3)
    for g in range(12):
        opts = {"format": "arena", "rounds": 1 + g % 5, "double_last": g % 3 != 0} if g % 2 else {}
        s0 = s = GAME.new_state(seats_for(g), seed=g, options=opts)
        log = []
        while s.to_move is not None:
            legal = GAME.legal_actions(s)
            a = legal[rng.below(len(legal))]
            log.append(a)
            s = GAME.apply(s, a)
            assert len(log) < 20000
        res = GAME.result(s)
        assert res["over"] and res["winners"]
        if opts:
            assert len(s.rounds) == opts["rounds"] and s.rounds[-1]["double"] == opts["double_last"]
            assert not any(r["double"] for r in s.rounds[:-1])
            assert res["winners"] == [x for x in range(s.seats) if s.scores[x] == min(s.scores)]
        else:
            assert sum(1 for x in s.out if not x) == 1 and res["winners"] == [s.out.index(False)]
            assert all(s.scores[x] >= 30 for x in range(s.seats) if s.out[x])
        r = s0
        for a in log:
            r = GAME.apply(r, a)
        assert GAME.dump(r) == GAME.dump(s)


# --- bots ------------------------------------------------------------------------------------------------

def play_bots(levels, seed, options=None):
    from quash_table.bots import make_bot
    n = len(levels)
    bots = [make_bot("flush", lvl, x, seed * 10 + x) for x, lvl in enumerate(levels)]
    s = GAME.new_state(n, seed=seed, options=options)
    times = []
    steps = 0
    while s.to_move is not None:
        seat = s.to_move
        view, legal = GAME.view(s, seat), GAME.legal_actions(s)
        t0 = time.perf_counter()
        a = bots[seat].choose(view, legal)
        times.append(time.perf_counter() - t0)
        assert a in legal
        s = GAME.apply(s, a)
        steps += 1
        assert steps < 100000
    return GAME.result(s), times


def test_normal_beats_random():
    wins = 0
    games = 30
    for g in range(games):
        # rotate the normal bot round the table
        levels = ["random", "random", "random"]
        levels[g % 3] = "normal"
        res, _ = play_bots(levels, 300 + g)
        wins += res["winners"] == [g % 3]
    assert wins >= 0.7 * games, f"normal won {wins} of {games} against two random bots"


def test_normal_beats_easy():
    wins = 0
    games = 24
    for g in range(games):
        levels = ["easy", "easy"]
        levels[g % 2] = "normal"
        res, _ = play_bots(levels, 700 + g)
        wins += res["winners"] == [g % 2]
    assert wins >= 0.55 * games, f"normal won {wins} of {games} against easy"
    # how fast it decides is a bench figure (`bench --games flush`), not a timed test that a loaded machine flakes


def test_bots_play_every_seat_count_and_format():
    for n in range(2, 7):
        res, _ = play_bots(["normal", "easy", "random", "normal", "easy", "random"][:n], 40 + n,
                           {"format": "arena"} if n % 2 else None)
        assert res["over"]


def test_rules_and_bots_do_not_import_pygame():
    code = ("import sys, quash_table.games.flush.rules, quash_table.games.flush.bots; "
            "sys.exit(1 if any(m.startswith('pygame') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_deck_counts_in_views_match_the_composition():
    s = GAME.new_state(3, seed=2)
    v = GAME.view(s, 0)
    assert sum(v["deck_counts"].values()) == 90 and v["points"]["F+"] == 5
    assert sum(VALUE[c] == 7 for c in s.deck.cards) == 8
