"""Session 20 (QUASH, 4 players, a replay at the tiebreakers): the live table held a tiebreaker pair face
up with its outcome until Next; the replay, jumped to the move that laid the pair (or stepped onto it and
left to settle), showed no mat at all. The replay keeps the pair the position's move laid face up with its
outcome (scoring_show.laid_pair, tiebreak_mat.tied_spot)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import replay_board
from tests.ui_helpers import close_board, key, make_app, step_until, steps


def _finished(seed=1):
    m = Match("quash", ["human:You"] + ["bot:easy"] * 3, seed, {"variant": "advanced", "target": 12})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _pair_moves(m):
    return [(n, e) for n in range(1, len(m.actions) + 1)
            for e in m.game.events(m.state_after(n), None) if e["kind"] == "tiebreak" and e.get("cards")]


def _on_mat(scene):
    return {p.zone: p.code for p in scene.table.pieces if p.zone in ("tiebreak:RED", "tiebreak:BLACK")}


@pytest.mark.ui
def test_the_replay_shows_the_laid_pair_face_up_at_its_move():
    m = _finished()
    pairs = _pair_moves(m)
    assert pairs
    n, pair = pairs[0]
    app = make_app(size=(1280, 800), animation="normal")
    scene = replay_board(app, m)
    app.push(scene)
    try:
        s = scene.session
        s.goto(n)                                   # a jump (the slider, Page Up/Down)
        steps(app, 5)
        red, black = pair["cards"]
        assert _on_mat(scene) == {"tiebreak:RED": red, "tiebreak:BLACK": black}
        s.goto(n - 1)
        steps(app, 5)
        key(app, pygame.K_RIGHT, frames=3)          # stepped onto it: the steps play, then it stays
        step_until(app, lambda: not scene.scoring_show.animating and scene.settled(), timeout=30)
        assert s.position == n and _on_mat(scene) == {"tiebreak:RED": red, "tiebreak:BLACK": black}
        s.goto(n + 1)                               # the move after it laid no pair: no pair kept
        steps(app, 5)
        assert not _pair_moves_at(m, n + 1) and _on_mat(scene) != {"tiebreak:RED": red, "tiebreak:BLACK": black}
    finally:
        close_board(app)


def _pair_moves_at(m, n):
    return [e for e in m.game.events(m.state_after(n), None) if e["kind"] == "tiebreak" and e.get("cards")]
