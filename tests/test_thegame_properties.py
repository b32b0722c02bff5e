"""The Game over thousands of random games: the contract and the invariants at every step."""

import pytest

from quash_table.games import get_game
from quash_table.games.thegame.rules import DECK

from .contract_checks import play_random_games

G = get_game("thegame")


def cards_accounted_for(s):
    laid = [h[1] for h in s.history]
    everything = sorted(laid + s.pile + [c for h in s.hands for c in h])
    assert everything == sorted(DECK), "the 50 cards are not all accounted for"
    assert len(set(laid)) == len(laid)
    if s.up is not None:
        assert s.up == [h[1] for h in s.history if h[2] == "up"][-1]


def hand_secrets(s, seat, viewer):
    return list(s.hands[seat])


def wrong_moves(s, rng):
    """Moves that must be refused: another seat's card, a card on the wrong side of a stack."""
    me = s.to_move
    bad = []
    for other in range(s.seats):
        if other != me:
            bad += [{"type": "play", "card": c, "stack": "up"} for c in s.hands[other]]
    for c in s.hands[me]:
        for stack in ("up", "down"):
            a = {"type": "play", "card": c, "stack": stack}
            if a not in G.legal_actions(s):
                bad.append(a)
    bad.append({"type": "play", "card": "R7", "stack": "up", "extra": 1})
    if s.placed == 0:
        bad.append({"type": "end_turn"})
    return bad


@pytest.mark.slow
def test_random_games_keep_every_rule(n_games):
    n = n_games or 2000
    done = play_random_games(G, n, seats_for=lambda i: 2 + i % 4,
                             options_for=lambda i: {"professional": i % 5 == 0, "first": i % 2},
                             invariant=cards_accounted_for, secrets=hand_secrets,
                             extra_illegal=wrong_moves, seed=11)
    assert done == n
