"""The Game, session 30: your own request's banner on its stack. "You: leave ▲ alone" read as an order to you
(the stack you may still lay on this turn), and in pass-and-play Ann's own screen said "Ann: leave ▲ alone",
as if someone else had asked. Your own request now says it was asked: "You asked: leave ▲ alone", "Ann asked:
..." (as her hand is "Ann's hand"); the others' read as before ("Ann: leave ▲ alone" on Bob's screen)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.requests import stack_tag
from quash_table.games.thegame.rules import GAME

NAMES = ["Ann", "Bob", "Bot 3"]


def _asked():
    m = Match("thegame", ["human:Ann", "human:Bob", "bot:normal"], seed=4)
    m.play({"type": "signal", "text": {"stack": "up", "ask": "leave"}})
    return m


def test_your_own_request_says_you_asked_it():
    m = _asked()
    assert stack_tag(GAME.view(m.state, 0), "up", NAMES.__getitem__) == "Ann asked: leave \u25b2 alone"
    assert stack_tag(GAME.view(m.state, 0), "up", lambda s: "You" if s == 0 else NAMES[s]) == \
        "You asked: leave \u25b2 alone"
    # another seat's screen: who asks, as before (the lifted card's warning is the same words, review 27)
    assert stack_tag(GAME.view(m.state, 1), "up", NAMES.__getitem__) == "Ann: leave \u25b2 alone"
    assert stack_tag(GAME.view(m.state, 0), "down", NAMES.__getitem__) == ""


@pytest.mark.ui
def test_pass_and_play_ann_sees_her_request_as_hers_inside_the_stack_at_1024x640():
    from quash_table.ui.widgets import Label
    from tests.ui_helpers import close_board, match_board
    m = _asked()
    app, scene = match_board(m, size=(1024, 640))
    try:
        if scene.session.curtain is not None:
            scene.session.lift_curtain()
            app.step(1 / 60)
        assert scene.session.screen_seat == 0 and scene.session.curtain is None
        tags = [d for d in scene.table.decor if isinstance(d, Label) and "leave \u25b2 alone" in d.text]
        assert [d.text for d in tags] == ["Ann asked: leave \u25b2 alone"], [d.text for d in tags]
        mat = next(t.rect for t in scene.table.targets if t.id == "stack:up")
        words = tags[0].text_rect()
        # on the ▲ mat's width, above the stack's slot
        assert words.bottom <= mat.top and words.w <= scene.metrics.px(220), (words, mat)
    finally:
        close_board(app)
