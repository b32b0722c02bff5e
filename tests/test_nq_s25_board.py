"""Session 25, NumberQuash's board for new players: the pass-and-play notice kept through the menu, the
opening rolls kept until read, the dice's words after the dice land, Undo while a bot is to move."""

import pygame
import pytest

from tests.test_nq2_s14 import _to_bob
from tests.test_numberquash_scene import close
from tests.ui_helpers import board, key, make_app, settle, step_until, steps


def cover_3_and_5(app, scene):
    """The roll of 3 and 5 (open_table([3, 5])) laid on red 3 of the left row and red 5 of the right, by drags;
    (the die of 3, the die of 5)."""
    from tests.test_numberquash_scene import cell, centre, dice_ids, home
    from tests.ui_helpers import drag
    settle(app, scene)
    three, five = dice_ids(scene)
    drag(app, centre(home(scene, three)), centre(cell(scene, "red", 0, 3)))
    settle(app, scene)
    drag(app, centre(home(scene, five)), centre(cell(scene, "red", 1, 5)))
    steps(app, 2)
    return three, five

pytestmark = pytest.mark.ui


def test_esc_on_the_pass_and_play_notice_opens_the_menu_and_the_notice_stays():
    # Esc put the notice ("Bob's turn: pass the screen to Bob") away for good behind the pause menu: after
    # Resume nothing said whose turn it was
    app = make_app(animation="instant")
    try:
        scene = board(app, "numberquash", ["human:Ann", "human:Bob"], seed=3, options={"order": [0, 1]},
                      stacked=[1, 2, 2, 4])
        settle(app, scene)
        _to_bob(app, scene)
        assert scene.session.screen_seat == 1 and scene.handover.words()[0] == "Bob's turn"
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top is not scene and app.top.layout_info()["scene"] == "pause"
        key(app, pygame.K_ESCAPE, frames=3)          # Resume
        assert app.top is scene
        steps(app, 2)
        assert scene.handover.words() == ("Bob's turn",
                                          "Pass the screen to Bob (blue, now at the front) \u00b7 then press R to roll")
        actions = len(scene.session.match.actions)
        key(app, pygame.K_r)                          # Bob's first key puts it away and rolls, as before
        settle(app, scene)
        assert scene.handover.words() is None
        assert scene.session.match.actions[actions]["type"] == "roll"
    finally:
        close(app)


def test_a_cover_that_ended_your_turn_can_be_taken_back_while_the_next_bot_waits():
    # session 25 greyed Undo once your move had ended your turn (it stood lit while the next bot was about to
    # roll, as if it could still act); but a cover mostly ends the turn, so Undo was as good as never lit
    # (review 45). Now the next bot waits a moment for it (waits_for_undo), and U takes your covers back to
    # your roll; once the bot has rolled, Undo is greyed with the kit's reason
    from tests.test_numberquash_scene import cell, centre, home, open_table
    from tests.ui_helpers import drag
    app, scene, match = open_table([3, 5], seats=("human", "bot:normal"))
    try:
        key(app, pygame.K_r)
        three, five = cover_3_and_5(app, scene)
        assert match.to_move == 1 and len(match.actions) == 2      # the bot is to roll, it has not yet
        assert scene.session.waiting_for_undo()                    # it waits for an Undo
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert undo.enabled, undo.reason
        key(app, pygame.K_u)
        steps(app, 2)
        assert match.undos == 1 and match.to_move == 0 and len(match.actions) == 1   # back to the roll
        assert match.actions[-1]["type"] == "roll"
        # cover again and let the bot answer: then the bot's roll is final and Undo says why
        settle(app, scene)
        drag(app, centre(home(scene, three)), centre(cell(scene, "red", 0, 3)))
        settle(app, scene)
        drag(app, centre(home(scene, five)), centre(cell(scene, "red", 1, 5)))
        step_until(app, lambda: len(match.actions) > 2, timeout=30)
        steps(app, 2)
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled and undo.reason
    finally:
        close(app)


def _tray_words(scene):
    return " ".join(d.text for d in scene.table.decor if type(d).__name__ == "Label"
                    and scene.tray.rect.contains(d.text_rect()))


def test_the_rolls_words_come_when_the_dice_land():
    # "You rolled 4 + 3 = 7" (and the pair's "= 7", "Cover 7") stood in the tray while the dice still tumbled
    # showing other faces: the words follow the animation, as the header and the log do
    from tests.test_numberquash_scene import open_table
    app, scene, match = open_table([4, 3], seats=("human", "bot:normal"))
    try:
        key(app, pygame.K_r, frames=1)
        assert match.state.dice == (4, 3)
        faces = [p.value for p in scene.table.pieces if p.kind == "die"]
        assert faces != [4, 3], faces                   # still tumbling
        said = _tray_words(scene)
        assert "4 + 3" not in said and "7" not in said and "Your roll" in said, said
        assert "7" not in scene.table.prompt and "dice:pair" not in scene.table.piece_by_id
        settle(app, scene)
        assert [p.value for p in scene.table.pieces if p.kind == "die"] == [4, 3]
        assert "You rolled 4 + 3 = 7" in _tray_words(scene)
    finally:
        close(app)


def test_the_opening_rolls_stay_until_the_person_goes_on_when_a_bot_starts():
    # the opening (who starts, and why) went after a hold of 3 s, before a new player had looked at it
    from tests.ui_helpers import step_until
    app = make_app(animation="normal", round_pause=True)
    try:
        scene = board(app, "numberquash", ["human", "bot:normal"], seed=3)     # Bot 2 starts: 4+6 against 4+4
        match = scene.session.match
        assert match.to_move == 1
        steps(app, 10 * 60)                              # ten seconds: nothing moves on by itself
        assert not match.actions
        assert "Bot 2 starts: the highest" in _tray_words(scene), _tray_words(scene)
        info = scene.layout_info()
        assert info["waiting"] == "next" and info["status"] == "Bot 2 starts \u2014 Continue (Enter)", info
        go = next(b for b in scene.table.buttons if b.id == "opening:continue")
        assert go.enabled and go.label == "Continue"
        key(app, pygame.K_RETURN)
        step_until(app, lambda: match.actions, timeout=20)
        assert match.actions[0] == {"type": "roll"} and match.actors[0] == 1
    finally:
        close(app)


def test_without_waiting_for_results_the_opening_passes_after_its_hold():
    # tests and headless runs ("Wait for me after each round" off): the bot that starts rolls by itself
    from tests.ui_helpers import step_until
    app = make_app(animation="fast")
    try:
        scene = board(app, "numberquash", ["human", "bot:normal"], seed=3)
        assert not scene.opening.waiting
        step_until(app, lambda: scene.session.match.actions, timeout=20)
        assert not any(b.id == "opening:continue" for b in scene.table.buttons)
    finally:
        close(app)
