"""Session 60 (review 60, revv_204, seed 24, six seats): a 4 Deduction staged by clicks, Tab (the base 4), Space,
Tab, Space sent the tray's 4D back to the hand: the second Tab walked into the tray, and Space took the staged card
back. Tab now walks what may join the move, never what is staged (Composer.walked); the arrows still reach a
staged card, and Space on it takes it back (session 45)."""

import pygame
import pytest

from tests.test_flush_s59_walk_order import lifted, ten_staged_by_clicks
from tests.ui_helpers import board_at_small_size, key, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def table(tmp_path):            # session 59's table (test_flush_s59_walk_order), seed 73
    yield from board_at_small_size("flush", ["human", "bot:normal", "bot:normal"], 73, tmp_path)


def staged(scene):
    return sorted(p.code for p in scene.table.pieces if p.zone == "stage")


def test_tab_after_space_never_walks_into_the_tray(table):
    app, scene = table
    ten_staged_by_clicks(app, scene)
    key(app, pygame.K_TAB, frames=2)
    assert lifted(scene) == ("hand:0", "10S"), lifted(scene)
    key(app, pygame.K_SPACE, frames=3)
    steps(app, 20)
    assert staged(scene) == ["10L", "10S"]
    seen = []
    for k, mod in [(pygame.K_TAB, 0)] * 12 + [(pygame.K_TAB, pygame.KMOD_SHIFT)] * 8:
        key(app, k, mod=mod, frames=2)
        seen.append(lifted(scene))
    assert all(s is None or s[0] != "stage" for s in seen), seen
    assert staged(scene) == ["10L", "10S"]
