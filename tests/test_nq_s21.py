"""NumberQuash after session 21's new players: the opened Moves log over no octagon at 1024x640, the tray
while the bots wait for your out choice, and the result's sound chosen by standing (a draw is no loss)."""

import pygame
import pytest

from tests.test_numberquash_scene import close

pytestmark = pytest.mark.ui


def tray_words(scene):
    tray = scene.tray.rect
    return [d.text for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]


# --- 2. the tray says what the table waits for --------------------------------------------------------

def test_while_the_bots_wait_for_your_choice_the_tray_says_so_not_the_next_bots_roll():
    """The header said the bots wait for your Watch / Let the bots finish while the tray said "Bot 3 to
    roll" over bots that did not move. Both read session.bots_waiting(): the tray says the table waits for
    your choice, and the next bot's roll once you chose."""
    from quash_table.ui.out_choice import WAITING_BRIEF, WAITING_WORDS
    from tests.test_numberquash_review15 import finished_first, out_board
    from tests.ui_helpers import key, step_until, steps
    match = finished_first()
    app, scene = out_board(match)
    try:
        steps(app, 120)
        assert scene.out_choice.offered() and scene.session.bots_waiting()
        scene.hud.draw(app.screen, scene.areas()[0])
        assert scene.hud.status() == WAITING_WORDS
        words = tray_words(scene)
        assert WAITING_BRIEF in words, words
        assert not any(w.endswith(" to roll") for w in words), words
        assert WAITING_WORDS.startswith(WAITING_BRIEF)        # one wording: the header's says more
        moves = len(match.actions)
        key(app, pygame.K_w)
        assert not scene.session.bots_waiting()
        step_until(app, lambda: len(match.actions) > moves, timeout=30)
        steps(app, 3)
        assert WAITING_BRIEF not in tray_words(scene)
    finally:
        close(app)
