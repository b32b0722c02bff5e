"""The scored table: a game whose round-ending move also deals the next round gives the position between
the two (engine/game.py scored_position), which the table shows while the result waits for Next."""

import random

from quash_table.games import get_game
from quash_table.engine.match import Match


def _round_end(game_id, seats, seed, options=None):
    """A match just before a move that ends round 1 and deals round 2, and that move."""
    return _round_end_of_kind(game_id, seats, seed, "round_scored", options)


def _round_end_of_kind(game_id, seats, seed, kind, options=None):
    """A match just before the first move that causes `kind` and deals on, and that move."""
    m = Match(game_id, seats, seed, options)
    rng = random.Random(seed)
    game = get_game(game_id)
    while True:
        action = rng.choice(m.legal_actions())
        after = game.apply(m.state, action)
        kinds = [e["kind"] for e in game.events(after, None)]
        if kind in kinds and after.to_move is not None:
            return m, action
        m.play(action)


def test_flush_scored_position_is_the_round_as_scored_before_the_deal():
    game = get_game("flush")
    for seed in range(3):
        m, action = _round_end("flush", ["bot:random"] * 3, seed)
        before = game.dump(m.state)
        scored = game.scored_position(m.state, action)
        assert game.dump(m.state) == before                   # the position asked about is untouched
        event = next(e for e in game.events(scored, None) if e["kind"] == "round_scored")
        view = game.view(scored, None)
        assert view["round"] == 1 and view["to_move"] is None
        assert view["scores"] == event["scores"] and len(view["rounds"]) == 1
        assert view["held_counts"][event["winner"]] == 0          # the one who went out holds nothing
        assert game.view(game.apply(m.state, action), None)["round"] == 2   # the real move deals on


def test_a_move_that_ends_no_round_has_no_scored_position():
    game = get_game("flush")
    m = Match("flush", ["bot:random"] * 3, 1)
    assert game.scored_position(m.state, m.legal_actions()[0]) is None
    q = Match("quash", ["bot:random"] * 2, 1)
    assert get_game("quash").scored_position(q.state, q.legal_actions()[0]) is None


def test_quadwar_scored_position_is_the_hand_as_scored_before_the_deal():
    game = get_game("quadwar")
    m, action = _round_end_of_kind("quadwar", ["bot:random"] * 4, 2, "hand_scored", {"target": 300})
    before = game.dump(m.state)
    scored = game.scored_position(m.state, action)
    assert game.dump(m.state) == before
    view = game.view(scored, None)
    assert view["hand_no"] == 1 and view["to_move"] is None
    assert len(view["tricks"]) == 13 and sum(view["won"]) == 13
    event = next(e for e in game.events(game.apply(m.state, action), None) if e["kind"] == "hand_scored")
    assert view["scores"] == event["scores"]
    assert game.view(game.apply(m.state, action), None)["hand_no"] == 2
    assert game.scored_position(m.state, {"type": "bid", "tricks": 3}) is None
