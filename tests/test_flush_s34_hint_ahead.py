"""Session 34, review 33: the Flush hint is searched ahead from early in the person's turn, and its search stopped
2 s from its start: on a loaded machine a person who read the table for some seconds before pressing H still got
the few deals of those first 2 s (mostly the normal bot's move). A search ahead that nobody asked for now goes on
with the person's reading time (hint_bot.WALL_AHEAD, its work the other bound); once H is pressed (BotRunner.hurry,
shared with the worker: bots/person_waits.py) it ends within the usual wait from then. Fake clocks: no timing."""

from quash_table.bots import person_waits
from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.flush import hint_bot
from quash_table.games.flush.bots import HintBot
from quash_table.ui import botrunner
from quash_table.ui.session import MatchSession
from tests.test_flush_s33_hint_clock import _six_seat_opening

G = get_game("flush")


class StepClock:
    """A wall clock on which every look finds `step` seconds gone (one look a deal, and one at the start)."""

    def __init__(self, step):
        self.step, self.now = step, 0.0

    def __call__(self):
        self.now += self.step
        return self.now


class Shared:
    """The number the window and the worker share (a multiprocessing.Value in the app)."""
    value = 0


def pressed_at(clock, shared, at, token):
    """`clock` as the search reads it, the person pressing H (the window marking `token`) `at` s into it."""
    def reading():
        now = clock()
        if now >= at:
            shared.value = token
        return now
    return reading


def test_a_search_nobody_asked_for_goes_on_until_asked_then_a_persons_wait(monkeypatch):
    shared = Shared()
    monkeypatch.setattr(person_waits, "_asked", shared)
    monkeypatch.setattr(person_waits, "_token", None)
    person_waits.begin(7)
    assert not person_waits.waits()
    view, legal, seat = _six_seat_opening()
    bot = HintBot(G, seat, 0)
    # 0.25 s a deal: 8 deals in 2 s (the hint asked at once); the person presses H 5 s in (some 20 deals)
    bot.clock = pressed_at(StepClock(0.25), shared, 5.0, 7)
    bot.choose(view, legal)
    # asked at 5 s, past the 2 s of a hint asked at once: the answer at once, on 19 deals (asked at once, 8)
    assert bot.last_stats["worlds"] == 19, bot.last_stats
    assert person_waits.waits()
    assert hint_bot.WALL_AHEAD == 10.0


def test_asked_early_it_ends_as_a_hint_asked_at_once_would(monkeypatch):
    shared = Shared()
    monkeypatch.setattr(person_waits, "_asked", shared)
    person_waits.begin(8)
    view, legal, seat = _six_seat_opening()
    bot = HintBot(G, seat, 0)
    bot.clock = pressed_at(StepClock(0.25), shared, 1.0, 8)     # H 1 s in: its 2 s from the start, as if asked at once
    bot.choose(view, legal)
    assert bot.last_stats["worlds"] == 8, bot.last_stats
    # and the same search asked at once (a test, a script: outside the worker a person always waits)
    monkeypatch.setattr(person_waits, "_asked", None)
    again = HintBot(G, seat, 0)
    again.clock = StepClock(0.25)
    again.choose(view, legal)
    assert again.last_stats["worlds"] == 8


def test_outside_the_worker_and_for_a_bots_own_move_a_person_waits(monkeypatch):
    monkeypatch.setattr(person_waits, "_asked", None)
    monkeypatch.setattr(person_waits, "_token", None)
    assert person_waits.waits()             # a test, a script, a thread's bot: as before
    monkeypatch.setattr(person_waits, "_asked", Shared())
    person_waits.begin(3, for_person=False)
    assert person_waits.waits()


def test_the_worker_marks_each_request_it_answers(monkeypatch):
    monkeypatch.setattr(person_waits, "_asked", None)
    monkeypatch.setattr(person_waits, "_token", None)
    state = G.new_state(3, seed=4)
    view, legal = G.view(state, state.to_move), G.legal_actions(state)

    class Conn:
        sent = []
        inbox = [(11, state.to_move, "normal", view, legal, None, True, None), None]

        def recv(self):
            return self.inbox.pop(0)

        def send(self, msg):
            self.sent.append(msg)

    shared = Shared()
    botrunner._worker_main(Conn(), "flush", 4, shared)
    assert Conn.sent and Conn.sent[0][0] == 11
    assert person_waits._asked is shared and person_waits._token == 11 and not person_waits.waits()


def test_h_hurries_the_search_ahead_it_finds_running(monkeypatch):
    m = Match("flush", ["human", "bot:easy", "bot:easy"], 5)
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    session = MatchSession(m, autosave=False)
    try:
        asked, hurried = [], []
        monkeypatch.setattr(session.hinter, "ask", lambda token, *a, **k: asked.append(token))
        monkeypatch.setattr(session.hinter, "hurry", hurried.append)
        session.prepare_hint()              # searched ahead: nobody waits for it yet
        assert len(asked) == 1 and hurried == []
        assert session.ask_hint()           # H: the same search, now waited for
        assert len(asked) == 1 and hurried == asked
    finally:
        session.close()
