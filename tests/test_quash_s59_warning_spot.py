"""Session 59 (a new player, QUASH advanced): a hint's reason ended "…, but spot 3 falls from your 6 to a 2: their
A wins it, no tie, though their 6 may still swap in there", and "there" meant spot 1, the spot the reason was about,
not the spot just named. Where the reason is too long for its warning's full words, the short warning ("there")
now follows the clause about its own spot, before the clauses about other spots (hints_plan._in_room), so "there"
is the spot just named, and no spot is numbered twice. Headless."""

import random

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.hints_plan import _in_room, play_words
from quash_table.games.quash.reply import Warned

G = get_game("quash")
# seed 0, five random plays (Random(0)): RED's 3♠ to spot 5 sends the 4♥ to spot 6 and the Q♠ on to single spot 3,
# where their face-up K♥ may still move; spot 6 falls from the Q to a 4
MOVE = {"type": "play", "card": "3S", "spot": 5, "swap": [["4H", 6], ["QS", 3]]}


def _position():
    rng = random.Random(0)
    s = G.new_state(2, seed=0, options={"variant": "advanced"})
    for _ in range(5):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


def test_the_short_warning_follows_the_clause_of_its_own_spot():
    s = _position()
    legal = G.legal_actions(s)
    assert MOVE in legal
    reason, _ = play_words(HardBot(G, s.to_move, 1), G.view(s, s.to_move), legal, MOVE, lambda: 0.5)
    words = str(reason)
    warned = ", though their face-up K\u2665 may still move there"
    assert f"single spot 3, where only a higher card beats it{warned}, but spot 6 falls" in words, words
    assert not words.endswith(warned), words
    assert words.count("spot 3") == 1 and words.count("spot 6") == 1, words


def test_in_room_keeps_the_warning_last_where_nothing_comes_between():
    reply = Warned("their 6 may still swap in on spot 1", "their 6 may still swap in there")
    long = "x" * 300
    assert _in_room(0, f"{long}, though {reply}", reply, "", "") == f"{long}, though their 6 may still swap in there"
    between = ", but spot 3 falls from your 6 to a 2: their A wins it, no tie"
    got = _in_room(0, f"{long}{between}, though {reply}", reply, "", between)
    assert got == f"{long}, though their 6 may still swap in there{between}", got
    assert _in_room(0, f"short{between}, though {reply}", reply, "", between) == f"short{between}, though {reply}"
