"""Session 32 (a new player, QUASH advanced): Esc in the middle of a swap took the swap back and then also
opened the pause menu. Held a little (past the key-repeat's 0.4 s), its repeats came as fresh presses: the
board took the first Esc before the kit's input counted the key down (ui/board_input.BoardInput.repeat).
Esc does one thing a press: its repeats do nothing; a second press opens the menu."""

import pygame
import pytest

from tests.test_quash_scene import _chain_board, target
from tests.ui_helpers import click, close_board, drag, grab, key, post, settle, steps

pytestmark = pytest.mark.ui


def esc_down(app):
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
    steps(app, 1)


def test_a_held_esc_takes_the_swap_back_and_opens_no_menu_a_second_press_does():
    app, scene, m = _chain_board()
    try:
        drag(app, grab(scene, "r1:KH"), target(scene, "swap:JH").center)
        settle(app, scene)
        assert scene.composer.chain is not None             # the J♥ in the air
        esc_down(app)
        assert scene.composer.chain is None and app.top is scene
        for _ in range(3):                                  # its repeats, the key still held: the menu
            esc_down(app)                                   # opened, closed, opened ...
            assert app.top is scene, "a held Esc opened the menu too"
        post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41)
        key(app, pygame.K_ESCAPE)                           # pressed again: the menu
        assert app.top is not scene
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)


def test_a_held_esc_puts_a_lifted_card_down_and_opens_no_menu():
    app, scene, m = _chain_board()
    try:
        click(app, grab(scene, "r1:KH"))
        assert scene.drag.selected == "r1:KH"
        for _ in range(3):
            esc_down(app)
            assert scene.drag.selected is None and app.top is scene
    finally:
        while app.top is not scene and len(app.scenes) > 1:
            app.pop()
        close_board(app)
