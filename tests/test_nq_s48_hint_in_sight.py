"""Session 48, NumberQuash (review 47b): the dragged pair of dice and the words over it covered the cell the hint
marked, and the player lost sight of where to drop. The chip beside the pointer goes to a corner that leaves the
hinted cell in sight (layout.chip_in_hand), and the kit puts the words over a held piece where they leave the hinted
places clear (ui/hint_clear.py, refusal_tip.place)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.hint_clear import hinted_places
from tests.ui_helpers import ask_hint, close_board, match_board, post, settle, steps

pytestmark = pytest.mark.ui


def rolled_with_hint(size, dice):
    """You first at three seats, `dice` rolled, the hint asked and shown."""
    m = Match("numberquash", ["human", "bot:normal", "bot:normal"], 3, {"order": [0, 1, 2]}, dice)
    m.play({"type": "roll"})
    app, scene = match_board(m, size=size)
    ask_hint(app, scene)
    settle(app, scene)
    return app, scene


def hinted_nine(size):
    """A 6 and a 3 rolled: the hint is the pair onto left red 9 (the centre)."""
    app, scene = rolled_with_hint(size, [6, 3])
    assert scene.hints.layout()["target"] == "cell:red:0:9"
    return app, scene


def hold_at(app, grab, pos):
    post(pygame.MOUSEMOTION, pos=grab, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=grab, button=1)
    steps(app, 1)
    for i in range(1, 7):
        at = (grab[0] + (pos[0] - grab[0]) * i // 6, grab[1] + (pos[1] - grab[1]) * i // 6)
        pygame.mouse.set_pos(at)
        post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
        steps(app, 1)
    steps(app, 3)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("under", [5, 4, 6])
def test_the_held_pair_leaves_the_hinted_cell_in_sight(size, under):
    app, scene = hinted_nine(size)
    try:
        pair = scene.table.piece_by_id["dice:pair"]
        nine = scene.table.target_by_id["cell:red:0:9"].light
        below = scene.table.target_by_id[f"cell:red:0:{under}"].rect     # on the way up to the 9
        at = pygame.Rect(pair.pos)
        hold_at(app, at.center, below.center)
        assert scene.drag.dragging == "dice:pair"
        assert scene.drag.hot_target(pair) == f"cell:red:0:{under}"
        chip = pygame.Rect(pair.pos)
        assert not chip.colliderect(nine), (chip, nine)           # it lay right over the 9
        assert not chip.collidepoint(below.center)                # still clear of the cell it is aimed at
        _, area, _ = scene.areas()
        assert area.contains(chip)
    finally:
        close_board(app)


def test_the_words_over_a_held_piece_leave_the_hinted_cell_clear():
    app, scene = hinted_nine((1024, 640))
    try:
        five = scene.table.target_by_id["cell:red:0:5"]        # right under the 9
        nine = scene.table.target_by_id["cell:red:0:9"].light
        words = "This die shows 6: drop it on a 6, or drag the pair of dice to cover the total or a split"
        over, _, _ = scene.drag.refusal_tip.place(words, five.light)
        assert over.colliderect(nine)                # over the 5, the words lay on the 9
        tag, _, _ = scene.drag.refusal_tip.place(words, five.light, hinted_places(scene, five.id).values())
        assert not tag.colliderect(nine) and not tag.colliderect(five.light), (tag, nine, five.light)
    finally:
        close_board(app)
