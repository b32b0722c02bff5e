"""QUASH: Hint or H while a tiebreaker pair lies face up waiting for Next (session 52, found playing advanced in
a real window): "Looking for a good move…" stood beside the greyed Hint until Next was pressed, though no hint
could come before the round's result had been passed. It says the greyed Hint's reason instead, as at a
round's result, and keeps nothing."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.board_words import RESULT_HINT_WORDS
from quash_table.ui.hints import LOOKING
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import click, close_board, centre, key, make_app

pytestmark = pytest.mark.ui


def _tiebreak_pair_waits():
    """A board at round 1's end whose scoring shows a tiebreaker pair face up, waiting for Next."""
    for seed in range(1, 60):
        m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
        rng = random.Random(seed)
        while m.state.round == 1 and m.state.phase != "tiebreak" and len(m.state.history) < 60:
            m.play(rng.choice(m.legal_actions()))
        if m.state.phase != "tiebreak":
            continue
        app = make_app(round_pause=True)
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        for _ in range(60 * 40):
            app.step(1 / 60)
            if scene.scoring_show.waiting and scene.staged_waits():
                return app, scene, m
            if scene.session.my_turn() and scene.settled() and m.state.phase == "tiebreak":
                scene.act(rng.choice(scene.session.screen_legal()))
        close_board(app)
    raise AssertionError("no seed shows a tiebreaker pair")


def _hud_hint(scene):
    return next(b for b in scene.hud.buttons if b.id == "hud:hint")


@pytest.mark.parametrize("how", ["key", "button"])
def test_hint_while_a_tiebreaker_pair_waits_says_why_and_keeps_nothing(how):
    app, scene, m = _tiebreak_pair_waits()
    try:
        if how == "key":
            key(app, pygame.K_h)
        else:
            click(app, centre(_hud_hint(scene).rect))
        for _ in range(30):
            app.step(1 / 60)
        words = scene.message[0] if scene.message is not None else ""
        assert not words.startswith(LOOKING), "no hint can come while the pair waits for Next"
        if how == "key":
            assert words == RESULT_HINT_WORDS
        hint = scene.hints
        assert hint.on_landing is None and hint.for_turn is None and not hint.waiting
        hud_hint = _hud_hint(scene)
        assert not hud_hint.enabled and hud_hint.reason == RESULT_HINT_WORDS
    finally:
        close_board(app)
