"""Session 28: tooltips in the menus and boards. A greyed control says why it is greyed on hover, on every
screen (pygame_gui shows no tooltip on a disabled widget: Load's greyed Load and Replay on a damaged row said
nothing); New game's Allow undo tip adds to the grey lines under it rather than repeating them; Settings' rows
whose effect is not plain say it in a tip; at game over the greyed Undo's tip keeps off the move log's heading.
(The Statistics headings' tips by their heading, and the replay counter's centred on it: test_shell_s27_tips,
test_replay_s27_tips.)"""

import random

import pygame
import pytest

from quash_table.ui.tip_place import REACH, apart
from tests.ui_helpers import click, click_load_row, make_app, rest_pointer, save_random_games, shown_tip, steps

pytestmark = pytest.mark.ui
SIZES = [(1024, 640), (1280, 800)]


def _damaged_row_chosen(size):
    """Load at `size` with a cut-short save's row chosen (and a good save listed)."""
    from quash_table.paths import saves_dir
    save_random_games()
    (saves_dir() / "flush.json").write_text('{"format": "quash-table-save", "version": 1')     # cut short
    a = make_app(size)
    a.nav.load()
    steps(a, 3)
    click_load_row(a, "flush.json")
    return a


@pytest.mark.parametrize("size", SIZES)
def test_loads_greyed_load_and_replay_say_why_on_hover(monkeypatch, size):
    from quash_table.ui.screens.load import DAMAGED_LOAD_TIP, DAMAGED_REPLAY_TIP
    a = _damaged_row_chosen(size)
    try:
        scene = a.top
        for wid, words in (("load", DAMAGED_LOAD_TIP), ("replay", DAMAGED_REPLAY_TIP)):
            el = scene.widgets[wid]
            assert not el.is_enabled, wid
            rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
            tip = shown_tip(scene)
            assert tip is not None, f"the greyed {wid} said nothing on hover"
            assert el.tool_tip.text_block.html_text == words
            assert apart(tip, pygame.Rect(el.rect)) <= scene.m.px(REACH), (wid, tip)
            assert not tip.colliderect(el.rect)
            others = [pygame.Rect(e.rect) for w, e in scene.widgets.items()
                      if w != wid and e.visible and type(e).__name__ in ("UIButton", "UITextEntryLine")]
            assert tip.collidelist(others) < 0, (wid, tip)
            assert tip.h < scene.m.px(52), f"one line: {tip}"
            assert next(o for o in scene.layout_info()["objects"] if o["id"] == wid)["reason"] == words
            rest_pointer(monkeypatch, a, (3, size[1] // 2), frames=3)
            assert shown_tip(scene) is None, "the tip stayed after the pointer left"
    finally:
        pygame.display.quit()


def test_a_greyed_buttons_tip_goes_when_it_is_lit_again(monkeypatch):
    a = _damaged_row_chosen((1280, 800))
    try:
        scene = a.top
        el = scene.widgets["load"]
        rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
        assert shown_tip(scene) is not None
        el.enable()
        steps(a, 2)
        assert el.tool_tip is None or el.tool_tip.text_block.html_text != scene.reasons["load"]
    finally:
        pygame.display.quit()


def _four_words(text):
    words = text.lower().replace(",", "").replace(";", "").replace(":", "").split()
    return {" ".join(words[i:i + 4]) for i in range(len(words) - 3)}


@pytest.mark.parametrize("gid", ["quash", "thegame", "numberquash", "quadwar", "flush"])
def test_new_games_allow_undo_tip_adds_to_its_grey_lines_without_repeating_them(monkeypatch, gid):
    # its tip said again what the two grey lines under the box say (what Undo takes back; Statistics' Undone)
    a = make_app((1280, 800))
    try:
        a.nav.new_game()
        steps(a, 2)
        a.top.pick_game(gid)
        steps(a, 2)
        scene = a.top
        box = scene.widgets["allow_undo"]
        rest_pointer(monkeypatch, a, box.text_label.rect.center)
        assert shown_tip(scene) is not None
        tip = box.text_label.tool_tip_text
        lines = " ".join(scene.widgets[w].text for w in ("allow_undo:note", "allow_undo:counts"))
        assert not _four_words(tip) & _four_words(lines), (tip, lines)
        assert "U" in tip.split() or "(U)" in tip, tip          # what it adds: where Undo is in play
    finally:
        pygame.display.quit()


def test_new_games_greyed_controls_say_why(monkeypatch):
    # the greyed − at the fewest players, + at the most, and Allow undo greyed with two people
    from tests.ui_helpers import choose, press_widget
    a = make_app((1280, 800))
    try:
        a.nav.new_game()
        steps(a, 2)
        scene = a.top
        scene.pick_game("quash")
        steps(a, 2)
        while scene.widgets["seats:minus"].is_enabled:
            press_widget(a, "seats:minus")
            scene = a.top
        said = {}
        for wid in ("seats:minus",):
            rest_pointer(monkeypatch, a, scene.widgets[wid].rect.center)
            said[wid] = scene.widgets[wid].tool_tip
        assert said["seats:minus"] is not None and "at least 2 players" in \
            said["seats:minus"].text_block.html_text.lower()
        rest_pointer(monkeypatch, a, (3, 400), frames=3)
        choose(a, "seat1:kind", "Human")
        scene = a.top
        box = scene.widgets["allow_undo"]
        assert not box.is_enabled
        rest_pointer(monkeypatch, a, box.text_label.rect.center)
        assert box.tool_tip is not None and "one person" in box.tool_tip.text_block.html_text
        note = scene.widgets["allow_undo:note"].text
        assert not _four_words(box.tool_tip.text_block.html_text) & _four_words(note)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", SIZES)
def test_settings_whose_effect_is_not_plain_say_it_in_a_tip_by_the_setting(monkeypatch, size):
    # Settings had no tips: what the bots' pace or Wait for me does was not said anywhere
    from tests.ui_helpers import words_on_screen
    a = make_app(size)
    try:
        a.nav.settings()
        steps(a, 2)
        scene = a.top
        for wid in ("window", "animation", "bot_pace", "colour_blind", "round_pause"):
            el = scene.widgets[wid]
            anchor = pygame.Rect(el.rect)
            label = getattr(el, "text_label", None)
            if label is not None:
                anchor = anchor.union(pygame.Rect(label.rect))
            rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
            tip = shown_tip(scene)
            assert tip is not None, f"{wid} showed no tip"
            assert apart(tip, anchor) <= scene.m.px(REACH), (wid, tip)
            hit = {w: r for w, r in words_on_screen(scene).items() if tip.colliderect(r)}
            assert not hit, (wid, tip, hit)
            controls = [pygame.Rect(e.rect) for w, e in scene.widgets.items()
                        if w != wid and e.visible and type(e).__name__ not in ("UILabel", "UITextBox")]
            assert tip.collidelist(controls) < 0, (wid, tip)
            rest_pointer(monkeypatch, a, (3, size[1] // 2), frames=5)
            assert shown_tip(scene) is None, wid
    finally:
        pygame.display.quit()


def _finished(gid, seats, seed=5):
    from quash_table.engine.match import Match
    m = Match(gid, ["human"] + ["bot:random"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("gid, seats", [("quash", 2), ("numberquash", 3), ("thegame", 2), ("quash", 4),
                                         ("numberquash", 6)])
def test_at_game_over_the_greyed_undos_tip_leaves_the_move_logs_heading(monkeypatch, size, gid, seats):
    # QUASH at game over, See the table: Undo's tip ("The game is over: ...") lay over "Moves"
    from tests.ui_helpers import board_tip, match_board, settle
    app, scene = match_board(_finished(gid, seats), size=size, settled=False, animation="instant")
    try:
        settle(app, scene, timeout=60)
        see = next((o for o in scene.layout_info()["objects"] if (o.get("label") or "").lower() == "see the table"),
                   None)
        if see is not None:
            click(app, pygame.Rect(see["rect"]).center, frames=5)
        steps(app, 5)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled
        got = board_tip(monkeypatch, app, scene, undo.rect, frames=5)
        assert got is not None and "over" in got[0], got
        tip = got[1]
        if not scene.log_folded():
            assert not tip.colliderect(scene.log.heading_rect), (tip, scene.log.heading_rect)
        assert apart(tip, undo.rect) <= scene.metrics.px(REACH), tip
    finally:
        pygame.display.quit()


def test_the_main_menus_greyed_continue_says_why(monkeypatch):
    # no game to continue (a home with no autosave): Continue stood greyed with its tip unshown
    a = make_app((1280, 800))
    try:
        a.nav.main_menu()
        steps(a, 2)
        scene = a.top
        el = scene.widgets["continue"]
        if el.is_enabled:
            pytest.skip("this home holds a game to continue")
        rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
        assert el.tool_tip is not None and "New game" in el.tool_tip.text_block.html_text
        tip = pygame.Rect(el.tool_tip.rect)
        assert not any(tip.colliderect(o.rect) for w, o in scene.widgets.items() if w not in ("continue",
                                                                                              "autosave_note"))
    finally:
        pygame.display.quit()
