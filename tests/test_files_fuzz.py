"""Fuzzing every file the app reads through every entry point that reads one (see tests/file_fuzz.py):
zero tracebacks, zero hangs, zero accepted edits, every refused save byte-identical. The quick run is
part of every test run; the big one is marked slow."""

import os

import pytest

from tests.file_fuzz import fuzz


def _clean(counts):
    assert counts["tracebacks"] == 0 and counts["hangs"] == 0 and counts["accepted edits"] == 0, counts


def test_fuzz_quick(tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    counts, examples = fuzz(400, seed=11, home=os.environ["QUASH_TABLE_HOME"])
    _clean(counts)
    assert counts["cases"] == 400, examples


@pytest.mark.slow
def test_fuzz_thousands(tmp_path):
    counts, examples = fuzz(5000, seed=12, home=os.environ["QUASH_TABLE_HOME"])
    _clean(counts)


def test_fuzz_the_load_screen_list_and_button():
    """Mutated saves in the saves folder: the Load screen lists them all, and pressing Load on each
    either opens the very game that was saved or shows a reason, never raises, never changes the file."""
    import json
    import random

    import pygame

    from quash_table.paths import saves_dir
    from quash_table.ui.screens.load import LoadScene
    from tests.file_fuzz import make_corpus, mutated
    from tests.ui_helpers import make_app, steps
    rng = random.Random(21)
    home = os.environ["QUASH_TABLE_HOME"]
    corpus = make_corpus(random.Random(21), os.path.join(home, "corpus"))["save"]
    files = {}
    for i in range(60):
        original = rng.choice(corpus)
        raw = mutated(original, rng)
        path = saves_dir() / f"case-{i:02d}.json"
        path.write_bytes(raw)
        files[path] = (raw, json.loads(original))
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    steps(app, 2)
    # every file is listed: a row of its own, or an older copy folded under its game's newest row
    listed = {f.name for _, f in scene.rows} | {c.name for copies in dict(scene.lines.groups()).values()
                                                 for c in copies}
    assert listed == {p.name for p in files}
    opened = 0
    for path, (raw, original) in files.items():
        scene.widgets["path"].set_text(str(path))
        scene.error = ""
        scene.load()
        assert path.read_bytes() == raw
        if app.top is not scene:                       # accepted: it must be the game that was saved
            m = app.top.session.match
            assert (m.game_id, m.actions, m.seats, m.seed) == (original["game"], original["actions"],
                                                               original["seats"], original["seed"])
            opened += 1
            app.pop()
            app.push(scene)
        else:
            assert scene.error
    app.pop()
    pygame.display.quit()
