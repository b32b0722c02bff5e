"""The kit's message place (ui/message_spot.py), session 36: the places beside a message's own are made as they
are asked for, nearest first, in the very order the eager list had (review 35b: ~15,000 places per shape were built
and sorted before the first clear one was taken, and the why came seconds late under load)."""

import random

import pygame

from quash_table.ui import message_spot
from quash_table.ui.message_spot import free_spot, sideways, slides


def eager_sideways(rect, bounds, step, across):
    """message_spot.sideways as it was before session 36: every place built, then sorted."""
    r0 = rect.clamp(bounds)
    found = []
    for j in range(1, bounds.w // max(1, across) + 1):
        for way in (-1, 1):
            r1 = r0.move(way * j * across, 0)
            if not bounds.contains(r1):
                continue
            for r, dy in slides(r1, bounds, step):
                found.append(((j * across) ** 2 + dy ** 2, r))
    found.sort(key=lambda f: f[0])
    return [r for _, r in found]


def _rect(rng, bounds, w=(20, 400), h=(14, 90)):
    rw, rh = rng.randint(*w), rng.randint(*h)
    return pygame.Rect(rng.randint(bounds.x - 30, bounds.right - 10), rng.randint(bounds.y - 30, bounds.bottom - 10),
                       rw, rh)


def _case(rng):
    bounds = pygame.Rect(rng.randint(0, 40), rng.randint(0, 60), rng.choice([1024, 1280, 700]),
                         rng.choice([640, 800, 420]))
    step = rng.choice([4, 5, 6])
    base = _rect(rng, bounds, (120, 600), (20, 60))
    shapes = [base]
    for _ in range(rng.randint(0, 3)):      # narrower and taller, as a message in more lines
        last = shapes[-1]
        shapes.append(pygame.Rect(last.x, last.y, max(60, last.w * 2 // 3), last.h + rng.randint(10, 30)))
    keep = [_rect(rng, bounds) for _ in range(rng.randint(0, 25))]
    band = [pygame.Rect(rng.randint(bounds.x, bounds.right), rng.randint(bounds.y, bounds.bottom), 12, 12)
            for _ in range(rng.choice([0, 0, 8, 20]))]
    soft = [_rect(rng, bounds) for _ in range(rng.randint(0, 25))] + band
    return shapes, keep, soft, bounds, step, band, rng.random() < 0.3


def test_the_places_beside_come_in_the_eager_lists_order():
    rng = random.Random(36)
    for _ in range(60):
        shapes, _, _, bounds, step, _, _ = _case(rng)
        for shape in shapes:
            assert list(sideways(shape, bounds, step, step * 8)) == eager_sideways(shape, bounds, step, step * 8)


def test_free_spot_chooses_the_same_spot_as_with_the_eager_places(monkeypatch):
    rng = random.Random(360)
    cases = [_case(rng) for _ in range(400)]
    new = [free_spot(shapes, keep, soft, bounds, step, band, spread) for shapes, keep, soft, bounds, step, band, spread
           in cases]
    monkeypatch.setattr(message_spot, "sideways", lambda *a: iter(eager_sideways(*a)))
    old = [free_spot(shapes, keep, soft, bounds, step, band, spread) for shapes, keep, soft, bounds, step, band, spread
           in cases]
    assert new == old
    # the cases reach the places beside (else this compared nothing of them)
    asked = []
    monkeypatch.setattr(message_spot, "sideways", lambda *a: asked.append(a) or iter(eager_sideways(*a)))
    for shapes, keep, soft, bounds, step, band, spread in cases:
        free_spot(shapes, keep, soft, bounds, step, band, spread)
    assert len(asked) > 50, len(asked)


def test_the_first_place_beside_is_found_without_making_the_others(monkeypatch):
    """The nearest place beside a message at 1024x640, clear at once: the nearest columns made, not the thousands
    of places a board's width and height hold (all were built and sorted before the first was taken)."""
    made = [0]

    def counted(*a):
        for got in slides(*a):
            made[0] += 1
            yield got
    monkeypatch.setattr(message_spot, "slides", counted)
    bounds, rect = pygame.Rect(0, 0, 1024, 640), pygame.Rect(400, 300, 200, 40)
    every = len(eager_sideways(rect, bounds, 4, 32))
    assert every > 3000, every
    first = next(iter(sideways(rect, bounds, 4, 32)))
    assert first == pygame.Rect(368, 300, 200, 40)
    assert made[0] < every // 4, (made[0], every)
