"""Session 34: in the replay of a finished game, the greyed ▶'s tip "Already at the last move" lay over the bottom
of the hand just above the bar (review 33c, The Game at 1280x800). A replay bar's tip keeps off the cards watched,
as the slider's does (test_kit_s30_replay_tip)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import board_tip, find, replay_of, step_until, steps

pytestmark = pytest.mark.ui


def _finished(game, seats, seed):
    m = Match(game, seats, seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("game,seats,size", [("thegame", ["human:Ann", "bot:normal"], (1280, 800)),
                                             ("quadwar", ["human:Ann"] + ["bot:normal"] * 3, (1024, 640))])
def test_the_last_moves_tip_keeps_off_the_hand(monkeypatch, game, seats, size):
    m = _finished(game, seats, 3)
    app, scene = replay_of(m, size)
    try:
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        scene.replay.to_end()
        steps(app, 3)
        objects = scene.layout_info()["objects"]
        for bid in ("replay:forward", "replay:end"):
            button = find(objects, bid)
            got = board_tip(monkeypatch, app, scene, button["rect"])
            assert got is not None and "last move" in got[0], (bid, got)
            under = [p.id for p in scene.table.pieces if got[1].colliderect(p.rect)]
            assert not under, (bid, got, under)
    finally:
        pygame.display.quit()
