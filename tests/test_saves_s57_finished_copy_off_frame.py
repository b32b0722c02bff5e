"""A board's last move of a game keeps a finished copy for its replay, unless a copy of that very end is kept
already; asking that read the game's other finished copies on the frame thread (a Flush game of 8,900 moves held
its last frame 7 ms for it: issue 22's saving figure). The name is reserved on the frame thread now, and the
question asked on the writer thread: no other copy is read by the board's thread, a new end is kept whole, and an
end kept already is not kept twice (its reserved name given back)."""

import threading

from quash_table.engine import saves as saves_mod
from quash_table.engine.match import Match
from quash_table.engine.saves import WRITER, autosave_in_background, load_match, save_match
from quash_table.paths import saves_dir


def _played_to_end(seed, on_change=None):
    m = Match("quash", "human,bot:random", seed=seed, on_change=on_change)
    while not m.over:
        m.play(m.legal_actions()[-1])
    return m


def _copies():
    return sorted(p.name for p in saves_dir().glob("finished-quash-*.json"))


def test_the_last_move_reads_no_other_copy_on_its_thread(monkeypatch):
    for seed in (11, 12, 13):
        save_match(_played_to_end(seed), saves_dir() / f"finished-quash-2026-01-0{seed - 10}.json")
    read_on = []
    real = saves_mod._position_in
    monkeypatch.setattr(saves_mod, "_position_in", lambda path: read_on.append(threading.current_thread().name)
                        or real(path))
    m = _played_to_end(7, autosave_in_background)
    assert WRITER.flush(10)
    assert read_on and set(read_on) == {"save-writer"}
    kept = load_match(m.finished_to)
    assert kept.actions == m.actions and kept.over
    assert len(_copies()) == 4


def test_an_end_kept_already_is_not_kept_twice():
    first = _played_to_end(7, autosave_in_background)
    assert WRITER.flush(10)
    before = _copies()
    assert len(before) == 1
    again = _played_to_end(7, autosave_in_background)        # the same game played to the same end
    assert WRITER.flush(10)
    assert again.actions == first.actions and again.finished_to != first.finished_to
    assert _copies() == before                                 # no second copy, no empty reserved file left
