"""What new players found at 1024x640 and with six seats (session 12): controls of a proper size, labels
that fit their place and say what they count, badges that leave a card's digit in view, a told action
never cut."""

import pytest

from quash_table.ui import theme
from tests.ui_helpers import board, button, centre, click, close_board, grab, make_app, settle, steps, target_rect

from .test_flush_scene import EASY, YOU, hand_piece, stacked_deal

pytestmark = pytest.mark.ui

SIZES = [(1280, 800), (1024, 640)]


def open_at(size, seats, stacked=None, options=None, seed=3):
    app = make_app(size=size)
    scene = board(app, "flush", list(seats), seed=seed, options=options, stacked=stacked)
    settle(app, scene)
    return app, scene


@pytest.mark.parametrize("size", SIZES)
def test_the_mimic_toggle_is_a_button_as_big_as_take_back_with_its_words_unshrunk(size):
    # At 1024x640 "As own 5s" was a 94x24 chip in 11 px type beside a 98x30 Take back.
    app, scene = open_at(size, ("bot:easy", "human"), stacked_deal(EASY, YOU, "5D"), {"first": 0})
    try:
        click(app, grab(scene, hand_piece(scene, "5", seat=1)))
        click(app, centre(target_rect(scene, "pile")))
        steps(app, 30)
        toggle, back = button(scene, "mimic_as"), button(scene, "take_back")
        assert toggle.rect.h >= back.rect.h, (toggle.rect, back.rect)
        assert toggle.size >= back.size
        m = scene.metrics
        for label in scene.composer.mimic_as_labels():
            want = max(11, m.px(toggle.size))
            assert theme.fit_size(label, want, toggle.rect.w - 2 * m.px(10), bold=True) == want, label
        assert toggle.rect.w >= m.px(118)
        width = toggle.rect.w
        # it still does its job
        click(app, toggle.rect.center)
        steps(app, 2)
        assert button(scene, "mimic_as").label == "As the pile's 6s"
        assert button(scene, "mimic_as").rect.w == width            # it never jumps
        assert not button(scene, "mimic_as").rect.colliderect(button(scene, "declare").rect)
    finally:
        close_board(app)
