"""The Game over thousands of random games: the contract and the invariants at every step."""

import pytest

from quash_table.games import get_game
from quash_table.games.thegame.rules import DECK

from .contract_checks import play_random_games

G = get_game("thegame")


# Every "I can turn this stack back" the random games gave, by identity (a signal entry is shared by the
# states that follow it; keeping the entries keeps their ids unique).
REVERSES_SAID = {}


def cards_accounted_for(s):
    laid = [h[1] for h in s.history]
    everything = sorted(laid + s.pile + [c for h in s.hands for c in h])
    assert everything == sorted(DECK), "the 50 cards are not all accounted for"
    assert len(set(laid)) == len(laid)
    if s.up is not None:
        assert s.up == [h[1] for h in s.history if h[2] == "up"][-1]
    if s.signals and s.signals[-1]["text"].get("ask") == "reverse":
        REVERSES_SAID[id(s.signals[-1])] = s.signals[-1]


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
    for stack in ("up", "down"):     # "I can turn it back" without a card of the top's colour
        a = {"type": "signal", "text": {"stack": stack, "ask": "reverse"}}
        if a not in G.legal_actions(s):
            bad.append(a)
    return bad


@pytest.mark.slow
def test_random_games_keep_every_rule(n_games):
    n = n_games or 2000
    done = play_random_games(G, n, seats_for=lambda i: 2 + i % 4,
                             options_for=lambda i: {"professional": i % 5 == 0, "first": i % 2},
                             invariant=cards_accounted_for, secrets=hand_secrets,
                             extra_illegal=wrong_moves, seed=11)
    assert done == n
    assert len(REVERSES_SAID) > n // 10, len(REVERSES_SAID)      # the new signal is in the random games
