"""Session 59, a new player's review of Flush: after a 10 was staged by key, the walk lifted the Mimic 3 before
the other 10 (seed 73, three seats), and the player declared 10 + Mimic by accident. The walk now lifts the card
of the staged value first, a Mimic that would join as that value after it (Composer.walk_rank)."""

import pygame
import pytest

from tests.ui_helpers import board_at_small_size, key, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def table(tmp_path):
    yield from board_at_small_size("flush", ["human", "bot:normal", "bot:normal"], 73, tmp_path)


def ten_staged_by_clicks(app, scene):
    """The 10 Link staged by a click (two clicks, the card then the pile, until session 61: a click on a card
    stages it now)."""
    from tests.ui_helpers import centre, click
    ten = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.code == "10L")
    click(app, centre(ten.rect))
    steps(app, 20)


def lifted(scene):
    p = scene.table.piece_by_id.get(scene.drag.selected) if scene.drag.selected else None
    return None if p is None else (p.zone, p.code)


def test_after_a_10_the_walk_lifts_the_other_10_before_the_mimic(table):
    app, scene = table
    assert scene.session.match.state.mimic == 3
    hand = [p.code for p in scene.table.pieces if p.zone == "hand:0"]
    assert "10S" in hand and "10L" in hand and "3" in hand
    key(app, pygame.K_TAB, frames=2)
    for _ in range(30):                         # Shift+Tab from the first card: the last one, the 10L
        if lifted(scene) == ("hand:0", "10L"):
            break
        key(app, pygame.K_LEFT, frames=2)
    assert lifted(scene) == ("hand:0", "10L")
    key(app, pygame.K_SPACE, frames=3)
    steps(app, 20)
    assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["10L"]
    assert lifted(scene) == ("hand:0", "10S"), lifted(scene)
    key(app, pygame.K_RIGHT, frames=2)          # the arrows still reach the Mimic: it is after the 10
    key(app, pygame.K_LEFT, frames=2)
    assert lifted(scene) == ("hand:0", "10S")


def test_after_a_10_staged_by_clicks_tab_lifts_the_other_10_not_the_mimic(table):
    """Review 59v (seed 24, six seats): a card staged by two clicks (the card, then the pile), then Tab lifted the
    first card in reading order that could join, a base Mimic, not the other card of the staged value; Space spent
    the Mimic. A drop by the mouse that leaves the move being built goes on as a drop by key does."""
    app, scene = table
    ten_staged_by_clicks(app, scene)
    assert [p.code for p in scene.table.pieces if p.zone == "stage"] == ["10L"]
    assert scene.drag.selected is None
    key(app, pygame.K_TAB, frames=2)
    assert lifted(scene) == ("hand:0", "10S"), lifted(scene)
