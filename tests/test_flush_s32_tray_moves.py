"""Session 32: at your turn, six seats at 1024x640 with the Moves open, the moves made since yours fill the
tray from its top, as many as fit whole. "Your play" over them took two lines, and the tray showed one move
("+12 earlier: see Moves") over two or three empty rows."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.curtain_news import news_items
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def crowded_tray():
    """(match, app, scene): six seats at 1024x640, the Moves open, your turn after 12+ random moves (seed 11):
    the tray at your turn crowded by the moves since yours. The caller closes the board."""
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=11)
    rng = random.Random(11)
    n = 0
    while n < 12 or m.to_move != 0:
        m.play(rng.choice(m.legal_actions()))
        n += 1
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    steps(app, 3)
    if not scene.log_open:
        key(app, pygame.K_l, frames=3)
    steps(app, 3)
    return m, app, scene


def tray_said(scene):
    """The tray's words, top to bottom, as one string."""
    tray = scene._g["tray"]
    return " ".join(text for _, text in sorted((d.pos[1], d.text) for d in scene.table.decor
                                               if getattr(d, "text", None) and tray.collidepoint(d.pos)))


def test_the_crowded_tray_shows_three_moves_whole_and_no_heading():
    m, app, scene = crowded_tray()
    try:
        said = tray_said(scene)
        assert "Your play" not in said, said
        news = news_items(scene.logbook, m, 0)
        assert len(news) >= 4
        # (session 33: where the log's full words leave a move out, each in its fewest: all four then)
        shown = max(([item for item in form if " ".join(item) in said]
                     for form in (news, news_items(scene.logbook, m, 0, brief=True))), key=len)
        assert len(shown) >= 3, (said, news)                  # was the newest alone
        assert len(shown) == len(news) or f"+{len(news) - len(shown)} earlier: see Moves" in said, said
    finally:
        close_board(app)
