"""Quadruple War after session 20's new player (qw2): the Undo grace after a Load counted in the person's
seconds from the first frame they can see; where a save stands in Load; the autosave's notice at once,
clear of the table; the normal bot's bid."""

import random

import pygame
import pytest


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def after_your_card():
    """A match whose last move is your card in the middle of a hand, a bot to move next: Undo can take it
    back, so that bot waits the Undo grace."""
    from quash_table.engine.match import Match
    rng = random.Random(5)
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], 3, {"dealer": 0})
    while not (m.actors and m.actors[-1] == 0 and m.state.phase == 1 and m.state.trick):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_the_undo_grace_after_a_load_starts_at_the_first_frame_the_player_sees():
    """A loaded board's first frame counted the Load's own seconds (each frame up to 0.1 s, or a slow
    one whole) towards the 2.5 s the next bot waits for an Undo: the grace could be gone before the table
    showed. It counts from the first frame drawn, in wall seconds."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import match_board
    m = after_your_card()
    moves = len(m.actions)
    app, scene = match_board(m, settled=False, animation="normal")
    s = scene.session
    try:
        grace = settings_mod.undo_grace(s.settings)
        assert s.waiting_for_undo() and grace > 1
        app.step(grace + 1.0)             # the first frame: its seconds are the Load's, unseen
        assert len(m.actions) == moves and s.undo_window() == pytest.approx(1.0)
        app.step(0.05)
        app.step(0.05)
        assert len(m.actions) == moves and 0 < s.undo_window() < 1
        # the wall's seconds, not the capped frame time: slow frames of a loaded machine count whole
        waited = 0.1
        while len(m.actions) == moves and waited < grace + 1.5:
            s.update(0.1, settled=True, wall=1.0)
            waited += 1.0
        assert len(m.actions) > moves and waited <= grace + 1.0, waited
    finally:
        close(app)
