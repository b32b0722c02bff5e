"""Session 27 (qwflush2): what a new player found in Quadruple War and Flush."""

import random

import pytest

from quash_table.engine import stand_ins
from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match
from quash_table.games import GAME_IDS, get_game
from quash_table.paths import saves_dir
from quash_table.ui.narration import MoveLogBook
from quash_table.ui.out_choice import for_you_note, took_over_words
from quash_table.ui.replay import ReplaySession
from quash_table.ui.session import MatchSession

SEATS = ["human", "bot:random", "bot:random", "bot:random"]


def _to_hand_result(m, hand):
    """Play random moves until the move that scored hand `hand` (the table at that hand's result)."""
    rng = random.Random(7)
    while True:
        m.play(rng.choice(m.legal_actions()))
        if any(e["kind"] == "hand_scored" and e["hand"] == hand for e in m.state.caused):
            return rng


def test_bots_let_finish_at_hand_2s_result_play_from_hand_3_on():
    # review 27 (22-summary.png): "a normal bot played your seat from hand 2 on" though the person played
    # hands 1 and 2 and chose Let the bots finish at hand 2's result: the bot's first move is hand 3's
    m = Match("quadwar", SEATS, seed=5, options={"target": 100})
    rng = _to_hand_result(m, 2)
    stand_ins.record(m, [0])
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    assert stand_ins.progress_at(m, 0) == "hand 3"
    assert " from\u00a0hand\u00a03\u00a0on:" in for_you_note(m, 0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_replay_names_a_stand_ins_moves_as_the_live_log_did(game_id):
    # review 27 (68-replay-hand3.png): live "1103 Bot for you plays the 5 of spades", the same move in Replay
    # of the finished game "1103 You play the 5 of spades": the replay's match knows the saved stand-ins
    seats = ["human"] + ["bot:random"] * (get_game(game_id).min_seats - 1)
    m = Match(game_id, seats, seed=11)
    rng = random.Random(11)
    while not m.over and sum(1 for a in m.actors if a == 0) < 2:
        m.play(rng.choice(m.legal_actions()))
    start = len(m.actions)
    stand_ins.record(m, [0])
    while not m.over and len(m.actions) < start + 400:
        m.play(rng.choice(m.legal_actions()))
    path = save_match(m, saves_dir() / f"s27-stand-in-{game_id}.json")
    live = MoveLogBook(MatchSession(load_match(path), autosave=False)).entries()
    replay = ReplaySession(load_match(path))
    replay.goto(replay.length)
    replayed = MoveLogBook(replay).entries()
    bots = [w for i, (seat, w) in enumerate(replayed) if seat == 0 and w and i >= start]
    assert bots and all("Your bot" in w for w in bots), bots
    assert replayed == live
    assert took_over_words("your") in replayed[start][1]
