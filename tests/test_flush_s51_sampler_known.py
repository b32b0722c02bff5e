"""Session 51: a Flush view says which cards each seat picked up face up and still holds (`known_in_hand`,
from the whole round's log), but the hard bot's sampled worlds kept only the view's last events of the round,
the rest as blank fillers: a pickup seen early in the round was gone from the world's views, so the search
played worlds whose seats had forgotten what the table saw (tests/test_flush_sampler.py's slow test found it).
The world's log now keeps the round's events the seat's LogMemory saw."""

import json

from quash_table.engine.rng import Rng
from quash_table.games.flush.bots import sample_world
from tests.test_flush_sampler import G, positions


def test_a_pickup_before_the_views_window_is_known_in_the_sampled_worlds_views_too():
    rng = Rng(3)
    checked = 0
    for state, seat, view, log in positions(12):
        before = [e for e in log[:len(log) - len(view["log"])] if e["event"] == "pickup" and e.get("taken")]
        if view["events"] <= len(view["log"]) or not before:
            continue
        world = sample_world(G, json.loads(json.dumps(view)), rng, json.loads(json.dumps(log)))
        assert G.view(world, seat)["known_in_hand"] == view["known_in_hand"]
        assert G.view(world, seat) == view
        checked += 1
        if checked >= 40:
            break
    assert checked >= 40, checked
