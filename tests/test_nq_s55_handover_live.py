"""NumberQuash, session 55: in pass-and-play the next person's controls are live while the mover still looks at their
cover (the kit's linger, 1.2 s before the table turns; review 54j: "the buttons go grey for about a second after a
cover"). Nothing is hidden at this table, so Roll is lit at once, and R (or a click) turns the table and rolls.
Session 61: no look at all (it held "Player 2 to roll" over Player 1's octagons, review 60): the table turns once the
cover has landed, the next person's Roll lit."""

import pygame
import pytest

from tests.ui_helpers import board, button, centre, close_board, drag, key, make_app, piece_rect, settle, steps, \
    target_rect

pytestmark = pytest.mark.ui


def cover_and_pass(app):
    """(scene, session, match) of a two-person NumberQuash game (seed 5) where the first person rolled and dropped
    the pair on the cell of its total (2 and 5 on a fresh board): the turn passes on, the table still on the cover."""
    scene = board(app, "numberquash", ["human", "human"], seed=5)
    settle(app, scene)
    s = scene.session
    m = s.match
    mover = s.screen_seat
    key(app, pygame.K_r)
    settle(app, scene)
    a, b = m.state.dice
    colour = m.game.view(m.state, mover)["colours"][mover][0]
    drag(app, centre(piece_rect(scene, "dice:pair")), centre(target_rect(scene, f"cell:{colour}:0:{a + b}")))
    steps(app, 2)
    assert m.to_move != mover and m.actors[-1] == mover, m.actions[-1]
    return scene, s, m


def test_the_next_person_may_roll_while_the_mover_looks_at_their_cover():
    app = make_app((1024, 640), animation="normal")
    try:
        scene, s, m = cover_and_pass(app)
        mover = m.actors[-1]
        settle(app, scene)
        assert s.screen_seat == m.to_move and not s.lingering()      # turned, no look holding it back
        roll = button(scene, "roll")
        assert roll.enabled and roll.style == "primary", (roll.enabled, roll.style)
        n = len(m.actions)
        key(app, pygame.K_r, frames=2)
        assert len(m.actions) == n + 1 and m.actions[-1] == {"type": "roll"} and m.actors[-1] == m.to_move != mover
        assert s.screen_seat == m.to_move and not s.lingering()
    finally:
        close_board(app)
