"""Issue 22, session 36: a new game's fast deal (deals.first_deal) deals exactly what the draw and shuffle one
step at a time deal. No timing is asserted: the figures are measured, not judged."""

from quash_table.engine.rng import GAMMA, MASK64, Rng, below_from, next_outputs, uniform_below
from quash_table.games import get_game
from quash_table.games.quadwar.deals import CURRENT, _ORDERS, draw_first_dealer, first_deal, shuffled_hands

G = get_game("quadwar")


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
