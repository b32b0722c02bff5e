"""Review 56r item 2 (revr_66): at six seats the hint's why, which no place on the table held, lay at the foot of the
Moves log. It may go there, but over none of the log's words: the log's lines end above it. Driven through the table
(H, then H again for the why), at six seats, 1280x800, where the review saw it."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, close_board, hint_placed, key, open_board, step_until

pytestmark = pytest.mark.ui


def test_the_why_at_the_logs_foot_covers_none_of_its_words():
    app, scene = open_board("flush", ["human"] + ["bot:normal"] * 5, seed=7, size=(1280, 800))
    try:
        s = scene.session
        step_until(app, s.my_turn, timeout=120)
        ask_hint(app, scene)
        hint_placed(app, scene)
        key(app, pygame.K_h, frames=3)
        step_until(app, scene.hints.full_shown, timeout=60)
        why, _ = hint_placed(app, scene)
        for _ in range(3):
            app.step(1 / 60)
        why = pygame.Rect(scene.painter.message_rect())
        words = [pygame.Rect(r) for r in scene.log.word_rects]
        assert words, "the log drew its words"
        assert scene.table.message_log, "the why lies at the foot of the Moves log here (revr_66)"
        assert not any(why.colliderect(r) for r in words), (why, [r for r in words if why.colliderect(r)])
    finally:
        close_board(app)
