"""Review 56s of The Game: a player who followed every hint lost, and the summary's "Next time" blamed the move the
hint had advised ("keep a reverse trick for when a stack runs short of room ...") under "The hint had advised what
you did": now it says kindly that they followed every hint (next_time.HintRecord, FOLLOWED_EVERY); where only the
losing move was the hint's, the move's own lesson stays (review 37)."""

from types import SimpleNamespace

from quash_table.games.thegame.next_time import FOLLOWED_EVERY, HintRecord, lost_lines, next_time_line
from tests.test_thegame_s35_words import END, lost, names

R4 = {"type": "play", "card": "R4", "stack": "up"}


def _session(hints, actions):
    match = SimpleNamespace(hints=hints, actions=actions)
    return SimpleNamespace(match=match, followed_hint=lambda i: i in hints and i < len(actions)
                           and actions[i] == hints[i])


def test_every_hint_followed_is_said_kindly_not_blamed():
    a = lost(0, R4, END, {"skips": 0, "back": 1}, {"skips": 0, "back": 0})
    actions = [END] * 82 + [R4] + [END] * 5
    every = HintRecord(_session({10: END, 82: R4}, actions))
    assert every(82) and every.every()
    tip = next_time_line(a, names, every)
    assert tip == FOLLOWED_EVERY and "followed every hint" in tip
    assert "keep a reverse trick" not in tip
    lines = lost_lines(a, names, every)
    assert lines[-1] == FOLLOWED_EVERY
    assert any("The hint had advised what you did" in line for line in lines), lines
    # one hint not followed: the move's own lesson, as review 37 asked
    some = HintRecord(_session({10: R4, 82: R4}, actions))
    assert some(82) and not some.every()
    assert next_time_line(a, names, some).startswith("Next time: keep a reverse trick")
