"""Session 22 (quash2), review of QUASH basic: the notice "Your unfinished QUASH game is kept in Load;
Continue is now this game." came again and again mid-game (Player 2's 4th turn, over the Tiebreaker panel,
at 1024x640 over the You plate): each message about your own act that replaced it (a hint, a refusal, an
Undo's confirmation) put it back with its whole time. It is said once: only news not yet read comes back,
and only once."""

import random

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, steps

NEWS = "Your unfinished QUASH game is kept in Load; Continue is now this game."


def _said_news(app, scene, seconds):
    """How many times the news came on the table in the next `seconds` (one count for each time it came)."""
    came, up = 0, False
    for _ in range(int(60 * seconds)):
        steps(app)
        now = scene.message is not None and scene.message[0] == NEWS
        came += now and not up
        up = now
    return came


def _board_with_news(size=(1280, 800)):
    m = Match("quash", ["human", "bot:random"], 4, {"dealer": 1})
    app, scene = match_board(m, size=size)
    s = scene.session
    assert s.my_turn()
    s.play(random.Random(1).choice(m.legal_actions()))
    s.recorder.notices.append((NEWS, "info"))       # what the first autosave after your move says
    steps(app, 2)
    assert scene.message is not None and scene.message[0] == NEWS, scene.message
    return app, scene


def test_news_read_then_replaced_by_your_undo_never_comes_back():
    app, scene = _board_with_news()
    try:
        steps(app, 60 * 4)                          # read: up 4 s
        assert scene.message is not None and scene.message[0] == NEWS
        key(app, pygame.K_u)                        # Undo's confirmation or its refusal: about your act
        assert scene.message[0] != NEWS and not scene.message_aside, scene.message
        assert _said_news(app, scene, 15) == 0
    finally:
        close_board(app)


def test_news_replaced_at_once_comes_back_once_only():
    app, scene = _board_with_news(size=(1024, 640))
    try:
        key(app, pygame.K_u)                        # at once: not read yet
        assert scene.message[0] != NEWS and not scene.message_aside, scene.message
        for _ in range(60 * 8):
            steps(app)
            if scene.message is not None and scene.message[0] == NEWS:
                break
        assert scene.message is not None and scene.message[0] == NEWS, "unread news comes back"
        scene.show_message("A refusal about your own act", "error")     # replaced again at once
        assert _said_news(app, scene, 20) == 0, "back once only"
    finally:
        close_board(app)
