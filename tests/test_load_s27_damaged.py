"""Session 27 (load): a save that will not open is said by the kind of damage the engine names where it finds
it (SaveError.kind), never by reading the reason's text back: a reason that happens to hold "cut short" or
"not valid JSON" (a file's or a game's name) was said as that damage."""

import json

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui


def _save(path):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    m = Match("quash", ["human", "bot:easy"], 1)
    m.play(m.legal_actions()[0])
    return save_match(m, path)


def test_an_unknown_game_named_like_damage_is_said_by_its_kind_with_check_save_s_reason(tmp_path, capsys):
    """Session 28: an unknown game is said by its kind, in the one style of every damaged row; its detail is
    the reason check-save gives (it was said "damaged: unknown game 'cut short'", unlike every other row)."""
    from quash_table.cli import main
    from quash_table.engine.saves import SaveError, load_match
    from quash_table.ui.damaged_words import CUT_SHORT_WORDS, UNKNOWN_GAME_WORDS, error_words
    path = _save(tmp_path / "odd.json")
    data = json.loads(path.read_text())
    data["game"] = "cut short"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as got:
        load_match(path)
    words, meaning, detail = error_words(got.value, path)
    assert words != CUT_SHORT_WORDS and words == UNKNOWN_GAME_WORDS, words
    assert meaning and detail == "unknown game 'cut short'", (meaning, detail)
    assert main(["check-save", str(path)]) == 2
    assert capsys.readouterr().err.strip() == "refused: unknown game 'cut short'"


def test_the_engine_names_each_damage_where_it_finds_it(tmp_path):
    from quash_table.engine.files import CUT_SHORT, EMPTY, NOT_JSON
    from quash_table.engine.save_fields import EDITED, NOT_A_SAVE
    from quash_table.engine.saves import SaveError, load_match, save_header
    path = _save(tmp_path / "a.json")
    raw = path.read_bytes()
    at = raw.index(b'"game"')
    cases = {
        "empty.json": (b"", EMPTY),
        "half.json": (raw[: len(raw) // 2], CUT_SHORT),
        "inside.json": (raw[:at] + b"}}" + raw[at:], NOT_JSON),       # a fault within a save's text
        "other.json": (b"name,score\nAnn,3\n", NOT_A_SAVE),           # another program's file
        "bytes.json": (b"\xff\xfe\x00junk", NOT_A_SAVE),
        "list.json": (b"[1, 2]", NOT_A_SAVE),
    }
    data = json.loads(raw)
    data["seed"] += 1
    cases["edited.json"] = (json.dumps(data).encode(), EDITED)
    for name, (content, kind) in cases.items():
        (tmp_path / name).write_bytes(content)
        for read in (load_match, save_header):
            with pytest.raises(SaveError) as got:
                read(tmp_path / name)
            assert got.value.kind == kind, (name, read.__name__, got.value.kind, str(got.value))


def test_a_folder_named_like_damage_is_listed_by_what_it_is():
    """A folder "cut short.json" in the saves folder: its row said "the file is cut short", read off its name."""
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "cut short.json").mkdir()
    _save(saves_dir() / "mine.json")
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        rows = {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
        text = rows["cut short.json"]
        assert "its end is missing" not in text and "is a folder" in text, text
    finally:
        pygame.display.quit()
