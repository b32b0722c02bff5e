"""Quadruple War `hard`: the deals it samples agree with everything its seat has seen, it reads only the
view, its fast playout plays exactly like the normal bot, and the search returns sensible legal moves."""

import json

import pytest

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game

from .positions import game_steps, rotating_seat
from quash_table.games.quadwar.bots import LEVELS
from quash_table.games.quadwar.hard import (FastNormal, HardBot, deal_unseen, playout_hand, sample_world,
                                            seen_so_far)
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import DECK_CODES, INT_OF, PLAY, SUIT_MASK

G = get_game("quadwar")


def positions(games, levels=("random", "normal"), seed=0):
    """(state, seat) pairs from games of 2..5 seats played by random or normal bots, every seat's
    point of view at every move (each state is visited from one seat, rotating)."""
    def table(k):
        return 2 + k % 4, levels[k % len(levels)], {"bags": k % 3 == 0, "target": 150}, None
    for state, step in game_steps("quadwar", games, table, seed):
        yield state, rotating_seat(state, step)


def shown_voids(view):
    """Written out again here (not the bot's code): suits each seat has shown it lacks."""
    voids = [set() for _ in range(view["seats"])]
    broken = False
    done = [t["cards"] for t in view["tricks"]]
    for cards in done + ([view["trick"]] if view["trick"] else []):
        codes = [code for _, code in cards]
        suit = ["S" if c in ("LJ", "BJ") else c[-1] for c in codes]
        if suit[0] == "S" and not broken:
            voids[cards[0][0]] |= {"H", "D", "C"}
        for (seat, _), s in zip(cards[1:], suit[1:]):
            if s != suit[0]:
                voids[seat].add(suit[0])
        if len(cards) == view["seats"] and "S" in suit:
            broken = True
    return voids


def suit_of_code(code):
    return "S" if code in ("LJ", "BJ") else code[-1]


@pytest.mark.slow
def test_thousands_of_samples_agree_with_the_seat_view():
    rng = Rng(11)
    checked = void_checks = 0
    for n, (state, seat) in enumerate(positions(60)):
        if n % 7:
            continue
        view = G.view(state, seat)
        # the sampler gets a fresh copy of the view only (JSON round trip: nothing shared with the state)
        world = sample_world(G, json.loads(json.dumps(view)), rng)
        assert G.view(world, seat) == view
        d = G.dump(world)
        held = [c for h in d["hands"] for c in h]
        played = [c for t in d["tricks"] for c in t[1]] + d["trick"]
        assert sorted(held + played) == sorted(DECK_CODES[d["seats"]])      # every card once
        real = G.dump(state)
        for j, lacks in enumerate(shown_voids(view)):
            assert not any(suit_of_code(c) in lacks for c in real["hands"][j])   # the reading is right
            assert not any(suit_of_code(c) in lacks for c in d["hands"][j]), (j, lacks, d["hands"][j])
            void_checks += bool(lacks)
        # the sampled world plays on under the rules
        if world.to_move is not None:
            G.apply(world, G.legal_actions(world)[0])
        checked += 1
    assert checked > 2000 and void_checks > 1000


def test_the_sampler_reads_only_the_view():
    """Two states that differ only in cards the seat cannot see give the same samples."""
    rng_checks = 0
    for n, (state, seat) in enumerate(positions(12, levels=("normal",), seed=5)):
        if n % 5 or state.phase != PLAY:
            continue
        d = G.dump(state)
        others = [j for j in range(d["seats"]) if j != seat and d["hands"][j]]
        if len(others) < 2:
            continue
        a, b = others[0], others[1]
        # swap one card of the same suit between two other seats: the seat's view cannot tell
        pair = next(((x, y) for x in d["hands"][a] for y in d["hands"][b]
                     if suit_of_code(x) == suit_of_code(y)), None)
        if pair is None:
            continue
        x, y = pair
        d["hands"][a] = [y if c == x else c for c in d["hands"][a]]
        d["hands"][b] = [x if c == y else c for c in d["hands"][b]]
        twin = G.load(d)
        assert G.view(twin, seat) == G.view(state, seat) and not G.same_state(twin, state)
        w1 = sample_world(G, G.view(state, seat), Rng(n))
        w2 = sample_world(G, G.view(twin, seat), Rng(n))
        assert G.dump(w1) == G.dump(w2)
        rng_checks += 1
    assert rng_checks > 100


def test_a_deal_forced_by_voids_is_always_found():
    # 4 seats, seat 0 samples; seat 1 holds only spades (shown), seat 2 no spades, seat 3 anything.
    # All 5 unseen spades must go to seat 1 whatever order the shuffle gives.
    spades = [INT_OF[c] for c in ("AS", "KS", "QS", "JS", "10S")]
    hearts = [INT_OF[c] for c in ("AH", "KH", "QH", "JH")]
    clubs = [INT_OF[c] for c in ("AC", "KC", "QC")]
    voids = [0, 0b1110, 0b0001, 0]
    for seed in range(300):
        hands = deal_unseen(spades + hearts + clubs, [0, 5, 4, 3], voids, [1, 2, 3], Rng(seed))
        assert hands[1] == sum(1 << c for c in spades)
        assert not hands[2] & SUIT_MASK[0]
        assert [h.bit_count() for h in hands] == [0, 5, 4, 3]
    with pytest.raises(ValueError):
        deal_unseen(spades + hearts, [0, 3, 3, 3], [0, 0b1110, 0b1110, 0b1110], [1, 2, 3], Rng(1))


def test_with_no_voids_every_unseen_card_is_spread_by_hand_size():
    # seat 0 holds 13; seat 1 has 12 cards, 2 and 3 have 13 after seat 1 led (no voids yet)
    state = G.new_state(4, seed=3, options={"dealer": 3})
    for _ in range(4):
        state = G.apply(state, G.legal_actions(state)[0])     # bids of 1
    state = G.apply(state, G.legal_actions(state)[0])         # seat 0 leads
    seat = 2
    view = G.view(state, seat)
    counts = view["hand_counts"]
    rng = Rng(4)
    tally = {}
    trials = 1500
    target = next(c for c in G.dump(state)["hands"][1])       # a card seat 2 cannot see
    for _ in range(trials):
        d = G.dump(sample_world(G, view, rng))
        for j in (0, 1, 3):
            if target in d["hands"][j]:
                tally[j] = tally.get(j, 0) + 1
    total = sum(counts[j] for j in (0, 1, 3))
    for j in (0, 1, 3):
        expect = trials * counts[j] / total
        assert abs(tally.get(j, 0) - expect) < 4 * (expect * (1 - counts[j] / total)) ** 0.5, (tally, counts)


@pytest.mark.slow
def test_fast_playout_plays_exactly_like_the_normal_bot():
    fast = FastNormal(G, 0)
    compared = 0
    for n, (state, seat) in enumerate(positions(40, seed=9)):
        if state.phase != PLAY or seat != state.to_move:
            continue
        legal = G.legal_actions(state)
        want = NormalBot(G, seat, 1).choose(G.view(state, seat), legal)
        played, voids = seen_so_far(state)
        assert fast.play(state.copy(), played, voids) == INT_OF[want["card"]]
        compared += 1
    assert compared > 3000


@pytest.mark.slow
def test_hard_is_a_level_and_chooses_legal_moves_reproducibly():
    assert LEVELS["hard"] is HardBot
    checked = 0
    for n, (state, seat) in enumerate(positions(4, levels=("normal",), seed=2)):
        if seat != state.to_move or n % 9:
            continue
        view, legal = G.view(state, seat), G.legal_actions(state)
        a = make_bot("quadwar", "hard@24", seat, 7).choose(view, legal)
        b = make_bot("quadwar", "hard@24", seat, 7).choose(json.loads(json.dumps(view)), legal)
        assert a in legal and a == b
        checked += 1
    assert checked > 20


def test_hard_bids_from_the_tricks_its_hand_takes_in_the_playouts():
    # four seats: a bid near the honest count, with a reason
    state = G.new_state(4, seed=21, options={"dealer": 3})
    bot = make_bot("quadwar", "hard@60", 0, 1)
    a = bot.choose(G.view(state, 0), G.legal_actions(state))
    normal = NormalBot(G, 0, 1).choose(G.view(state, 0), G.legal_actions(state))
    assert a["type"] == "bid" and abs(a["tricks"] - normal["tricks"]) <= HardBot.BID_REACH
    assert "from what you can see" in bot.reason and bot.last_stats["rollouts"] == 60
    # two seats: the unseen cards are the other hand, so every playout is the real hand played out
    # with the honest bid; the best bid is then exactly the tricks taken (fewer scores less, more fails)
    checked = 0
    for seed in range(12):
        state = G.new_state(2, seed=seed, options={"dealer": 1})
        view, legal = G.view(state, 0), G.legal_actions(state)
        b0 = NormalBot(G, 0, 1).choose(view, legal)["tricks"]
        played = G.apply(state, {"type": "bid", "tricks": b0})
        while played.hand_no == 1:
            played = G.apply(played, NormalBot(G, played.to_move, 1).choose(
                G.view(played, played.to_move), G.legal_actions(played)))
        taken = played.sheet[-1]["won"][0]
        if abs(taken - b0) > HardBot.BID_REACH:
            continue
        assert make_bot("quadwar", "hard@8", 0, seed).choose(view, legal) == {"type": "bid", "tricks": taken}
        checked += 1
    assert checked >= 6


def test_with_every_card_known_hard_finds_the_best_card():
    """Two seats: the unseen cards are all the opponent's, so every sampled deal is the real one and
    the playouts (normal play for both) are exact: hard must pick a card with the best hand outcome."""
    checked = 0
    for n, (state, seat) in enumerate(positions(24, levels=("normal",), seed=4)):
        if state.seats != 2 or seat != state.to_move or state.phase != PLAY:
            continue
        legal = G.legal_actions(state)
        if len(legal) < 2 or state.hands[seat].bit_count() > 4:
            continue
        bot = make_bot("quadwar", "hard@40", seat, n)
        value = {}
        for a in legal:
            after = G.apply(state, a)
            value[a["card"]] = bot.utility(playout_hand(after.copy(), FastNormal(G, seat)), seat)
        pick = bot.choose(G.view(state, seat), legal)
        assert value[pick["card"]] == max(value.values()), (value, pick)
        checked += 1
    assert checked >= 20, checked


def test_equivalent_cards_keep_one_card_of_each_run():
    from quash_table.games.quadwar.hard import equivalent_cards

    def view(hand, played):
        return {"hand": hand, "tricks": [{"leader": 0, "cards": [[i % 4, c] for i, c in enumerate(played)],
                                          "winner": 0}] if played else [], "trick": []}

    ints = lambda codes: sorted(INT_OF[c] for c in codes)           # noqa: E731
    # 9H 10H QH KH with JH played: one run (nothing unseen between them); 2C a run of its own
    v = view(["9H", "10H", "QH", "KH", "2C"], ["JH", "3C", "4C", "5C"])
    got = equivalent_cards(v, ints(["9H", "10H", "QH", "KH", "2C"]))
    assert got == ints(["9H", "2C"])
    v = view(["9H", "10H", "QH", "2C"], [])
    assert equivalent_cards(v, ints(["9H", "10H", "QH"])) == ints(["9H", "QH"])   # JH unseen splits
    # the preferred card represents its run
    assert equivalent_cards(v, ints(["9H", "10H", "QH"]), INT_OF["10H"]) == ints(["10H", "QH"])
    # AS, LJ, BJ: the jokers are the top spades
    v = view(["AS", "BJ", "3D"], ["LJ", "4D", "5D", "6D"])
    assert equivalent_cards(v, ints(["AS", "BJ"])) == ints(["AS"])
    v = view(["AS", "BJ", "3D"], [])
    assert equivalent_cards(v, ints(["AS", "BJ"])) == ints(["AS", "BJ"])
