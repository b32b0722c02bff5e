"""QUASH over thousands of random games in its four configurations (2 or 4 seats, basic or advanced):
the contract at every step (tests/contract_checks.py), the 52 cards accounted for after every action,
scores consistent with the public scoring events, and no view showing another seat's hand (partner
included), a face-down tiebreaker card, or the advanced discards."""

import json
import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quash.composer import SwapChain
from quash_table.games.quash.rules import DECK, LISTED_SWAPS, SIZES, can_become_proper

from .contract_checks import play_random_games
from .test_quash_rules import chain_oracle

G = get_game("quash")
CONFIGS = [(2, "basic"), (4, "basic"), (2, "advanced"), (4, "advanced")]
DECK_SET = set(DECK)


def cards_accounted_for(s):
    cards = s.pile + s.spent
    cards.extend(s.discards)
    for h in s.hands:
        cards.extend(h)
    for side in s.board:
        for spot in side:
            cards.extend(spot)
    if s.tb is not None:
        cards.extend(c for c in s.tb if c is not None)
    assert len(cards) == 52 and set(cards) == DECK_SET, "the 52 cards are not all accounted for"
    for side in s.board:
        assert all(len(spot) <= SIZES[k] for k, spot in enumerate(side))
    gained = [0, 0]
    for r in s.rounds:
        gained = [gained[0] + r["points"][0], gained[1] + r["points"][1]]
    if s.phase not in ("deal", "over"):
        for e in s.events:
            if "points" in e:
                gained = [gained[0] + e["points"][0], gained[1] + e["points"][1]]
    assert gained == s.scores, "the scores differ from the scoring events"
    if s.phase == "over":
        assert s.scores[s.winner] >= s.target and s.scores[s.winner] > s.scores[1 - s.winner]
    elif s.phase == "play":
        assert max(s.scores) < s.target or s.scores[0] == s.scores[1]
        if s.seats == 2 and not s.adv and s.pile:
            assert len(s.hands[0]) == len(s.hands[1]) == 13


def secrets(s, seat, viewer):
    """What `viewer` must never see of `seat`: its hand, its face-down tiebreaker card, the discards. A hand
    holding its team's pool (4 players) holds the partner's own leftover cards too: those `viewer` put
    there are its own, no secret to it (tests/test_quash_pool_s19.py checks that apart from the state)."""
    own = set(s.leftovers[viewer]) if s.leftovers is not None and viewer is not None else set()
    out = [c for c in s.hands[seat] if c not in own] + list(s.discards)
    if s.tb is not None:
        side = seat % 2
        if s.tb[side] is not None and s.holders()[side] == seat:
            out.append(s.tb[side])
    return out


def wrong_moves(s, rng):
    me = s.to_move
    bad = []
    for other in range(s.seats):
        if other != me and s.hands[other]:
            c = s.hands[other][rng.below(len(s.hands[other]))]
            bad += [{"type": "play", "card": c, "spot": 1}, {"type": "tiebreak", "card": c}]
    if s.phase == "play":
        side = s.board[me % 2]
        hand = s.hands[me]
        c = hand[rng.below(len(hand))]
        full = [k + 1 for k in range(9) if len(side[k]) == SIZES[k]]
        if full:
            bad.append({"type": "play", "card": c, "spot": full[0]})
        on_board = [(x, k + 1) for k in range(9) for x in side[k]]
        legal = None
        for _ in range(4):      # random chains: refused unless legal by an independent reading
            if not on_board:
                break
            x, k = on_board[rng.below(len(on_board))]
            a = {"type": "play", "card": c, "spot": k, "swap": [[x, 1 + rng.below(9)]]}
            if rng.below(2) and len(on_board) > 1:
                y, k2 = on_board[rng.below(len(on_board))]
                a["swap"] = [[x, k2], [y, 1 + rng.below(9)]]
            if legal is None:
                legal = G.legal_actions(s)
            if a not in legal and not chain_oracle(side, c, k, a["swap"])[0]:
                bad.append(a)
        bad += [{"type": "deal"}, {"type": "play", "card": c, "spot": 0}]
    elif s.phase == "tiebreak":
        bad += [{"type": "play", "card": (s.hands[me] or ["2C"])[0], "spot": 1}, {"type": "deal"},
                {"type": "tiebreak_chooser", "seat": (me + 1) % s.seats}]
        if s.seats == 4 and s.named[me % 2] is not None:
            bad.append({"type": "tiebreak_chooser", "seat": me})
    else:
        bad.append({"type": "tiebreak", "card": "AS"})
    return bad


def config(i):
    """Game i's seats, variant and target. Advanced games cost far more a move (hundreds of legal swap
    chains a turn), so of every 40 games 19 are 2-player basic, 19 are 4-player basic, one is 2-player
    advanced and one 4-player advanced. Most races are short (part of a round), some run over the next
    deal (targets 6 and 12) and 1 basic game in 20 goes the default 30 (several rounds)."""
    k, j = i % 40, (i // 40) % 20
    if k < 38:
        return (2 if k < 19 else 4), "basic", BASIC_TARGETS[(j + k) % 20]
    return (2 if k == 38 else 4), "advanced", ADVANCED_TARGETS[j]


BASIC_TARGETS = (3,) * 11 + (6,) * 5 + (12,) * 3 + (30,)
ADVANCED_TARGETS = (3,) * 14 + (6,) * 4 + (12,) * 2


def run(n, seed, full_every, offset=0):
    """Games offset .. offset+n-1 of the mix (the mix depends on the game's number, the deal on seed)."""
    return play_random_games(G, n, seats_for=lambda i: config(offset + i)[0],
                             options_for=lambda i: {"variant": config(offset + i)[1],
                                                    "target": config(offset + i)[2]},
                             invariant=cards_accounted_for, secrets=secrets, extra_illegal=wrong_moves,
                             seed=seed, full_every=full_every)


def run_spread(n, seed, full_every):
    """run() over the machine's cores (two here): consecutive blocks of the mix, each with its own seed."""
    workers = min(os.cpu_count() or 1, 4)
    if workers < 2 or n < 400:
        return run(n, seed, full_every)
    size = -(-n // workers)
    blocks = [(min(size, n - k * size), seed + k, full_every, k * size) for k in range(workers)]
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
        return sum(pool.map(_run_block, blocks))


def _run_block(block):
    return run(*block)


def test_the_mix_covers_all_four_configurations():
    seen = {config(i) for i in range(5000)}
    assert {(a, b) for a, b, t in seen if t > 6} == set(CONFIGS)


@pytest.mark.slow
def test_random_games_keep_every_rule(n_games):
    n = n_games or 5000
    assert run_spread(n, seed=21, full_every=41) == n


@pytest.mark.slow
def test_every_step_fully_checked_in_a_few_games():
    """Every configuration, every target length, checked at every single step."""
    games = [(seats, variant, target) for seats, variant in CONFIGS for target in (3, 12, 30)]
    done = play_random_games(G, len(games), seats_for=lambda i: games[i][0],
                             options_for=lambda i: {"variant": games[i][1], "target": games[i][2]},
                             invariant=cards_accounted_for, secrets=secrets, extra_illegal=wrong_moves,
                             seed=5, full_every=1)
    assert done == len(games)


def test_long_chains_in_random_advanced_games():
    """Chains of any length, built one random drop at a time as a person would on the board, in random
    advanced games (2 and 4 seats): apply takes every chain the composer finishes (most of them longer
    than legal_actions lists), the 52 cards and the scores stay accounted for, every touched spot keeps its
    potential, and dump/load and replay from the log hold."""
    rng = Rng(33)
    longer = 0
    for g in range(10):
        seats = 2 if g % 2 == 0 else 4
        options = {"variant": "advanced", "target": 6}
        s = G.new_state(seats, seed=g, options=options)
        log = []
        while s.to_move is not None:
            legal = G.legal_actions(s)
            action = legal[rng.below(len(legal))]
            if s.phase == "play" and rng.below(2):
                side = s.board[s.to_move % 2]
                starts = [(c, k + 1, x) for c in s.hands[s.to_move] for k in range(9) for x in side[k]]
                for _ in range(4 if starts else 0):
                    try:
                        chain = SwapChain(side, *starts[rng.below(len(starts))])
                    except IllegalAction:
                        continue
                    done = None
                    while done is None:
                        opts = chain.options()
                        if not opts:
                            break
                        swaps = [o for o in opts if o[1] is not None]
                        pick = swaps if swaps and rng.below(4) else opts     # mostly go on swapping
                        done = chain.step(*pick[rng.below(len(pick))])
                    if done is not None:
                        action = done
                        longer += len(done["swap"]) > LISTED_SWAPS
                        break
            before = G.dump(s)
            nxt = G.apply(s, action)
            assert G.dump(s) == before, "apply changed the state it was given"
            if action.get("swap"):
                mine = nxt.board[s.to_move % 2]
                assert all(can_become_proper(mine[k], k + 1) for k in range(9)
                           if mine[k] != s.board[s.to_move % 2][k])
            s = nxt
            log.append(action)
            cards_accounted_for(s)
            d = G.dump(s)
            assert G.dump(G.load(json.loads(json.dumps(d)))) == d
        again = G.new_state(seats, seed=g, options=options)
        for a in log:
            again = G.apply(again, a)
        assert G.dump(again) == G.dump(s), "replay from seed + actions differs"
    assert longer >= 20, f"only {longer} chains longer than the listed ones were played"
