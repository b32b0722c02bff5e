"""Session 45 (review 44B item 12): at six seats the play panel (the tray's last moves) broke a seat's name over
two lines, "... and a Mimic on the pile — Bot" / "3 is skipped". Its lines are wrapped with the seats' names as
units (paint_middle.news_lines), so a name is never broken."""

import random
import re

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import match_board

pytestmark = pytest.mark.ui


def played(seed, moves):
    m, rng = Match("flush", ["human"] + ["bot:easy"] * 5, seed=seed), random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed, moves", [(11, 36), (7, 344)])
def test_a_name_in_the_play_panel_is_never_broken(seed, moves):
    m = played(seed, moves)
    assert m.to_move == 0
    app, scene = match_board(m, size=(1024, 640))
    try:
        texts = [d.text.strip() for d in scene.table.decor if hasattr(d, "text")]
        broken = [x for x in texts if re.search(r"\bBot$", x) or re.match(r"^\d+ (is|lays|plays|starts)\b", x)]
        assert not broken, broken
        assert any("Bot" in x and "skipped" in x for x in texts), texts      # the line is there, whole
    finally:
        pygame.display.quit()
