"""QUASH's "This spot will fail" question says each answer's key on its button (review 52a: a hint framed "Play it
anyway", the rules page said "Enter or Y" plays it, and Enter cancelled, as session 50 made it): "Play it anyway
(Y)" and "Cancel (Enter)", and the rules page's keys say the same."""

import os

import pygame
import pytest

from tests.test_quash_s37_board_places import _asked_to_play_anyway
from tests.ui_helpers import close_board, key, steps

pytestmark = pytest.mark.ui

RULES = os.path.join(os.path.dirname(os.path.dirname(__file__)), "assets", "rules", "quash.md")


def _label(scene, bid):
    return next(b.label for b in scene.table.buttons if b.id == bid)


def test_each_answer_says_its_key_and_enter_keeps_the_card():
    app, scene = _asked_to_play_anyway((1024, 640))
    try:
        assert _label(scene, "confirm:play") == "Play it anyway (Y)"
        assert _label(scene, "confirm:cancel") == "Cancel (Enter)"
        n = len(scene.session.match.actions)
        key(app, pygame.K_RETURN)
        steps(app, 3)
        assert scene.composer.confirm is None and len(scene.session.match.actions) == n
    finally:
        close_board(app)


def test_the_rules_page_says_the_same_keys():
    with open(RULES, encoding="utf-8") as f:
        text = f.read()
    assert "Enter or Y: play" not in text
    assert "- Y: play a placement that will fail anyway; Enter, Esc or N: cancel it" in text
