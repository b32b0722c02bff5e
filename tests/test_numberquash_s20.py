"""NumberQuash after session 20's new players (7.5-8): the header while the bots wait for the out choice, a
stalemate said a draw everywhere (result, Load row, statistics), a six-seat Load row's scores, old saves'
rows read as new ones, the chart's end labels, short stalemate log lines, statistics keyed by data."""

import pygame
import pytest

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


# --- 1. the header while the bots wait for the out choice ---------------------------------------------

def test_while_the_out_choice_is_asked_the_header_says_the_bots_wait_for_it():
    """"Bot 5 rolls…" stood in the header over bots that waited for your Watch / Let the bots finish
    (session 20): the header says they wait for your choice, and the next bot's step once you chose."""
    from quash_table.ui.out_choice import WAITING_WORDS
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import key, step_until, steps
    match = finished_first()
    app, scene = out_board(match)
    try:
        steps(app, 120)
        assert scene.out_choice.offered()
        scene.hud.draw(app.screen, scene.areas()[0])
        assert scene.hud.status() == WAITING_WORDS, scene.hud.status()
        moves = len(match.actions)
        key(app, pygame.K_w)
        step_until(app, lambda: len(match.actions) > moves, timeout=30)
        assert scene.hud.status() != WAITING_WORDS
    finally:
        close(app)
