"""Session 36 (review 35, 1280x800): the hint's why (H: its full reason, a line longer than the band) touched the
title "Your hand" under the band. The title now stands beside your cards (hand_column), off the band's foot: the
why keeps clear of it, and of what you said, by a gap, whatever the hint."""

import pygame
import pytest

from tests.test_thegame_s30_brief_hint import CASES, hinted_boards

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_why_keeps_room_from_your_hands_title(size):
    seen = 0
    for case, app, scene in hinted_boards(size):       # hints whose why is a line longer than their short words
        assert scene.hints.why()
        for _ in range(3):
            app.step(1 / 60)
        assert scene.hints.full_shown()
        why = pygame.Rect(scene.painter.message_rect())
        hand = [d.text_rect() for d in scene.table.decor if getattr(d, "text", None) == "Your hand"]
        assert len(hand) == 1
        gap = scene.metrics.px(8)
        assert not why.inflate(2 * gap, 2 * gap).colliderect(hand[0]), (size, case, why, hand[0])
        seen += 1
    assert seen == len(CASES)
