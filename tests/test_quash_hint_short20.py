"""Session 20 (QUASH basic, a new player's notes): the hint said the move and three lines of reasons
("their A♦ came to spot 1, where your run was to be 3-4-5; 2-3 on spot 1 is 1 card from a run: a run there
wins it if their Q-A fails to make one (…)"). The hint now says the move and its main reason in one short
line, composed beside the full reason (quash/gist.py); H again (or Hint) shows the full reason."""

import pickle

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.hints_plan import play_words
from quash_table.ui import hints as hints_mod
from quash_table.ui.tables import board_for_match
from tests.test_quash_hint_words20 import board
from tests.ui_helpers import ask_hint, close_board, key, make_app, settle, steps

G = get_game("quash")
SHORT = 100        # a hint's one line: the move and its main reason (at most about 90 characters)


def test_the_main_reason_is_short_and_its_own_words():
    mine, theirs = board(s1=["3H"]), board(s1=["QD", "AD"])
    play = {"type": "play", "card": "2H", "spot": 1}
    # their Q-A beats any run of yours there once a K comes: said, as the full words say it (session 30)
    assert gist_words(mine, theirs, play) == "there, 2-3 is 1 card from a run, which wins unless they add a K"
    assert gist_words(board(s1=["3H", "4C"]), theirs, play) == \
        "it makes the run 2-3-4 there, which wins unless they add a K"
    assert gist_words(board(s1=["3H", "4C"]), board(), play) == "it makes the run 2-3-4 there"
    assert gist_words(board(), board(s3=["QS"]), {"type": "play", "card": "KD", "spot": 3}) == \
        "it beats their Q there"
    assert gist_words(board(), board(s3=["QS"]), {"type": "play", "card": "4D", "spot": 3}) == \
        "the spot is lost to their Q anyway"       # the move line numbered it (session 33: named once)
    assert gist_words(board(s4=["5C"]), board(), {"type": "play", "card": "JD", "spot": 4}, failing=True) \
        == "spot 4 will fail: every other move costs more"


def test_a_reason_keeps_its_short_form_across_a_pipe():
    r = Reason("the whole story, with its catch", "the gist")
    back = pickle.loads(pickle.dumps(r))
    assert back == "the whole story, with its catch" and back.short == "the gist"
    assert Reason("only one form").short == "only one form"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_hints_reason_carries_a_short_form_made_apart(seed):
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
    s = m.state
    view, legal = G.view(s, 0), G.legal_actions(s)
    bot = HardBot(G, 0, 1)
    bot.for_person = True
    action = bot.choose(view, legal)
    reason, _ = play_words(HardBot(G, 0, 1), view, legal, action, lambda: 0.5)
    assert isinstance(reason, Reason) and reason.short and len(reason.short) < len(reason) + 1
    assert len(reason.short) <= 60, reason.short


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_hint_is_one_short_line_and_h_again_shows_why(size):
    m = Match("quash", ["human", "bot:easy"], 2, {"dealer": 1})
    app = make_app(size=size, animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 2)
        h = scene.hints.current
        shown = scene.message[0]
        assert shown == h["text"] and len(shown) <= SHORT, shown
        assert shown.endswith(f"({hints_mod.WHY_KEY}: why)"), shown
        assert h["full"] != shown and len(h["full"]) > len(shown)
        assert scene.painter.message_lines(shown) == 1, shown
        key(app, ord(hints_mod.WHY_KEY.lower()))          # H again: the full reason, no new search
        steps(app, 2)
        assert scene.message[0] == h["full"] and not scene.hints.waiting
        key(app, ord(hints_mod.WHY_KEY.lower()))          # and again: back to the one line
        steps(app, 2)
        assert scene.message[0] == h["text"]
    finally:
        close_board(app)
