"""The Load list read a page at once and the rest a slice a frame (issue 22) ends with the rows reading
everything at once gives, never changes a row already read, and on the screen changes the list's lines
in place."""

import random
import shutil
from pathlib import Path

import pytest

from quash_table.ui.save_rows import SaveRows

ROOT = Path(__file__).resolve().parent.parent


def _at_once(files, line_of, **kw):
    rows = SaveRows(files, line_of, page=len(files), **kw)
    assert rows.done
    return rows.rows()


def test_rows_read_in_slices_end_as_rows_read_at_once():
    rng = random.Random(3)
    for _ in range(200):
        n = rng.randint(0, 40)
        files = [Path(f"/saves/s{i:03d}.json") for i in range(n)]
        lines = {f: rng.choice(["QUASH · Ann · 3 moves", "Flush · Bo · 9 moves", f"{f.name} · damaged"])
                 for f in files}
        rows = SaveRows(files, lines.__getitem__, page=rng.randint(0, 10))
        shown = rows.rows()
        assert [f for _, f in shown] == files and len({t for t, _ in shown}) == n     # every text its own
        while not rows.done:
            before = rows.rows()
            rows.read(count=rng.randint(1, 7))
            after = rows.rows()
            read = [t for t, _ in before if not t.endswith("reading\u2026")]
            assert after[:len(read)] == before[:len(read)]          # rows already read keep their text
        assert rows.rows() == _at_once(files, lines.__getitem__)


def test_a_time_slice_reads_at_least_one_line_and_stops():
    files = [Path(f"/saves/s{i}.json") for i in range(30)]
    rows = SaveRows(files, lambda f: f.name, page=0)
    rows.read(seconds=0)
    assert rows._next == 1
    rows.read(seconds=60)
    assert rows.done


def test_reread_changes_only_that_row():
    files = [Path(f"/saves/s{i}.json") for i in range(5)]
    damaged = set()
    rows = SaveRows(files, lambda f: f.name + (" · damaged" if f in damaged else ""), page=5)
    damaged.add(files[2])
    rows.reread(files[2])
    assert [t for t, _ in rows.rows()] == ["s0.json", "s1.json", "s2.json · damaged", "s3.json", "s4.json"]


def test_a_file_name_in_front_of_a_row_read_alike_is_fitted_with_it_and_keeps_the_date():
    """Two saves of one position read alike: the second row starts with its file's name, fitted with the
    row (a shorter form of the game's words) rather than put in front of the row fitted without it, which
    cut its date ("\u00b7 30\u2026", session 20)."""
    width, date = 48, " \u00b7 30 Nov 07:10"
    forms = ["Quadruple War \u00b7 hand 2, your turn", "Quadruple War \u00b7 hand 2", "Quadruple War"]

    def fit(text):
        return text if len(text) <= width else text[:width - 1] + "\u2026"

    def line_of(path, lead=""):
        """The row as the Load screen makes it: the longest form that fits beside the date, never cut."""
        room = width - len(date)
        return next((lead + f for f in forms if len(lead + f) <= room), lead + forms[-1]) + date
    files = [Path("/saves/quadwar-mine1.json"), Path("/saves/quadwar-mine0.json")]
    texts = [t for t, _ in _at_once(files, line_of, fit=fit, lead_fits=True)]
    assert texts[0] == forms[0] + date
    assert texts[1] == "quadwar-mine0 \u00b7 " + forms[2] + date, texts


@pytest.mark.ui
def test_the_load_screen_shows_every_line_once_read_without_losing_its_place(tmp_path, monkeypatch):
    import pygame

    from quash_table.paths import saves_dir
    from quash_table.ui import save_list
    from quash_table.ui.save_rows import PAGE
    from quash_table.ui.screens.load import LoadScene
    from tests.ui_helpers import make_app, steps
    monkeypatch.setenv("QUASH_TABLE_HOME", str(tmp_path))
    examples = sorted((ROOT / "saves").glob("*.json"))
    for i in range(PAGE + 40):
        shutil.copyfile(examples[i % len(examples)], saves_dir() / f"save-{i:03d}.json")
    save_list._SAVE_SUMMARIES.clear()
    app = make_app()
    try:
        scene = LoadScene(app)
        app.push(scene)
        assert sum("reading" in t for t, _ in scene.rows) == 40
        steps(app, 1)
        chosen = scene.rows[3][1]
        scene.path_text = str(chosen)
        scene.widgets["path"].set_text(str(chosen))
        for _ in range(200):
            steps(app, 1)
            if scene.lines.done:
                break
        steps(app, 1)
        save_list._SAVE_SUMMARIES.clear()
        # the same screen with every line read before its first draw (the scene's own SaveRows, its rooms evened
        # out, its copies told apart: the test built its own and fell behind the scene's words, session 48)
        from quash_table.ui.screens import load as load_screen
        monkeypatch.setattr(load_screen, "SaveRows",
                            lambda *a, **kw: SaveRows(*a, page=len(scene.files), **kw))
        at_once = LoadScene(app)
        assert at_once.lines.done
        want = [t for t, _ in at_once.rows]
        assert len(set(want)) == len(want) and not any("reading" in t for t in want)
        assert [t for t, _ in scene.rows] == want
        # copies of one game fold into its row when read: the list is built again, the choice kept
        from quash_table.ui.save_list import SECTIONS
        lst = scene.widgets["saves"]
        assert [item["text"] for item in lst.item_list if item["text"] not in SECTIONS] == want   # under headings
        assert scene.path_text == str(chosen)
        assert all(scene.path_for(t) == f for t, f in scene.rows)
    finally:
        app.pop()
        pygame.display.quit()
