"""Session 47, review 46-1b (QUASH advanced, a new player): Learn to play (F1) was enough for the basic game, but the
swap rules stood far down Full rules. A page's "## Learn to play: KEY=VALUE" section ends Learn to play when the
page is opened from a game of that option (rules_files.rules_parts), and is shown nowhere else."""

import pygame
import pytest

from quash_table.ui.rules_files import rules_parts
from tests.ui_helpers import close_board, key, open_board, steps


def _learn(options):
    return next(md for k, _, md in rules_parts("quash", options) if k == "learn")


def test_quash_advanced_learn_to_play_has_its_swaps_part_and_basic_not():
    assert "### Advanced: swaps" in _learn({"variant": "advanced"})
    assert "Advanced: swaps" not in _learn({"variant": "basic"})
    # from no game (the main menu's Rules) every Learn to play part is there (review 47a looked there)
    assert "### Advanced: swaps" in _learn(None)
    for options in ({"variant": "advanced"}, None):
        for k, _, md in rules_parts("quash", options):
            assert "variant=advanced" not in md, k
            assert k == "learn" or "### Advanced: swaps" not in md, k


@pytest.mark.ui
def test_f1_on_an_advanced_table_opens_learn_to_play_with_the_swaps():
    app, scene = open_board("quash", ["human", "bot:easy"], seed=4, options={"variant": "advanced"})
    try:
        key(app, pygame.K_F1)
        steps(app, 2)
        page = app.top
        got = page.shown_part()
        assert got[0] == "learn" and "### Advanced: swaps" in got[2], got[:2]
        key(app, pygame.K_ESCAPE)
        steps(app, 2)
    finally:
        close_board(app)
