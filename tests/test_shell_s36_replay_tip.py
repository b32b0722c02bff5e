"""Review 35: Load's Replay tip lay far from Replay: wider than the button, it hung from the button's right edge, so
it began under Delete and had its middle between the two buttons. A tip under or over its control, its middle past
the control's side and lying along another control, reads as that one's (ui/tip_place.along): it goes centred on
Replay. The pointer rests on the button (real mouse motion) on a real Load screen."""

import pygame
import pytest

from tests.ui_helpers import click_load_row, make_app, rest_pointer, save_random_games, shown_tip, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_replay_tip_is_centred_on_replay_not_hung_under_delete(monkeypatch, size):
    save_random_games()
    a = make_app(size)
    try:
        a.nav.load()
        steps(a, 3)
        click_load_row(a, "quash.json")              # an unfinished game: Replay's tip is its long one
        scene = a.top
        replay, delete = (pygame.Rect(scene.widgets[w].rect) for w in ("replay", "delete"))
        rest_pointer(monkeypatch, a, replay.center)
        tip = shown_tip(scene)
        assert tip is not None and "unfinished" in scene.widgets["replay"].tool_tip_text
        assert tip.w > replay.w                      # wider than its button: where it hangs matters
        assert replay.left <= tip.centerx < replay.right, (tip, replay)
        assert abs(tip.centerx - replay.centerx) <= scene.m.px(4), (tip, replay)
        assert tip.top >= replay.bottom or tip.bottom <= replay.top
        assert tip.left > delete.left, (tip, delete)  # it no longer begins under Delete
    finally:
        pygame.display.quit()
