"""What a new player still tripped on in Flush (issue 23), headless: words that read naturally."""

import random

from quash_table.games.flush.rules import GAME

from .test_flush_rules import new


def play_out(s, seed=0, limit=2000):
    rng = random.Random(seed)
    for _ in range(limit):
        if s.to_move is None:
            return s
        s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
    raise AssertionError("the game did not end")


def test_a_game_over_after_one_round_says_one_round():
    s = play_out(new(elimination_at=1))
    assert len(s.rounds) == 1
    summary = GAME.result(s)["summary"]
    assert summary.endswith("the last seat in after 1 round"), summary
    s = play_out(new(elimination_at=40), seed=2)
    assert len(s.rounds) > 1 and GAME.result(s)["summary"].endswith(f"after {len(s.rounds)} rounds")
