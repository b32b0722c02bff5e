"""Session 29 (review 29): one tooltip look and one rule for where it goes on every screen (tip_look.py): a menu's
tip was 16 px words on the panel's colour up to 520 px wide, a board's 13 px on a lighter box; New game's − and +
say what they do, lit (they said nothing) and greyed (The Game's greyed − hung 40 px away over "New game"), the
seed says what it is for; Statistics' heading tips wrap at a readable width (520 px lines);
▶ Play at the replay's last move says it starts again (it jumped to the start without a word)."""

import random

import pygame
import pytest

from quash_table.ui import tip_look
from quash_table.ui.screens.new_game_count import count_tips
from quash_table.ui.tip_place import apart, inked
from tests.ui_helpers import (make_app, open_statistics, play_and_record, press_widget, rest_pointer, shown_tip,
                             step_until, steps)

pytestmark = pytest.mark.ui


def test_count_tips_say_where_each_goes_and_why_not():
    assert count_tips([2, 4], 2) == {"seats:minus": "At least 2 players in this game",
                                     "seats:plus": "Add 2 players (to 4)"}
    assert count_tips([2, 3, 4, 5], 5) == {"seats:minus": "Remove a player (to 4)",
                                           "seats:plus": "At most 5 players in this game"}


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_games_count_tips_lie_by_their_button_off_the_headings(monkeypatch, size):
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "new")
        scene = a.top
        scene.pick_game("thegame")
        steps(a, 3)
        headings = [inked(el) for wid, el in scene.widgets.items() if wid.startswith("h:")]
        for wid in ("seats:minus", "seats:plus", "seed"):
            rest_pointer(monkeypatch, a, (3, 3), frames=3)
            el = scene.widgets[wid]
            rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
            tip = shown_tip(scene)
            if tip is None:         # a field's tip is the kit's own
                kept = scene._kit_tips.get(wid)
                tip = pygame.Rect(kept[0].rect) if kept and kept[0] is not None else None
            assert tip is not None, f"{wid} said nothing on hover"
            assert apart(tip, pygame.Rect(el.rect)) <= scene.m.px(tip_look.GAP) + 2, (wid, tip, el.rect)
            assert tip.collidelist(headings) < 0, (wid, tip)
            assert tip.w <= scene.m.px(tip_look.WRAP), (wid, tip)
    finally:
        pygame.display.quit()


def test_a_menu_tip_and_a_board_tip_look_alike(monkeypatch):
    from tests.ui_helpers import board, hud_tip_rect
    a = make_app((1280, 800))
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "new")
        scene = a.top
        el = scene.widgets["seats:minus"]       # greyed: the kit's own tip, in pygame_gui's tooltip
        rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
        menu = shown_tip(scene)
        assert menu is not None
        sc = board(a, "quash", ["human", "bot:normal"], seed=1)
        step_until(a, lambda: sc.settled())
        rest_pointer(monkeypatch, a, (3, 3), frames=2)
        greyed = next(b for b in sc.hud.buttons if not b.enabled and b.reason)      # Undo before any move
        tip = hud_tip_rect(monkeypatch, a, sc, greyed)
        from quash_table.ui import theme
        m = sc.metrics
        line = theme.font(m.px(tip_look.TEXT)).get_linesize()
        for box in (menu, tip):         # lines of one size, with one padding
            inner = box.h - 2 * m.px(tip_look.PAD_Y)
            assert any(0 <= inner - k * line <= 7 for k in (1, 2, 3)), (box, line)     # (pygame_gui adds its border)
        shot = a.screen.get_at((tip.x + tip.w // 2, tip.y + 2))
        assert abs(shot.r - tip_look.BG[0]) <= 3 and abs(shot.g - tip_look.BG[1]) <= 3, shot
    finally:
        pygame.display.quit()


def test_statistics_heading_tips_wrap_at_a_readable_width(monkeypatch):
    play_and_record("flush", ["human:Ann", "bot:easy"], 1)
    a = make_app((1280, 800))
    try:
        a.nav.main_menu()
        steps(a, 2)
        open_statistics(a)
        scene = a.top
        el = scene.widgets["h:win_pct"]
        rest_pointer(monkeypatch, a, pygame.Rect(el.rect).center)
        tip = shown_tip(scene)
        assert tip is not None
        assert tip.w <= scene.m.px(tip_look.WRAP), tip      # it was a 520 px line
    finally:
        pygame.display.quit()


def test_play_at_the_last_move_says_it_starts_again():
    from quash_table.engine.match import Match
    from quash_table.ui.replay_bar import AGAIN_WORDS
    from quash_table.ui.tables import replay_board
    m = Match("thegame", ["human:Ann", "bot:easy"], 3)
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    a = make_app((1024, 640), animation="instant")
    try:
        scene = replay_board(a, m)
        a.push(scene)
        step_until(a, lambda: all(s.settled() for s in a.scenes))
        scene.replay.to_end()
        steps(a, 2)
        play = next(b for b in scene.overlay_buttons if b.id == "replay:play")
        assert "Again" in play.label and "from the start" in play.tooltip, (play.label, play.tooltip)
        play.on_click()
        assert scene.message is not None and scene.message[0] == AGAIN_WORDS, scene.message
        assert scene.session.playing and scene.session.position == 0
    finally:
        pygame.display.quit()
