"""Quadruple War's fast contract path (issue 22) gives the answers the rules gave before it: the same
states, events and results move by move, the next hand dealt only when read but the same deal, shared
read-only legal actions that read as plain dicts, and copies that share lists without changing each other."""

import copy
import hashlib
import json
import pickle
import random
from pathlib import Path

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quadwar.rules import (BID, DECK_INTS, INT_OF, PLAY, codes_of, do_bid, do_play,
                                             legal_mask)

G = get_game("quadwar")
GAMES = json.loads((Path(__file__).parent / "fixtures" / "quadwar_random_games.json").read_text())["games"]
MOVES = 600


def _facts(result):
    """A result without its summary's words (composed from the facts; tested in test_quadwar_rules)."""
    return {k: v for k, v in result.items() if k != "summary"}


def _every_state(n, seed, options):
    choice = random.Random(seed).choice
    s = G.new_state(n, seed=seed, options=options)
    h = hashlib.sha256(json.dumps(G.dump(s), sort_keys=True).encode())
    for _ in range(MOVES):
        if s.to_move is None:
            break
        s = G.apply(s, choice(G.legal_actions(s)))
        h.update(json.dumps([G.dump(s), G.events(s), _facts(G.result(s))], sort_keys=True).encode())
    return h.hexdigest()


def _last_state(n, seed, options):
    choice = random.Random(seed).choice
    s = G.new_state(n, seed=seed, options=options)
    for _ in range(MOVES):
        if s.to_move is None:
            break
        s = G.apply(s, choice(G.legal_actions(s)))
    return hashlib.sha256(json.dumps(G.dump(s), sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['seats']}seats-seed{g['seed']}-{len(g['options'])}")
def test_random_games_play_exactly_as_before_the_fast_path(game):
    n, seed, options = game["seats"], game["seed"], game["options"]
    assert _every_state(n, seed, options) == game["every_state"]
    assert _last_state(n, seed, options) == game["last_state"]


def random_states(seats=4, seed=3, moves=200):
    """(state, action) pairs of a random game through the contract."""
    choice = random.Random(seed).choice
    s = G.new_state(seats, seed=seed)
    out = []
    for _ in range(moves):
        if s.to_move is None:
            break
        a = choice(G.legal_actions(s))
        out.append((s, a))
        s = G.apply(s, a)
    return out


# --- the shared, read-only legal actions -------------------------------------------------------------
def test_handed_out_actions_read_as_plain_dicts_and_refuse_changes():
    s = G.new_state(4, seed=5)
    bids = G.legal_actions(s)
    assert bids == [{"type": "bid", "tricks": k} for k in range(1, 14)]
    for b in range(4):
        s = G.apply(s, {"type": "bid", "tricks": 3})
    plays = G.legal_actions(s)
    assert plays == [{"type": "play", "card": code} for code in codes_of(legal_mask(s))]
    a = plays[0]
    for change in (lambda: a.__setitem__("card", "AS"), lambda: a.update(card="AS"), a.clear, a.popitem,
                   lambda: a.pop("card"), lambda: a.setdefault("x", 1), lambda: a.__delitem__("card")):
        with pytest.raises(TypeError, match="cannot be changed"):
            change()
    assert a == plays[0] and G.legal_actions(s)[0] == {"type": "play", "card": a["card"]}
    # every copy is the plain dict, free to change; JSON is the same as of a plain dict
    for made in (dict(a), a.copy(), copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a)), {**a}):
        assert made.__class__ is dict and made == a
        made["card"] = "AS"
    assert json.dumps(a) == json.dumps({"type": "play", "card": a["card"]})
    mine = G.legal_actions(s)
    mine.clear()                    # each caller's list is its own
    assert G.legal_actions(s) == plays


def test_a_handed_out_action_applies_as_the_same_plain_dict():
    for s, a in random_states():
        fast, plain = G.apply(s, a), G.apply(s, dict(a))
        assert G.dump(fast) == G.dump(plain) and G.events(fast) == G.events(plain)


def test_an_action_from_another_state_is_refused_with_the_plain_dicts_reason():
    s = G.new_state(4, seed=5)
    for b in range(4):
        s = G.apply(s, {"type": "bid", "tricks": 3})
    other = G.apply(s, G.legal_actions(s)[0])
    G.legal_actions(other)                      # its legal-card mask cached
    before = G.dump(other)
    for a in G.legal_actions(s):
        if a not in G.legal_actions(other):     # not legal after the lead (already played, or off-suit)
            with pytest.raises(IllegalAction) as fast:
                G.apply(other, a)
            with pytest.raises(IllegalAction) as plain:
                G.apply(other, dict(a))
            assert str(fast.value) == str(plain.value)
    assert G.dump(other) == before
    with pytest.raises(IllegalAction, match="bidding is over"):   # a bid handed out earlier
        G.apply(other, G.legal_actions(G.new_state(4, seed=5))[0])


def test_a_bid_handed_out_by_a_bigger_deal_is_refused_as_its_plain_dict():
    five, two = G.new_state(5, seed=2), G.new_state(2, seed=2)
    for a in G.legal_actions(two):              # bids of 1 to 26 tricks; five seats bid at most 10
        if a["tricks"] > 10:
            with pytest.raises(IllegalAction) as fast:
                G.apply(five, a)
            with pytest.raises(IllegalAction) as plain:
                G.apply(five, dict(a))
            assert str(fast.value) == str(plain.value) == f"bid between 1 and 10 tricks (no pass), not {a['tricks']}"
        else:
            assert G.dump(G.apply(five, a)) == G.dump(G.apply(five, dict(a)))


def test_apply_answers_the_same_with_or_without_legal_actions_asked_first():
    for s, a in random_states(seats=3, seed=8):
        cold = G.load(G.dump(s))                # nothing cached
        assert G.dump(G.apply(cold, dict(a))) == G.dump(G.apply(s, a))


# --- the next hand dealt when read ------------------------------------------------------------------
def ended_hand(seats=4, seed=7):
    """(the state before the first hand's last card, the state after it), reached through apply with
    nothing read on the way."""
    choice = random.Random(seed).choice
    s = G.new_state(seats, seed=seed, options={"target": 10000})
    while True:
        after = G.apply(s, choice(G.legal_actions(s)))
        if after.hand_no == 2:
            return s, after
        s = after


def test_ending_a_hand_does_not_shuffle_the_next_until_its_cards_are_read(monkeypatch):
    shuffles = []
    real, real_sums = Rng.shuffle, Rng.shuffle_sums
    monkeypatch.setattr(Rng, "shuffle", lambda rng, items: shuffles.append(len(items)) or real(rng, items))
    # a deal shuffles in the pass that sums the hands (session 25): counted as a shuffle too
    monkeypatch.setattr(Rng, "shuffle_sums", lambda rng, items, *args: shuffles.append(len(items))
                        or real_sums(rng, items, *args))
    G.new_state(4, seed=7, options={"target": 10000})
    dealt_at_start = len(shuffles)           # the first dealer's draw and the first deal
    shuffles.clear()
    s = ended_hand()[1]
    assert s.hand_no == 2 and s.phase == BID and len(shuffles) == dealt_at_start
    bids = s
    for _ in range(4):                       # bidding reads no cards
        bids = G.apply(bids, G.legal_actions(bids)[0])
    assert len(shuffles) == dealt_at_start
    G.legal_actions(bids)                    # the first lead reads the hand: now it is dealt, once
    assert len(shuffles) == dealt_at_start + 1
    G.view(s, 0), G.dump(bids), bids.hands   # the same hand's states share that deal
    assert len(shuffles) == dealt_at_start + 1


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_owed_deal_is_the_deal_made_at_once(seats):
    last, s = ended_hand(seats)
    early = s.copy()                             # a copy made before the deal
    seen_late = G.view(G.apply(s, {"type": "bid", "tricks": 2}), 0)["hand"]
    # the deal made at once: the whole deck shuffled with the RNG as the first hand left it, dealt one
    # card at a time from the new dealer's left
    rng = Rng(G.dump(last)["rng"])
    deck = list(DECK_INTS[seats])
    rng.shuffle(deck)
    hands = [0] * seats
    for k, c in enumerate(deck):
        hands[(s.dealer + 1 + k) % seats] |= 1 << c
    assert s.hands == hands and s.rng == rng.state
    assert G.view(early, 0)["hand"] == G.view(s, 0)["hand"] == seen_late
    assert G.dump(G.load(G.dump(early))) == G.dump(early) == G.dump(s)


# --- copies share, and never change each other --------------------------------------------------------
def test_copies_share_lists_and_facts_but_a_change_to_one_never_reaches_another():
    for s, a in random_states(seats=5, seed=11, moves=120):
        before = json.dumps(G.dump(s), sort_keys=True)
        w = s.copy()
        if s.phase == PLAY:
            do_play(w, INT_OF[a["card"]])
        else:
            do_bid(w, a["tricks"])
        w.scores = tuple(x + 1 for x in w.scores)     # a shared fact set on the copy alone
        w.sheet = w.sheet + [{}]
        G.apply(s, a)
        assert json.dumps(G.dump(s), sort_keys=True) == before
        assert w.scores != s.scores and w.sheet[-1] == {} and {} not in s.sheet


def test_the_table_as_a_hand_is_scored_has_no_legal_move_and_refuses_one_as_over():
    # scored_position's state is in the play phase with nobody to move: the fast paths used to index the
    # hands by None (TypeError) instead of answering as the contract does for a finished position
    s, choice = G.new_state(4, seed=1), random.Random(1).choice
    while (scored := G.scored_position(s, G.legal_actions(s)[0])) is None:
        s = G.apply(s, choice(G.legal_actions(s)))
    assert scored.to_move is None and G.legal_actions(scored) == [] and legal_mask(scored) == 0
    for action in (G.legal_actions(s)[0], dict(G.legal_actions(s)[0]), {"type": "bid", "tricks": 3}):
        with pytest.raises(IllegalAction, match="over"):
            G.apply(scored, action)


def test_default_options_are_checked_once_and_handed_out_as_copies():
    """check_options keeps the checked defaults (issue 22: new_state with no options is a random hand's
    first call); every caller gets its own copy, equal to the base's check with the current deal (session 27:
    games/quadwar/deals.py), and bad options are refused."""
    from quash_table.engine.game import Game
    for seats in range(G.min_seats, G.max_seats + 1):
        for given in (None, {}):
            got = G.check_options(given, seats)
            assert got == {**Game.check_options(G, given, seats), "deal": 2}
            got["target"] = 1
    assert G.check_options(None, 4)["target"] == 500
    assert G.new_state(4, seed=1).options == {"target": 500, "bags": False, "dealer": None, "deal": 2}
    with pytest.raises(IllegalAction):
        G.check_options({"dealer": 4}, 4)
    with pytest.raises(IllegalAction):
        G.check_options([], 4)


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_plays_apply_finds_ahead_are_those_a_cold_state_finds(seats):
    """apply finds the next seat's plays (and their card mask) as it builds the state, inline on a trick's
    last card too (issue 22): the same as a state loaded from its dump, with nothing found yet, works out."""
    for s, _ in random_states(seats=seats, seed=11 + seats, moves=400):
        cold = G.load(G.dump(s))
        assert G.legal_actions(s) == G.legal_actions(cold)
        assert s.playable in (None, legal_mask(cold))
