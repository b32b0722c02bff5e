"""A message keeps room round it where it can (message_spot.breathe, session 45): a hint's box lay 2-7 px from your
cards and the seats' plates, touching them to the eye (review 44)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.ui.message_spot import breathe, gap  # noqa: E402

BOUNDS = pygame.Rect(0, 0, 800, 600)


def test_a_box_three_px_over_a_card_moves_up_to_keep_the_air():
    card = pygame.Rect(100, 300, 80, 110)
    box = pygame.Rect(90, 237, 200, 60)          # its foot 3 px above the card
    got = breathe(box, [card], BOUNDS, 8)
    assert 8 <= gap(got, card) <= 9 and got.size == box.size      # (moved in 2 px steps)
    assert abs(got.x - box.x) + abs(got.y - box.y) <= 6, "the nearest move that gives the room, not a far one"


def test_between_two_things_it_takes_the_middle():
    above = pygame.Rect(0, 0, 800, 100)
    below = pygame.Rect(0, 172, 800, 100)       # 72 px between them for a 60 px box: 6 px each side at best
    box = pygame.Rect(300, 102, 200, 60)
    got = breathe(box, [above, below], BOUNDS, 8)
    assert gap(got, above) == gap(got, below) == 6


def test_it_stays_where_it_is_when_it_lies_over_something_or_nothing_is_near():
    card = pygame.Rect(100, 300, 80, 110)
    over = pygame.Rect(90, 280, 200, 60)
    assert breathe(over, [card], BOUNDS, 8) == over
    far = pygame.Rect(400, 50, 200, 60)
    assert breathe(far, [card], BOUNDS, 8) == far


def test_it_never_leaves_its_bounds_nor_moves_onto_another_thing():
    card = pygame.Rect(0, 64, 800, 100)
    box = pygame.Rect(10, 2, 200, 60)           # the table's top edge 2 px above, the card 2 px below
    got = breathe(box, [card], BOUNDS, 8)
    assert BOUNDS.contains(got) and got.top == 0 and gap(got, card) == 4     # as far as the edge lets it
    side = pygame.Rect(215, 0, 50, 62)          # and a plate 5 px to its right
    got = breathe(box, [card, side], BOUNDS, 8)
    assert BOUNDS.contains(got) and got.collidelist([card, side]) < 0 and gap(got, side) >= 5
