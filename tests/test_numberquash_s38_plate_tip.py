"""NumberQuash, session 38: a plate whose latest turn is said in fewer words ("2 rolls: 3 cells", "5 cells") names
every cell on hover over that line (review 38: the counts told a new player not WHICH cells)."""

import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, match_board, steps

SIX = ["human"] + ["bot:normal"] * 5
CELL = re.compile(r"\b(red|blue|yellow|green|orange|pink) \d")


def six_seats_after(seed, moves):
    rng = random.Random(seed)
    m = Match("numberquash", SIX, seed, {"order": list(range(6))})
    while not m.over and (len(m.actions) < moves or m.to_move != 0):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_counted_turn_on_a_plate_names_its_cells_on_hover(seed):
    m = six_seats_after(seed, 40)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 4)
        t = scene.table
        tips = {tip.id: tip for tip in t.tips}
        labels = [d for d in t.decor if isinstance(d, Label)]
        counted = 0
        for seat in range(1, 6):
            plate = pygame.Rect(scene.badges[seat])
            news = [d for d in labels if plate.colliderect(d.text_rect()) and re.search(r"\d+ cells?\b", d.text)
                    and not CELL.search(d.text)]
            if not news:
                continue
            counted += 1
            tip = tips.get(f"plate-news:{seat}")
            assert tip is not None, (seat, news[0].text)
            assert tip.reason.startswith(f"Bot {seat + 1}'s latest turn: ") and CELL.search(tip.reason), tip.reason
            assert pygame.Rect(tip.rect).colliderect(news[0].text_rect())
        assert counted, "no plate counted its cells: the test sees nothing"
    finally:
        close_board(app)
