"""NumberQuash, session 59 (seed 581, two seats, 1024x640): a steal hint's words lay up by the robbed bot's octagon,
where the kit moved them off the prompt (the arrow's way), far from your cells and over the bot's cells in a longer
form. Up among the other players' octagons, the hint goes to the tray's room (or beside your octagons) first."""

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.numberquash.layout import octagon_rects
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import ask_hint, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_a_steal_hint_lies_clear_of_the_bots_octagons():
    m = Match("numberquash", ["human", "bot:normal"], 581)
    bots = [make_bot("numberquash", "normal", s, 581) for s in range(2)]
    while len(m.actions) < 34 or m.to_move != 0:
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    app = make_app((1024, 640))
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 10)
        assert scene.hints.current.action.get("type") == "bonus", scene.hints.current.action   # a steal of a 12
        shown = scene.painter.message_rect()
        theirs = [r for op in scene.deco if op[0] == "octagon" and not op[5] for r in octagon_rects(*op[2:5])]
        assert shown.collidelist(theirs) < 0, shown
        assert shown.centery > scene.mid_rect.bottom, (shown, scene.mid_rect)     # by your octagons and the tray
        assert not any(pygame.Rect(g["rect"]).colliderect(shown) for g in scene.table_geo.values())
    finally:
        close_board(app)
