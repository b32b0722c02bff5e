"""Session 31: one more soft area (QUASH's score track, crossed at a cost) moved the hint arrow's way far from it:
the router turned at the corners of the soft rects' groups' bounding boxes, and the track, grown, touched both
plates below it, so the gap between them lost its corners and the arrow's glow ran over "You". A way turns at the
outline of each group of overlapping rects (arrow_route.soft_corners): a rect takes away only corners it lies at."""

import pygame

from quash_table.ui import arrow_route

RED, YOU = pygame.Rect(12, 462, 92, 44), pygame.Rect(112, 462, 300, 44)     # the plates, 8 px apart
TRACK = pygame.Rect(12, 434, 966, 24)                                         # the track just above both
BOUNDS = pygame.Rect(10, 10, 1000, 780)


def _x_at(path, y):
    """Where the path crosses the height y (it runs upwards)."""
    for u, v in zip(path, path[1:]):
        if min(u.y, v.y) <= y <= max(u.y, v.y) and u.y != v.y:
            return u.x + (v.x - u.x) * (y - u.y) / (v.y - u.y)
    raise AssertionError((path, y))


def test_a_soft_rect_joining_two_groups_leaves_the_gap_between_them_a_way():
    start, end = (190, 620), (108, 400)
    plates = [(RED, 1.0), (YOU, 1.0)]
    for soft in (plates, plates + [(TRACK, 4.0)]):
        path = arrow_route.route(start, end, [], 7, BOUNDS, soft=soft)
        assert path is not None
        # up the gap between the plates, beside both, not over "You"
        assert RED.right <= _x_at(path, YOU.centery) <= YOU.left, (soft, path)


def test_soft_corners_are_the_outline_of_each_group():
    hand = [pygame.Rect(100 + 40 * i, 600, 60, 150) for i in range(5)]     # a fanned hand: its ends only
    assert arrow_route.soft_corners(hand) == [(98, 598), (98, 752), (322, 598), (322, 752)]
    # a card's index at its corner: the card's corners, once
    assert arrow_route.soft_corners([pygame.Rect(0, 0, 60, 100), pygame.Rect(0, 0, 20, 30)]) == \
        [(-2, -2), (62, -2), (-2, 102), (62, 102)]
    # a rect over two groups takes only the corners it lies at: the plates' lower corners stay
    both = arrow_route.soft_corners([RED, YOU, TRACK.inflate(0, 14)])
    low = {arrow_route.outside_corners(r)[k] for r in (RED, YOU) for k in (2, 3)}
    assert low <= set(both), (low, both)

