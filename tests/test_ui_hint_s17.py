"""A hint asked while the table still tells the last move (a step of the director beginning or ending)
is for the same position: it must come, not be dropped with "Looking for a good move…" left standing
(final look, session 16: a first Hint press sometimes showed only that)."""

import pygame

from tests.ui_helpers import board, close_board, key, make_app, settle, step_until


def test_a_hint_asked_as_a_step_of_the_table_ends_still_comes_and_stays():
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        s = scene.session
        assert s.screen_legal(), "the person is to move"
        key(app, pygame.K_h)
        assert scene.hints.waiting
        before = s.version
        s.director.version += 1         # a step of the director ends: the screen changes, the position not
        step_until(app, lambda: scene.hints.current is not None, timeout=30)
        assert s.version > before
        assert scene.hints.showing() is not None, "the hint is shown for this position"
        s.director.version += 1         # another step ends while it shows: it stays
        app.step(1 / 60)
        app.step(1 / 60)
        assert scene.hints.showing() is not None
    finally:
        close_board(app)


def test_a_hint_goes_once_a_move_is_made():
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene)
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None, timeout=30)
        s = scene.session
        s.play(s.screen_legal()[0])
        app.step(1 / 60)
        assert scene.hints.showing() is None
    finally:
        close_board(app)
