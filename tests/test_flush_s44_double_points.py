"""Session 44 (review 44): at an arena game's last round, which counts double, the round's result showed "+16" under
"You" over cards of 2, 5 and 1 points, and only a faint legend said why: the points under each name now say it."""

import random

from quash_table.engine.match import Match
from quash_table.games.flush.rules import round_end_rows


def _doubled_round():
    """The round_scored event of a one-round arena game of random moves (that round counts double) where a seat
    that did not go out scored points."""
    for seed in range(40):
        m, rng = Match("flush", ["bot:random"] * 3, seed=seed, options={"format": "arena", "rounds": 1}), random.Random(seed)
        for _ in range(3000):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))
            scored = next((e for e in m.game.events(m.state) if e["kind"] == "round_scored"), None)
            if scored is not None:
                if scored["double"] and any(p for s, p in enumerate(scored["points"]) if s != scored["winner"]):
                    return scored
                break
    raise AssertionError("no doubled round with points")


def test_a_doubled_rounds_points_say_the_doubling():
    scored = _doubled_round()
    rows = round_end_rows(scored)
    held = [(seat, pts) for seat, pts, _ in rows[1:] if scored["points"][seat]]
    assert held
    for seat, pts in held:
        p = scored["points"][seat]
        assert pts == f"+{p} ({p // 2} \u00d7 2)", pts
