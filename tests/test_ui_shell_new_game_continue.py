"""Starting a new game took Continue over from an unfinished game with no word before it (only a notice
after): the New game screen says which game Continue holds and that it stays in Load once the new game is
played; with nothing to lose it says nothing."""

import random

import pygame
import pytest

from tests.ui_helpers import centre, click, find, make_app, settle, steps

pytestmark = pytest.mark.ui


def _note(app):
    return next((o["text"] for o in app.top.layout_info()["objects"] if o["id"] == "continue:note"), None)


def _autosaved(game_id, seats, seed, finish=False):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    for _ in range(6):
        m.play(rng.choice(m.legal_actions()))
    while finish and not m.over:
        m.play(rng.choice(m.legal_actions()))
    write_autosave(m)
    return m


def _new_game_screen(app):
    click(app, centre(find(app.top.layout_info()["objects"], "new")["rect"]))
    steps(app, 2)
    assert app.top.name == "new_game"


def test_new_game_says_the_unfinished_game_continue_holds_stays_in_load():
    from quash_table.engine.saves import WRITER
    from quash_table.paths import saves_dir
    _autosaved("flush", ["human", "bot:easy"], 4)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        _new_game_screen(app)
        note = _note(app)
        assert note is not None and "Flush \u00b7 " in note and "Bot 2: " in note and "stays in Load" in note, note
        # one short sentence (session 32: "... Once you play here, Continue is this new game; that one stays in
        # Load." ran long)
        assert note.startswith("Continue holds ") and note.endswith(": it stays in Load when you play here."), note
        assert note.count(".") == 1 and "Continue is" not in note, note
        # and so it does: the new game played, the Flush game is in Load, Continue is the new one
        click(app, centre(find(app.top.layout_info()["objects"], "game:thegame")["rect"]))
        click(app, centre(find(app.top.layout_info()["objects"], "start")["rect"]))
        board = app.top
        settle(app, board)
        board.session.play(board.session.match.legal_actions()[0])
        WRITER.flush()
        assert [p.name for p in saves_dir().glob("unfinished-flush-*.json")]
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("finished", [False, True])
def test_nothing_to_lose_nothing_said(finished):
    if finished:
        _autosaved("thegame", ["human", "bot:easy"], 2, finish=True)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        _new_game_screen(app)
        assert _note(app) is None
    finally:
        pygame.display.quit()
