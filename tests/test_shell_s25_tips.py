"""Session 25: a menu's tooltip lies clear of the words on the screen, its own widget's words too (the kit's
one placer, ui/tip_place.py): Settings' Cancel tip lay over the last tick box's words, New game's
"Allow undo" tip (the tick box's words hold a tooltip of their own) where pygame_gui put it, at the pointer,
over the two lines under the box that say what Undo does."""

import pygame
import pytest

from tests.ui_helpers import make_app, shown_tip, steps, words_on_screen
from tests.ui_helpers import rest_pointer as hover


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_settings_cancel_tip_covers_no_words(monkeypatch, size):
    a = make_app(size)
    try:
        a.nav.settings()
        steps(a, 2)
        scene = a.top
        hover(monkeypatch, a, scene.widgets["back"].rect.center)
        tip = shown_tip(scene)
        assert tip is not None
        hit = {wid: r for wid, r in words_on_screen(scene).items() if tip.colliderect(r)}
        assert not hit, (tip, hit)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_game_allow_undo_tip_leaves_its_notes_readable(monkeypatch, size):
    a = make_app(size)
    try:
        a.nav.new_game()
        steps(a, 2)
        scene = a.top
        box = scene.widgets["allow_undo"]
        assert box.text_label.tool_tip_text, "the tick box's words explain it in a tooltip"
        hover(monkeypatch, a, box.text_label.rect.center)
        tip = shown_tip(scene)
        assert tip is not None
        hit = {wid: r for wid, r in words_on_screen(scene).items() if tip.colliderect(r)}
        assert not hit, (tip, hit)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_statistics_player_tip_covers_no_words_nor_the_drawn_table_and_chart(monkeypatch, size):
    from quash_table.engine.stats import record_match
    from tests.test_stats_s24_draws import drawn_match, won_match
    record_match(won_match())
    record_match(drawn_match())
    a = make_app(size)
    try:
        a.nav.statistics()
        steps(a, 2)
        scene = a.top
        hover(monkeypatch, a, scene.widgets["player"].rect.center)
        tip = shown_tip(scene)
        assert tip is not None
        hit = {wid: r for wid, r in words_on_screen(scene).items() if wid != "h:statistics" and tip.colliderect(r)}
        assert not hit, (tip, hit)
        assert not any(tip.colliderect(r) for r in scene.tips_keep_clear()), tip
    finally:
        pygame.display.quit()
