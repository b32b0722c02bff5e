"""Issue 22, session 36: `bench` reports Quadruple War's first hands per second through the contract beside
OpenSpiel's spades (when pyspiel is installed), and a new game's fast deal (deals.first_deal) deals exactly
what the draw and shuffle one step at a time deal. No timing is asserted: the figures are measured, not judged."""

import sys
import types

from quash_table import bench
from quash_table.engine.rng import GAMMA, MASK64, Rng, below_from, next_outputs, uniform_below
from quash_table.games import get_game
from quash_table.bench import spades as spades_compare
from quash_table.games.quadwar.deals import CURRENT, _ORDERS, draw_first_dealer, first_deal, shuffled_hands

G = get_game("quadwar")


class _FakeState:
    def __init__(self):
        self.moves = 0

    def is_terminal(self):
        return self.moves == 3

    def legal_actions(self):
        return [0, 1]

    def apply_action(self, a):
        self.moves += 1

    def returns(self):
        return [0.0] * 4


def test_bench_reports_quadwar_first_hands_and_says_when_openspiel_is_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)        # import pyspiel fails, installed or not
    res = bench.run_bench(["quadwar"], levels=(), ui=False)
    fh = res["games"]["quadwar"]["first_hands"]
    assert fh["seats"] == 4 and fh["hands_per_s"] > 0 and len(fh["runs"]) == fh["repeat"]
    assert fh["openspiel_hands_per_s"] is None and fh["ratio"] is None
    text = bench.format_bench(res)
    assert f"first hands: {fh['hands_per_s']:.0f} hands/s (4 seats" in text
    assert "OpenSpiel not installed" in text


def test_the_comparison_measures_openspiel_in_the_same_run_when_it_is_there(monkeypatch):
    game = types.SimpleNamespace(new_initial_state=_FakeState)
    monkeypatch.setitem(sys.modules, "pyspiel", types.SimpleNamespace(load_game=lambda name: game))
    seen = []
    res = spades_compare.compare(hands=30, repeat=2, report=lambda *a: seen.append(a[:2]))
    assert seen == [(1, spades_compare.OURS), (1, spades_compare.THEIRS), (2, spades_compare.OURS),
                    (2, spades_compare.THEIRS)]                 # alternated, run by run
    assert res["openspiel_hands_per_s"] > 0 and len(res["openspiel_runs"]) == 2
    assert res["ratio"] == round(res["hands_per_s"] / res["openspiel_hands_per_s"], 3)
    text = bench.format_bench({"machine": {"platform": "p", "python": "3"}, "games": {"quadwar": {
        "random_playouts": {"games_per_s": 1.0, "seats": 2, "moves_per_s": 1.0}, "first_hands": res}}})
    assert f"OpenSpiel spades {res['openspiel_hands_per_s']:.0f} hands/s in the same run: {res['ratio']:.2f}x" in text


def test_a_new_games_fast_deal_is_the_step_by_step_draw_and_deal():
    for seats in range(2, 6):
        for seed in [*range(400), -7, MASK64, 2**70 + 3]:
            rng = Rng(seed)
            dealer = draw_first_dealer(rng, seats, CURRENT)
            stepped = (dealer, shuffled_hands(rng, seats, dealer, CURRENT), rng.state)
            assert first_deal(seed, seats) == stepped
            s = G.new_state(seats, seed=seed)                   # a new game deals 2 by first_deal
            assert (s.dealer, s.hands, s.rng) == stepped


def test_next_outputs_and_below_from_are_the_rngs_own_steps():
    for seed in (0, 1, 12345, MASK64, 2**63 + 7):
        rng = Rng(seed)
        assert next_outputs(seed, 3) == tuple(rng.next64() for _ in range(3))
        assert rng.state == (seed + 3 * GAMMA) & MASK64
        x = Rng(seed).next64()
        for m in (_ORDERS[4], 6497400, 7):
            assert below_from(x, m) == uniform_below(Rng(seed), m)


def test_new_states_short_path_is_the_bases_checked_one():
    from quash_table.engine.game import Game, IllegalAction
    for seats in range(2, 6):
        for seed in (0, 5, -3, 2**65):
            assert G.dump(G.new_state(seats, seed)) == G.dump(Game.new_state(G, seats, seed))
    assert G.dump(G.new_state(4, None)) == G.dump(G.new_state(4, 0))
    for seats, seed in ((1, 0), (6, 0), (True, 0), (4.0, 0), (4, True), (4, "x"), (4, 1.5)):
        try:
            G.new_state(seats, seed)
        except IllegalAction:
            continue
        raise AssertionError(f"new_state({seats!r}, {seed!r}) was not refused")


def test_a_suits_plays_are_kept_by_pattern_and_are_the_byte_tables_plays():
    # SUIT_PLAYS[suit][bits]: made from the byte tables the first time a pattern comes, then read as it is
    import random

    from quash_table.games.quadwar.actions import BYTE_PLAYS, SUIT_PLAYS, play_actions, suit_plays
    from quash_table.games.quadwar.cards import DECK_INTS, SUIT_MASK, codes_of
    assert [len(t) for t in SUIT_PLAYS] == [1 << 15, 1 << 13, 1 << 13, 1 << 13]    # a suit's ranks (spades: jokers)
    rng = random.Random(36)
    for _ in range(2000):
        mask = sum(1 << c for c in rng.sample(DECK_INTS[4], rng.randint(0, 13)))
        plays = play_actions(mask)
        assert [a["card"] for a in plays] == codes_of(mask)
        for suit in range(4):
            bits = (mask & SUIT_MASK[suit]) >> (16 * suit)
            kept = SUIT_PLAYS[suit][bits]
            assert kept == BYTE_PLAYS[2 * suit][bits & 255] + BYTE_PLAYS[2 * suit + 1][bits >> 8]
            assert suit_plays(suit, bits) == kept and play_actions(mask) == plays
