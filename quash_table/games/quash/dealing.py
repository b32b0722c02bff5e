"""QUASH's first dealer: a high-card draw with the game's RNG (the rules' new_state; its draws are the
public record the board shows)."""

from .sequences import DECK
from ...engine.cards import RANK_VALUE


def draw_dealer(rng, seats):
    """First dealer by high card with the RNG: every seat draws, ties for the highest draw again.

    Returns (dealer, draws): draws is the public record, one list per drawing round of [seat, rank]."""
    deck = list(DECK)
    rng.shuffle(deck)
    pos = 0
    contenders = list(range(seats))
    draws = []
    while True:
        this = []
        for seat in contenders:
            if pos == len(deck):
                rng.shuffle(deck)
                pos = 0
            this.append((seat, deck[pos][:-1]))
            pos += 1
        draws.append(this)
        best = max(RANK_VALUE[r] for _, r in this)
        contenders = [seat for seat, r in this if RANK_VALUE[r] == best]
        if len(contenders) == 1:
            return contenders[0], draws
