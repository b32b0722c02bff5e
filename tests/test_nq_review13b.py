"""NumberQuash after a fresh player's review (session 13, second round): one test per defect, each failing
on the code before it."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.state import COLOURS, LETTERS, cell_index
from tests.ui_helpers import board, click, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


@pytest.mark.parametrize("seats", [3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_split_s_clear_button_lies_under_its_cells_picked_line_and_clear_of_roll(size, seats):
    """With 3 or 4 seats the tray is short: Clear covered "Cells picked: red 3 = 3" and touched Roll."""
    app = make_app(size=size, animation="instant")
    try:
        scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (seats - 1), seed=3,
                      options={"order": list(range(seats))}, stacked=[3, 4])
        settle(app, scene)
        key(app, pygame.K_r)
        settle(app, scene)
        click(app, scene.table_geo[("red", 0, 3)]["rect"].center)     # one cell of a split of 7
        settle(app, scene)
        assert [tuple(c) for c in scene.composer.picked()] == [("red", 0, 3)]
        line = next(d for d in scene.table.decor if getattr(d, "text", "").startswith("Cells picked"))
        buttons = {b.id: b.rect for b in scene.table.buttons}
        clear, roll = buttons["split:clear"], buttons["roll"]
        assert clear.top >= line.text_rect().bottom, (line.text_rect(), clear)
        assert roll.top - clear.bottom >= scene.metrics.px(6), (clear, roll)
        for die in (p for p in scene.table.pieces if p.zone == "tray" and p.id.startswith("die:")):
            assert die.rect.bottom <= line.text_rect().top
    finally:
        close(app)


def test_a_bots_steal_is_said_and_marked_through_your_whole_next_turn(monkeypatch):
    """Against bots the news of a 12 that took your red 9 went with your roll: two turns on nothing on the
    board showed it. It lasts your whole turn, read from the rules' steal events."""
    import quash_table.games.numberquash.scene as scene_mod
    from tests.test_numberquash_review2 import STOLEN
    from tests.test_numberquash_scene import open_table
    dice, before = STOLEN
    app, scene, match = open_table(dice, before=before)     # Bot 2 took your red 3 with its banked 11
    try:
        assert match.to_move == 0 and scene.session.is_bot(1)
        assert scene.hud.status() == "Your turn: Bot 2 stole your left red 3 (11)"
        key(app, pygame.K_r)                                    # you roll at once
        settle(app, scene)
        assert match.actors[-1] == 0 and match.state.dice
        assert scene.hud.status() == "Your turn: Bot 2 stole your left red 3 (11)"
        marks = []
        monkeypatch.setattr(scene_mod, "draw_cell_mark", lambda surface, g, colour, *a, **k: marks.append(
            (g["rect"], colour)))
        monkeypatch.setattr(scene_mod, "draw_robbed_mark", lambda surface, g, *a, **k: marks.append(
            (g["rect"], scene_mod.theme.ILLEGAL)))      # (the robbed mark: a red ring, filled, struck through)
        scene.draw_decor(app.screen)
        assert (scene.table_geo[("red", 0, 3)]["rect"], scene_mod.theme.ILLEGAL) in marks
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_news_of_a_steal_is_of_the_turns_since_your_last_one_only():
    """A steal before your last turn is not news now; your own moves this turn never end it."""
    from quash_table.games.numberquash.robbed import before_this_turn, steals_since_last_move
    from tests.test_numberquash_review2 import STOLEN
    dice, before = STOLEN
    m = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, list(dice))
    for a in before:
        m.play(a)
    assert [v for _, v, _ in steals_since_last_move(m, 0)] == [11]
    m.play({"type": "roll"})
    assert before_this_turn(m, 0) == len(before)
    assert [v for _, v, _ in steals_since_last_move(m, 0)] == [11]
    rng = random.Random(2)
    while m.to_move == 0:
        m.play(rng.choice(m.legal_actions()))
    assert steals_since_last_move(m, 0) == []
    while m.to_move != 0:
        m.play(rng.choice([a for a in m.legal_actions() if a["type"] != "bonus"] or m.legal_actions()))
    assert steals_since_last_move(m, 0) == []


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_bots_dice_land_right_of_its_name_never_over_it(size):
    """At 1024x640 a bot's rolled dice flew from its plate's corner over "Bot 2 (normal)"."""
    import time
    app = make_app(size=size, animation="normal")
    try:
        scene = board(app, "numberquash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3,
                      options={"order": [1, 2, 3, 0]}, stacked=[3, 4])
        frames, end = 0, time.monotonic() + 20
        while time.monotonic() < end and frames < 40:
            app.step(1 / 60)
            dice = [p for p in scene.table.pieces if str(p.zone) == "plate:1"]
            if not dice:
                continue
            frames += 1
            name = next(d for d in scene.table.decor if getattr(d, "text", "") == scene.session.name(1))
            for d in dice:
                assert not d.rect.colliderect(name.text_rect()), (frames, d.rect, name.text_rect())
                assert scene.badges[1].contains(d.rect)
        assert frames >= 20
    finally:
        close(app)


def _a_steal_of_a_stolen_quasher():
    """A random game played until a steal moves a quasher that is not of its cell's colour (taken before)."""
    for seed in range(1, 200):
        m = Match("numberquash", ["human", "bot:easy", "bot:easy"], seed, {})
        rng = random.Random(seed)
        while not m.over:
            legal = m.legal_actions()
            steals = [a for a in legal if a["type"] == "bonus" and a["value"] != 10]
            m.play(rng.choice(steals or legal))
            for e in m.game.events(m.state, None):
                if e["kind"] == "bonus_spent" and any(st["from"][0] != st.get("quasher", st["from"][0])
                                                      for st in e.get("steals", ())):
                    return m, e
    raise AssertionError("no steal of a stolen quasher")


def test_the_log_names_the_colour_of_a_stolen_quasher_and_the_cell_it_left():
    """"Bot 3 steals blue 9 from Bot 2" moved a yellow quasher: the rules' event says whose quasher a steal
    moved, and the log and the header name it with the cell it left."""
    from quash_table.games.numberquash import words
    m, spent = _a_steal_of_a_stolen_quasher()
    st = next(st for st in spent["steals"] if st["quasher"] != st["from"][0])
    assert m.state_after(len(m.actions) - 1).cells[COLOURS.index(st["from"][0])][
        cell_index(st["from"][1], st["from"][2])] == LETTERS[COLOURS.index(st["quasher"])]
    cell = f"{('left', 'right')[st['from'][1]]} {st['from'][0]} {st['from'][2]}"
    assert spent.get("tells_move")
    log = m.game.describe_event(spent, 3)
    assert f"the {st['quasher']} quasher on {cell} from Seat {st['seat'] + 1} onto" in log, log
    assert f"the {st['quasher']} quasher on Seat {st['seat'] + 1}'s {cell}" in \
        words.caption_event(spent, 3)
    # the saved game's own log is as it was (saves are checked against it)
    assert "quasher" not in str(m.game.dump(m.state)["log"][-1])


def test_the_move_log_wraps_a_banked_double_into_even_lines():
    """"... put / a red quasher on / bonus octagon 12 — roll / again (a double)": the greedy wrap carried
    a phrase down and left a half-empty line above it. The log's lines are as few and as even as the
    phrases allow (every game's log: ui/theme.wrap with tails)."""
    from quash_table.games.numberquash import words
    from quash_table.ui import theme
    pygame.font.init()
    said = "You bank the roll and put a red quasher on " + words.BONUS_OCTAGON + " 12 \u2014 roll again (a double)"
    f = theme.font(14)
    for width in range(180, 320, 2):
        lines = theme.wrap(said, 14, width, tails=True)
        assert " ".join(lines) == said and all(f.size(line)[0] <= width for line in lines)
        # even, unless a line stops short so that a preposition goes down with its words (session 28's log
        # rule: "put a red quasher / on bonus octagon 12", not "... quasher on / bonus octagon 12")
        assert all(f.size(line)[0] >= 0.6 * width or theme.preposition(after.split()[0])
                   for line, after in zip(lines, lines[1:])), (width, lines)
        assert not any(line.endswith((" bonus", "(a", " a")) for line in lines), (width, lines)


def test_the_move_log_text_stays_put_when_the_moves_reach_10_and_100():
    """The numbers' column grew with the count: every line of the log moved sideways at move 10."""
    from quash_table.ui.chrome import MoveLog
    from tests.test_ui_movelog_wrap import Book
    from tests.ui_helpers import Recording
    app = make_app()
    try:
        rect = pygame.Rect(0, 0, app.metrics.px(290), app.metrics.px(400))
        xs = {}
        for n in (9, 10, 99, 150):
            log = MoveLog()
            surface = Recording(rect.size)
            log.draw(surface, rect, app.metrics, Book(n), 0)
            ours = {id(img) for imgs in log.rendered().values() for img in imgs}
            xs[n] = {dest[0] for img, dest in surface.places if id(img) in ours}
        assert xs[9] == xs[10] == xs[99] == xs[150] and len(xs[9]) == 1, xs
    finally:
        close(app)


TWELVE = ([6, 6, 1, 2, 3, 4, 2, 3, 4, 5],
          [{"type": "roll"}, {"type": "bank"}, {"type": "roll"}, {"type": "place", "cells": [["red", 0, 3]]},
           {"type": "roll"}, {"type": "place", "cells": [["blue", 0, 7]]},
           {"type": "roll"}, {"type": "place", "cells": [["yellow", 0, 5]]},
           {"type": "roll"}, {"type": "place", "cells": [["green", 0, 9]]}])


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hinted_12_is_short_with_one_reason_and_lies_off_the_bonus_octagons(size):
    """The hint named the three steals with their octagons and from whom, and two reasons: seven lines
    over the 10 and 11 bonus octagons."""
    import time

    from tests.test_numberquash_scene import open_table
    dice, before = TWELVE
    app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy", "bot:easy"), before=before,
                                   size=size)
    try:
        key(app, pygame.K_h)
        end = time.monotonic() + 20
        while time.monotonic() < end and (scene.message is None or not scene.message[0].startswith("Hint:")):
            app.step(1 / 60)
        text = scene.message[0]
        # (sides: review 60; where each goes: review 61)
        assert text.startswith("Hint: spend your banked 12: steal left blue 7 onto left red 8, left yellow 5 onto left "
                               "red 9 and left green 9 onto right red 9 \u2014 "), text
        assert text.count("\u2014") == 1 and "," not in text.split("\u2014")[1] and len(text) <= 175, text
        box = scene.painter.message_rect()
        octagons = [g for g in scene.table.play_rects if g.bottom <= scene.mid_rect.bottom
                    and g.top >= scene.mid_rect.top]
        assert len(octagons) == 3
        assert not any(box.colliderect(g) for g in octagons), (box, octagons)
    finally:
        app.scenes.clear()
        pygame.display.quit()


def test_a_placement_hint_names_the_octagon_of_the_other_choice():
    """"closer to finishing than blue 1 and 9" where left blue 1 and 9 were covered: the other
    choice is named with its octagon, and those cells are open."""
    from quash_table.games.numberquash.bots import Position
    from quash_table.games.numberquash.reasons import best_other, choice_words
    from tests.test_numberquash_reasons import _positions
    compared = 0
    for view, legal, action, reason in _positions(3):
        other = best_other(Position(view), action, legal)
        if other is None or " than " not in reason and "as quick" not in reason:
            continue
        cells = sorted((tuple(c) for c in other["cells"]), key=lambda c: (c[1], c[0], c[2]))
        assert all(view["octagons"][c][o][n - 1] is None for c, o, n in cells)
        # every cell with its side (review 28: "red 1 and 2" said no side where both octagons have them), by
        # octagon where several lie on one of two ("blue 2 on the left and blue 2 and 3 on the right", review 35b)
        assert choice_words(view, cells) in reason and ";" not in choice_words(view, cells), (reason, cells)
        compared += 1
    assert compared > 5


@pytest.mark.parametrize("seats", [2, 3])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_spectator_replay_lays_seats_below_the_middle_too(size, seats):
    """The spectator's replay put both seats at the top and left the bottom left empty (1024x640)."""
    from quash_table.ui.tables import replay_board
    from tests.ui_helpers import step_until
    m = Match("numberquash", ["human:Ann", "human:Ben", "human:Cy"][:seats], 3, {})
    rng = random.Random(3)
    for _ in range(30):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=size, animation="instant")
    try:
        scene = replay_board(app, m, position=30)
        app.push(scene)
        step_until(app, lambda: all(sc.settled() for sc in app.scenes))
        steps(app, 2)
        assert scene.session.screen_seat is None
        below = [s for s, plate in scene.badges.items() if plate.top > scene.mid_rect.bottom]
        assert len(below) == seats // 2, scene.badges
        octagons = [pygame.Rect(int(cx - r), int(cy - r), int(2 * r), int(2 * r))
                    for kind, _, cx, cy, r, _ in scene.deco if kind == "octagon"]
        assert len(octagons) == 2 * seats
        assert not any(o.colliderect(scene.tray.rect) or o.colliderect(scene.mid_rect) for o in octagons)
        assert all(scene.table.area.contains(o) for o in octagons)
    finally:
        close(app)


def test_the_load_list_says_on_whose_turn_a_pass_and_play_game_was_saved(tmp_path, monkeypatch):
    """"saved by you" at a table of Ann and Ben named nobody. The line says whose turn it is in where the game
    stands ("Ben to roll"), and ends "saved" at every table (review 16: one row form for every game)."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import save_parts
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("numberquash", ["human:Ann", "human:Ben"], 3, {"order": [0, 1]})
    rng = random.Random(1)
    while m.to_move != 1:
        m.play(rng.choice(m.legal_actions()))
    save_match(m, saves_dir() / "pp.json")
    body, when, kind = save_parts(saves_dir() / "pp.json")
    assert kind == "saved" and when.startswith("saved \u00b7 ") and "Ben to roll" in body, (body, when)
    alone = Match("numberquash", ["human:Ann", "bot:easy"], 3, {"order": [0, 1]})
    save_match(alone, saves_dir() / "alone.json")
    assert save_parts(saves_dir() / "alone.json")[1].startswith("saved \u00b7 ")
