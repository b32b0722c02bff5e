"""The Load list's header read, made cheaper (issue 22), refuses and accepts exactly what it did: seat
names are cleaned as the per-character rule said, and a save whose text has no \\u escape skips the
lone-surrogate look (it cannot hold one) but never a refusal."""

import json
import random
import shutil
from pathlib import Path

import pytest

from quash_table.engine.files import decode_json, printable, shape_problem
from quash_table.engine.saves import SaveError, save_check, save_header

ROOT = Path(__file__).resolve().parent.parent


def _printable_per_character(text, limit=None):
    out = "".join("?" if (ord(c) < 32 or 0xD800 <= ord(c) <= 0xDFFF or ord(c) == 127) else c for c in text)
    return out if limit is None else out[:limit]


def test_printable_cleans_as_the_per_character_rule():
    rng = random.Random(4)
    pool = [chr(i) for i in [*range(0, 300), *range(0xD7F0, 0xE010), 0xFFFF, 0x1F600, 0x10FFFF]]
    for _ in range(5000):
        text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 24)))
        limit = rng.choice([None, 0, 3, 40])
        assert printable(text, limit) == _printable_per_character(text, limit)


def test_the_depth_only_walk_agrees_on_text_without_escapes():
    rng = random.Random(9)
    for _ in range(300):
        depth = rng.choice([1, 5, 63, 64, 65, 90])
        raw = "[" * depth + json.dumps(rng.choice(["x", "caf\u00e9", "\u2660", ""]), ensure_ascii=False) + "]" * depth
        data = decode_json(raw.encode(), shape=False)
        assert "\\u" not in raw
        assert shape_problem(data, texts=False) == shape_problem(data, texts=True)


@pytest.mark.parametrize("name,refused", [("Ann", False), ("\\u00c9lise", False), ("\\ud800x", True),
                                          ("x\\udfff", True)])
def test_a_seat_name_with_a_lone_surrogate_is_still_refused(tmp_path, name, refused):
    src = (ROOT / "saves" / "quash-example.json").read_text(encoding="utf-8")
    data = json.loads(src)
    first = data["seats"][0]["name"]
    path = tmp_path / "s.json"
    text = src.replace(json.dumps(first), '"' + name + '"', 1)
    if not refused:                 # a name typed so: the save's check is made over it, as the app writes it
        edited = json.loads(text)
        text = text.replace(data["check"], save_check(*(edited[k] for k in (
            "game", "seats", "options", "seed", "stacked", "undos", "actions"))))
    path.write_text(text, encoding="utf-8")
    if refused:
        with pytest.raises(SaveError, match="surrogate"):
            save_header(path)
    else:
        head = save_header(path)
        assert head["game"] == "quash" and head["moves"] == len(data["actions"])


def test_every_example_save_header_reads_as_before(tmp_path):
    for f in sorted((ROOT / "saves").glob("*.json")):
        shutil.copyfile(f, tmp_path / f.name)
        data = json.loads(f.read_text(encoding="utf-8"))
        head = save_header(tmp_path / f.name, within=tmp_path)
        assert head["game"] == data["game"] and head["moves"] == len(data["actions"])
        assert head["over"] == (data["state"].get("to_move", 0) is None)
