"""Session 30 (new players): New game → The Game: the Professional box's tip (its whole help in three lines) found
room only under the First player row or between the headings, partly over the Players column; it now says only
what the line under the box does not ("Laying a card ends your turn", `Option.tip`) and keeps to its own column
(`NewGameTips.tips_keep_clear_for`), beside its words. A seat's Human / Bot list and its name field said nothing on
hover; they say what they are (`new_game_tips.KIND_TIP`, `NAME_TIP`)."""

import pygame
import pytest

from quash_table.ui import tip_look
from quash_table.ui.screens.new_game_tips import KIND_TIP, NAME_TIP
from quash_table.ui.tip_place import apart
from tests.ui_helpers import make_app, press_widget, rest_pointer, shown_tip, steps, words_on_screen

pytestmark = pytest.mark.ui


def _new_game(size, game="thegame"):
    a = make_app(size)
    a.nav.main_menu()
    steps(a, 2)
    press_widget(a, "new")
    scene = a.top
    scene.pick_game(game)
    steps(a, 3)
    return a, a.top


def _tip_of(monkeypatch, a, scene, wid, pos=None):
    rest_pointer(monkeypatch, a, (3, 3), frames=3)
    el = scene.widgets[wid]
    rest_pointer(monkeypatch, a, pos or pygame.Rect(el.rect).center)
    tip = shown_tip(scene)
    if tip is None:             # a drop-down's and a field's tip is the kit's own
        kept = (scene._kit_tips or {}).get(wid)
        tip = pygame.Rect(kept[0].rect) if kept and kept[0] is not None else None
    return tip


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_professionals_tip_lies_beside_its_box_in_its_own_column(monkeypatch, size):
    a, scene = _new_game(size)
    try:
        box = scene.widgets["option:professional"]
        anchor = pygame.Rect(box.rect).union(pygame.Rect(box.text_label.rect))
        options = pygame.Rect(scene.widgets["h:options"].rect)
        for pos in (anchor.center, pygame.Rect(box.text_label.rect).center):
            tip = _tip_of(monkeypatch, a, scene, "option:professional", pos)
            assert tip is not None
            assert apart(tip, anchor) <= scene.m.px(tip_look.GAP) + 2, (tip, anchor)      # by its box
            assert tip.left >= options.left, (tip, options)         # not out over the Players column
            others = {w: r for w, r in words_on_screen(scene).items()
                      if tip.colliderect(r) and not w.startswith("option:professional")}
            faces = {w: e.rect for w, e in scene.widgets.items() if e.visible and tip.colliderect(e.rect)
                     and not w.startswith("option:professional") and not w.startswith("h:")}
            assert not faces, (tip, faces)
            assert not others or set(others) <= {"h:options"}, (tip, others)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_seats_list_and_name_field_say_what_they_are(monkeypatch, size):
    a, scene = _new_game(size, "quash")
    try:
        for wid, words in (("seat0:kind", KIND_TIP), ("seat1:kind", KIND_TIP), ("seat0:name", NAME_TIP)):
            assert scene.own_tips.get(wid) == words, wid
            _tip_of(monkeypatch, a, scene, wid)
            # session 31: in the help line at the foot of the Players column (no room by the seat rows)
            said = " ".join(scene.widgets[f"help_line:{n}"].text for n in (0, 1)).strip()
            assert said.endswith(words), f"{wid} said nothing on hover"
    finally:
        pygame.display.quit()
