"""A third new player's review of QUASH: the drawn card's frame in pass-and-play, the Load list's words
for a save, the QUASH badge, the fail warning, the hint arrow, a replay of a scored position."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def _lift_curtain(app, scene):
    """The next person at the screen presses Enter on the curtain."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 3)
    settle(app, scene)


def _framed(scene, seat):
    m = scene.session.match
    rnd = m.state.round
    return {code for code in m.state.hands[seat]
            if scene._drawn == f"r{rnd}:{code}" and scene.drawn_frame() is not None}


def test_pass_and_play_frames_the_card_you_drew_when_the_screen_comes_back_to_you():
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app = make_app(animation="fast")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        _lift_curtain(app, scene)
        assert scene.session.my_turn() and m.to_move == 0
        for seat in (0, 1):
            before = list(m.state.hands[seat])
            legal = scene.session.screen_legal()
            assert scene.act(next(a for a in legal if a["type"] == "play"))
            settle(app, scene)
            if seat == 0:
                ann_drew = [c for c in m.state.hands[0] if c not in before]
            _lift_curtain(app, scene)
        assert m.to_move == 0 and len(ann_drew) == 1
        settle(app, scene)
        assert _framed(scene, 0) == set(ann_drew)
    finally:
        close_board(app)
