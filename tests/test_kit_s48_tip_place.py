"""Session 48, review 47a (QUASH, new players): a card held over the other side's spot said why not in a tag
over that spot, always above it: there it lay over BLACK's seat plate and the scoring track. The kit's tip
(ui/refusal_tip.py) now goes over, under, left or right of the place, the first spot clear of the table's
words, else the one covering least."""

import pygame
import pytest

from quash_table.ui.refusal_tip import tip_spot
from tests.test_quash_s44_held_room import _hold, _spot_4_board


def test_the_tip_goes_over_the_place_unless_words_are_there_then_under_or_beside():
    area = pygame.Rect(0, 0, 400, 300)
    light = pygame.Rect(150, 100, 60, 80)
    tag = pygame.Rect(0, 0, 100, 30)
    assert tip_spot(tag, light, area, [], 10).midbottom == (180, 90)
    plate = pygame.Rect(100, 50, 200, 30)          # words over the place
    got = tip_spot(tag, light, area, [plate], 10)
    assert not got.colliderect(plate) and not got.colliderect(light) and got.midtop == (180, 190)
    under = pygame.Rect(100, 185, 200, 30)         # ... and under it: beside it
    got = tip_spot(tag, light, area, [plate, under], 10)
    assert not got.colliderect(plate) and not got.colliderect(under) and not got.colliderect(light)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("spot", [1, 2, 9])
def test_the_why_not_over_their_spot_lies_on_no_plate_or_words(size, spot):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        at = scene._deco["g"]["spots"]["top"][spot - 1].center
        _hold(app, scene, f"r{rnd}:10C", at)
        p = scene.drag.active()
        hot = scene.drag.target_at(at, p)
        assert hot is not None and hot.id == f"theirs:{spot}", hot
        surface = pygame.Surface(app.screen.get_size())
        tag = scene.drag.refusal_tip.draw(surface, p, hot)
        assert tag is not None
        words = [r for r in scene.table.text_rects() if not hot.light.contains(r)]
        assert not any(tag.colliderect(r) for r in words), (tag, [r for r in words if tag.colliderect(r)])
        assert not tag.colliderect(hot.light)
