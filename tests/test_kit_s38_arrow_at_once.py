"""Session 38: the hint's arrow comes with its words. On a loaded machine the words showed at once and the arrow
seconds later, its way routed on a helper thread (ui/arrow_offframe.py); a player saw words pointing at nothing,
then an arrow popping in. The frame now draws a quick way at once (arrow_calm.quick_way: the straight line or one
bend round the words) and moves it into the routed way when that is known, over a few frames, not at a jump."""

import threading

import pygame
import pytest

from quash_table.ui import arrow_offframe, hint_arrow, hint_way
from tests.ui_helpers import ask_hint, close_board, make_app, board, settle, step_until, steps

pytestmark = pytest.mark.ui

BOARDS = {"quash": (["human", "bot:normal"], (1280, 800)), "flush": (["human", "bot:easy", "bot:easy"], (1024, 640))}


@pytest.fixture
def held_router(monkeypatch):
    """The routed way held back until the test lets it go (`set()`): as on a loaded machine, where it came seconds
    after the words. The frame does not wait for it (QUICK_WAY_SECONDS)."""
    go = threading.Event()
    real = hint_way.route_out_into

    def held(*a, **kw):
        go.wait(120)
        return real(*a, **kw)
    monkeypatch.setattr(hint_way, "route_out_into", held)
    monkeypatch.setattr(arrow_offframe, "QUICK_WAY_SECONDS", 0)
    yield go
    go.set()


def _frames_drawn(monkeypatch):
    """[(legs, tip)] of the hint arrow each frame draws (hint_arrow.draw), in order."""
    got = []
    real = hint_arrow.draw

    def draw(surface, parts, tip, *a, **kw):
        got.append(([(pygame.Vector2(u), pygame.Vector2(v)) for u, v in parts], tip and pygame.Vector2(tip[0])))
        return real(surface, parts, tip, *a, **kw)
    monkeypatch.setattr(hint_arrow, "draw", draw)
    return got


def _hinted(game, monkeypatch):
    seats, size = BOARDS[game]
    app = make_app(size=size)
    scene = board(app, game, seats, seed=3)
    settle(app, scene, timeout=60)
    step_until(app, lambda: scene.session.my_turn() and scene.settled(), timeout=60)
    drawn = _frames_drawn(monkeypatch)
    ask_hint(app, scene, timeout=60)
    return app, scene, drawn


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_frame_that_shows_the_words_draws_an_arrow_into_the_target(game, monkeypatch, held_router):
    app, scene, drawn = _hinted(game, monkeypatch)
    try:
        h = scene.hints
        # its way still held back (Flush's arrow, one straight line, board.arrow_line, is known at once: session 61)
        assert h.current is not None and (h.arrow_pending() or scene.arrow_line)
        assert scene.message is not None and scene.message[0] == h.current["text"], scene.message
        # the very frame the words came in drew the arrow, its head in the hinted target
        assert drawn and drawn[-1][0], drawn
        target = scene.table.target_by_id[h.current["target"]].rect
        assert target.inflate(4, 4).collidepoint(drawn[-1][1]), (drawn[-1], target)
        steps(app, 3)
        assert all(legs for legs, _ in drawn), drawn
    finally:
        held_router.set()
        close_board(app)


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_the_quick_way_moves_into_the_routed_way_without_a_jump(game, monkeypatch, held_router):
    app, scene, drawn = _hinted(game, monkeypatch)
    try:
        h = scene.hints
        quick = drawn[-1]
        held_router.set()
        step_until(app, lambda: not h.arrow_pending(), timeout=120)
        steps(app, 2)
        routed = h.frame_drawn()
        # the routed way drawn in the end, the same as worked out afresh
        h._routes.clear()
        h._routed = frozenset()
        assert [(pygame.Vector2(u), pygame.Vector2(v)) for u, v in h.arrow_drawn()[0]] == drawn[-1][0] \
            == [(pygame.Vector2(u), pygame.Vector2(v)) for u, v in routed[0]]
        # ... reached by small steps: no frame's head more than a third of the way from the quick way's head
        whole = (quick[1] - drawn[-1][1]).length()
        heads = [tip for _, tip in drawn[drawn.index(quick):]]
        assert all((b - a).length() <= whole / 3 + 1 for a, b in zip(heads, heads[1:])), (whole, heads)
    finally:
        close_board(app)


def test_a_way_routed_at_once_is_drawn_at_once_not_moved_into():
    """Where the routed way is known in the words' frame (a quick one, QUICK_WAY_SECONDS), it is the arrow drawn
    from the first frame: no quick way, nothing moving."""
    app = make_app(size=(1280, 800))
    scene = board(app, "quash", ["human", "bot:normal"], seed=3)
    try:
        settle(app, scene, timeout=60)
        h = scene.hints
        h.display(scene.session.match.legal_actions()[0], "")
        h.arrow_drawn()             # routed here, outside the frame: known when the frame asks
        steps(app, 1)
        assert not h.arrow_pending() and h.frame_drawn()[0] == h.arrow_drawn()[0]
    finally:
        close_board(app)
