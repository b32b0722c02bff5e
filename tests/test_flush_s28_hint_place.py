"""Session 28 (Flush at six seats, 1024x640): a long hint lay over two other seats' bases, the face-up cards a
player decides by (with the move log open, "lay two 8s (one of them a Deduction) …" in five lines across the
top row). Other seats' bases, like yours, are kept clear of every message; a spent Deduction's reason says its
cost in a few words (its full form on H)."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui

LONG = ("sheds three 8s, though it gives up the 8 Deduction (-9): that counts only on the turn you go out, and "
        "the next player needs an 8 or lower (or a Mimic), else picks up the pile")


def _message(app):
    return next(o for o in app.top.layout_info()["objects"] if o.get("id") == "message")


def _bases(scene, mine=False):
    """The rects of the seats' base cards (their face-up tops and the hidden cards under them): the other
    seats', or yours."""
    def ours(zone):
        return zone.startswith(("base:0:", "hidden:0:"))
    return [p.home for p in scene.table.pieces if (p.zone or "").startswith(("base:", "hidden:"))
            and ours(p.zone) == mine]


@pytest.mark.parametrize("log_open", [True, False])
@pytest.mark.parametrize("seed", [2, 3])
def test_a_long_hint_never_lies_over_other_seats_bases(monkeypatch, seed, log_open):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=seed)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        if log_open:
            key(app, pygame.K_l, frames=3)           # Moves: the log opens, the table narrows
            assert scene.log_open
        action = next(a for a in s.screen_legal() if a["type"] == "play")
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(LONG)))
        ask_hint(app, scene)
        steps(app, 3)
        shown = _message(app)
        assert shown["text"].startswith("Hint:"), shown["text"]
        r = pygame.Rect(shown["rect"])
        assert r.collidelist(_bases(scene)) < 0, (shown["rect"], shown["text"])
        assert r.collidelist(_bases(scene, mine=True)) < 0, (shown["rect"], shown["text"])
    finally:
        close_board(app)


def test_a_spent_deductions_reason_has_a_short_form():
    from quash_table.engine.match import Match
    from quash_table.games.flush.normal_bot import NormalBot
    from quash_table.games.flush.reasons import play_reason
    m = Match("flush", ["human", "bot:normal", "bot:normal"], 1)
    view = m.game.view(m.state, 0)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    why = play_reason(bot, ["8D"], 8, 1, 0, view)
    lost = "the 8 Deduction's \u22129 counts only as you go out; your total is 0: laying it loses nothing"
    # what it costs first, by name and amount, in every form, the fewest words too (session 55: "lay a 7 Deduction —
    # 5 cards left" never said the deduction was thrown away, reviews 54g2, 54j); what the lay still gains after it
    left = bot.held - 1
    assert str(why) == why.short == f"{lost}; you will have {left} cards left", why
    assert why.brief == lost and why.warns, why.brief
