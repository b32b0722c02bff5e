"""Session 34: QUASH's hint bot remembers only the hints it showed. The window searches the hint ahead on each
of the person's turns (ui/session_hints.prepare_hint); the hint bot's memory of the plan it told (`_told`,
plans.told_change) took in those hints too, shown or not, so the next hint asked weighed news "since the last
hint" from one the person never saw. A bot whose hints bind its next ones (Bot.recalls_every_hint: QUASH's hard
bot) is now given the seat's shown hints (match.hints) before every hint, and rebuilds its memory from them."""

import time

import pytest

from quash_table.bots.base import Bot
from quash_table.engine.match import Match
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.ui import botrunner
from quash_table.ui.session import MatchSession

from tests.test_quash_adv_s19 import SEED0

G = get_game("quash")
OPTIONS = {"variant": "advanced", "target": 99}


class Told(Bot):
    """Remembers the hints it gave since it was last given the shown ones (as QUASH's `_told` does) and says
    them as its reason; plays the first legal move."""
    recalls_every_hint = True

    def recall(self, past):
        self.said = [len(view["history"]) for view, _ in past]

    def choose(self, view, legal):
        self.said = getattr(self, "said", []) + [len(view["history"])]
        self.reason = repr(self.said[:-1])
        return legal[0]


def wait(session, found_only=False):
    end = time.perf_counter() + 120
    while time.perf_counter() < end:
        if found_only:
            session._poll_hint()
            if session._hint_search is None:
                return None
        else:
            got = session.hint_answer()
            if got is not None:
                return got
        time.sleep(0.002)
    raise AssertionError("no hint came")


def hints_with_one_ahead(monkeypatch, bot_class, search_ahead, ahead=2, moves=8):
    """You against the normal bot, SEED0's first `moves` moves: a hint shown at each of your moves but at move
    `ahead`, where a hint is searched ahead and never shown (or none: `search_ahead` False); then the hint
    shown at the position after them."""
    monkeypatch.setattr(botrunner, "is_search_level", lambda game_id, level: False)
    monkeypatch.setattr(botrunner, "_level_class", lambda game_id, level: bot_class)
    bots = {}
    monkeypatch.setattr(botrunner, "build_bot",
                        lambda game_id, level, seat, seed: bots.setdefault(seat, bot_class(G, seat, 0)))
    session = MatchSession(Match("quash", "human,bot:normal", seed=0, options=OPTIONS), autosave=False)
    session._hint_ahead = True          # the search levels' hint ahead, here in the runner's thread
    m = session.match
    try:
        for i, a in enumerate(SEED0[:moves]):
            if i == ahead:
                if search_ahead:
                    session.prepare_hint()
                    wait(session, found_only=True)
            elif m.to_move == 0:
                assert session.ask_hint()
                wait(session)
            m.play(a)
            session.hint_moved()
        assert session.ask_hint()
        return wait(session), sorted(m.hints)
    finally:
        session.close()


def test_a_hint_searched_ahead_and_not_shown_is_not_remembered(monkeypatch):
    (_, reason), shown = hints_with_one_ahead(monkeypatch, Told, True)
    assert shown == [0, 4, 6, 8]         # the hint at 2 never shown
    assert reason == "[0, 4, 6]"        # the hints shown before move 8, not the one searched at move 2
    assert (_, reason) == hints_with_one_ahead(monkeypatch, Told, False)[0]


def test_a_bot_that_keeps_nothing_is_given_its_past_once(monkeypatch):
    """Every other game's hint bot (Bot.recalls_every_hint False) is asked as before: given its past once."""
    class Once(Told):
        recalls_every_hint = False
    (_, reason), _ = hints_with_one_ahead(monkeypatch, Once, True)
    assert reason == "[0, 2, 4, 6]"     # its own memory, the hint searched ahead in it (recalled once, empty)


def test_the_quash_hard_bot_is_given_the_shown_hints_before_every_hint():
    assert HardBot.recalls_every_hint and not Bot.recalls_every_hint
    assert botrunner.recalls_every_hint("quash", "hard") and not botrunner.recalls_every_hint("quash", "normal")
    assert not any(botrunner.recalls_every_hint(g, "hard") for g in ("numberquash", "thegame", "quadwar", "flush"))


class Steady(HardBot):
    """The hint bot as test_hint_memory_s19 asks it (40 playouts), its search the same at every ask (its dice
    started afresh): what it hints follows from the table and what it remembers only."""

    def __init__(self, game, seat, seed=0):
        super().__init__(game, seat, seed, iterations=40)

    def choose(self, view, legal):
        self.rng = Rng(0)
        return super().choose(view, legal)


@pytest.mark.slow
def test_the_quash_hint_after_one_searched_ahead_is_the_one_never_searched(monkeypatch):
    """Move 0's hint searched ahead and not shown: the hint at move 10 is the one a hint bot that never searched
    it gives (on the old code it was another move: the K♥ for spot 1 against the 4♠ starting 4-5-6)."""
    got = hints_with_one_ahead(monkeypatch, Steady, True, ahead=0, moves=10)
    assert got == hints_with_one_ahead(monkeypatch, Steady, False, ahead=0, moves=10)


def test_each_shown_hints_view_is_made_once_until_an_undo():
    """The shown hints are given to QUASH's hint bot at every ask (the search ahead too, on every turn of the
    person's): each one's view is made once, not again at each ask (90 hints made anew took 0.15 s of the window's
    thread); an Undo, which may change the moves before a hint, makes them afresh."""
    import random
    m = Match("quash", ["human", "bot:normal"], seed=5)
    rng = random.Random(1)
    while len(m.actions) < 60:
        if m.state.to_move == 0:
            m.hints[len(m.actions)] = m.legal_actions()[0]
        m.play(rng.choice(m.legal_actions()))
    made = []
    s = MatchSession.__new__(MatchSession)
    s.match, s.game = m, m.game

    class Counting:
        def view(self, state, seat):
            made.append(seat)
            return m.game.view(state, seat)
    s.game = Counting()
    first = s.past_hints(0)
    assert first and len(made) == len(first)
    assert s.past_hints(0) == first and len(made) == len(first)        # asked again: nothing made anew
    m.undos += 1
    assert s.past_hints(0) == first and len(made) == 2 * len(first)    # after an Undo: made afresh
