"""Session 27: a tooltip lies near its control (ui/tip_place.py: a cost for each px away, a bound `reach` a
spot beyond comes after every spot within it), over no other control where it can, and reads as its own
control's: NumberQuash's greyed Undo tip lay ~350 px away by the "BLUE" label, Statistics' Win % tip in the
window's corner, Load's Delete tip over Back at 1024x640, a rules tab's tip over the page's first line or
the scroll bar's up arrow. Statistics' Best, Streak and Undone headings say what they count."""


import pygame
import pytest

from quash_table.ui.tip_place import REACH, apart, ranked_spot
from tests.ui_helpers import click, click_load_row, hud_tip_rect, make_app, save_random_games, shown_tip, steps
from tests.ui_helpers import rest_pointer as hover

SIZES = [(1024, 640), (1280, 800)]
SCREEN = pygame.Rect(0, 0, 1280, 800)


# --- the placer itself --------------------------------------------------------------------------------------

def test_a_tip_lies_over_a_plate_near_its_button_rather_than_on_clear_cloth_far_away():
    undo = pygame.Rect(900, 10, 80, 34)
    # under the button, a plate (soft) and the move log's words beside it; clear cloth only far away
    plate = pygame.Rect(600, 50, 680, 300)
    words = [pygame.Rect(985, 50, 295, 300)]
    got = ranked_spot(undo, (250, 40), SCREEN, [], words, [], 640, 8, 4, soft=[plate], reach=120)
    spot = pygame.Rect(got[1], (250, 40))
    assert apart(spot, undo) <= 120, spot
    assert not any(spot.colliderect(w) for w in words), spot


def test_a_tip_covers_no_other_control_where_a_spot_within_reach_does_not():
    # Load at 1024x640: the error's words above Delete, Back to its left; under it one line's room
    delete = pygame.Rect(496, 536, 136, 43)
    back, replay = pygame.Rect(48, 536, 128, 43), pygame.Rect(648, 536, 160, 43)
    error = [pygame.Rect(50, 434, 924, 94)]
    screen = pygame.Rect(13, 13, 998, 614)
    got = ranked_spot(delete, (442, 40), screen, [back, replay], error, [], 512, 5, 3, reach=96)
    spot = pygame.Rect(got[1], (442, 40))
    assert not spot.colliderect(back) and not spot.colliderect(replay), spot
    assert apart(spot, delete) <= 96, spot


def test_a_tip_never_lies_nearer_another_control_than_its_own_where_it_can():
    # Statistics' Win % heading: above it lies the Player button; the room above that is clear, as is the
    # chart under the table's row, a little further
    heading = pygame.Rect(441, 126, 52, 17)
    player = pygame.Rect(112, 77, 240, 34)
    row_words = [pygame.Rect(112, 155, 800, 14)]
    chart = pygame.Rect(112, 192, 800, 360)
    got = ranked_spot(heading, (367, 40), SCREEN, [player], row_words, [pygame.Rect(112, 192, 800, 22)], 512,
                      5, 3, soft=[chart], reach=120)
    spot = pygame.Rect(got[1], (367, 40))
    assert apart(spot, heading) <= apart(spot, player), spot


# --- boards -------------------------------------------------------------------------------------------------

@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid, seats", [("numberquash", 2), ("numberquash", 3), ("quash", 2), ("quadwar", 4),
                                         ("thegame", 2), ("flush", 3)])
def test_the_greyed_undos_tip_lies_near_undo(monkeypatch, gid, seats, size):
    # NumberQuash at 1280x800 against one bot, at the turn's start: the tip lay ~350 px away by "BLUE"
    from tests.ui_helpers import board, settle
    app = make_app(size, bot_pace=10.0)
    try:
        scene = board(app, gid, ["human"] + ["bot:random"] * (seats - 1), seed=3)
        settle(app, scene)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        tip = hud_tip_rect(monkeypatch, app, scene, undo)
        assert apart(tip, undo.rect) <= scene.metrics.px(REACH), (tip, undo.rect)
        others = [b.rect for b in scene.hud.buttons + scene.table.buttons if b is not undo]
        assert not any(tip.colliderect(r) for r in others), tip
    finally:
        pygame.display.quit()


# --- Statistics ---------------------------------------------------------------------------------------------

HEADINGS = {"win_pct": ("Win %", "a draw is neither"), "best": ("Best", "best score"),
            "streak": ("Streak", "in a row"), "take-backs": ("Take-backs", "taken back")}


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_statistics_headings_say_what_they_count_in_a_tip_by_the_heading(monkeypatch, size):
    from quash_table.engine.stats import record_match
    from quash_table.ui.screens.statistics import HEADING_REACH
    from tests.test_stats_s24_draws import won_match
    record_match(won_match())
    a = make_app(size)
    try:
        a.nav.statistics()
        steps(a, 2)
        scene = a.top
        drawn = scene.tips_keep_clear()          # the table's words as drawn, the chart's title
        for wid, (name, says) in HEADINGS.items():
            el = scene.widgets[f"h:{wid}"]
            hover(monkeypatch, a, pygame.Rect(el.rect).center)
            tip = shown_tip(scene)
            assert tip is not None, name
            assert el.tool_tip_text.startswith(name + ":") and says in el.tool_tip_text, el.tool_tip_text
            assert apart(tip, pygame.Rect(el.rect)) <= scene.m.px(REACH), (name, tip)
            # session 28 changed this file's fact: kept off all the table's words, the tip lay 45-55 px up over
            # the chart's name; now it lies by its heading (statistics.HEADING_REACH), over the rows under the
            # headings if it must, never over the headings' row or above it
            assert apart(tip, pygame.Rect(el.rect)) <= scene.m.px(HEADING_REACH), (name, tip)
            assert not any(tip.colliderect(r) for r in drawn if r.top <= el.rect.bottom), (name, tip)
            controls = [pygame.Rect(e.rect) for w, e in scene.widgets.items()
                        if type(e).__name__ == "UIButton" and e.visible]
            assert not any(tip.colliderect(r) for r in controls), (name, tip)
            # nearer its heading than any button: a tip over the Player button read as that button's
            assert all(apart(tip, pygame.Rect(el.rect)) <= apart(tip, r) for r in controls), (name, tip)
            hover(monkeypatch, a, (3, a.screen.get_height() // 2), frames=5)
    finally:
        pygame.display.quit()


# --- the rules page -----------------------------------------------------------------------------------------

@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid", ["numberquash", "quash"])
def test_a_rules_tabs_tip_leaves_the_pages_lines_and_the_scroll_bar_clear(monkeypatch, size, gid):
    # at 1024x640 QUASH's "Shortcut: 1" lay over the page's first line under the heading, Flush's "Shortcut:
    # 5" over the scroll bar's up arrow
    a = make_app(size)
    try:
        a.nav.rules(gid, choose=True)
        steps(a, 3)
        scene = a.top
        box = scene.widgets["rules"]
        wrap = pygame.Rect(box.text_wrap_rect)
        lines = [pygame.Rect(wrap.x + r.x, wrap.y + r.y, r.width, r.height) for r in box.text_box_layout.layout_rows]
        lines = [r.clip(wrap) for r in lines if r.colliderect(wrap) and r.w]
        assert len(lines) > 3
        bar = pygame.Rect(box.scroll_bar.rect)
        for wid in [w for w in scene.widgets if w.startswith("game:")]:
            hover(monkeypatch, a, scene.widgets[wid].rect.center)
            tip = shown_tip(scene)
            assert tip is not None, wid
            assert not [r for r in lines if tip.colliderect(r)], (wid, tip)
            assert not tip.colliderect(bar), (wid, tip, bar)
            assert apart(tip, pygame.Rect(scene.widgets[wid].rect)) <= scene.m.px(REACH), (wid, tip)
            hover(monkeypatch, a, (5, a.screen.get_height() // 2), frames=5)
    finally:
        pygame.display.quit()


# --- Load ---------------------------------------------------------------------------------------------------

@pytest.mark.ui
def test_loads_delete_tip_covers_no_other_button_with_an_error_shown(monkeypatch):
    # 1024x640: a save found damaged when Load was pressed, the error between the list and the buttons:
    # Delete's tip (two lines, no room under the buttons) went beside Delete over Back
    from quash_table.paths import saves_dir
    save_random_games()
    a = make_app((1024, 640))
    try:
        a.nav.load()
        steps(a, 3)
        click_load_row(a, "flush.json")
        (saves_dir() / "flush.json").write_text('{"format": "quash-table-save", "version": 1')     # cut short
        click(a, pygame.Rect(a.top.widgets["load"].rect).center, frames=3)
        scene = a.top
        assert scene.error and scene.widgets["delete"].is_enabled
        delete = scene.widgets["delete"]
        hover(monkeypatch, a, pygame.Rect(delete.rect).center)
        tip = pygame.Rect(delete.tool_tip.rect)
        others = {w: pygame.Rect(e.rect) for w, e in scene.widgets.items()
                  if w != "delete" and e.visible and type(e).__name__ in ("UIButton", "UITextEntryLine", "UITextBox")}
        assert not {w: r for w, r in others.items() if tip.colliderect(r)}, tip
        assert apart(tip, pygame.Rect(delete.rect)) <= scene.m.px(REACH), tip
    finally:
        pygame.display.quit()
