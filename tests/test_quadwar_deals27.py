"""Quadruple War's deal versions (session 27, games/quadwar/deals.py): a new game deals the cheaper way (deal
2, named in its options and so in its saves), a game whose options do not name a deal (every save before)
deals exactly as before, and both replay from their saves."""

import math
import random
from collections import Counter

import pytest

from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match
from quash_table.engine.rng import GAMMA, MASK64, MIX1, MIX2, Rng, radix_sums, uniform_below
from quash_table.engine.saves import match_from_dict, match_to_dict
from quash_table.games import get_game
from quash_table.games.quadwar.cards import DECK_BITS, DECK_RANKS
from quash_table.games.quadwar.cards import shuffled_hands as shuffled_hands_1
from quash_table.games.quadwar.deals import draw_first_dealer, draw_first_dealer_1
from quash_table.ui.screens.option_words import checked_options

G = get_game("quadwar")


def plain_radix_shuffle(items, number):
    """Fisher-Yates from the last position down, position i swapping with digit number % (i + 1)."""
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        number, j = divmod(number, i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def test_radix_sums_are_the_numbered_shuffle_summed_round_the_table():
    rnd = random.Random(27)
    for size in (2, 3, 13, 52, 53, 54):
        items = [1 << i for i in range(size)]
        for n in (1, 2, 3, 4, 5):
            for first in range(n):
                for number in (0, math.factorial(size) - 1, *(rnd.randrange(math.factorial(size)) for _ in range(5))):
                    deck = plain_radix_shuffle(items, number)
                    want = [sum(deck[(k - first) % n::n]) for k in range(n)]
                    assert radix_sums(list(items), n, first, number) == want, (size, n, first, number)


def _seed_whose_next_output_is(x):
    """The Rng seed whose first next64() is x (SplitMix64's mixing is a bijection)."""
    def unshift(y, s):
        z = y
        for _ in range(64 // s + 1):
            z = y ^ (z >> s)
        return z
    z = unshift(x, 31)
    z = unshift(z * pow(MIX2, -1, 1 << 64) & MASK64, 27)
    return (unshift(z * pow(MIX1, -1, 1 << 64) & MASK64, 30) - GAMMA) & MASK64


def test_uniform_below_refuses_a_number_in_the_top_remainder_and_draws_again():
    seed = _seed_whose_next_output_is(MASK64)         # 2**64 - 1: in the top 2**64 % 3 for m = 3
    rng, plain = Rng(seed), Rng(seed)
    assert plain.next64() == MASK64
    got = uniform_below(rng, 3)
    assert got == plain.next64() % 3 and rng.state == plain.state     # one output refused, the next taken
    counts = Counter(uniform_below(rng, 6) for _ in range(6000))
    assert sorted(counts) == list(range(6)) and all(850 < c < 1150 for c in counts.values())
    big = math.factorial(52)
    numbers = [uniform_below(rng, big) for _ in range(200)]
    assert all(0 <= x < big for x in numbers) and len(set(numbers)) == 200
    assert max(numbers) > big // 2 > min(numbers)


def test_a_new_game_names_deal_2_and_a_game_whose_options_name_none_deals_as_before():
    for seats in (2, 3, 4, 5):
        for seed in range(40):
            new = G.new_state(seats, seed=seed)
            assert new.options["deal"] == 2
            assert sum(new.hands) == sum(DECK_BITS[seats])
            assert [h.bit_count() for h in new.hands] == [len(DECK_BITS[seats]) // seats] * seats
            old = G.new_state(seats, seed=seed, options={"target": 500})
            assert "deal" not in old.options                  # as every save before deal 2 holds them
            rng = Rng(seed)
            dealer = draw_first_dealer_1(rng, seats)
            assert (old.dealer, old.hands) == (dealer, shuffled_hands_1(rng, seats, dealer))
            assert G.dump(G.new_state(seats, seed=seed, options={"deal": 1, "target": 500})) == G.dump(old)


def test_deal_2_numbers_the_first_dealers_draw_and_the_deal_from_the_rng():
    for seats in (2, 4, 5):
        for seed in range(30):
            s = G.new_state(seats, seed=seed)
            rng = Rng(seed)
            # the draw, by the plain rule: each candidate takes a card from the bottom of a numbered
            # shuffle's first steps; ties draw again
            cands = list(range(seats))
            while True:
                size = len(DECK_RANKS[seats])
                k = len(cands)
                number = uniform_below(rng, math.prod(range(size - k + 1, size + 1)))
                deck = list(DECK_RANKS[seats])
                for i in range(size - 1, size - 1 - k, -1):
                    number, j = divmod(number, i + 1)
                    deck[i], deck[j] = deck[j], deck[i]
                drawn = deck[size - k:][::-1]
                best = max(drawn)
                if drawn.count(best) == 1:
                    dealer = cands[drawn.index(best)]
                    break
                cands = [c for c, r in zip(cands, drawn) if r == best]
            assert s.dealer == dealer
            deck = plain_radix_shuffle(DECK_BITS[seats], uniform_below(rng, math.factorial(len(DECK_BITS[seats]))))
            assert s.hands == [sum(deck[(k - dealer - 1) % seats::seats]) for k in range(seats)]
            assert s.rng == rng.state


def test_deal_2s_first_dealer_is_every_seat_alike():
    for seats in (2, 4, 5):
        counts = Counter(draw_first_dealer(Rng(seed), seats, 2) for seed in range(4000))
        assert sorted(counts) == list(range(seats))
        assert all(abs(c - 4000 / seats) < 4000 / seats * 0.12 for c in counts.values()), counts


def _played(match, moves, pick=0):
    for _ in range(moves):
        match.play(match.legal_actions()[pick % len(match.legal_actions())])
        pick += 7
    return match


@pytest.mark.parametrize("options", [None, {"target": 120}])
def test_both_deals_replay_from_their_saves_past_a_hand(options):
    # 70 moves: hand 1 (4 bids, 52 cards) and into hand 2, whose deal is owed until its cards are read
    m = _played(Match("quadwar", ["bot:random"] * 4, 9, options), 70)
    assert m.state.hand_no == 2
    data = match_to_dict(m)
    assert ("deal" in data["options"]) == (options is None)
    back = match_from_dict(data)
    assert G.dump(back.state) == G.dump(m.state) and back.options == m.options
    # hand 2 is dealt the game's way from the RNG as hand 1 left it
    first = _played(Match("quadwar", ["bot:random"] * 4, 9, options), 56)
    rng = Rng(first.state.facts.owed)
    version = 2 if options is None else 1
    want = (radix_sums(list(DECK_BITS[4]), 4, (first.state.dealer + 1) % 4,
                       uniform_below(rng, math.factorial(52))) if version == 2
            else shuffled_hands_1(rng, 4, first.state.dealer))
    assert first.state.hands == want


def test_a_person_begins_a_game_with_the_current_deal_and_a_deal_must_be_known():
    assert G.options_from_user({"target": 200}) == {"target": 200, "deal": 2}
    assert checked_options(G, {"target": 200}, 4)["deal"] == 2
    assert G.check_options({"deal": 2, "bags": True}, 3)["deal"] == 2
    for bad in (3, 0, True, "2", None):
        with pytest.raises(IllegalAction):
            G.check_options({"deal": bad}, 4)
