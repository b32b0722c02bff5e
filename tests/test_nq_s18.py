"""NumberQuash at 6 seats in a 1024x640 window (session 18's new player, 6.5 of 10): the other seats' octagons
and their numbers, the opened move log, the legal-cell rings, the "you have finished" panel, the header."""

import pygame
import pytest

from quash_table.games.numberquash.paint import number_size
from quash_table.ui import theme
from tests.ui_helpers import board, key, make_app, settle, steps

pytestmark = pytest.mark.ui

SIX = ["human"] + ["bot:normal"] * 5


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def opened(size, seats=SIX, seed=99, options=None):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", seats, seed=seed, options=options)
    steps(app, 3)
    return app, scene


def others(scene):
    """The other seats' octagons' diameters."""
    return [2 * op[4] for op in scene.deco if op[0] == "octagon" and not op[5]]


def digit_height(size):
    img = theme.font(size, True).render("8", True, (255, 255, 255))
    return pygame.mask.from_surface(img).get_bounding_rects()[0].h


def test_six_seats_at_1024_others_numbers_read_and_their_octagons_use_the_room():
    """The other players' octagons were 90 px across (83 px wide flat to flat) with numbers 8 px high: the pairs'
    gaps and the columns' margins are narrower, and a number is never under 11 px high."""
    app, scene = opened((1024, 640))
    try:
        d = min(others(scene))
        assert d >= 95, d
        assert digit_height(number_size(d / 2)) >= 11
    finally:
        close(app)


@pytest.mark.parametrize("size, seats, before", [((1280, 800), SIX, 86), ((1024, 640), SIX[:4], 117),
                                                 ((1024, 640), SIX[:5], 115)])
def test_other_windows_and_seat_counts_are_no_worse(size, seats, before):
    """1280x800 at 6 seats, and 4 and 5 seats at 1024x640 (the other seats' octagons as session 17 laid them)."""
    app, scene = opened(size, seats)
    try:
        assert min(others(scene)) >= before
    finally:
        close(app)


def test_opening_the_folded_log_lays_it_over_the_table_and_keeps_the_octagons():
    """Moves (L) opened the log beside the table, shrinking the other seats' octagons from 90 to 66 px: it lies
    over the table's right now, from the middle band's top down, beside the dice tray (session 21: it lay
    over the top right, on the last column's octagons), so the tray and Roll stay in view; a press on it
    reaches nothing under it."""
    app, scene = opened((1024, 640))
    try:
        settle(app, scene)
        before = others(scene)
        key(app, pygame.K_l, frames=3)
        assert not scene.log_folded() and others(scene) == before
        _, table, log = scene.areas()
        assert table.w == 1024
        assert log in [pygame.Rect(r) for r in scene.still_over_pieces()]
        roll = next(b for b in scene.table.buttons if b.id == "roll")
        assert not log.colliderect(roll.rect) and not log.colliderect(scene.tray.rect)
        pos = log.center
        for t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            assert scene.handle(pygame.event.Event(t, pos=pos, button=1))
    finally:
        close(app)


def ring_run(surface, g, colour):
    """The lengths of the runs of `colour` and of the dark edge along the row through a lit cell's centre,
    from the left of its ring inwards (ring width and its dark edge, as drawn)."""
    from quash_table.games.numberquash.paint import HALO
    rect = g["rect"]
    y = rect.centery
    x = rect.x - 20
    runs = []
    while x < rect.centerx:
        c = tuple(surface.get_at((x, y)))[:3]
        kind = "ring" if c == colour else "edge" if c == HALO else None
        if kind is not None:
            if runs and runs[-1][0] == kind and runs[-1][2] == x - 1:
                runs[-1] = (kind, runs[-1][1] + 1, x)
            else:
                runs.append((kind, 1, x))
        x += 1
    return [(k, n) for k, n, _ in runs if n > 0]


def test_the_legal_rings_at_1024_are_thick_and_dark_edged():
    """At 1024x640 the green ring round a cell you may use was 2 px with 1 px dark edges, nearly invisible on
    the pale cells (blue, pink): it is at least 3 px, with at least 2 px of dark edge each side."""
    app, scene = opened((1024, 640), options={"order": [0, 1, 2, 3, 4, 5]})
    try:
        settle(app, scene)
        key(app, pygame.K_r, frames=3)
        settle(app, scene)
        lit = scene.lit_cells()
        assert lit
        surface = pygame.Surface((1024, 640))
        scene.draw_decor(surface)
        cell = sorted(lit)[0]
        runs = ring_run(surface, scene.table_geo[cell], theme.LEGAL)
        assert [k for k, _ in runs][:3] == ["edge", "ring", "edge"], runs
        assert runs[1][1] >= 3 and runs[0][1] >= 2 and runs[2][1] >= 2, runs
    finally:
        close(app)


@pytest.mark.parametrize("size, seats", [((1024, 640), 6), ((1024, 640), 4), ((1280, 800), 4)])
def test_the_you_have_finished_panel_leaves_the_bonus_octagons_in_view(size, seats):
    """The "you have finished" panel took the middle band's place while the bots went on banking on and
    spending the bonus octagons: it lies in your area now, the three bonus octagons drawn and clear of it."""
    from tests.test_numberquash_review15 import finished_first, out_board
    app, scene = out_board(finished_first(seats), size)
    try:
        fin = next(b for b in scene.table.buttons if b.id == "out:finish")
        panel = next(d.rect for d in scene.table.decor if type(d).__name__ == "Panel" and d.rect.contains(fin.rect))
        bonus = [pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))
                 for (kind, _v, cx, cy, r, *_rest) in scene.deco if kind == "bonus"]
        assert len(bonus) == 3
        assert not any(panel.colliderect(b) for b in bonus), (panel, bonus)
        assert pygame.Rect(0, 0, *size).contains(panel)     # (at the tray's foot since review 18b: test_nq_s18b)
    finally:
        close(app)


def stolen_at_six(size):
    """6 seats, you first: Bot 2 banks an 11 and, next round, steals your red 3 with it; your turn again."""
    from tests.test_numberquash_scene import open_table
    dice = [1, 2, 5, 6] + [1, 2] * 4 + [1, 3]
    before = [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]}, {"type": "roll"}, {"type": "bank"}]
    for c in ("yellow", "green", "orange", "pink"):
        before += [{"type": "roll"}, {"type": "place", "cells": [[c, 0, 3]]}]
    before += [{"type": "roll"}, {"type": "place", "cells": [["red", 0, 4]]},
               {"type": "bonus", "value": 11, "steals": [{"seat": 0, "from": ["red", 0, 3], "to": ["blue", 0, 3]}]}]
    app, scene, match = open_table(dice, seats=SIX, before=before, size=size)
    steps(app, 3)
    return app, scene, match


# session 22: the briefest race words ("Bot 2 4/18", not "Bot 2 leads 4") leave 1024x640 room for the whole steal;
# session 25: the brief form keeps "your" (whose cell went is the news) and drops the bonus spent; session 33:
# the title gives way first, and the bonus spent stays (a number you need)
@pytest.mark.parametrize("size, said", [((1024, 640), "Your turn: Bot 2 stole your left red 3 (11)"),
                                        ((1280, 800), "Your turn: Bot 2 stole your left red 3 (11)")])
def test_the_header_says_a_steal_on_one_line_in_a_narrow_window(size, said):
    """At 6 seats and 1024x640 "Your turn: Bot 4 / stole your red 7 (12)" wrapped to two lines: where the line
    does not fit, the steal is said in fewer words (the same steal events); a wide window says it whole."""
    app, scene, match = stolen_at_six(size)
    try:
        assert match.to_move == 0
        scene.hud.draw(pygame.Surface(size), scene.areas()[0])
        assert scene.hud.shown["status"] == said and scene.hud.shown["status_lines"] == 1, scene.hud.shown
    finally:
        close(app)


def test_a_long_race_line_gives_way_before_the_status_takes_two_lines(monkeypatch):
    """Played at 6 seats and 1024x640, once Bot 2 had finished: "You 12/18 · for 2nd: Bot 6 and Bot 5 lead with
    13" beside the buttons left "Bot 6 (normal) / is thinking…" two lines and the title at 11 px. Where the status
    would take two lines, the race says the equal leaders by their number (the same race words, brief)."""
    from quash_table.games.numberquash.race_words import race_words
    result = {"scores": [12, 18, 10, 11, 13, 13], "places": [None, 1, None, None, None, None]}
    view = {"order": [0, 5, 2, 1, 3, 4], "seat": 0, "status": ["playing", "finished"] + ["playing"] * 4,
            "ended": False}
    app, scene = opened((1024, 640))
    try:
        settle(app, scene)
        long = race_words(result, view, scene.short)
        assert long == "You: 12 of 18 cells covered  \u00b7  for 2nd: Bot 6 and Bot 5 lead with 13 cells each", long
        monkeypatch.setattr(scene, "score_text", lambda r, v: race_words(result, view, scene.short))
        monkeypatch.setattr(scene, "score_text_brief",
                            lambda r, v: [race_words(result, view, scene.short, k) for k in (1, 2)])
        monkeypatch.setattr(scene.hud, "status", lambda: "Bot 6 (normal) is thinking\u2026")
        scene.hud.draw(pygame.Surface((1024, 640)), scene.areas()[0])
        shown = scene.hud.shown
        assert shown["status_lines"] == 1 and shown["score"] == "You 12/18  \u00b7  for 2nd: 2 players lead", shown
    finally:
        close(app)
