"""A long game's autosave made every move's canonical bytes and the whole check chain again at every move, and
encoded every move again (65 ms of Python at 8,861 Flush moves, on the writer thread, holding the interpreter
from the frame thread: issue 22). The bytes and the chain made last are kept now and extended (engine/check_chain),
and the file's moves are written from those bytes. They must be the very moves' own at every step of random play,
undo, copies and replay positions saved in between (each another list of moves), and every file must load back
the same game."""

import json
import random

import pytest

from quash_table.engine.check_chain import canon, move_bytes, save_check
from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, match_bytes, save_match, verify_check
from quash_table.paths import saves_dir

GAMES = [("quash", "human,bot:random"), ("flush", "human,bot:random,bot:random"),
         ("numberquash", "human,bot:random"), ("thegame", "human,bot:random,bot:random"),
         ("quadwar", "human,bot:random,bot:random,bot:random")]


def _fresh_check(m):
    return save_check(m.game_id, m.seats, m.options, m.seed, m.stacked, m.undos, m.actions)


def _holds(m):
    assert move_bytes(m.actions) == [canon(a) for a in m.actions]
    assert save_check(m.game_id, m.seats, m.options, m.seed, m.stacked, m.undos, m.actions, remember=True) == \
        _fresh_check(m)
    data = json.loads(match_bytes(m))
    verify_check(data)                          # the file's moves are the ones its check binds
    assert data["actions"] == m.actions


@pytest.mark.parametrize("game, seats", GAMES)
def test_bytes_and_chain_are_the_moves_own_at_every_step(game, seats):
    rng = random.Random(game)
    m = Match(game, seats, seed=rng.randrange(1000))
    others = []
    for step in range(160):
        roll = rng.random()
        if roll < 0.1 and m.actions:
            m.undo(rng.randint(1, min(3, len(m.actions))))
        elif roll < 0.15:
            others.append(m.copy())
            m = rng.choice(others)                  # go on with a copy (or an older one): each its own log
        elif roll < 0.2 and m.actions:
            prefix = m.copy()
            prefix.become_prefix_of(m, rng.randrange(len(m.actions) + 1))
            _holds(prefix)                          # a replay's position, another match's chain between
        elif not m.over:
            m.play(rng.choice(m.legal_actions()))
        if step % 4 == 0 or roll < 0.2:
            _holds(m)
    _holds(m)


def test_a_saved_file_loads_the_same_game_one_move_a_line():
    m = Match("flush", "human,bot:random,bot:random", seed=8)
    rng = random.Random(8)
    for _ in range(120):
        m.play(rng.choice(m.legal_actions()))
    path = save_match(m, saves_dir() / "long.json")
    back = load_match(path)
    assert back.actions == m.actions and back.game.dump(back.state) == m.game.dump(m.state)
    lines = path.read_text().splitlines()
    start = lines.index(' "actions": [')
    assert [json.loads(line.rstrip(",")) for line in lines[start + 1:start + 1 + len(m.actions)]] == m.actions
