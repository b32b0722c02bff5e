"""Undo on the board: it restores the exact previous state, it follows the Allow undo setting, undone games
are marked in the statistics, and it is never offered (nor done) in pass-and-play between humans, but for The Game's lays within a
turn."""

import json

import pygame
import pytest

from quash_table.engine.stats import load_stats
from tests.ui_helpers import board, drag, centre, key, make_app, settle

pytestmark = pytest.mark.ui

# The Game, stacked: seat 0 holds R9 and B2, the bot G5 and Y6 (as in test_ui_board_drag.py).
STACKED = ["R9", "B2", "G5", "Y6"]


@pytest.fixture
def app():
    a = make_app(animation="instant")
    yield a
    pygame.display.quit()


def hud_ids(scene):
    return [b.id for b in scene.hud.buttons]


def test_undo_restores_the_exact_previous_state(app):
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=5, options={"first": 0}, stacked=STACKED)
    settle(app, scene)
    game, match = scene.game, scene.session.match
    start = game.dump(match.state)
    drag(app, centre(scene.table.piece_by_id["R9"].home), centre(scene.table.target_by_id["stack:up"].rect))
    settle(app, scene)
    assert len(match.actions) == 1
    # an ended turn is final for undo (its new cards were drawn: tests/test_thegame_undo13.py); a lay
    # within the turn is taken back to the exact state before it, to the RNG
    key(app, pygame.K_u)
    settle(app, scene)
    assert game.dump(match.state) == start and match.actions == [] and match.undos == 1
    assert "taken back" in scene.message[0]
    assert scene.table.piece_by_id["R9"].zone == "hand:0"


def test_undo_is_greyed_and_refused_in_pass_and_play(app):
    # Flush: a move is seen by the next person (The Game's lays within a turn may be taken back in
    # pass-and-play: tests/test_thegame_s16_undo.py)
    scene = board(app, "flush", ["human:Ann", "human:Bob"], seed=5)
    s = scene.session
    s.lift_curtain()
    settle(app, scene)
    seat = s.screen_seat
    s.play(s.match.legal_actions()[0])
    settle(app, scene)
    assert seat in s.match.actors
    assert not s.can_undo() and not s.match.can_undo_for(seat)
    # greyed with its reason, not taken away (review 26: a new player looked for it in NumberQuash)
    from quash_table.ui.undo_reasons import UNDO_SHARED
    undo = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
    assert not undo["enabled"] and undo["reason"] == UNDO_SHARED
    if s.curtain is not None:
        s.lift_curtain()
        settle(app, scene)
    dump = s.game.dump(s.match.state)
    scene.message = None
    key(app, pygame.K_u)
    assert s.game.dump(s.match.state) == dump and s.match.undos == 0
    text, level, _ = scene.message
    assert level == "error" and "pass-and-play" in text


def test_the_allow_undo_setting_hides_it(app):
    scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=5, options={"first": 0}, stacked=STACKED)
    settle(app, scene)
    scene.session.play({"type": "play", "card": "R9", "stack": "up"})
    settle(app, scene)
    assert "hud:undo" in hud_ids(scene)
    app.apply_settings(dict(app.settings, undo=False))
    settle(app, scene)
    # switched off, Undo stays in its place greyed with its reason (a game loaded so lost it: review 22)
    undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
    assert not undo.enabled and "off in Settings" in undo.reason
    key(app, pygame.K_u)
    assert len(scene.session.match.actions) == 1 and "off in Settings" in scene.message[0]


def test_the_new_game_screen_offers_the_option(app):
    from quash_table.paths import settings_path
    from quash_table.ui.screens.new_game import NewGameScene
    app.push(NewGameScene(app))
    settle(app)
    box = app.top.widgets["allow_undo"]
    assert box.is_checked
    app.top.set_focus("allow_undo")
    key(app, pygame.K_SPACE, frames=3)            # ticked off from the keyboard
    assert app.top.allow_undo is False
    app.top.start()
    settle(app)
    assert app.settings["undo"] is False
    assert json.loads(settings_path().read_text())["undo"] is False
    assert not app.top.session.undo_allowed


def test_an_undone_game_is_marked_in_the_statistics(app):
    """Play The Game to its end on the board after one undo: Ann's record counts it as undone."""
    import random
    scene = board(app, "thegame", ["human:Ann", "bot:random"], seed=9)
    s = scene.session
    settle(app, scene)
    rng = random.Random(1)
    undone = False
    while not s.match.over:
        if s.my_turn():
            if not undone and s.can_undo():
                key(app, pygame.K_u)
                undone = True
            else:
                s.play(rng.choice(s.match.legal_actions()))
        settle(app, scene)
    assert undone and s.match.undos == 1
    assert not s.can_undo()                        # the result is in: no taking back now
    stats, message = load_stats()
    assert message is None
    rec = stats["players"]["Ann"]["thegame"]
    assert rec["games"] == 1 and rec["undone_games"] == 1 and rec["history"][-1]["undone"] is True
    assert "Bot 2 (random)" not in stats["players"]


def test_a_choice_option_reads_as_words_on_the_new_game_screen(app):
    """A reviewer found "Doubles roll again: used" cryptic: a choice shows the game's words for it."""
    from quash_table.ui.screens.new_game import NewGameScene
    app.push(NewGameScene(app, game_id="numberquash"))
    settle(app)
    from quash_table.games import get_game
    doubles = next(o for o in get_game("numberquash").options if o.key == "doubles")
    shown = [text for text, _ in app.top.option_choices(doubles)]
    assert shown == ["when used in full", "always"], shown
