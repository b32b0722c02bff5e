"""QUASH review 14 (a new player, pass-and-play), driven through real key and mouse events on the board
(headless, dummy video driver): the card you drew waits for Done, and the curtain that follows takes no
key or click meant for the screen before it."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.session import CURTAIN_GUARD
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import click, close_board, drag, grab, make_app, post, settle, step_until, steps, target_rect

pytestmark = pytest.mark.ui

FPS = 60


def _board(m, size=(1280, 800)):
    app = make_app(size=size, animation="normal")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    return app, scene


def _curtain_button(scene):
    return next(b for b in scene.overlay_buttons if b.id == "curtain:ready")


def _ann_plays(app, scene):
    """Ann lifts the first curtain and plays a card to spot 3 (a real drag): she draws one."""
    s, m = scene.session, scene.session.match
    click(app, _curtain_button(scene).rect.center)
    settle(app, scene)
    assert s.screen_seat == 0 and s.my_turn()
    drag(app, grab(scene, f"r{m.state.round}:{sorted(s.view()['hand'])[0]}"), target_rect(scene, "spot:3").center)
    assert m.actors[-1] == 0 and m.to_move == 1


def _bob_shown(scene):
    return any(p.zone == "hand:1" and p.code for p in scene.table.pieces) or scene.session.screen_seat == 1


def test_enter_on_the_drawn_card_after_its_old_time_does_not_open_the_next_hand():
    """Review 14 (53, 65, 66): the drawn card closed by itself after 3 s into "I am Bob: show my cards",
    which also takes Enter; Ann, reading her card, pressed Enter as told and saw Bob's whole hand. Now the
    card waits for Done however long she reads it; her Enter covers it, and the curtain it brings takes no
    key for a moment (a second Enter, a key held down and repeating): only a deliberate press after it."""
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ann_plays(app, scene)
        steps(app, 5 * FPS)                                  # she reads it: 5 s, past the old 3 s
        assert s.glancing() and s.curtain is None and not _bob_shown(scene)
        assert any(p.zone == "drawn:0" and p.code for p in scene.table.pieces)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)   # Done, held down...
        steps(app, 2)
        assert not s.glancing() and s.curtain == 1
        for _ in range(int(0.5 * FPS)):                      # ...its repeats come (the key is not let go)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            steps(app, 1)
            assert s.curtain == 1 and not _bob_shown(scene)
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        steps(app, 1)
        post(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)   # a quick second press
        post(pygame.KEYUP, key=pygame.K_SPACE, mod=0, unicode="", scancode=0)
        steps(app, 2)
        assert s.curtain == 1 and not _bob_shown(scene)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)  # held from inside the moment
        for _ in range(int((CURTAIN_GUARD + 0.3) * FPS)):                           # and on past it
            steps(app, 1)
            post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)   # its repeats
        steps(app, 2)
        assert s.curtain == 1 and not _bob_shown(scene)
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        steps(app, 1)
        post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)   # Bob, on purpose
        post(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        steps(app, 3)
        assert s.curtain is None and s.screen_seat == 1
        settle(app, scene)
        assert any(p.zone == "hand:1" and p.code for p in scene.table.pieces)
    finally:
        close_board(app)


def test_a_click_just_as_the_curtain_comes_up_does_not_open_it_a_later_one_does():
    """A double click on Done: its second click lands on "I am Bob: show my cards" as it appears. Clicks
    within the curtain's first moment do nothing; one after it lifts the curtain."""
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ann_plays(app, scene)
        steps(app, 30)
        done = next(b for b in scene.table.buttons if b.id == "glance:done")
        click(app, done.rect.center, frames=1)
        assert s.curtain == 1
        ready = _curtain_button(scene).rect.center
        click(app, ready, frames=1)
        assert s.curtain == 1 and not _bob_shown(scene)
        steps(app, int(CURTAIN_GUARD * FPS))
        click(app, ready)
        assert s.curtain is None and s.screen_seat == 1
    finally:
        close_board(app)


def test_the_board_keeps_the_movers_side_at_the_bottom_while_their_drawn_card_shows():
    """Review 14 (51 vs 53): Bob plays on his side at the bottom; as his drawn card shows (the covered,
    everybody view) the board flipped, his side jumping to the top. It stays where it was."""
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ann_plays(app, scene)
        steps(app, 10)
        click(app, next(b for b in scene.table.buttons if b.id == "glance:done").rect.center)
        step_until(app, lambda: s.curtain == 1)
        settle(app, scene)                                   # the curtain's first moment passes
        click(app, _curtain_button(scene).rect.center)
        settle(app, scene)
        assert s.screen_seat == 1 and s.my_turn()
        rnd = m.state.round
        card = sorted(s.view()["hand"])[0]
        spot = target_rect(scene, "spot:4")
        drag(app, grab(scene, f"r{rnd}:{card}"), spot.center)
        assert m.actors[-1] == 1
        steps(app, 90)
        assert s.glancing() and s.screen_seat is None
        played = next(p for p in scene.table.pieces if p.id == f"r{rnd}:{card}")
        assert played.zone == "spot:BLACK:4"
        assert abs(played.rect.centery - spot.centery) < spot.h, (played.rect, spot)   # still at the bottom
    finally:
        close_board(app)


def test_save_and_quit_before_anyone_played_makes_continue_this_game():
    """Review 14 (87): a pass-and-play QUASH game saved with Save & quit to menu before anyone played;
    Continue still resumed an older game (the autosave takes a game over only from a person's first move).
    Saving is the person's word that this is the game to come back to: Continue holds it."""
    import random

    from quash_table.engine.saves import write_autosave
    from tests.ui_helpers import key, press_widget
    from tests.ui_helpers import board as open_new

    older = Match("flush", "human,bot:easy", seed=4)         # an unfinished game Continue held
    older.play(random.Random(1).choice(older.legal_actions()))
    write_autosave(older)
    app = make_app()
    try:
        scene = open_new(app, "quash", ["human:Ann", "human:Bob"], seed=7, options={"dealer": 1})
        settle(app, scene)
        assert scene.session.match.actions == []
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top.name == "pause"
        press_widget(app, "save_quit")
        assert app.top.name == "main_menu"
        assert app.top.autosave is not None and app.top.autosave.game_id == "quash", app.top.autosave_note
        press_widget(app, "continue")
        steps(app, 3)
        assert app.top.name == "board" and app.top.session.match.game_id == "quash"
        assert app.top.session.match.seats[1]["name"] == "Bob"
    finally:
        close_board(app)


def test_a_greyed_undo_says_a_card_drawn_stays_drawn_when_clicked_or_pressed():
    """Review 14: Undo was grey all the while the pile lasted and looked broken; its reason was another
    seat's move ("Bot 2 has moved since your last move"), shown only on hover. The rule is that a card drawn stays
    drawn: the greyed button's reason says so, and a click on it or U shows it."""
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        assert s.my_turn()
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:{sorted(s.view()['hand'])[0]}"), target_rect(scene, "spot:3").center)
        settle(app, scene)
        assert m.actors[:2] == [0, 1] and s.my_turn()
        undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
        assert not undo.enabled and "a card drawn stays drawn" in undo.reason, undo.reason
        scene.message = None
        click(app, undo.rect.center)
        assert scene.message is not None and "a card drawn stays drawn" in scene.message[0].lower(), scene.message
        scene.message = None
        post(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u", scancode=0)
        post(pygame.KEYUP, key=pygame.K_u, mod=0, unicode="", scancode=0)
        steps(app, 2)
        assert scene.message is not None and "a card drawn stays drawn" in scene.message[0].lower(), scene.message
        assert len(m.actions) == 2
    finally:
        close_board(app)
