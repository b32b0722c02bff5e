"""Issue 23 (session 40): L opens the move log where a cramped table folds it (Flush at six seats, NumberQuash at five
or six, in a small window); where the log is always there, L did nothing and said nothing, and a new player thought the
key broken. It now says the moves are always shown (Flush: and that no Link Flush, its other L, is to lay)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.words import L_KEY_WORDS
from quash_table.ui.board_words import LOG_SHOWN_WORDS
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _said(scene):
    return scene.message[0] if scene.message is not None else None


@pytest.mark.parametrize("game,seats,size,words", [
    ("flush", 2, (1024, 640), L_KEY_WORDS), ("flush", 3, (1280, 800), L_KEY_WORDS),
    ("numberquash", 3, (1280, 800), LOG_SHOWN_WORDS)])
def test_l_where_the_moves_are_always_shown_says_so(game, seats, size, words):
    app, scene = match_board(Match(game, ["human"] + ["bot:normal"] * (seats - 1), 4), size=size)
    try:
        assert not scene.log_folded() and "hud:log" not in [b.id for b in scene.hud.buttons]
        key(app, pygame.K_l, frames=3)
        assert _said(scene) == words[:1].upper() + words[1:], _said(scene)
    finally:
        close_board(app)


def test_l_where_the_table_folds_the_log_still_opens_it():
    app, scene = match_board(Match("flush", ["human"] + ["bot:normal"] * 5, 4), size=(1024, 640))
    try:
        assert scene.log_folded()
        key(app, pygame.K_l, frames=3)
        steps(app, 2)
        assert scene.log_open and not scene.log_folded()
        assert _said(scene) != L_KEY_WORDS
    finally:
        close_board(app)
