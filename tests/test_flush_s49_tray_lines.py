"""Flush, review 49c (pass-and-play at 1024x640, and 6 seats at 1280x800): at your turn the tray's instruction
"… (or the new pile, to pick up), then Declare." took three lines where the room under it was measured for two,
and "then Declare." lay over the first move under it. The lines are measured as they are drawn
(paint_middle.wrapped_lines); no two of the tray's lines overlap at your turn."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def your_turn_after_moves(seats, seed, moves):
    m = Match("flush", seats, seed)
    rng = random.Random(seed)
    while not m.over and (len(m.actions) < moves or m.to_move != 0):
        m.play(rng.choice(m.legal_actions()))
    return m


def tray_lines(scene):
    tray = pygame.Rect(scene._g["tray"])
    return [d.text_rect() for d in scene.table.decor
            if type(d).__name__ == "Label" and tray.contains(d.text_rect())]


@pytest.mark.parametrize("size,seats", [((1024, 640), ["human:Ann", "human:Ben", "bot:normal"]),
                                        ((1280, 800), ["human"] + ["bot:normal"] * 5)])
def test_the_trays_lines_never_overlap_at_your_turn(size, seats):
    checked = 0
    for seed in range(6):
        m = your_turn_after_moves(seats, seed, 6 + seed)
        if m.over:
            continue
        app, scene = match_board(m, size=size)
        try:
            if scene.session.curtain is not None:
                scene.session.lift_curtain()
                scene.rebuild()
            lines = tray_lines(scene)
            assert len(lines) >= 2, lines
            for i, a in enumerate(lines):
                for b in lines[i + 1:]:
                    assert not a.inflate(0, -2).colliderect(b.inflate(0, -2)), (seed, a, b)
            checked += 1
        finally:
            close_board(app)
    assert checked >= 4, checked
