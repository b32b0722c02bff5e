"""Session 32, The Game (session-31 review): the same request was logged again every turn ("Bot 2 says:
“Leave ▲ alone”" at each of its turns: a request lapses as its seat's next turn begins, and the bots say it
again). A request said again just before its seat's End turn is folded into that End turn's line (the rules'
event request_renewed, event_words.request_renewed: its words are the End turn's, "covers": 1), so the log
says a request when it is made or changed; the stack's tag shows it standing."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import gap
from quash_table.games.thegame.rules import GAME
from tests.ui_helpers import close_board, match_board

LEAVE_UP = {"type": "signal", "text": {"stack": "up", "ask": "leave"}}
PLAY_UP = {"type": "signal", "text": {"stack": "up", "ask": "play"}}
END = {"type": "end_turn"}


def turn(m, said=None):
    """The seat to move lays its closest card (the easy bot's), says `said` (if any), and ends its turn."""
    m.play(closest(m))
    if said is not None:
        m.play(said)
    m.play(END)


def closest(m):
    view = GAME.view(m.state, m.to_move)
    return min((a for a in m.legal_actions() if a["type"] == "play"),
               key=lambda a: gap(a["card"], a["stack"], view[a["stack"]]))


def asked_twice(second=LEAVE_UP):
    """Ann and Bob, seed 5: Bob asks to leave ▲ alone, and at his next turn says `second`."""
    m = Match("thegame", ["human:Ann", "human:Bob"], seed=5)
    turn(m)
    turn(m, LEAVE_UP)
    turn(m)
    turn(m, second)
    return m


def kinds(m, i):
    return [e["kind"] for e in GAME.events(m.state_after(i + 1))]


def test_a_request_said_again_is_folded_into_the_end_of_the_turn():
    m = asked_twice()
    ends = [i for i, a in enumerate(m.actions) if a == END]
    assert "request_renewed" not in kinds(m, ends[1])         # Bob's first "leave ▲ alone": news
    assert "request_renewed" in kinds(m, ends[3])             # the same again at his next turn: folded
    renewed = next(e for e in GAME.events(m.state_after(ends[3] + 1)) if e["kind"] == "request_renewed")
    assert renewed["tells_move"] and renewed["covers"] == 1 and renewed["text"] == LEAVE_UP["text"]
    # a changed request is news again
    changed = asked_twice(PLAY_UP)
    assert all("request_renewed" not in kinds(changed, i) for i, a in enumerate(changed.actions) if a == END)


def test_a_card_after_the_words_keeps_them_in_the_log():
    m = Match("thegame", ["human:Ann", "human:Bob"], seed=5)
    turn(m)
    turn(m, LEAVE_UP)
    turn(m)
    m.play(LEAVE_UP)                          # said first, then a card: the words are not the turn's last
    m.play(closest(m))
    m.play(END)
    assert "request_renewed" not in kinds(m, len(m.actions) - 1)


@pytest.mark.ui
def test_the_log_says_the_request_once():
    m = asked_twice()
    app, scene = match_board(m, size=(1024, 640))
    try:
        book = scene.logbook
        entries = book.entries()
        said = [k for k, (_seat, words) in enumerate(entries) if "Leave \u25b2 alone" in words]
        assert len(said) == 1, entries
        last = len(m.actions) - 1
        assert entries[last - 1][1] == "" and entries[last][1].startswith("Bob ends the turn"), entries[-2:]
        assert book.first_move(last) == last - 1          # its number reads "11–12": no number skipped
    finally:
        close_board(app)
