"""NumberQuash after the fifteenth review (second helper): the header says a tie for the lead, the hint
and the between-players banner cover nothing read."""

import pygame
import pytest

from tests.ui_helpers import board, make_app, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def table(n=4, size=(1280, 800), seed=3):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (n - 1), seed=seed)
    steps(app, 3)
    return app, scene


def test_the_header_says_a_tie_for_the_lead():
    """Yellow and green both at 2/18: the header said "Bot 3 leads 2" (review 15, 18.png)."""
    app, scene = table()
    try:
        view = {"order": [0, 1, 2, 3], "seat": 0}
        assert scene.score_text({"scores": [0, 1, 2, 2]}, view).endswith("\u00b7  Bot 3 and Bot 4 lead with 2")
        assert scene.score_text({"scores": [0, 2, 2, 2]}, view).endswith("\u00b7  3 seats lead with 2")
        assert scene.score_text({"scores": [0, 1, 3, 2]}, view).endswith("\u00b7  Bot 3 leads 3")
    finally:
        close(app)
