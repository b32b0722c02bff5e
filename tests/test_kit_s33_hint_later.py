"""Session 33: the hint's words show at once and its arrow from the frame its way is known, the way routed off
the window's thread (ui/arrow_offframe.py): H on NumberQuash's six seats held the window 3-4 s on a loaded
machine while the frame routed a steal's arrow (108 route searches). And a second H with the hint known shows
its why at once, on every board: with no new search, never "Looking for a good move…" (Quadruple War)."""

import threading

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.ui import arrow_offframe, hint_way
from quash_table.ui.board_layout import board_layout_key
from quash_table.ui.hints import LOOKING
from tests.test_kit_s32_arrow_keep import numberquash_red_six
from tests.ui_helpers import board, close_board, key, make_app, settle, step_until, steps

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def _no_quick_wait(monkeypatch):
    """The frame does not wait for a quick way (arrow_offframe.QUICK_WAY_SECONDS): how long a way takes must
    not decide what these tests see."""
    monkeypatch.setattr(arrow_offframe, "QUICK_WAY_SECONDS", 0)


def _routes_by_thread(monkeypatch):
    """[thread id] of each arrow way routed (hint_way.route_out_into), in order."""
    got = []
    real = hint_way.route_out_into
    monkeypatch.setattr(hint_way, "route_out_into", lambda *a, **kw: got.append(threading.get_ident()) or real(*a, **kw))
    return got


def _drawn_once_routed(app, scene):
    """The arrow's legs once its way is routed (the frames step meanwhile), its tip on the hint's target."""
    h = scene.hints
    step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)   # a hang guard: two
    # NumberQuash steal routes (3-4 s of CPU each on a loaded machine) share the GIL with the frames stepped
    steps(app, 2)
    legs, tip, _ = h.frame_drawn()
    target = scene.table.target_by_id[h.current["target"]].rect
    assert legs and tip is not None and target.inflate(4, 4).collidepoint(tip[0]), (tip, target, legs)
    return legs


def test_the_words_frame_routes_nothing_and_the_arrow_comes_from_a_helper(monkeypatch):
    app, scene, action = numberquash_red_six()
    try:
        routed = _routes_by_thread(monkeypatch)
        h = scene.hints
        h.display(action, Reason("it covers your 6 now: the left red row needs it", "it covers your 6"))
        steps(app, 1)
        # the words in the very frame, and a quick way (session 38: none, its way being routed)
        assert scene.message is not None and scene.message[0] == h.current["text"], scene.message
        assert h.arrow_pending()
        if h._routing is not None and not h._routing.ended():
            assert h.frame_drawn()[0] and h._quick_drawn
        assert h.current.text in board_layout_key(scene)      # --layout reads the record (HintRecord)
        legs = _drawn_once_routed(app, scene)
        # every way routed by the helper, none by the window's thread
        main = threading.get_ident()
        assert routed and main not in routed, routed
        # ... the same arrow as worked out at once
        h._routes.clear()
        h._routed = frozenset()
        assert h.arrow_drawn()[0] == legs
    finally:
        close_board(app)


def test_a_quick_way_comes_in_the_words_frame(monkeypatch):
    """A way found within QUICK_WAY_SECONDS is drawn with the hint's words in the frame they first show: the
    words came alone and jumped aside when the arrow came a moment later (review 33a, QUASH). The wait is made
    long here, so no machine's speed decides it."""
    monkeypatch.setattr(arrow_offframe, "QUICK_WAY_SECONDS", 600)
    app, scene, action = numberquash_red_six()
    try:
        h = scene.hints
        h.display(action, "")
        steps(app, 1)
        legs, tip, _ = h.frame_drawn()
        assert legs and not h.arrow_pending()
        target = scene.table.target_by_id[h.current["target"]].rect
        assert target.inflate(4, 4).collidepoint(tip[0]), (tip, target)
    finally:
        close_board(app)


def test_a_helper_that_fails_leaves_its_way_to_the_window_and_the_app_runs_on(monkeypatch):
    """A helper reading a table the window was changing may fail: its fault is never raised in the window (the
    app would end); the way is routed on the window's thread instead, where a real fault still raises."""
    app, scene, action = numberquash_red_six()
    try:
        main = threading.get_ident()
        real = hint_way.route_out_into

        def fails_off_the_window(*a, **kw):
            if threading.get_ident() != main:
                raise RuntimeError("dictionary changed size during iteration")
            return real(*a, **kw)
        monkeypatch.setattr(hint_way, "route_out_into", fails_off_the_window)
        h = scene.hints
        h.display(action, "")
        steps(app, 1)
        _drawn_once_routed(app, scene)
    finally:
        close_board(app)


def test_a_hint_replaced_while_its_arrow_is_routed_draws_only_the_new_ones_arrow():
    app, scene, first = numberquash_red_six()
    try:
        h = scene.hints
        other = next(a for a in scene.session.match.legal_actions() if a["type"] == "place" and a != first
                     and len(a["cells"]) == 1)
        h.display(first, "")
        steps(app, 1)
        assert h.arrow_pending()
        h.forget()                      # H again, or a move: this hint goes, another comes
        h.display(other, "")
        legs = _drawn_once_routed(app, scene)
        assert h.current["action"] == other, legs
    finally:
        close_board(app)


def test_a_move_made_while_the_arrow_is_routed_leaves_no_arrow():
    app, scene, action = numberquash_red_six()
    try:
        h = scene.hints
        h.display(action, "")
        steps(app, 1)
        scene.session.play(action)
        settle(app, scene, timeout=60)
        assert h.frame_drawn() == ([], None, [])
        step_until(app, lambda: not h.arrow_pending(), timeout=60)     # the old hint's way, routed to its end
        steps(app, 2)
        assert h.frame_drawn() == ([], None, []) and h.current is None
    finally:
        close_board(app)


SEATS = {"quash": 2, "numberquash": 2, "thegame": 2, "flush": 3, "quadwar": 4}


@pytest.mark.parametrize("game", sorted(SEATS))
def test_a_second_h_with_the_hint_shown_gives_its_why_at_once(game):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, game, ["human"] + ["bot:easy"] * (SEATS[game] - 1), seed=3)
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        action = s.screen_legal()[0]
        h = scene.hints
        # a reason with no short form: the short words are the whole reason (H asked again: "Looking…", session 33)
        h.display(action, "the only reason there is")
        steps(app, 1)
        key(app, pygame.K_h, frames=1)
        assert scene.message[0] == h.current["full"] and h.current["action"] == action, scene.message
        assert not h.waiting
        # a reason with a short form: the second H says the full one in its frame
        h.forget()
        h.display(action, Reason("the full reason, longer than its gist", "the gist"))
        steps(app, 1)
        key(app, pygame.K_h, frames=1)
        assert scene.message[0] in h.current["whole_forms"] and not scene.message[0].startswith(LOOKING)
    finally:
        close_board(app)
