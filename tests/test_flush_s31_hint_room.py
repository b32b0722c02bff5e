"""Session 31 (Flush at six seats, 1024x640, the Moves open): the hint's short words were a narrow column of five
to seven lines beside the middle ("Hint: lay two 10s on the pile — sheds two 10s (9 left): 10s fit only on a 10
or an empty pile; your 2s and 4s wait for lower piles"). Where the hint's place is narrow they are said in the
fewest words ("Hint: lay two 10s — 9 cards left (H: why)": the move by its counts, the reason's `brief`); where
there is room (1280x800, three seats) the fuller words stay; H shows the full reason either way."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import MAKES_FLUSH, link_flush_reason, play_reason
from quash_table.games.flush.telling import describe_hint, describe_hint_brief, laid_brief
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

REASON = "sheds two 10s (9 left): 10s fit only on a 10 or an empty pile; your 2s and 4s wait for lower piles"


def test_the_fewest_words_of_a_lay_and_its_reason():
    assert laid_brief(["7", "7L", "7D", "2"], 7, 2) == "three 7s and a Mimic"
    assert laid_brief(["2", "2S"], 6, 2) == "two Mimics as 6s"
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 1)
    view = dict(m.game.view(m.state, 0), hand=["7", "7L", "2D"], mimic=2)
    action = {"type": "play", "cards": ["7", "7L", "2D"], "as": 7}
    assert describe_hint_brief(action, 0, 6, view) == "lay two 7s and a Mimic"
    assert describe_hint(action, 0, 6, view).endswith("on the pile")       # the fuller words keep the kinds
    bot = NormalBot(m.game, 0)
    view = m.game.view(m.state, 0)
    bot._prepare(view)
    code = next(c for c in view["hand"] if c[-1] not in "SD" and c[0] != "F")
    why = play_reason(bot, [code], int(code.rstrip("L")), 1, 0, view)
    assert why.brief == f"{bot.held - 1} cards left" and why.short == str(why), (why, why.brief)
    # (the Flush itself is in the move's fewest words, ": Flush!": test_flush_s33_hint_words)
    assert MAKES_FLUSH.brief == "you play again" and link_flush_reason(4).brief == "you play again"
    # every form crosses the hint worker's pipe
    import pickle
    assert pickle.loads(pickle.dumps(why)).brief == why.brief


def _message(scene):
    rect, lines = scene.painter._message_place()
    return scene.message[0], len(lines)


@pytest.mark.ui
@pytest.mark.parametrize("size, seats, log_open, narrow", [((1024, 640), 6, True, True),
                                                           ((1280, 800), 3, False, False)])
def test_the_short_words_fit_the_room(monkeypatch, size, seats, log_open, narrow):
    app = make_app(size=size, animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * (seats - 1), seed=3)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=60)
        if log_open:
            key(app, pygame.K_l, frames=3)
        action = next(a for a in s.screen_legal() if a["type"] == "play")
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, Reason(REASON, brief="9 cards left")))
        ask_hint(app, scene)
        steps(app, 3)
        text, lines = _message(scene)
        if narrow:
            # the fewest words that hold in two lines (session 32: four lines were too many for the place)
            assert text.endswith("(H: why)") and "on the pile" not in text, text
            assert lines <= 2, (text, lines)
            key(app, pygame.K_h, frames=3)          # H: the full reason, the why
            assert scene.message[0].endswith(REASON), scene.message[0]
            key(app, pygame.K_h, frames=3)          # H again: the fewest words again
            assert scene.message[0] == text
        else:
            assert text.endswith(f"on the pile — {REASON}"), text
            assert lines <= 4, (text, lines)
    finally:
        close_board(app)
