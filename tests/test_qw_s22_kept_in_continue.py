"""Review 22 (QW 67-68): the pause menu's "Back to menu, no save (kept in Continue)" did not keep the game:
the main menu's Continue then opened an older game. The way out now says "kept in Continue" only where
Continue opens this very game (continue_source.continue_opens); through real events: Esc, the way out,
then Continue."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match, write_autosave
from quash_table.paths import saves_dir
from quash_table.ui.screens.pause import QUIT_WORDS
from quash_table.ui.tables import board_for_match, new_board
from tests.test_ui_menus import label, press
from tests.ui_helpers import key, make_app, settle, steps

pytestmark = pytest.mark.ui
SEATS = ["human", "bot:random", "bot:random", "bot:random"]


def _started(seed, moves=3):
    m = Match("quadwar", SEATS, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_actions()))
    return m


def _quit_and_continue(a):
    """Esc, the way out without a save, Continue: (the way out's words, the game Continue opened)."""
    key(a, pygame.K_ESCAPE, frames=3)
    assert a.top.name == "pause"
    words = label(a, "menu")
    press(a, "menu")
    steps(a, 3)
    assert a.top.name == "main_menu"
    opened = a.top.autosave
    return words, opened


def _promise_holds(words, board_match, opened):
    kept = opened is not None and opened.game_uid == board_match.game_uid \
        and len(opened.actions) == len(board_match.actions)
    assert (words == QUIT_WORDS) == kept, (words, kept)


def test_a_game_opened_from_a_file_is_not_said_kept_in_continue_while_continue_holds_another():
    older = _started(7)
    write_autosave(older)                            # (a game nobody at the screen has moved in since
                                                     # it was opened leaves the autosave in place)                            # Continue holds an older game
    path = save_match(_started(8, moves=0), saves_dir() / "opened-by-hand.json")
    a = make_app(size=(1024, 640))
    try:
        a.push(board_for_match(a, load_match(path)))  # as `main.py load FILE` opens it
        settle(a)
        board_match = a.top.session.match
        words, opened = _quit_and_continue(a)
        assert opened.game_uid == older.game_uid     # Continue still opens the older game
        _promise_holds(words, board_match, opened)
        assert words != QUIT_WORDS
    finally:
        pygame.display.quit()


def test_a_new_game_the_bots_began_keeps_its_promise():
    """Play again's new game where only the bots have bid: Continue holds the game before it, and the way
    out says so; once the person has bid, Continue holds the new game and the way out says that."""
    write_autosave(_started(7))
    for moved in (False, True):
        a = make_app(size=(1024, 640))
        try:
            a.push(new_board(a, "quadwar", SEATS, 11))
            settle(a)
            s = a.top.session
            if moved:
                s.play(s.screen_legal()[0])
                settle(a)
            board_match = s.match
            words, opened = _quit_and_continue(a)
            _promise_holds(words, board_match, opened)
            assert (words == QUIT_WORDS) == moved
        finally:
            pygame.display.quit()
