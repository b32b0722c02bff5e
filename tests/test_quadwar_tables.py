"""Quadruple War's tables (issue 22's fast path) give the plain rule's answers: the legal-play tuples read
by byte, the trick winner read from a strength table, the deal made by shuffling the cards'
bits, the first dealer drawn from shuffled ranks, and apply building the next state field by field."""

import itertools
import random

import pytest

from quash_table.engine.cards import deck_from_stacked
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quadwar.actions import BYTE_PLAYS, PLAY_ACTIONS, play_actions, plays_in_suit
from quash_table.games.quadwar.cards import (CODE, DECK_CODES, DECK_INTS, INT_OF, SUIT_MASK, codes_of,
                                             shuffled_hands, trick_winner_index)
from quash_table.games.quadwar.deals import draw_first_dealer_1 as draw_first_dealer
from quash_table.games.quadwar.machine import do_bid, do_play

G = get_game("quadwar")
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "LJ", "BJ"]


def plain_rank(code):
    """Jokers highest, then A..2 (suits ignored): the first dealer's draw."""
    return RANKS.index(code) if code in ("LJ", "BJ") else RANKS.index(code[:-1])


def plain_suit(code):
    return "S" if code in ("LJ", "BJ") else code[-1]


def plain_winner(codes):
    """Who wins a trick, from the codes alone: the highest trump (spades, LJ, BJ) if one was played, else
    the highest card of the suit led."""
    trumps = [i for i, c in enumerate(codes) if plain_suit(c) == "S"]
    led = plain_suit(codes[0])
    pool = trumps or [i for i, c in enumerate(codes) if plain_suit(c) == led]
    return max(pool, key=lambda i: plain_rank(codes[i]))


def test_the_legal_play_tuples_are_the_shared_plays_of_the_masks_cards():
    rng = random.Random(22)
    deck = DECK_INTS[4]
    masks = [sum(1 << c for c in rng.sample(deck, rng.randint(0, 13))) for _ in range(3000)]
    masks += [SUIT_MASK[s] & sum(1 << c for c in deck) for s in range(4)]
    for mask in masks:
        plays = play_actions(mask)
        assert plays == tuple({"type": "play", "card": code} for code in codes_of(mask))
        assert all(a is PLAY_ACTIONS[INT_OF[a["card"]]] for a in plays)     # the shared actions
        for suit in range(4):
            in_suit = mask & SUIT_MASK[suit]
            assert plays_in_suit(in_suit, suit) == tuple(a for a in plays if INT_OF[a["card"]] >> 4 == suit)
    assert [len(byte) for byte in BYTE_PLAYS] == [256] * 8                  # a fixed table, nothing to grow


def test_the_trick_winner_table_names_the_plain_rules_winner():
    cards = DECK_INTS[4]
    for trick in itertools.permutations(cards, 2):
        assert trick_winner_index(trick) == plain_winner([CODE[c] for c in trick])
    rng = random.Random(7)
    for n in (3, 4, 5):
        for _ in range(20000):
            trick = tuple(rng.sample(cards, n))
            assert trick_winner_index(trick) == plain_winner([CODE[c] for c in trick]), trick


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_shuffling_the_cards_bits_deals_what_dealing_the_shuffled_cards_deals(seats):
    for seed in range(300):
        dealer = seed % seats
        plain_rng, fast_rng = Rng(seed), Rng(seed)
        deck = deck_from_stacked(DECK_CODES[seats], None, plain_rng)
        plain = [[] for _ in range(seats)]
        for k, code in enumerate(deck):             # one at a time from the dealer's left
            plain[(dealer + 1 + k) % seats].append(code)
        hands = shuffled_hands(fast_rng, seats, dealer)
        assert [sorted(codes_of(h)) for h in hands] == [sorted(h) for h in plain]
        assert fast_rng.state == plain_rng.state


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_the_first_dealer_is_the_plain_high_card_draw(seats):
    ties = 0
    for seed in range(400):
        plain_rng, fast_rng = Rng(seed), Rng(seed)
        cands = list(range(seats))
        while True:
            deck = deck_from_stacked(DECK_CODES[seats], None, plain_rng)
            drawn = {seat: plain_rank(deck[i]) for i, seat in enumerate(cands)}
            best = max(drawn.values())
            cands = [seat for seat in cands if drawn[seat] == best]
            if len(cands) == 1:
                break
            ties += 1
        assert draw_first_dealer(fast_rng, seats) == cands[0]
        assert fast_rng.state == plain_rng.state
    assert ties > 0                                  # the draw-again path was taken too


def test_apply_builds_what_the_search_bots_path_makes_and_leaves_the_state_as_it_was():
    for seats in (2, 3, 4, 5):
        choice = random.Random(seats).choice
        s = G.new_state(seats, seed=seats, options={"target": 60})
        while s.to_move is not None:
            before = G.dump(s)
            action = choice(G.legal_actions(s))
            after = G.apply(s, action)
            assert G.dump(s) == before
            mutated = s.copy()
            if action["type"] == "bid":
                do_bid(mutated, action["tricks"])
            else:
                do_play(mutated, INT_OF[action["card"]])
            assert G.dump(after) == G.dump(mutated)
            s = after
