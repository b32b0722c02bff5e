"""Session 32 (review 31): New game's help line (where a seat's Human / Bot list and name field say what they are)
lay at the foot of the Players column, level with Back and Start, ~200 px under six seat rows, in the muted grey: a
new player did not see it. It now lies right under the last seat row, where the eye is as it leaves the row, in
the words' own colour (`NewGameTips.help_line_rect`, the theme's `#help_line`); the seats' notes, the seed and
Allow undo lie under it, above Back, Start and the note on Continue, for every game's seat count (2 to 6 rows)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.screens.new_game_tips import KIND_TIP
from tests.ui_helpers import new_game_screen, rest_pointer, steps

pytestmark = pytest.mark.ui


def _column_widgets(scene):
    """The Players column's widgets under the seat rows (the seats' notes, the seed row, Allow undo and its notes)."""
    return {w: pygame.Rect(el.rect) for w, el in scene.widgets.items() if el.visible and
            (w.startswith(("seats:teams", "seats:people", "seed", "allow_undo")))}


def _check(a, gid, count):
    """At `count` seats of game `gid`, every seat a person's (the "people take turns" line too)."""
    m = a.top.m
    a.top.pick_game(gid)
    steps(a, 1)
    scene = a.top
    scene.count = count
    for i in range(count):
        scene.seats[i]["kind"] = "human"
    scene.rebuild()
    steps(a, 1)
    scene = a.top
    help_rect = scene.help_line_rect()
    last = pygame.Rect(scene.widgets[f"seat{count - 1}:kind"].rect)
    assert 0 <= help_rect.top - last.bottom <= m.px(8), (gid, count, help_rect, last)
    assert help_rect.h >= 2 * m.px(18), help_rect
    under = _column_widgets(scene)
    assert under, (gid, count)
    for w, r in under.items():
        assert r.top >= help_rect.bottom, (gid, count, w, r, help_rect)
    foot = min(pygame.Rect(scene.widgets["back"].rect).top, scene._continue_rect().top)
    assert max(r.bottom for r in under.values()) <= foot, (gid, count, m.w, under)
    hit = [w for w, el in scene.widgets.items() if el.visible and not w.startswith("help_line")
           and help_rect.colliderect(el.rect)]
    assert not hit, (gid, count, hit)


def test_the_help_line_lies_right_under_six_seat_rows_at_1024x640():
    a = new_game_screen((1024, 640))        # the tightest: six rows, the smaller window
    try:
        _check(a, "numberquash", 6)
        _check(a, "quash", 2)
    finally:
        pygame.display.quit()


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_help_line_lies_right_under_the_last_seat_row_in_every_game(size):
    a = new_game_screen(size)
    try:
        for gid in a.top.game_ids:
            a.top.pick_game(gid)
            for count in sorted({a.top.seat_counts()[0], a.top.seat_counts()[-1]}):   # the fewest rows, the most
                _check(a, gid, count)
    finally:
        pygame.display.quit()


def test_the_help_line_says_it_in_the_words_colour(monkeypatch):
    a = new_game_screen()
    try:
        scene = a.top
        rest_pointer(monkeypatch, a, pygame.Rect(scene.widgets["seat1:kind"].rect).center)
        line = scene.widgets["help_line:0"]
        assert line.visible and line.text.startswith("Seat 2: ") and KIND_TIP.startswith(line.text[8:20])
        colour = line.ui_manager.get_theme().get_colour_or_gradient("normal_text", line.combined_element_ids)
        assert tuple(colour)[:3] == theme.TEXT, colour
    finally:
        pygame.display.quit()
