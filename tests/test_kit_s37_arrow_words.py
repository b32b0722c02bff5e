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
    assert kept is not None, "a bend round the words into the target's side"
    assert read.price(kept[0], target) == 0, kept
    assert len(kept[0]) <= 3
