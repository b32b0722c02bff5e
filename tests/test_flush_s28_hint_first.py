"""Session 28 (Flush at six seats): H waited seconds for the hint's words while its search played the moves out
(5 s and more on a loaded machine, scripts/flush_hint_wait.py). The hint shows at once at first look (the move
the search starts from, in its words, marked "checking…"), and the search's answer takes its place when it
comes: the same move without the mark, another one said as a closer look."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from quash_table.engine.rng import Rng
from quash_table.games.flush.hint_bot import FirstLookBot, HintBot
from quash_table.games.flush.hint_seed import view_seed
from tests.ui_helpers import board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _message(app):
    return next((o for o in app.top.layout_info()["objects"] if o.get("id") == "message"), None)


def _open(monkeypatch, seed):
    """A six-seat table at 1024x640 on the person's turn, the hint's search never answering by itself."""
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=seed)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
    monkeypatch.setattr(type(s), "_search_hint", lambda self, building=(): None)
    return app, scene, s


def _answer(s, action, reason):
    """The search's answer comes for the hint asked."""
    s._hint_found = (s._hint_asked, action, reason)


@pytest.mark.parametrize("same", [True, False])
def test_the_hint_shows_at_first_look_while_its_search_goes_on(monkeypatch, same):
    app, scene, s = _open(monkeypatch, seed=5)
    try:
        view, legal = s.view(), s.screen_legal()
        key(app, pygame.K_h, frames=2)
        step_until(app, lambda: scene.hints.current is not None, timeout=20)
        shown = _message(app)
        assert shown is not None and shown["text"].startswith("Hint (checking\u2026): "), shown
        first = scene.hints.current["action"]
        bot = FirstLookBot(s.game, 0)
        assert first == bot.choose(view, legal)
        # the move the search starts from: the normal bot as the search seeds it
        prior = HintBot(s.game, 0)
        prior.rng = Rng(view_seed(view, 0))
        prior._seats = view["seats"]
        assert first == prior.prior_choice(view, legal) or len(legal) == 1
        other = next(a for a in legal if a != first)
        _answer(s, first if same else other, Reason("sheds cards", short="sheds cards"))
        steps(app, 3)
        now = _message(app)["text"]
        if same:
            assert now.startswith("Hint: ") and scene.hints.current["action"] == first, now
        else:
            assert now.startswith("Hint, on a closer look: ") and scene.hints.current["action"] == other, now
        assert not scene.hints.checking
    finally:
        close_board(app)


def test_a_search_answer_after_the_hint_was_put_away_waits_for_the_next_h(monkeypatch):
    app, scene, s = _open(monkeypatch, seed=5)
    try:
        key(app, pygame.K_h, frames=2)
        step_until(app, lambda: scene.hints.current is not None, timeout=20)
        first = scene.hints.current["action"]
        key(app, pygame.K_ESCAPE, frames=2)          # the hint put away
        assert scene.hints.current is None
        other = next(a for a in s.screen_legal() if a != first)
        _answer(s, other, Reason("sheds cards"))
        steps(app, 3)
        assert scene.hints.current is None and _message(app) is None       # nothing comes back by itself
        key(app, pygame.K_h, frames=3)               # H: the search's answer at once
        assert scene.hints.current["action"] == other
        assert _message(app)["text"].startswith("Hint: ")
    finally:
        close_board(app)
