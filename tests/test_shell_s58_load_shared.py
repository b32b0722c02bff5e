"""Review 57 (shell, Load): a pass-and-play save's row did not say so; it read like a game alone against bots.
Its row now says "pass-and-play" after the game's title where the row has room for it (it never costs the row
other words: a four-seat table's named scores keep it out), at 1024x640 and 1280x800; a game alone against
bots does not."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.paths import saves_dir
from tests.ui_helpers import load_rows

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_pass_and_play_row_says_so(size, tmp_path, monkeypatch):
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    saves_dir().mkdir(parents=True, exist_ok=True)
    tables = {"shared_qw.json": ("quadwar", ["human:Ann", "human:Bob"]),
              "shared_tg.json": ("thegame", ["human:Ann", "human:Bob"]),
              "alone_qw.json": ("quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"])}
    for name, (game, seats) in tables.items():
        m = Match(game, seats, 3)
        rng = random.Random(3)
        for _ in range(6):
            m.play(rng.choice(m.legal_actions()))
        save_match(m, saves_dir() / name)
    rows = {str(f).rsplit("/", 1)[-1]: text for f, text in load_rows(size).items()}
    assert "pass-and-play" in rows["shared_qw.json"], rows
    assert "pass-and-play" in rows["shared_tg.json"], rows
    assert "pass-and-play" not in rows["alone_qw.json"], rows
