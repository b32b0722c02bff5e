"""Session 31 (issue 22): a completed trick's winner is read by folding its cards through machine.TAKES
(two table reads a card) instead of the strength loop: the fold names the card cards.winning_strength
names, for every trick of every table size that random play can make and for every pair of cards."""

import random

import pytest

from quash_table.games.quadwar import machine
from quash_table.games.quadwar.cards import DECK_INTS, winning_strength


def folded(trick):
    best = trick[0]
    for c in trick[1:]:
        best = machine.TAKES[best][c]
    return best


def test_takes_keeps_the_stronger_card_of_every_pair_led_by_the_first():
    cards = DECK_INTS[3]                 # every card of the 54
    for a in cards:
        for b in cards:
            assert folded((a, b)) == winning_strength((a, b)) % 100


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_a_fold_through_takes_wins_as_the_strength_loop(seats):
    rng = random.Random(31 + seats)
    deck = list(DECK_INTS[seats])
    for _ in range(3000):
        trick = tuple(rng.sample(deck, seats))
        best = winning_strength(trick)
        assert folded(trick) == best % 100
        assert (folded(trick) < 16) == (best >= 200)
