"""Session 14, a new player's review of Flush (helper flush3): each test fails on the code before its fix."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, make_app, step_until, steps


def _one_move_from_the_end(seed_range=range(40)):
    """A finished 3-seat game (you at seat 0, random bots) replayed to one move before its end, the last
    move a bot's: opened on a board, the bot makes it and the last round's result waits for Next."""
    for seed in seed_range:
        m = Match("flush", ["human:Ann", "bot:random", "bot:random"], seed=seed)
        rng = random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 0:
            continue
        back = Match("flush", m.seats, seed=seed, options=m.options)
        for a in m.actions[:-1]:
            back.play(a)
        return back
    return None


@pytest.mark.ui
def test_enter_twice_at_the_last_result_keeps_the_summary():
    """Enter at the last round's result, pressed twice, started a new game at once (Play again was the
    summary's Enter): the end screen and its Replay were lost. The summary's keys now wait a moment, Enter
    is the replay's, and a new game needs its own key (P) or a click."""
    from quash_table.ui.tables import board_for_match
    match = _one_move_from_the_end()
    assert match is not None
    app = make_app(round_pause=True)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        s = scene.session
        step_until(app, lambda: s.match.over and s.director is not None and s.director.gate() is not None,
                   timeout=60)
        step_until(app, lambda: s.director.started, timeout=10)
        ids = [b.id for b in scene.hud.buttons]
        assert "director:next" in ids and "hud:summary" not in ids, ids   # one way on, not a greyed Summary
        key(app, pygame.K_RETURN)               # Next
        key(app, pygame.K_RETURN)               # ... and again, at once
        steps(app, 3)
        assert app.top is scene and scene.summary_up()
        assert not any(b.id == "summary:again" and b.style == "primary" for b in scene.overlay_buttons)
        steps(app, 60)                          # a moment later Enter is the replay, never a new game
        key(app, pygame.K_RETURN, frames=3)
        assert app.top is not scene and getattr(app.top, "read_only", False)
        assert scene in app.scenes
        app.pop()
        steps(app, 3)
        key(app, pygame.K_p, frames=3)          # the new game's own key
        assert scene not in app.scenes
    finally:
        close_board(app)
