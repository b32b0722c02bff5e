"""What is drawn over what on a board: the score chart and the end-of-game summary cover the table, never the
other way round (a reviewer saw QUASH's +2 / FAILED tags over the summary and Quadruple War's trick pile over
the chart)."""

import random
from pathlib import Path

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.overlays import summary_rect
from tests.ui_helpers import key, make_app, settle

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.ui

MAGENTA = (255, 0, 255)


def far_from(colour, ref, by=120):
    return sum(abs(a - b) for a, b in zip(colour[:3], ref)) > by


def test_the_score_chart_covers_the_pieces():
    from quash_table.engine.saves import load_match
    from quash_table.ui.tables import board_for_match
    app = make_app()
    # (a competitive game: a cooperative one, The Game, offers no score chart, its one score is in the header)
    scene = board_for_match(app, load_match(ROOT / "saves" / "flush-example.json"), autosave=False)
    app.push(scene)
    try:
        settle(app)
        key(app, pygame.K_c)
        settle(app)
        assert scene.score_panel.chart_open
        chart = scene.score_panel.rect()
        piece = next(p for p in scene.table.pieces if p.zone == "hand:0")
        w, h = int(piece.pos[2]), int(piece.pos[3])
        piece.pos = (chart.centerx - w // 2, chart.centery - h // 2, w, h)   # a card slid under the chart
        surface = app.screen
        scene.draw(surface)
        # the chart panel, not the card's white face, is what shows there
        assert far_from(surface.get_at(chart.center), (255, 255, 255), by=200)
        piece_img = piece.image()
        centre_of_card = piece_img.get_at((w // 2, h // 4))
        assert surface.get_at((chart.centerx, chart.centery - h // 4))[:3] != centre_of_card[:3]
    finally:
        app.pop()
        pygame.display.quit()


def test_board_tags_and_popups_stay_under_the_summary():
    from quash_table.ui.tables import board_for_match
    rng = random.Random(5)
    match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=11)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app)
        assert scene.show_summary

        def paint(surface):
            surface.fill(MAGENTA)
        scene.draw_over_pieces = paint          # a board drawing tags all over the table...
        scene.draw_popups = paint               # ...and a pop-up of its own
        scene.draw(app.screen)
        panel = summary_rect(scene)
        assert far_from(app.screen.get_at((panel.centerx, panel.y + panel.h // 3)), MAGENTA)
        r, g, b = app.screen.get_at((panel.x - 5, panel.y - 5))[:3]     # outside it they show, dimmed
        assert r > 100 and b > 100 and g < 30
    finally:
        app.pop()
        pygame.display.quit()
