"""Keys held down are counted once for the whole window (ui/held_keys.py): a key pressed on an overlay and
held as the overlay goes is a repeat on the board below, not a fresh press (the board kept its own count,
which never heard that press: a held Enter that resumed the game from Pause lifted the pass-and-play curtain
with its first repeat, showing the next seat's hand to whoever held the key)."""

import pygame

from tests.ui_helpers import board, close_board, make_app, post, steps


def _curtain_ready(app, scene):
    s = scene.session
    for _ in range(3000):
        steps(app, 1)
        if s.curtain is not None and s.curtain_ready(by_key=True):
            return s
    raise AssertionError("no curtain came")


def test_an_enter_held_from_pause_does_not_lift_the_curtain():
    app = make_app()
    scene = board(app, "quadwar", ["human", "human", "human", "human"], 5)
    try:
        s = _curtain_ready(app, scene)
        scene.open_pause()
        steps(app, 2)
        assert app.top is not scene
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)   # Enter: Resume
        steps(app, 2)
        assert app.top is scene
        for _ in range(3):                 # the same Enter held: its repeats come to the board
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
            steps(app, 1)
        assert app.top is scene and s.curtain is not None
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)        # a fresh press lifts it
        steps(app, 1)
        assert s.curtain is None
    finally:
        close_board(app)


def test_a_key_counts_once_however_often_asked():
    from quash_table.ui.held_keys import HeldKeys
    keys = HeldKeys()
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h)
    assert keys.hear(down) is False and keys.hear(down) is False      # asked twice: still the first press
    assert keys.hear(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h)) is True
    assert not keys.only(pygame.K_a) and keys.only(pygame.K_h)
    keys.hear(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    assert keys.down == set()
