"""Quadruple War at a hand's result (session 30): H there says the greyed Hint's reason in red, and it lay over
the prompt "Hand 1 is over — press Next (or Enter) for the next deal", the one way on. At a result the board
keeps its prompt clear of messages (t.prompt_kept); in play a refusal or a hint still takes the prompt's place."""

import pygame
import pytest

from quash_table.ui.board_words import RESULT_HINT_WORDS
from tests.test_kit_s29_hint_at_result import saved_at_first_result
from tests.ui_helpers import close_board, key, match_board, step_until, steps


@pytest.mark.ui
def test_the_greyed_hints_reason_keeps_off_the_press_next_prompt(tmp_path):
    m = saved_at_first_result(tmp_path, "quadwar", ["human"] + ["bot:normal"] * 3, 9)
    app, scene = match_board(m, size=(1024, 640), round_pause=True, settled=False)
    try:
        step_until(app, scene.session.showing_result, timeout=30)
        steps(app, 3)
        key(app, pygame.K_h, frames=3)
        assert scene.message is not None and scene.message[0] == RESULT_HINT_WORDS
        t, painter = scene.table, scene.painter
        assert "press Next" in t.prompt
        prompt = painter.pill_rect(t.prompt, painter._prompt_pos(), 17)[0]
        said = painter._message_place()[0]
        assert not said.colliderect(prompt), (said, prompt)
        assert app.screen.get_rect().contains(said)
    finally:
        close_board(app)
