"""NumberQuash, review 61 (revu_218-221): the hint to spend a 12 named the quashers to take but not where they go
("steal left blue 4 and left yellow 8"; the 11's says "... onto left red 8"), and once the first was taken it still
said the whole steal. Now "steal left blue 7 onto left red 8, ...", and after a steal, what is left of it."""

import time

import pygame
import pytest

from tests.test_nq_review13b import TWELVE
from tests.test_numberquash_scene import close, open_table
from tests.ui_helpers import key, settle

pytestmark = pytest.mark.ui


def _hint(app, scene):
    end = time.monotonic() + 20
    while time.monotonic() < end and (scene.message is None or not str(scene.message[0]).startswith("Hint:")):
        app.step(1 / 60)
    return scene.message[0]


def test_the_12_hint_says_where_each_quasher_goes_and_then_what_is_left():
    dice, before = TWELVE
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy", "bot:easy"), before=before,
                                   size=(1024, 640))
    try:
        key(app, pygame.K_h)
        text = _hint(app, scene)
        assert text.startswith("Hint: spend your banked 12: steal left blue 7 onto left red 8, left yellow 5 onto left "
                               "red 9 and left green 9 onto right red 9"), text
        key(app, pygame.K_RETURN, frames=3)        # the hint's first step: the blue 7's quasher onto your red 7
        settle(app, scene)
        assert len(scene.composer.steals) == 1, scene.composer.steals
        scene.message = None
        key(app, pygame.K_h)
        text = _hint(app, scene)
        assert text.startswith("Hint: now steal left yellow 5 onto left red 9 and left green 9 onto right red 9"), text
        assert "blue 7" not in text, text
    finally:
        close(app)
