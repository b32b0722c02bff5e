"""Session 60 (review 60, QUASH pass-and-play): Enter did not lift the curtain. It takes a click on its button once it
has been up CURTAIN_GUARD (0.8 s), but a key only after CURTAIN_KEY_GUARD (1.5 s), so a first Enter a second after
the curtain came (Done clicked) did nothing. Now a key pressed in no run of that key is taken as the click is; a
second Enter after Done (Enter) still waits the key's guard (review 16: test_quash_board16b). Kit code
(ui/board_input.py), every game's curtain."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_quash_board16b import _press
from tests.test_quash_s14_quash4 import _ann_plays, _board, _bob_shown
from tests.ui_helpers import click, close_board, steps

pytestmark = pytest.mark.ui


def _to_bobs_curtain(app, scene):
    """Ann plays and reads the card she drew; Done, clicked: Bob's curtain comes."""
    s = scene.session
    _ann_plays(app, scene)
    steps(app, 60)
    assert s.glancing()
    done = next(b for b in scene.table.buttons if b.id == "glance:done")
    click(app, done.rect.center)
    assert not s.glancing() and s.curtain == 1


@pytest.mark.parametrize("k", [pygame.K_RETURN, pygame.K_SPACE])
def test_a_first_key_a_second_after_the_curtain_lifts_it_as_a_click_does(k):
    app, scene = _board(Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1}))
    try:
        s = scene.session
        _to_bobs_curtain(app, scene)
        steps(app, 30)                               # half a second: too soon for a click too
        _press(app, k, 2)
        assert s.curtain == 1 and not _bob_shown(scene)
        steps(app, 90)                               # 1.5 s after the first press: a press in no run, 2 s up
        _press(app, k, 3)
        assert s.curtain is None and s.screen_seat == 1
    finally:
        close_board(app)


def test_a_first_enter_at_one_second_lifts_the_curtain():
    app, scene = _board(Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1}))
    try:
        s = scene.session
        _to_bobs_curtain(app, scene)
        steps(app, 60)                               # a second: a click would lift it; so does Enter now
        _press(app, pygame.K_RETURN, 3)
        assert s.curtain is None and s.screen_seat == 1
    finally:
        close_board(app)
