"""Session 36 (Quadruple War, Flush reviews): one key press is one action, however slow the machine.

pygame's key repeat is a timer that sends a key down again 0.4 s after it went down unless pygame has read its
key-up: a frame kept busy by a hint looked for on a loaded machine left H's key-up unread, so one press of H
gave the short hint and at once its why (which takes a second H). The app now hears the repeat of a held key
only for the keys held to go on (arrows, Page Up/Down, Tab) and a text field's editing keys (ui/held_keys.py);
H, Enter, U, Esc... act once a press. The events below are the ones pygame sends: the key down, its repeat,
its key up."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.ui.app import KEY_REPEAT
from quash_table.ui.held_keys import HeldKeys
from tests.ui_helpers import (board, centre, click, close_board, drag, make_app, post, settle, step_until,
                              steps)

SHORT = "makes a Flush: the pile goes and you play again"
FULL = SHORT + " (played out in 190 sampled rounds, it left you fewer points than the other ways)"


def down(k, mod=0):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def up(k, mod=0):
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)


def _event(kind, k):
    return pygame.event.Event(kind, key=k, mod=0)


# --- the count itself, no window ------------------------------------------------------------------------
def test_a_held_action_key_is_heard_once_a_repeating_key_as_often_as_it_repeats():
    keys = HeldKeys()
    heard = [e for e in keys.batch([_event(pygame.KEYDOWN, pygame.K_h), _event(pygame.KEYDOWN, pygame.K_h),
                                    _event(pygame.KEYDOWN, pygame.K_h)]) if not keys.dropped(e)]
    assert len(heard) == 1                               # H held: the press, not its repeats
    assert not keys.dropped(_event(pygame.KEYUP, pygame.K_h)) and keys.down == set()
    arrows = [_event(pygame.KEYDOWN, pygame.K_RIGHT) for _ in range(3)]
    keys.batch(arrows[:1])
    assert not keys.dropped(arrows[0])
    keys.batch(arrows[1:])
    assert not any(keys.dropped(e) for e in arrows[1:])  # an arrow held walks on
    back = [_event(pygame.KEYDOWN, pygame.K_BACKSPACE) for _ in range(2)]
    assert not keys.dropped(back[0]) and keys.dropped(back[1])               # not typing: once a press
    assert not keys.dropped(_event(pygame.KEYDOWN, pygame.K_BACKSPACE), typing=True)   # in a field: it repeats


def test_a_repeat_read_with_its_keys_let_go_is_not_heard():
    """A frame busy past 0.4 s: the repeat and the key-up wait together; the key was let go before the
    screen read its repeat (an arrow pressed once walked on every 60 ms the frame lasted)."""
    keys = HeldKeys()
    first = _event(pygame.KEYDOWN, pygame.K_DOWN)
    keys.batch([first])
    assert not keys.dropped(first)
    late = [_event(pygame.KEYDOWN, pygame.K_DOWN), _event(pygame.KEYDOWN, pygame.K_DOWN),
            _event(pygame.KEYUP, pygame.K_DOWN), _event(pygame.KEYDOWN, pygame.K_DOWN)]
    heard = [e for e in keys.batch(late) if not keys.dropped(e)]
    assert heard == late[2:]                 # the let-go, and a fresh press after it
    assert keys.down == {pygame.K_DOWN}


# --- on a board -----------------------------------------------------------------------------------------
def _hinting_flush(monkeypatch):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human", "bot:normal", "bot:normal"], seed=3)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
    action = s.screen_legal()[0]
    # the search's answer (a reason with short words and a why), as the hint bot gives it
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(FULL, short=SHORT)))
    return app, scene


@pytest.mark.ui
@pytest.mark.parametrize("late", [False, True])
def test_h_held_past_the_repeat_gives_the_hint_once(monkeypatch, late):
    """H down, its repeat (the frame after, or read late with the key-up), H up: the short hint, not its
    why at once (a second H's)."""
    app, scene = _hinting_flush(monkeypatch)
    try:
        down(pygame.K_h)
        steps(app, 1)
        down(pygame.K_h)                     # pygame's repeat: the key-up not read by then
        if not late:
            steps(app, 1)
        up(pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting)
        steps(app, 3)
        assert scene.message is not None and SHORT in scene.message[0], scene.message
        assert not scene.hints.full_shown(), scene.message
        down(pygame.K_h)                     # a second press: the why
        up(pygame.K_h)
        steps(app, 3)
        assert scene.hints.full_shown(), scene.message
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("k, mod", [(pygame.K_u, 0), (pygame.K_z, pygame.KMOD_CTRL)])
def test_u_held_takes_back_one_move_and_says_so(k, mod):
    """The Game's quick hand of two: a card laid, U (or Ctrl+Z) held: the card comes back, said so, and the
    key's repeats do not go on to undo once more (nothing left: "nothing to undo", over the words)."""
    app = make_app(animation="instant")
    scene = board(app, "thegame", ["human", "bot:easy"], seed=5, options={"first": 0})
    s = scene.session
    try:
        settle(app, scene)
        card = next(p.id for p in scene.table.pieces if p.zone == "hand:0")
        drag(app, centre(scene.table.piece_by_id[card].home), centre(scene.table.target_by_id["stack:up"].rect))
        settle(app, scene)
        assert len(s.match.actions) == 1 and s.can_undo()
        down(k, mod)
        steps(app, 1)
        for _ in range(2):
            down(k, mod)                     # its repeats, the key still held
            steps(app, 1)
        up(k, mod)
        settle(app, scene)
        assert s.match.actions == [] and s.match.undos == 1
        assert scene.message is not None and scene.message[1] != "error", scene.message
    finally:
        close_board(app)


@pytest.mark.ui
def test_an_arrow_held_on_the_board_still_walks_the_cards():
    app = make_app(animation="instant")
    scene = board(app, "thegame", ["human", "bot:easy"], seed=5, options={"first": 0})
    try:
        settle(app, scene)
        down(pygame.K_TAB)
        up(pygame.K_TAB)
        steps(app, 1)
        order = [p.id for p in scene.drag.keyboard_pieces()]
        first = order.index(scene.drag.selected)
        down(pygame.K_RIGHT)
        steps(app, 1)
        down(pygame.K_RIGHT)                 # held: its repeats walk on
        steps(app, 1)
        down(pygame.K_RIGHT)
        steps(app, 1)
        up(pygame.K_RIGHT)
        steps(app, 1)
        assert scene.drag.selected == order[(first + 3) % len(order)], (order, scene.drag.selected)
    finally:
        close_board(app)


# --- on the menus ---------------------------------------------------------------------------------------
@pytest.mark.ui
def test_a_text_field_still_takes_a_held_backspace_and_the_arrows_repeat_after_it():
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        down(pygame.K_n)
        up(pygame.K_n)
        steps(app, 3)
        assert app.top.name == "new_game"
        field = app.top.widgets["seat0:name"]
        click(app, field.rect.center, frames=2)
        assert field.is_focused and app.top.typing()
        field.set_text("")
        for ch in "Robin":
            post(pygame.TEXTINPUT, text=ch)
        steps(app, 1)
        down(pygame.K_BACKSPACE)
        steps(app, 1)
        for _ in range(2):
            down(pygame.K_BACKSPACE)         # held: pygame_gui's field repeats it
            steps(app, 1)
        up(pygame.K_BACKSPACE)
        steps(app, 1)
        assert field.get_text() == "Ro", field.get_text()
        down(pygame.K_TAB)                   # the field lets go of the typing
        up(pygame.K_TAB)
        steps(app, 2)
        assert not app.top.typing()
        # pygame_gui turned pygame's repeat off as the field let go: no arrow repeated on the next screen
        assert pygame.key.get_repeat() == KEY_REPEAT
    finally:
        pygame.display.quit()
