"""NumberQuash: a roll is final for undo (U took it back, so one could roll again until the dice suited),
and so is another seat's move; a placement, bank or end after the roll comes back, to the roll. The count
of moves since the last roll (since_roll) is kept by apply and read back from the log on load, so saves,
checkpoints and the replay check agree with it."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import match_from_dict, match_to_dict
from quash_table.games.numberquash.rules import GAME
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import key, make_app, settle, steps

ROLL = {"type": "roll"}


def place(*cells):
    return {"type": "place", "cells": sorted([list(c) for c in cells])}


def undo_reason(scene):
    return next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo").get("reason")


@pytest.mark.ui
def test_undo_takes_back_a_placement_to_its_roll_and_never_the_roll():
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [6, 6, 2, 3, 4, 1])
    app = make_app((1280, 800))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        session = scene.session
        key(app, pygame.K_r)                          # you roll 6 + 6
        settle(app, scene)
        assert match.actions == [ROLL] and match.state.dice == (6, 6)
        before = GAME.dump(match.state)
        assert not session.can_undo()
        assert undo_reason(scene) == "a roll is final (everyone saw its dice): undo stops at the last roll"
        scene.message = None
        key(app, pygame.K_u)                          # refused, with the reason; nothing changes
        steps(app, 2)
        assert GAME.dump(match.state) == before and match.undos == 0
        assert scene.message is not None and "a roll is final" in scene.message[0].lower(), scene.message
        session.play(place(("red", 0, 9), ("red", 0, 3)))
        settle(app, scene)
        assert match.state.phase == "roll_again" and session.can_undo()
        key(app, pygame.K_u)                          # the placement comes back: the same dice to place again
        settle(app, scene)
        assert GAME.dump(match.state) == before and match.undos == 1 and match.state.dice == (6, 6)
        assert not session.can_undo()
        for action in (place(("red", 0, 9), ("red", 0, 3)), ROLL, place(("red", 0, 5))):   # rolled 2 + 3
            session.play(action)                      # the last ends the turn; the bot rolls and plays
            settle(app, scene)
        settle(app, scene)
        assert match.actors[-1] == 1 and session.my_turn()
        n = len(match.actions)
        assert not session.can_undo()
        # your turn again, nothing done in it: the moment's reason (review 26: it said "your turn is over")
        assert undo_reason(scene) == "you have not moved yet this turn: nothing to take back"
        key(app, pygame.K_u)
        steps(app, 2)
        assert len(match.actions) == n and match.undos == 1
    finally:
        app.pop()
        pygame.display.quit()


def _random_game(seats, seed, options):
    m = Match("numberquash", ["human"] + ["bot:random"] * (seats - 1), seed, options)
    rng = random.Random(seed)
    limits = []
    while not m.over and len(m.actions) < 260:
        m.play(rng.choice(m.legal_actions()))
        limits.append(GAME.undo_limit(m.state)[0])
    return m, limits


@pytest.mark.parametrize("seats,auto_end", [(2, True), (3, False), (4, True)])
def test_undo_limit_never_goes_back_past_a_roll(seats, auto_end):
    """Random games: the moves undo_limit lets go back hold no roll, and the move before them is the last
    roll; a state loaded from its dump, a checkpoint's replay and a save's replay give the same limit (a
    loaded state may give less after a hand End under auto_end, never more)."""
    for seed in range(3):
        m, limits = _random_game(seats, seed, {"auto_end": auto_end})
        rolls = [i for i, a in enumerate(m.actions) if a["type"] == "roll"]
        assert len(rolls) > 10
        for k, n in enumerate(limits, start=1):
            done = m.actions[:k]
            assert ROLL not in done[k - n:], (k, n)
            state = m.state_after(k)                  # rebuilt from a checkpoint
            # (0 where the last move passed the turn on: Undo works within your turn, session 25)
            turn_passed = state.phase == "before_roll" and not state.bonus_used and n == 0
            assert n == k or done[k - n - 1] == ROLL or turn_passed, (k, n)
            assert GAME.undo_limit(state)[0] == n
            loaded = GAME.undo_limit(GAME.load(GAME.dump(state)))[0]
            hand_end = auto_end and {"type": "end"} in done[k - n:]
            assert loaded == n or (hand_end and loaded < n), (k, n, loaded)
        again = match_from_dict(match_to_dict(m))     # the replay check passes; the count is the same
        assert GAME.undo_limit(again.state) == GAME.undo_limit(m.state)


def test_the_example_save_still_loads():
    """The dump holds no count of its own: a save written before it replays and checks as before."""
    from pathlib import Path

    from quash_table.engine.saves import load_match
    m = load_match(Path(__file__).resolve().parent.parent / "saves" / "numberquash-example.json")
    # (its bank ended the turn; nothing done since: the bank may still be taken back, back to its roll, review 45)
    assert m.actions[-1] == {"type": "bank"} and GAME.undo_limit(m.state)[0] == 1
