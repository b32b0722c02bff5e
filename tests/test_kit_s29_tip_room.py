"""Session 29: a tooltip slid past a run of words into the room before the next words along its row lies in the
middle of that room, a few px clear of both (headless: tip_place's maths). NumberQuash's greyed Undo tip, slid
6 px past "1/18 · 24 in supply", lay 0 px from the move log's heading "Moves" with 7 px to spare on its left."""

import pygame

from quash_table.ui.tip_place import CLEAR, apart, ranked_spot


def test_a_tip_between_two_runs_of_words_keeps_clear_of_both():
    anchor = pygame.Rect(918, 10, 76, 34)                   # Undo, as at 1280x800
    left, right = pygame.Rect(669, 62, 106, 12), pygame.Rect(1004, 66, 58, 19)
    screen = pygame.Rect(8, 8, 1264, 784)
    band = [pygame.Rect(0, 10, 1280, 34)]
    faces = [pygame.Rect(0, 100, 1000, 700), right]         # the plates under them (no room lower down), 'Moves'
    got = ranked_spot(anchor, (222, 46), screen, faces, [left, right], band, 640, 6, CLEAR, reach=120, rivals=[])
    assert got is not None
    spot = pygame.Rect(got[1], (222, 46))
    assert apart(spot, left) >= 3 and apart(spot, right) >= 3, (spot, left, right)
    assert apart(spot, anchor) <= 24, spot
