"""Session 22, Quadruple War: the replay's views keep the table's places; won tricks show their count; the
bags rule in one wording; the bots may finish a long game for the one person at the table."""

import pygame
import pytest

from tests.test_quadwar_s19 import _finished
from tests.ui_helpers import close_board, key, replay_of, steps


def _places(scene):
    """Where the bottom plate, its won tricks, the score pad and the mat lie, and the bottom hand's cards'
    box (their union)."""
    g = scene.geometry
    b = g["bottom"]
    hand = [p.home for p in scene.table.pieces if p.zone == f"hand:{b}"]
    union = hand[0].unionall(hand[1:]) if hand else None
    return {"plate": tuple(g["plates"][b]), "won": tuple(g["strips"][b]), "pad": tuple(g["pad"]),
            "mat": tuple(g["mat"])}, union


@pytest.mark.ui
@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_replays_views_keep_the_plate_and_the_score_pad_in_place(n, size):
    """Switching a replay's view (As you saw it, All cards face up, a bot's eyes) moved your plate 58 pixels
    and the score pad from under the right seat down to the bottom right corner: every view now lays them
    (and the mat, the bottom seat's won tricks) in one place, its hand in the row left of the pad."""
    m = _finished(n)
    app, scene = replay_of(m, size=size)
    try:
        s = scene.session
        s.goto(len(m.actions) // 2 + 1)
        steps(app, 5)
        seen = {}
        for _ in s.choices:
            places, hand = _places(scene)
            seen[s.view_label()] = places
            pad = pygame.Rect(places["pad"])
            assert hand is not None and not hand.colliderect(pad), (s.view_label(), hand, pad)
            assert not pygame.Rect(places["won"]).colliderect(pygame.Rect(places["mat"])), s.view_label()
            key(app, pygame.K_v, frames=3)
            steps(app, 3)
        assert len(seen) == len(s.choices) >= 3
        first = next(iter(seen.values()))
        for label, places in seen.items():
            assert places == first, (label, places, first)
    finally:
        close_board(app)
