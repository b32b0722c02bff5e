"""NumberQuash's board driven by real pygame mouse and keyboard events (headless, dummy video driver):
dice dragged onto cells, a split built by clicks and confirmed, refusals springing back with a reason,
steals by dragging another seat's quasher, and the table laid out from 2 to 6 seats at 1024x640 and 4K."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.composer import parse_cell
from quash_table.games.numberquash.pieces import quasher_image
import quash_table.ui.hud as hud_mod
from quash_table.ui import theme
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import centre, click, drag, key, make_app, settle, steps

pytestmark = pytest.mark.ui

ROLL = {"type": "roll"}


def place(*cells):
    return {"type": "place", "cells": sorted([list(c) for c in cells])}


def open_table(dice, seats=("human", "bot:easy"), before=(), size=(1280, 800), options=None):
    """You (seat 0, red) move first; `dice` are stacked, `before` are actions played before the board opens."""
    opts = dict({"order": list(range(len(seats)))}, **(options or {}))
    match = Match("numberquash", list(seats), 3, opts, list(dice))
    for a in before:
        match.play(a)
    app = make_app(size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene, match


def close(app):
    app.pop()
    pygame.display.quit()


def home(scene, pid):
    return scene.table.piece_by_id[pid].home


def cell(scene, colour, o, n):
    return scene.table.target_by_id[f"cell:{colour}:{o}:{n}"].rect


def dice_ids(scene):
    return [p.id for p in scene.table.pieces if p.kind == "die"]


def test_dice_dragged_onto_their_numbers_cover_them():
    app, scene, match = open_table([3, 5])
    key(app, pygame.K_r)
    settle(app, scene)
    assert match.state.dice == (3, 5)
    three, five = dice_ids(scene)
    # the 3 lands on red 3 and waits there: half of the roll is placed, the rules have not been asked yet
    drag(app, centre(home(scene, three)), centre(cell(scene, "red", 0, 3)))
    settle(app, scene)
    assert len(match.actions) == 1
    assert scene.table.piece_by_id[three].zone == "on:cell:red:0:3"
    assert scene.table.piece_by_id[three].rect.colliderect(cell(scene, "red", 0, 3))
    # the 5 lights both fives; dropped on the second octagon's, the placement is sent and the state moves on
    lit = scene.drag.legal_targets(scene.table.piece_by_id[five])
    assert set(lit) == {"cell:red:0:5", "cell:red:1:5"}
    drag(app, centre(home(scene, five)), centre(cell(scene, "red", 1, 5)))
    assert match.actions[-1] == place(("red", 0, 3), ("red", 1, 5))
    assert match.state.cells[0][2] == "r" and match.state.cells[0][14] == "r"
    settle(app, scene)
    quashers = {p.id: p.zone for p in scene.table.pieces if p.kind == "quasher"}
    assert quashers["q:red:0:3"] == "octagon:red:0" and quashers["q:red:1:5"] == "octagon:red:1"
    close(app)


def test_the_pair_of_dice_onto_the_total():
    app, scene, match = open_table([2, 6], before=[ROLL])
    pair = scene.table.piece_by_id["dice:pair"]
    lit = scene.drag.legal_targets(pair)
    assert "cell:red:0:8" in lit and "cell:red:1:8" in lit and "cell:red:0:9" not in lit
    drag(app, centre(pair.home), centre(cell(scene, "red", 1, 8)))
    assert match.actions[-1] == place(("red", 1, 8))
    close(app)


def test_a_split_built_by_clicks_and_confirmed():
    app, scene, match = open_table([4, 5], before=[ROLL])
    click(app, centre(cell(scene, "red", 0, 2)))
    click(app, centre(cell(scene, "red", 1, 3)))
    assert scene.composer.picked() == [("red", 0, 2), ("red", 1, 3)]
    assert len(match.actions) == 1 and "4 more" in scene.table.prompt
    # only cells that can still complete 9 light: a 4, 1 + 3, or 1 + 1 + the other octagon's 2 (no 5 and up)
    assert scene.composer.extensions() == {("red", 0, 4), ("red", 1, 4), ("red", 0, 1), ("red", 1, 1),
                                                 ("red", 0, 3), ("red", 1, 2)}
    assert "split:cover" not in [b.id for b in scene.table.buttons]     # 9 is not made yet
    click(app, centre(cell(scene, "red", 0, 9)))        # can't help: refused by the board, picks kept
    assert scene.message[1] == "error" and len(scene.composer.picks) == 2
    click(app, centre(cell(scene, "red", 1, 3)))        # a picked cell clicked again is put back
    assert scene.composer.picked() == [("red", 0, 2)]
    click(app, centre(cell(scene, "red", 1, 3)))
    assert len(match.actions) == 1                      # nothing is sent before the cells make 9
    click(app, centre(cell(scene, "red", 0, 4)))        # 2 + 3 + 4 = 9, which no cell can extend: sent
    assert match.actions[-1] == place(("red", 0, 2), ("red", 1, 3), ("red", 0, 4))
    close(app)


def test_a_split_from_the_keyboard_and_clear():
    app, scene, match = open_table([6, 6, 2, 3], before=[ROLL])
    key(app, pygame.K_9)
    key(app, pygame.K_1)
    assert scene.composer.picked() == [("red", 0, 9), ("red", 0, 1)]
    key(app, pygame.K_BACKSPACE)                         # Clear
    assert not scene.composer.busy()
    for k in (pygame.K_9, pygame.K_3):                   # 9 + 3 make the 12: covered at once
        key(app, k)
    assert match.actions[-1] == place(("red", 0, 9), ("red", 0, 3))
    assert match.state.phase == "roll_again"             # doubles placed in full roll again
    settle(app, scene)                                   # (the placement is told first)
    # the dice from the keyboard: Tab lifts a die, 1 picks its first lit cell, Enter drops it there
    key(app, pygame.K_r)
    settle(app, scene)
    key(app, pygame.K_TAB)
    assert scene.table.piece_by_id[scene.drag.selected].value == 2
    key(app, pygame.K_2)                                 # digits name the cell: your first lit 2
    key(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.composer.picked() == [("red", 0, 2)]
    key(app, pygame.K_TAB)                               # the 3: its first lit cell is the second octagon's
    key(app, pygame.K_3)
    key(app, pygame.K_RETURN)
    assert match.actions[-1] == place(("red", 0, 2), ("red", 1, 3))
    close(app)


def test_illegal_drops_spring_back_with_the_reason():
    # red 5 is covered already; the roll is 1 + 4
    app, scene, match = open_table([5, 6, 1, 2, 1, 4], before=[ROLL, place(("red", 0, 5), ("red", 0, 6)),
                                                             ROLL, place(("blue", 0, 3)), ROLL])
    snapshot = match.game.dump(match.state)
    pair = scene.table.piece_by_id["dice:pair"]
    start = pair.home.copy()
    drag(app, centre(start), centre(cell(scene, "red", 0, 5)))
    text, level, _ = scene.message
    assert level == "error" and "already covered" in text          # the rules' own reason
    assert match.game.dump(match.state) == snapshot
    assert scene.table.piece_by_id["dice:pair"].rect != start       # still where it was dropped
    steps(app, 40)
    settle(app, scene)
    assert scene.table.piece_by_id["dice:pair"].rect == start       # sprung back home
    one = next(p for p in scene.table.pieces if p.kind == "die" and p.value == 1)
    drag(app, centre(one.home), centre(cell(scene, "red", 0, 7)))
    assert scene.message[1] == "error" and "This die shows 1" in scene.message[0]
    assert match.game.dump(match.state) == snapshot
    close(app)


def _banked(seats):
    """You bank a 10, a 12 and an 11 (doubles roll again), then every bot covers a 3."""
    dice = [5, 5, 6, 6, 6, 5] + [1, 2] * (seats - 1)
    bank = {"type": "bank"}
    before = [ROLL, bank, ROLL, bank, ROLL, bank]
    colours = ["blue", "yellow", "green", "orange", "pink"]
    for s in range(1, seats):
        before += [ROLL, place((colours[s - 1], 0, 3))]
    return dice, before


def test_steal_one_by_dragging_a_quasher_and_block_by_key():
    dice, before = _banked(3)
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before)
    q = scene.table.piece_by_id["q:blue:0:3"]
    assert "cell:red:1:7" in scene.drag.legal_targets(q)
    drag(app, centre(q.home), centre(cell(scene, "red", 1, 7)))
    assert match.actions[-1] == {"type": "bonus", "value": 11,
                                 "steals": [{"seat": 1, "from": ["blue", 0, 3], "to": ["red", 1, 7]}]}
    settle(app, scene)
    # the stolen quasher keeps its id, so it glides from the drop onto red 7; it stays blue
    moved = scene.table.piece_by_id["q:blue:0:3"]
    assert moved.colour == "blue" and moved.zone == "octagon:red:1"
    assert cell(scene, "red", 1, 7).collidepoint(moved.rect.center)
    close(app)
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before)
    key(app, pygame.K_3)                                 # block seat 3
    assert match.actions[-1] == {"type": "bonus", "value": 10, "effect": "block", "seat": 2}
    close(app)


def test_steal_from_each_collects_one_quasher_per_seat():
    dice, before = _banked(3)
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before)
    key(app, pygame.K_w)                                 # the 12 rather than the 11
    q = scene.table.piece_by_id["q:blue:0:3"]
    drag(app, centre(q.home), centre(cell(scene, "red", 0, 8)))
    assert len(scene.composer.steals) == 1 and match.actions[-1] == before[-1]
    settle(app, scene)
    q = scene.table.piece_by_id["q:yellow:0:3"]
    lit = scene.drag.legal_targets(q)
    assert "cell:red:0:8" not in lit and "cell:red:0:9" in lit
    drag(app, centre(q.home), centre(cell(scene, "red", 0, 9)))
    a = match.actions[-1]
    assert a["value"] == 12 and a in match.game.legal_actions(match.state_after(len(match.actions) - 1))
    assert {st["seat"] for st in a["steals"]} == {1, 2}
    assert {tuple(st["to"]) for st in a["steals"]} == {("red", 0, 8), ("red", 0, 9)}
    close(app)


@pytest.mark.parametrize("seats,colours,size", [(2, 1, (1024, 640)), (6, 1, (1024, 640)), (2, 3, (1280, 800)),
                                                (3, 2, (1024, 640)), (6, 1, (3840, 2160))])
def test_the_table_fits_from_small_windows_to_4k(seats, colours, size):
    app, scene, match = open_table([3, 4], seats=["human"] + ["bot:easy"] * (seats - 1), size=size,
                                   options={"colours_per_seat": colours}, before=[ROLL])
    area = scene.areas()[1]
    # every cell takes a drop (another seat's says why not); yours are 18 a colour
    assert len(scene.table.targets) == 18 * colours * seats
    mine = {k for k, g in scene.table_geo.items() if g["mine"]}
    cells = [t.rect for t in scene.table.targets if parse_cell(t.key, "cell") in mine]
    assert len(cells) == 18 * colours
    for i, r in enumerate(cells):
        assert area.contains(r), r
        assert not any(r.colliderect(o) for o in cells[i + 1:])
    geo = scene.table_geo
    assert len(geo) == 18 * colours * seats
    assert all(area.contains(g["rect"]) for g in geo.values())
    smallest = min(g["r"] for g in geo.values()) * 2
    assert smallest >= 0.06 * area.h            # another seat's octagon stays readable
    for b in scene.table.buttons:
        assert area.contains(b.rect), b.id
        assert not any(b.rect.colliderect(r) for r in cells), b.id
    close(app)


def _banked_twelve():
    """You bank a 10, a 12 and an 11; seats 2 and 3 each cover an 8 (doubles) and then a 3."""
    dice = [5, 5, 6, 6, 6, 5] + [4, 4, 1, 2] * 2
    bank = {"type": "bank"}
    before = [ROLL, bank, ROLL, bank, ROLL, bank]
    for colour in ("blue", "yellow"):
        before += [ROLL, place((colour, 0, 8)), ROLL, place((colour, 0, 3))]
    return dice, before


def _twelve_table():
    dice, before = _banked_twelve()
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before)
    key(app, pygame.K_w)                                 # the 12 rather than the 11
    return app, scene, match


def _not_listed(match, action):
    """The 12 was not among the listed ones: only a composer can reach it."""
    return action not in match.game.legal_actions(match.state_after(len(match.actions) - 1))


def test_a_twelve_takes_any_quasher_by_drag_and_a_wrong_drag_says_why():
    app, scene, match = _twelve_table()
    q = scene.table.piece_by_id["q:blue:0:3"]            # not blue's highest: every covered one lights
    assert "cell:red:0:5" in scene.drag.legal_targets(q)
    drag(app, centre(q.home), centre(cell(scene, "red", 0, 5)))
    assert scene.composer.steals == [(1, ("blue", 0, 3), ("red", 0, 5))]
    settle(app, scene)
    other = scene.table.piece_by_id["q:blue:0:8"]        # a second quasher of the same seat
    assert scene.drag.legal_targets(other) == []
    drag(app, centre(other.home), centre(cell(scene, "red", 0, 6)))
    assert scene.message[1] == "error" and "already took a quasher from Bot 2" in scene.message[0]
    settle(app, scene)
    q = scene.table.piece_by_id["q:yellow:0:8"]
    lit = scene.drag.legal_targets(q)
    assert "cell:red:0:5" not in lit and "cell:red:1:5" in lit
    drag(app, centre(q.home), centre(cell(scene, "red", 0, 5)))
    assert "already has a stolen quasher" in scene.message[0] and len(match.actions) == 14
    settle(app, scene)
    drag(app, centre(q.home), centre(cell(scene, "red", 1, 5)))
    a = match.actions[-1]
    assert a == {"type": "bonus", "value": 12, "steals": [
        {"seat": 1, "from": ["blue", 0, 3], "to": ["red", 0, 5]},
        {"seat": 2, "from": ["yellow", 0, 8], "to": ["red", 1, 5]}]}
    assert _not_listed(match, a)
    assert match.state.cells[1] == ".......b.|........." and match.state.cells[0] == "....b....|....y...."
    close(app)


def test_a_twelve_by_clicks_then_by_keyboard():
    app, scene, match = _twelve_table()
    click(app, centre(home(scene, "q:yellow:0:3")))
    assert scene.drag.selected == "q:yellow:0:3"
    click(app, centre(cell(scene, "red", 1, 9)))
    assert scene.composer.steals == [(2, ("yellow", 0, 3), ("red", 1, 9))]
    settle(app, scene)
    click(app, centre(home(scene, "q:blue:0:3")))
    click(app, centre(cell(scene, "red", 0, 2)))
    a = match.actions[-1]
    assert a["value"] == 12 and [st["from"] for st in a["steals"]] == [["blue", 0, 3], ["yellow", 0, 3]]
    assert [st["to"] for st in a["steals"]] == [["red", 0, 2], ["red", 1, 9]] and _not_listed(match, a)
    close(app)
    app, scene, match = _twelve_table()
    for want, digit in (("q:blue:0:3", pygame.K_2), ("q:yellow:0:3", pygame.K_3)):
        for _ in range(12):
            if scene.drag.selected == want:
                break
            key(app, pygame.K_TAB)
        assert scene.drag.selected == want
        key(app, digit)                                  # digits name the cell: red 2, then red 3
        key(app, pygame.K_RETURN)
        settle(app, scene)
    a = match.actions[-1]
    assert a["value"] == 12 and [st["from"] for st in a["steals"]] == [["blue", 0, 3], ["yellow", 0, 3]]
    assert [st["to"] for st in a["steals"]] == [["red", 0, 2], ["red", 0, 3]]
    close(app)


# --- what a new player tripped on (issue 23), and hints through the composer ---------------------------------
def _labels(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def test_the_quashers_a_twelve_may_take_are_ringed_before_one_is_picked_up():
    app, scene, match = _twelve_table()
    ringed = scene.lit_cells()
    assert ringed == {("blue", 0, 3), ("blue", 0, 8), ("yellow", 0, 3), ("yellow", 0, 8)}
    movable = {o["id"] for o in scene.layout_info()["objects"] if "targets" in o}
    assert {"q:blue:0:3", "q:blue:0:8", "q:yellow:0:3", "q:yellow:0:8"} <= movable
    drag(app, centre(home(scene, "q:blue:0:3")), centre(cell(scene, "red", 0, 5)))
    settle(app, scene)
    assert scene.lit_cells() == {("yellow", 0, 3), ("yellow", 0, 8)}      # blue is robbed already
    roll = next(b for b in scene.table.buttons if b.id == "roll")
    assert not roll.enabled                                               # Roll waits for the 12
    key(app, pygame.K_r)
    assert len(match.actions) == 14
    close(app)


def test_the_tray_drops_a_roll_once_it_is_used():
    app, scene, match = open_table([3, 5])
    key(app, pygame.K_r)
    settle(app, scene)
    assert any("rolled 3 + 5 = 8" in text for text in _labels(scene))
    drag(app, centre(scene.table.piece_by_id["dice:pair"].home), centre(cell(scene, "red", 0, 8)))
    settle(app, scene)
    assert match.state.to_move == 1 or match.state.dice is None
    # (the tray's "rolled 3 + 5 = 8"; a bot's plate says its own latest turn, "rolled 4+6: blue 1 and 9")
    assert not any("rolled" in text and " = " in text for text in _labels(scene)), _labels(scene)
    assert dice_ids(scene) == []
    close(app)


def test_the_person_at_the_screen_has_one_name_on_plate_tray_log_and_hint():
    app, scene, match = open_table([3, 5])
    key(app, pygame.K_r)
    settle(app, scene)
    name = scene.session.name(0)
    assert name == scene.session.short_name(0) == "You"     # alone against bots: "You" everywhere (session.name)
    rolled = [text for text in _labels(scene) if "rolled" in text]
    assert rolled and rolled[0].startswith(name)
    assert not any("Player 1" in text for text in _labels(scene))
    scene.hints.display({"type": "bonus", "value": 10, "effect": "block", "seat": 1}, "")
    assert "Seat" not in scene.hints.current["text"] and scene.session.short_name(1) in scene.hints.current["text"]  # as the log names it
    close(app)


def test_header_scores_follow_the_turn_order():
    match = Match("numberquash", ["human", "bot:easy", "bot:easy"], 3, {"order": [2, 0, 1]}, [])
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    text = scene.score_text(match.game.result(match.state), scene.session.view())
    names = [scene.session.short_name(s) for s in (2, 0, 1)]
    assert [text.index(n) for n in names] == sorted(text.index(n) for n in names), text
    close(app)


@pytest.mark.parametrize("seats,size", [(4, (1024, 640)), (6, (1024, 640)), (6, (1280, 800))])
def test_the_header_score_line_is_drawn_whole_with_many_seats(monkeypatch, seats, size):
    # it was cut to "Bot 3 0/18\u2026" (4 seats at 1024; 6 seats even at 1280) and Bot 2 was missing
    match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), 3, {"order": list(range(seats))}, [])
    app = make_app(size)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        drawn = []
        real = hud_mod.theme.blit_text
        monkeypatch.setattr(hud_mod.theme, "blit_text",
                            lambda surf, text, size, *a, **k: drawn.append(text) or real(surf, text, size, *a, **k))
        hud_rect, _, _ = scene.areas()
        scene.hud.draw(app.screen, hud_rect)
        score = scene.score_text(scene.session.shown_result(), scene.session.view())
        assert score in drawn, (score, drawn)
        assert score.startswith("You")
    finally:
        close(app)


def test_a_blocked_seats_words_stay_inside_its_plate_with_six_seats_at_1024():
    seats = ["human"] + ["bot:easy"] * 5
    match = Match("numberquash", seats, 3, {"order": list(range(6))}, [4, 6])
    match.play({"type": "roll"})
    match.play({"type": "bank"})
    while match.state.to_move != 0:
        legal = match.legal_actions()
        match.play(next((a for a in legal if a["type"] == "place"), legal[0]))
    match.play({"type": "bonus", "value": 10, "effect": "block", "seat": 3})
    app = make_app((1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        plate = scene.badges[3]
        words = [d for d in scene.table.decor if getattr(d, "text", "").startswith("blocked")]
        assert words, "no blocked words"
        for d in words:
            size = theme.fit_size(d.text, d.size, d.max_width, d.bold) if d.max_width else d.size
            width = theme.text(d.text, size, bold=d.bold).get_width()
            assert d.pos[0] - width >= plate.x, (d.text, d.pos, width, plate)
            assert size >= d.size - 1, (d.text, size, d.size)      # said in fewer words, not squeezed
    finally:
        close(app)


def test_a_long_hint_or_refusal_leaves_the_bonus_octagons_captions_uncovered(monkeypatch):
    # a four-line hint grew up from beside your plate over "free roll or block" and "steal one"
    app, scene, match = open_table([5, 1])
    try:
        key(app, pygame.K_r)
        settle(app, scene)
        long = ("Hint: You cover left red 6 \u2014 cover left red 6: the quickest way to finish from here, "
                "keeping the hard numbers coverable")
        scene.show_message(long, "hint")
        steps(app, 2)
        # (session 46: with the supply's count beside its colour's name the hint has room at the prompt's
        # place, over the prompt, where before it went up beside Bot 2's plate: either way, never up over the
        # bonus octagons' captions)
        rect = scene.painter.message_rect()
        assert scene.painter.message_lines(long) > 1
        assert rect.top >= scene.prompt_room.top, (rect, scene.prompt_room)
        captions = [d.text_rect() for d in scene.table.decor if getattr(d, "text", None) in
                    ("free roll or block", "steal one", "steal from each")]
        assert len(captions) == 3 and rect.collidelist(captions) < 0, (rect, captions)
    finally:
        close(app)


def test_a_quasher_on_a_small_octagon_still_shows_the_number_it_covers():
    make_app((1024, 640))
    try:
        for size in (10, 12, 13):
            plain = pygame.image.tobytes(quasher_image("blue", size), "RGBA")
            assert pygame.image.tobytes(quasher_image("blue", size, 7), "RGBA") != plain, size
    finally:
        pygame.display.quit()


def _boxes_every_cell_still_needed(scene, action):
    """The hint's marks: its next step (piece and target, or button) and, for a placement, every cell it
    uses that is not picked yet (a split boxed only its first cell)."""
    h = scene.hints.current
    step = [i for i in (h["piece"], h["target"], h["button"]) if i]
    assert h["marks"][:len(step)] == step, (h["marks"], step)
    if action["type"] == "place":
        picked = set(scene.composer.picked())
        needed = {f"cell:{c}:{o}:{n}" for c, o, n in action["cells"] if (c, o, n) not in picked}
        assert set(h["marks"]) - set(step) <= needed and needed <= set(h["marks"]), (h["marks"], needed)
    else:
        assert h["marks"] == step


def _follow_hint(app, scene, match, action):
    """Show `action` as the hint, then do exactly what the hint lights, step by step, with the mouse."""
    scene.hints.display(action, "")
    n = len(match.actions)
    first = scene.composer.next_step(action)
    h = scene.hints.current
    assert first is not None
    if first[0] == "drop":
        assert scene.table.piece_by_id[h["piece"]].key == first[1] and h["button"] is None
        assert scene.table.target_by_id[h["target"]].key == first[2]
    else:
        assert next(b for b in scene.table.buttons if b.id == h["button"]).press == first[1]
    _boxes_every_cell_still_needed(scene, action)
    for _ in range(8):
        if len(match.actions) > n:
            break
        # (the bots' turns before yours rest at least a second a roll at the fast pace since session 26)
        settle(app, scene, timeout=40)
        h = scene.hints.current
        _boxes_every_cell_still_needed(scene, action)
        if h["button"] is not None:
            click(app, centre(next(b for b in scene.table.buttons if b.id == h["button"]).rect))
        else:
            drag(app, centre(scene.table.piece_by_id[h["piece"]].home), centre(scene.table.target_by_id[h["target"]].rect))
    assert match.actions[-1] == action


def test_a_followed_hint_plays_exactly_the_hinted_split_and_twelve():
    app, scene, match = open_table([4, 5], before=[ROLL])
    _follow_hint(app, scene, match, place(("red", 0, 2), ("red", 0, 3), ("red", 1, 4)))
    close(app)
    dice, before = _banked_twelve()
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before)
    twelve = next(a for a in match.legal_actions() if a["type"] == "bonus" and a["value"] == 12)
    _follow_hint(app, scene, match, twelve)
    close(app)


def test_esc_takes_back_a_half_built_split_before_it_pauses():
    app, scene, match = open_table([4, 5], before=[ROLL])
    click(app, centre(cell(scene, "red", 0, 2)))
    assert scene.composer.busy()
    key(app, pygame.K_ESCAPE)                            # takes the pick back; the game is not paused
    assert not scene.composer.busy() and app.scenes[-1] is scene and len(match.actions) == 1
    close(app)


def test_a_bonus_octagon_says_how_many_quashers_it_holds():
    # Two quashers banked on the 10 looked like one (a stack offset by 2 pixels, its count under them).
    import random
    m = Match("numberquash", ["human", "bot:random"], 1)
    rng = random.Random(1)
    while not any(n > 1 for c in m.game.view(m.state, 0)["bonus"].values() for n in c.values()):
        legal = m.legal_actions()
        banks = [a for a in legal if a["type"] == "bank"]
        m.play(banks[0] if banks else rng.choice(legal))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        counts = [op for op in scene.deco if op[0] == "count"]
        assert any(op[1] == "\u00d72" for op in counts)
        scene.draw_over_pieces(app.screen)          # drawn over the quashers, where none covers it
    finally:
        app.pop()
