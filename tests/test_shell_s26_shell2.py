"""Review 26 (shell2): what a new player found on the shell."""

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

import pygame
import pytest

from tests.ui_helpers import make_app, steps

pytestmark = pytest.mark.ui

EXAMPLES = Path(__file__).resolve().parent.parent / "saves"


def test_load_list_is_newest_first_by_the_date_each_row_shows():
    """Five example saves copied into the saves folder: the file times are the copy's, in another order
    than the saved dates the rows show (05:45, 07:06, 06:27, 06:26, 06:44 read under "Newest first")."""
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    names = sorted(p.name for p in EXAMPLES.glob("*.json"))
    assert len(names) == 5
    saved = {n: datetime.fromisoformat(json.loads((EXAMPLES / n).read_text())["saved_at"]) for n in names}
    # file times in an order the saved dates contradict: the oldest saved, the newest file
    by_saved = sorted(names, key=lambda n: saved[n])
    for age, n in enumerate(by_saved):
        shutil.copy(EXAMPLES / n, saves_dir() / n)
        t = 1_700_000_000 + 60 * (len(names) - age)
        os.utime(saves_dir() / n, (t, t))
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        rows = [r["file"] for r in app.top.layout_info()["rows"]]
        assert rows == sorted(names, key=lambda n: saved[n], reverse=True), rows
    finally:
        pygame.display.quit()


def _saved_game(name):
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quash", ["human", "bot:easy"], 1)
    m.play(m.legal_actions()[0])
    return save_match(m, saves_dir() / name)


def _refused(path):
    from quash_table.engine.saves import SaveError, load_match
    from quash_table.ui.damaged_words import error_words
    with pytest.raises(SaveError) as got:
        load_match(path)
    return error_words(got.value, path), str(got.value)


def test_a_damaged_save_has_one_reason_as_check_save_gives_it():
    """Cut in half with "}}" added: Load said "changed after it was saved", check-save "not valid JSON"; a
    0-byte file was "cut short: its end is missing"."""
    from quash_table.ui.damaged_words import EMPTY_WORDS
    path = _saved_game("half.json")
    raw = path.read_bytes()
    half = raw.index(b"\n", len(raw) // 2) + 1          # cut at a line's end, as an editor leaves it
    path.write_bytes(raw[:half] + b"}}")
    (words, _, detail), reason = _refused(path)
    assert "not valid JSON" in reason and "not valid JSON" in words, words
    assert "changed after it was saved (edited" not in words
    empty = path.with_name("empty.json")
    empty.write_bytes(b"")
    (words, _, _), reason = _refused(empty)
    assert words == EMPTY_WORDS and reason == "the file is empty"


def test_a_reason_in_player_words_is_said_once_in_the_error_box():
    """"Damaged: the save's move 1 is a text, not a move. / Detail: the save's move 1 is a text, not a move"."""
    from tests.ui_helpers import centre, click, find
    path = _saved_game("textmove.json")
    data = json.loads(path.read_text())
    data["actions"][0] = "a text"
    path.write_text(json.dumps(data))
    app = make_app()
    try:
        app.nav.load()
        steps(app, 3)
        app.top.widgets["path"].set_text(str(path))
        click(app, centre(find(app.top.layout_info()["objects"], "load")["rect"]), frames=3)
        error = app.top.error
        assert error, "the save is refused"
        first = error.split("\n")[0].rstrip(".").lower()
        assert "Detail: " not in error or error.split("Detail: ")[1].rstrip(".").lower() not in first, error
    finally:
        pygame.display.quit()


def test_the_top_level_command_takes_the_menus_options():
    """`python main.py --layout FILE` failed with "invalid choice"; only `main.py menu --layout FILE` worked."""
    from quash_table.cli import build_parser, entry_point_form
    argv = entry_point_form(["--layout", "/tmp/x.json", "--size", "1024x640"])
    args = build_parser().parse_args(argv)
    assert args.command == "menu" and args.layout == "/tmp/x.json"
    assert entry_point_form(["--help"]) == ["--help"] and entry_point_form(["--version"]) == ["--version"]
