"""Session 37: a calm hint arrow (a straight line or one bend, arrow_calm) ends with its head on no more words than
the way it replaces (review 36: into Flush's pile at six seats its head lay on "play 10 or lower")."""

import pygame

from quash_table.ui import arrow_calm
from quash_table.ui.arrow_head import HeadRoom


def test_a_calm_way_head_lies_on_no_more_words_than_asked():
    # a target with words across its lower half, the start below it: the straight line up ends with its head (or
    # its shaft inside the target) on them
    target = pygame.Rect(300, 60, 160, 210)
    words = [pygame.Rect(300, 160, 160, 110)]
    start = pygame.Vector2(380, 560)
    bounds = pygame.Rect(0, 0, 800, 700)
    read = HeadRoom((32, 19), words)
    plain = arrow_calm.calm_way([start], target, [], 10, bounds, head=(30, 16), head_room=read, step=20)
    assert plain is not None and read.price(plain[0], target) > 0, plain
    kept = arrow_calm.calm_way([start], target, [], 10, bounds, head=(30, 16), head_room=read, step=20,
                               words=(read, 0.0))
    # (session 49, on purpose: the bend this found crossed only the target's corner and the way ended at the bend,
    # outside the target, its head at the edge; such a way is none now (test_kit_s36_arrow_calm: Flush's arrow ended
    # left of the pile), and where no other calm way is found in its tries the way it replaces stays)
    if kept is not None:
        assert target.collidepoint(kept[0][-1]), kept
        assert read.price(kept[0], target) == 0, kept
        assert len(kept[0]) <= 3
