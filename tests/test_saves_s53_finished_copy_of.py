"""A game's last move asks whether a finished copy of its very end is kept already (engine/saves.finished_copy_of,
on the frame thread). It read every finished copy in the folder, of every game: with the 50 kept, the last frame
held 54 ms (session 53, issue 22's "saving per move" figure). Only the copies of the same game are read now; one
of the same end is still found."""

import shutil
from pathlib import Path

from quash_table.engine import saves
from quash_table.engine.match import Match
from quash_table.paths import saves_dir

EXAMPLES = Path(__file__).resolve().parent.parent / "saves"


def _finished_quash():
    m = Match("quash", ["human", "bot:random"], 4)
    while not m.over:
        m.play(m.legal_actions()[0])
    return m


def test_only_the_same_games_copies_are_read(monkeypatch):
    for i in range(6):
        shutil.copyfile(EXAMPLES / "flush-example.json", saves_dir() / f"finished-flush-2026-01-0{i}.json")
    m = _finished_quash()
    read = []
    real = saves._position_in
    monkeypatch.setattr(saves, "_position_in", lambda path: read.append(path.name) or real(path))
    assert saves.finished_copy_of(m) is None
    assert read == []
    kept = saves_dir() / "finished-quash-2026-01-01.json"
    saves.save_match(m, kept)
    assert saves.finished_copy_of(m) == kept
    assert read == [kept.name]
