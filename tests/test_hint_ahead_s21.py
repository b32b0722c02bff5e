"""Session 21: the hint is searched ahead on the person's turn (QUASH, Quadruple War: 2-3 s at a round's
start), so H shows it at once; a move makes a search still running stale and it is ended; the bots think in
a runner of their own, never behind a hint's search."""

import time

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.session import MatchSession


def _session_at_your_turn(game_id, seats):
    m = Match(game_id, seats, 3)
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    return MatchSession(m, autosave=False)


def _wait_found(session, timeout=60.0):
    end = time.monotonic() + timeout
    while session.hinter.thinking and time.monotonic() < end:
        session.prepare_hint()
        time.sleep(0.02)
    session.prepare_hint()
    assert not session.hinter.thinking, "the hint search never answered"


@pytest.mark.parametrize("game_id", ["quash", "quadwar"])
def test_the_hint_searched_ahead_is_the_answer_without_a_new_search(game_id, monkeypatch):
    session = _session_at_your_turn(game_id, ["human", "bot:easy", "bot:easy", "bot:easy"][:2 if game_id == "quash" else 4])
    try:
        session.prepare_hint()
        assert session.hinter.thinking, "the search starts on the person's turn"
        _wait_found(session)
        assert session.match.hints == {}            # searched, not shown: nothing is kept with the game yet
        asked = []
        monkeypatch.setattr(session.hinter, "ask", lambda *a, **k: asked.append(a))
        assert session.ask_hint()
        got = session.hint_answer()
        assert got is not None and not asked, "H after the search ahead: the same hint at once, no search"
        assert got[0] in session.match.legal_actions()
        assert session.match.hints == {len(session.match.actions): got[0]}
        # asked again at the same position: still no new search, the same move
        assert session.ask_hint() and session.hint_answer()[0] == got[0] and not asked
    finally:
        session.close()


def test_a_move_ends_a_stale_search_and_the_next_turn_searches_its_own():
    session = _session_at_your_turn("quash", ["human", "bot:easy"])
    try:
        session.prepare_hint()
        assert session.hinter.thinking
        m = session.match
        m.play(m.legal_actions()[0])          # the person plays before the search is done
        session._changed()
        assert not session.hinter.thinking, "the stale search is ended: it does not run into the bot's turn"
        session.prepare_hint()
        assert not session.hinter.thinking, "no search on the bot's turn"
        while m.to_move != 0:
            m.play(m.legal_actions()[0])
            session._changed()
        session.prepare_hint()
        assert session.hinter.thinking
        _wait_found(session)
        assert session.ask_hint() and session.hint_answer() is not None
    finally:
        session.close()


def test_a_quick_hint_of_a_thread_is_not_searched_ahead():
    # (Flush's hint is a search since session 23: NumberQuash's is still the normal bot's, in a thread)
    session = _session_at_your_turn("numberquash", ["human", "bot:easy"])
    try:
        session.prepare_hint()
        assert not session.hinter.thinking
    finally:
        session.close()


@pytest.mark.ui
def test_h_on_the_board_shows_the_hint_searched_ahead_at_once():
    from tests.ui_helpers import close_board, key, make_app, settle, step_until
    from quash_table.ui.tables import board_for_match
    m = Match("quash", ["human", "bot:easy"], 3)
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        s = scene.session
        step_until(app, lambda: s.hinter.thinking, timeout=20)
        step_until(app, lambda: not s.hinter.thinking, timeout=60)
        key(app, pygame.K_h, frames=1)
        # session 33: the frame H was pressed shows the hint's words (its arrow is routed off the window's thread,
        # arrow_offframe: session 32 said "Looking for a good move…" first, the next frame routing the arrow)
        hint = next((o for o in scene.layout_info()["objects"] if o["kind"] == "hint"), None)
        assert hint is not None, "shown in the frame H was pressed"
        assert "Looking for a good move" not in str(scene.message) and scene.message[0] == scene.hints.current.text
        assert not s.hinter.thinking
    finally:
        close_board(app)


def test_a_move_that_keeps_the_turn_forgets_the_search_without_ending_the_worker():
    """The Game: a card laid keeps your turn; the worker answers the old search (dropped) and then the new."""
    session = _session_at_your_turn("thegame", ["human", "bot:easy"])
    try:
        session.prepare_hint()
        assert session.hinter.thinking
        worker = session.hinter._proc
        m = session.match
        m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
        session._changed()
        assert m.to_move == 0 and session.hinter._proc is worker and worker.is_alive()
        session.prepare_hint()
        _wait_found(session)
        got = session.ask_hint() and session.hint_answer()
        assert got and got[0] in m.legal_actions()
    finally:
        session.close()


def test_a_hint_asked_with_a_move_half_built_is_not_replaced_by_a_search_ahead_before_it_is_read():
    """H at a swap's card in the air (a move half built: its own search, `building`) waited for ever under
    load: the answer came, then the frame's search ahead (prepare_hint) saw no search running and no answer
    for the plain position, searched it, and its answer replaced the one asked for before it was read."""
    session = _session_at_your_turn("quash", ["human", "bot:easy"])
    try:
        legal = session.screen_legal()
        building = [legal[0]]                   # stands for the moves that finish a half-built move
        assert session.ask_hint(building)
        end = time.monotonic() + 60
        while session.hinter.thinking and time.monotonic() < end:
            time.sleep(0.02)
        session._poll_hint()                    # the answer asked for has come, not yet read
        asked = []
        session.hinter.ask = lambda *a, **k: asked.append(a)
        session.prepare_hint()                  # the next frame's search ahead, before the board reads it
        assert not asked, "no search ahead while a hint asked for waits to be read"
        got = session.hint_answer()
        assert got is not None, "the hint asked for is read, not replaced"
    finally:
        session.close()
