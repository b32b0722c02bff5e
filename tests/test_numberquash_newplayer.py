"""NumberQuash for a new player (issue 23): another player's roll is shown at their plate and paced so it
can be followed from the roll to the cells it covered; the log names the octagon of every cell covered."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import make_app, settle, steps

pytestmark = pytest.mark.ui


def open_board(match, size=(1280, 800), animation="fast"):
    app = make_app(size, animation=animation)  # noqa: F811  (not the menu fixture imported below)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    return app, scene


def close(app):
    app.pop()
    pygame.display.quit()


def step_until(app, done, limit=1200):
    for _ in range(limit):
        if done():
            return
        steps(app, 1)
    raise AssertionError("it never happened")


def test_a_bots_roll_is_shown_at_its_plate_and_what_it_covered_is_told_before_play_goes_on():
    # the bot (seat 1) rolls 3 and 5 first; 8 fits, so it covers cells adding up to 8
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [1, 0]}, [3, 5, 1, 1])
    app, scene = open_board(match, animation="normal")
    try:
        step_until(app, lambda: len(match.actions) == 1)
        steps(app, 2)
        dice = [p for p in scene.table.pieces if p.kind == "die" and p.zone != "tray:theirs"]
        assert len(dice) == 2 and match.state.dice == (3, 5)      # (still tumbling: faces change)
        plate = scene.badges[1]
        assert all(plate.contains(p.home) for p in dice), (plate, [p.home for p in dice])
        assert all(p.zone == "plate:1" for p in dice)
        assert not any(p.id == "dice:pair" for p in scene.table.pieces)
        step_until(app, lambda: len(match.actions) == 2)
        placed = match.actions[-1]
        assert placed["type"] == "place"
        # while the director tells the placement, the header says where it went and the person waits
        step_until(app, lambda: scene.session.director.started)
        status = scene.hud.status()
        assert "covers" in status and ("left " in status or "right " in status), status
        assert not scene.session.my_turn()
        assert [p.value for p in scene.table.pieces if p.kind == "die" and p.zone.startswith("plate")] == [3, 5]
        settle(app, scene)
        assert scene.session.my_turn()
    finally:
        close(app)


def test_a_bots_roll_is_also_shown_large_in_the_tray_greyed_labelled_theirs_and_not_draggable():
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [1, 0]}, [3, 5, 1, 1])
    app, scene = open_board(match, animation="normal")
    try:
        step_until(app, lambda: len(match.actions) == 1)
        steps(app, 2)
        theirs = [p for p in scene.table.pieces if p.kind == "die" and p.zone == "tray:theirs"]
        assert sorted(p.value for p in theirs) == [3, 5]
        tray = scene.tray.rect
        assert all(tray.contains(p.home) and p.home.w >= scene.metrics.px(48) for p in theirs)
        assert all(p.dim for p in theirs)
        assert not any(p in scene.drag.movable() for p in theirs)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=theirs[0].home.center))
        steps(app, 1)
        assert scene.drag.pressed is None and scene.drag.dragging is None
        step_until(app, lambda: not scene.tray.landing)     # (the words once the dice have landed: session 25)
        words = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert any(w.startswith("Bot 2's roll: 3 + 5 = 8") for w in words), words
    finally:
        close(app)


def test_during_a_bots_roll_the_bank_button_does_not_offer_to_bank_it():
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [1, 0]}, [5, 6, 1, 1])
    app, scene = open_board(match, animation="normal")
    try:
        step_until(app, lambda: len(match.actions) == 1)
        steps(app, 2)
        assert match.state.dice == (5, 6) and not scene.session.my_turn()
        bank = next(b for b in scene.table.buttons if b.id == "bank")
        assert bank.label == "Bank" and bank.key_hint == "B" and not bank.enabled, bank.label
    finally:
        close(app)


def test_the_log_names_the_octagon_of_each_covered_cell_once():
    match = Match("numberquash", ["human", "bot:easy"], 3, {"order": [0, 1]}, [3, 5])
    app, scene = open_board(match)
    try:
        settle(app, scene)
        match.play({"type": "roll"})
        match.play({"type": "place", "cells": [["red", 0, 3], ["red", 1, 5]]})
        settle(app, scene)
        line = scene.logbook.entries()[1][1]
        assert line == "You cover left red 3 and right red 5", line
    finally:
        close(app)


def test_with_an_11_and_a_12_banked_both_are_buttons_a_mouse_can_press():
    from tests.test_numberquash_scene import _banked_twelve, open_table
    from tests.ui_helpers import centre, click
    dice, before = _banked_twelve()
    for size in ((1280, 800), (1024, 640)):
        app, scene, match = open_table(dice, seats=("human", "bot:easy", "bot:easy"), before=before, size=size)
        try:
            buttons = {b.id: b for b in scene.table.buttons}
            eleven, twelve = buttons["bonus:mode:11"], buttons["bonus:mode:12"]
            assert not eleven.rect.colliderect(twelve.rect)
            click(app, centre(twelve.rect))
            settle(app, scene)
            assert scene.composer.stealing() is not None              # taking one from each now
            click(app, centre({b.id: b for b in scene.table.buttons}["bonus:mode:11"].rect))
            settle(app, scene)
            assert scene.composer.stealing() is None and not scene.composer.mode12
        finally:
            close(app)


def _pill_w(scene, text, size):
    from quash_table.ui import theme
    m = scene.metrics
    return theme.text(text, m.px(size), (255, 255, 255), True).get_width() + m.px(36)


@pytest.mark.parametrize("seats", [2, 4])
def test_at_1024x640_the_prompt_and_messages_stay_between_your_plate_and_the_tray(seats):
    import random
    from quash_table.ui import theme
    match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), 5, {"order": list(range(seats))})
    app, scene = open_board(match, size=(1024, 640), animation="instant")
    rng = random.Random(1)
    try:
        seen = set()
        for _ in range(60):
            settle(app, scene)
            if match.over:
                break
            room = scene.prompt_room
            assert not room.colliderect(scene.badges[0]) and not room.colliderect(scene.tray.rect)
            prompt = scene.table.prompt
            if prompt:
                seen.add(prompt)
                assert _pill_w(scene, prompt, 17) <= room.w, (prompt, room)
            scene.session.play(rng.choice(scene.session.screen_legal()))
        assert len(seen) >= 3, seen
        # a refusal wraps to the room instead of spreading over the plate and the tray
        scene.show_message("Your red 5 can't be part of covering 8: the ringed cells can, and only those "
                           "cells add up to the roll", "error")
        assert scene.table.message_width == scene.prompt_room.w
        lines = theme.wrap(scene.message[0], scene.metrics.px(16), scene.table.message_width - scene.metrics.px(36),
                           bold=True)
        assert len(lines) > 1
    finally:
        close(app)


def test_a_bad_colour_pick_is_refused_with_the_reason():
    from quash_table.engine.game import IllegalAction
    from quash_table.games.numberquash.rules import GAME
    for bad, why in (("purple", "not a colour"), ("red,red", "picked twice"), ("red,blue,green", "not 3")):
        with pytest.raises(IllegalAction, match=why):
            GAME.check_options({"colours": bad}, 2)
    # one seat's pick: the others take the colours nobody picked, in the usual order
    s = GAME.new_state(3, 1, {"colours": "yellow"})
    assert GAME.view(s, 0)["colours"] == [["yellow"], ["red"], ["blue"]]


def test_your_own_placement_is_not_paused_on_a_bots_is():
    """The director tells a bot's placement for a moment; the person who just placed needs no pause (it
    held up a doubles re-roll)."""
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [3, 5, 1, 1])
    app, scene = open_board(match, animation="normal")
    try:
        settle(app, scene)
        director = scene.session.director
        scene.session.play({"type": "roll"})
        settle(app, scene)
        place = next(a for a in scene.session.screen_legal() if a["type"] == "place")
        scene.session.play(place)
        assert not any(s.caption and "cover" in s.caption for s in director.steps), [s.caption for s in director.steps]
        step_until(app, lambda: any(a["type"] == "place" for a in match.actions[2:]) and director.steps)
        assert any("cover" in s.caption for s in director.steps)              # the bot's is told
    finally:
        close(app)


def test_a_bots_bonus_is_told_in_the_header_and_paced_before_it_rolls():
    """A bot spending a banked 11 (a steal from you) is told like its rolls: the header says the move while
    the director holds play, and its roll comes only after."""
    match = Match("numberquash", ["bot:normal", "human"], 3, {"order": [0, 1]}, [5, 6, 1, 2, 3, 4, 2, 5, 1, 3])
    for action in ({"type": "roll"}, {"type": "bank"}, {"type": "roll"},
                   {"type": "place", "cells": [["blue", 0, 3]]}):
        match.play(action)
    app, scene = open_board(match, animation="normal")
    try:
        step_until(app, lambda: len(match.actions) == 5)
        assert match.actions[-1]["type"] == "bonus" and match.actions[-1]["value"] == 11
        step_until(app, lambda: scene.session.director.started)
        status = scene.hud.status()
        assert status == "Bot 1 steals your left blue 3 (11)", status       # short (no level): it fits the header
        assert "steals left blue 3 from you" in scene.logbook.entries()[-1][1]
        steps(app, int(1.0 * 60))                 # still told: the bot has not rolled yet
        assert len(match.actions) == 5 and scene.session.director.busy()
        step_until(app, lambda: len(match.actions) == 6)
    finally:
        close(app)


def test_your_own_bonus_is_not_held_back_you_roll_at_once():
    match = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [5, 6, 1, 2, 3, 4, 2, 5])
    for action in ({"type": "roll"}, {"type": "bank"}, {"type": "roll"},
                   {"type": "place", "cells": [["blue", 0, 3]]}):
        match.play(action)
    app, scene = open_board(match, animation="normal")
    try:
        steal = {"type": "bonus", "value": 11,
                 "steals": [{"seat": 1, "from": ["blue", 0, 3], "to": ["red", 0, 9]}]}
        assert steal in match.legal_actions()
        scene.session.play(steal)
        steps(app, 2)
        assert not scene.session.director.busy()
        assert any(b.id == "roll" and b.enabled for b in scene.composer.buttons())
        labels = [d.text for d in scene.table.decor if getattr(d, "text", "")]
        assert "Your roll" in labels and "You to roll" not in labels      # the tray speaks to you
    finally:
        close(app)
