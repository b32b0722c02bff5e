"""Session 61 (review 60): the notice that an older save's game was kept in Load (Continue now holds this one)
came up mid-turn, over a move being made. News like it waits for a calm moment: not while a card is held or
lifted or cards are staged, but once the move is declared or taken back."""

import pytest

from tests.test_flush_scene import hand_piece, open_table
from tests.ui_helpers import button, click, close_board, step_until, steps

pytestmark = pytest.mark.ui

NEWS = "Your unfinished Flush game is kept in Load; Continue is now this game."


def test_news_waits_while_cards_are_staged_and_shows_once_they_are_taken_back(tmp_path):
    app, scene = open_table(tmp_path)
    try:
        click(app, hand_piece(scene, "6").home.center)
        steps(app, 20)
        assert scene.composer.busy()
        scene.session.recorder.notices.append((NEWS, "info"))
        steps(app, 30)
        assert scene.message is None or scene.message[0] != NEWS       # not over the move being made
        scene.input.activate(button(scene, "take_back"))
        # then, once what the take-back says has been read
        step_until(app, lambda: scene.message is not None and scene.message[0] == NEWS, timeout=10)
    finally:
        close_board(app)
