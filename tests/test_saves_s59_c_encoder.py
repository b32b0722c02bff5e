"""Session 59 (issue 22): the autosave's writer thread wrote each save through json's pure-Python encoder (an
indent anywhere sends the whole dump through it), 5 ms of held interpreter a move at 10,000 Quadruple War moves,
growing with the score sheet; a frame waits for that in turn. json_bytes lays out only the top level itself (one
key a line, as before) and hands each value to the C encoder. Checked without timing: the pure-Python encoder is
never entered, the bytes read back to the same data, and a save so written loads and verifies."""

import json
import json.encoder
import random

import pytest

from quash_table.engine.atomic_files import json_bytes
from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, match_bytes


@pytest.fixture
def no_python_encoder(monkeypatch):
    def refuse(*_a, **_k):
        raise AssertionError("json's pure-Python encoder was used")
    monkeypatch.setattr(json.encoder, "_make_iterencode", refuse)


def _long_match(game_id="quadwar", seats=4, moves=400, seed=3):
    m = Match(game_id, ["human"] + ["bot:random"] * (seats - 1), seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_a_save_is_written_by_the_c_encoder_one_key_a_line(no_python_encoder, tmp_path):
    m = _long_match()
    raw = match_bytes(m)
    data = json.loads(raw)
    top = [line for line in raw.decode("utf-8").splitlines() if line.startswith(' "')]
    assert [json.loads("{" + line.rstrip(",") + "}").popitem()[0] for line in top if not line.startswith(' "actions"')] \
        == [k for k in data if k != "actions"]
    path = tmp_path / "game.json"
    path.write_bytes(raw)
    again = load_match(path)
    assert again.actions == m.actions and again.game_id == m.game_id


@pytest.mark.parametrize("data", [{"a": {"b": [1, 2, {"c": "é♥"}]}, "n": None, "1": True}, {}, [1, {"x": 2}], "text"])
def test_json_bytes_reads_back_to_the_same_data(no_python_encoder, data):
    assert json.loads(json_bytes(data)) == data
