"""The kit's message place (ui/message_spot.py), session 36: the first clear place beside a message's own is found a
column at a time, each column's blocked rows from the rects' spans, the very place the eager list gave (review 35b:
~15,000 places per shape were built, sorted and tried in turn, and the why came seconds late under load)."""

import random

import pygame

from quash_table.ui import message_spot
from quash_table.ui.message_spot import first_beside, free_spot, slides


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
    # rects of no size, or turned inside out, as a board may hand over: tried as pygame tries them
    keep += [pygame.Rect(rng.randint(0, bounds.right), rng.randint(0, bounds.bottom), rng.choice([0, -20, 30]),
                         rng.choice([0, -10])) for _ in range(rng.choice([0, 0, 2]))]
    band = [pygame.Rect(rng.randint(bounds.x, bounds.right), rng.randint(bounds.y, bounds.bottom), 12, 12)
            for _ in range(rng.choice([0, 0, 8, 20]))]
    soft = [_rect(rng, bounds) for _ in range(rng.randint(0, 25))] + band
    return shapes, keep, soft, bounds, step, band, rng.random() < 0.3


def eager_first(rect, bounds, step, across, avoid):
    """The first place of the eager list clear of `avoid` (free_spot's beside before session 36)."""
    return next((r for r in eager_sideways(rect, bounds, step, across) if r.collidelist(avoid) < 0), None)


def test_the_first_clear_place_beside_is_the_eager_lists():
    rng = random.Random(36)
    for _ in range(150):
        shapes, keep, soft, bounds, step, _, _ = _case(rng)
        for shape in shapes:
            for avoid in (keep, keep + soft, soft[:3]):
                assert first_beside(shape, bounds, step, step * 8, avoid) == \
                    eager_first(shape, bounds, step, step * 8, avoid)


def test_free_spot_chooses_the_same_spot_as_with_the_eager_places(monkeypatch):
    rng = random.Random(360)
    cases = [_case(rng) for _ in range(400)]
    new = [free_spot(shapes, keep, soft, bounds, step, band, spread) for shapes, keep, soft, bounds, step, band, spread
           in cases]
    monkeypatch.setattr(message_spot, "first_beside", eager_first)
    old = [free_spot(shapes, keep, soft, bounds, step, band, spread) for shapes, keep, soft, bounds, step, band, spread
           in cases]
    assert new == old
    # the cases reach the places beside (else this compared nothing of them)
    asked = []
    monkeypatch.setattr(message_spot, "first_beside", lambda *a: asked.append(a) or eager_first(*a))
    for shapes, keep, soft, bounds, step, band, spread in cases:
        free_spot(shapes, keep, soft, bounds, step, band, spread)
    assert len(asked) > 50, len(asked)


def test_a_message_beside_its_place_is_placed_without_trying_every_place(monkeypatch):
    """A message whose column is full at 1024x640 goes beside it: the places up and down its own column are tried
    (a few hundred), not the thousands beside it one by one (they were all built, sorted and tried)."""
    made = [0]

    def counted(*a):
        for got in slides(*a):
            made[0] += 1
            yield got
    monkeypatch.setattr(message_spot, "slides", counted)
    bounds, rect = pygame.Rect(0, 40, 1024, 600), pygame.Rect(400, 300, 200, 40)
    column = [pygame.Rect(380, 40, 240, 600)]
    every = len(eager_sideways(rect, bounds, 4, 32))
    assert every > 3000, every
    made[0] = 0
    spot, _ = free_spot([rect], column, [], bounds, 4)
    assert spot == eager_first(rect, bounds, 4, 32, column) and not spot.colliderect(column[0]), spot
    assert made[0] < every // 4, (made[0], every)
