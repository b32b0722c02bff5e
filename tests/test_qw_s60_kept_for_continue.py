"""Session 60 (review w): a save opened from Load and left without a move of the person's, bots moving after
the load, the pause menu's way out read "Back to menu (kept for Continue)" while the main menu's Continue then
opened the other game. The words came from the match's flag "owns the autosave", set before the autosave was
written: a write that failed left it set while Continue still held the game before. The way out now says
"kept for Continue" only from the answer Continue reads (continue_source.continue_opens); through real
events: Load, the bots' moves, Esc, the way out, then the main menu's Continue."""

import errno
import random

import pygame
import pytest

from quash_table.engine import saves
from quash_table.engine.match import Match
from quash_table.engine.saves import save_match, write_autosave
from quash_table.paths import autosave_path, saves_dir
from quash_table.ui.screens.pause import QUIT_WORDS
from tests.test_qw_s22_kept_in_continue import SEATS, _promise_holds, _quit_and_continue, _started
from tests.test_ui_menus import press
from tests.ui_helpers import click_load_row, make_app, settle, steps

pytestmark = pytest.mark.ui
NAME = "opened-bots-next.json"


def _saved_with_a_bot_to_move(seed):
    """A game the person has bid in, saved where a bot is to move: opened, the bots play on at once."""
    m = Match("quadwar", SEATS, seed=seed)
    rng = random.Random(seed)
    while not (0 in m.actors and m.to_move != 0):
        m.play(rng.choice(m.legal_actions()))
    return save_match(m, saves_dir() / NAME)


def _load_and_leave(a):
    """Main menu, Load, the save's row, Load; the bots move (the person does not); Esc, the way out, the
    main menu: (the way out's words, the board's match, the game Continue opens)."""
    a.nav.main_menu()
    steps(a, 2)
    press(a, "load")
    steps(a, 3)
    click_load_row(a, NAME)
    press(a, "load")
    settle(a)
    assert a.top.name == "board"
    board_match = a.top.session.match
    assert a.opened_save[1] is board_match and len(board_match.actions) > a.opened_save[2]   # bots moved
    words, opened = _quit_and_continue(a)
    return words, board_match, opened


def test_the_way_out_says_kept_for_continue_only_where_continue_opens_the_game(monkeypatch):
    older = _started(7)
    write_autosave(older)                               # Continue holds an older game
    _saved_with_a_bot_to_move(9)

    def full_disk(path, raw, *args, **kwargs):
        if str(path) == str(autosave_path()):
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return real(path, raw, *args, **kwargs)
    real = saves.atomic_write_bytes
    monkeypatch.setattr(saves, "atomic_write_bytes", full_disk)
    a = make_app(size=(1024, 640))
    try:
        words, board_match, opened = _load_and_leave(a)
        assert board_match.save_problem                  # the board said saving is failing
        assert opened.game_uid == older.game_uid         # Continue still opens the older game
        _promise_holds(words, board_match, opened)
        assert words != QUIT_WORDS
    finally:
        pygame.display.quit()


def test_where_the_autosave_took_the_opened_game_over_the_way_out_says_so():
    write_autosave(_started(7))
    _saved_with_a_bot_to_move(9)
    a = make_app(size=(1024, 640))
    try:
        words, board_match, opened = _load_and_leave(a)
        _promise_holds(words, board_match, opened)
        assert words == QUIT_WORDS
    finally:
        pygame.display.quit()
