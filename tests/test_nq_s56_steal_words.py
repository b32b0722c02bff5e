"""Review 56q: a 12 with one quasher to take said "drag 1 ringed quashers" in the tray's shortest form."""

from types import SimpleNamespace

from quash_table.games.numberquash.tray import Tray


def _words(need):
    c = SimpleNamespace(stealing=lambda: SimpleNamespace(need=need), steals=[])
    return Tray._steal_words(c, str, {"order": [0, 1]})


def test_one_quasher_to_take_is_said_in_the_singular():
    assert _words(1)[-1] == "12, if you like: drag 1 ringed quasher, or Roll (it stays banked)."
    assert _words(2)[-1] == "12, if you like: drag 2 ringed quashers, or Roll (it stays banked)."
