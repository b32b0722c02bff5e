"""The kit's message rule (review 20): a refusal is read, then what to do now comes back. A short message
about the person's last action (a refusal, a greyed button's reason) goes at their next click or key, and
where it lies over the prompt it stands there only a moment (board_words.PROMPT_HIDDEN_SECONDS); a hint
keeps its time. Session 48: a refusal's reason stands until the next click or key, over the prompt too.
Checked on Quadruple War, whose messages go at the prompt's place, and on The Game, whose go beside it."""

import pygame
import pytest

from quash_table.ui.board_words import MESSAGE_SECONDS, PROMPT_HIDDEN_SECONDS
from tests.test_quadwar_scene import bid_and_wait_for_the_lead
from tests.test_quadwar_scene import _stacked_table as quadwar_table
from tests.ui_helpers import DT, board, close_board, drag, grab, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def refused_lead(app, scene):
    """A real refusal: the ace of spades dragged to lead before spades are broken."""
    bid_and_wait_for_the_lead(app, scene)
    drag(app, grab(scene, "AS"), scene.table.target_by_id["trick"].rect.center)
    assert scene.message is not None and scene.message[1] == "error"


def wait(app, seconds):
    steps(app, int(round(seconds / DT)))


def test_a_refusal_over_the_prompt_stands_until_the_next_action():
    # session 48 (review 47b): timed out over the prompt, a refusal went while it was being read (NumberQuash's
    # hint took the caption back); it stands now until the next click or key, and then the prompt comes back
    app, scene = quadwar_table((1024, 640))
    try:
        refused_lead(app, scene)
        steps(app, 2)
        assert scene.painter.hides_prompt()            # Quadruple War says it at the prompt's place
        assert not scene.painter.shows_prompt()
        wait(app, MESSAGE_SECONDS + PROMPT_HIDDEN_SECONDS)
        assert scene.message is not None and scene.message[1] == "error"
        key(app, pygame.K_TAB)                          # the next action
        assert scene.message is None
        steps(app, 30)
        assert scene.painter.shows_prompt()
    finally:
        close_board(app)


def test_a_refusal_goes_at_the_next_key_and_a_new_one_is_said():
    app, scene = quadwar_table((1280, 800))
    try:
        refused_lead(app, scene)
        key(app, pygame.K_TAB)                          # the next action: a card raised
        assert scene.message is None
        steps(app, 30)                                  # (the refused card back home)
        assert scene.painter.shows_prompt()
        # the same refusal again is said again (cleared before the action, not after it)
        key(app, pygame.K_ESCAPE)
        drag(app, grab(scene, "AS"), scene.table.target_by_id["trick"].rect.center)
        assert scene.message is not None and scene.message[1] == "error"
    finally:
        close_board(app)


def test_a_refusal_clear_of_the_prompt_keeps_its_time_and_goes_at_a_click(monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    app = make_app()
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal"],
                  stacked=["G1", "B4", "Y2", "G6", "B9", "Y8"])
    settle(app, scene)
    try:
        scene.show_message("Purple 1 is not higher than blue 5 on the ascending stack", "error")
        steps(app, 2)
        assert not scene.painter.hides_prompt()
        wait(app, PROMPT_HIDDEN_SECONDS + 0.3)
        assert scene.message is not None                # beside the prompt: its whole time
        _, area, _ = scene.areas()
        pos = (area.x + 6, area.bottom - 6)            # a click on the bare cloth is an action too
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        steps(app, 2)
        assert scene.message is None
    finally:
        close_board(app)


def test_a_hint_outlives_the_next_key():
    app, scene = quadwar_table((1280, 800))
    try:
        bid_and_wait_for_the_lead(app, scene)
        scene.show_message("Lead the 2 of hearts", "hint", 9)
        key(app, pygame.K_LSHIFT)
        key(app, pygame.K_TAB)
        assert scene.message is not None and scene.message[1] == "hint"
        wait(app, PROMPT_HIDDEN_SECONDS + 0.3)
        assert scene.message is not None                # a hint keeps its time, over the prompt too
    finally:
        close_board(app)
