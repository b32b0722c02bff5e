"""Session 22: Load had no Delete. Delete (the button or Del) asks first, in a dialog naming the row as the
list says it; the file is gone only after its Delete; Cancel and Esc keep it; a damaged file is deleted as
any other; the row after the one deleted is chosen. Real clicks and keys."""

import os
import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.paths import saves_dir
from tests.ui_helpers import centre, click, click_load_row, find, key, make_app, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    folder = saves_dir()
    names = []
    for age, (name, game) in enumerate([("a-flush.json", "flush"), ("b-quash.json", "quash"),
                                        ("c-thegame.json", "thegame")]):
        m = Match(game, ["human:Ann", "bot:easy"], age + 1)
        rng = random.Random(age)
        for _ in range(4):
            m.play(rng.choice(m.legal_actions()))
        save_match(m, folder / name)
        names.append(name)
    (folder / "broken.json").write_text('{"format": "quash-table-save", "version": 1, "game": "flush"')
    for age, name in enumerate(names + ["broken.json"]):
        os.utime(folder / name, (1_700_000_000 - age * 60,) * 2)
    a = make_app((1024, 640))
    a.nav.load()
    steps(a, 3)
    yield a
    pygame.display.quit()


def _objects(app):
    return app.top.layout_info()["objects"]


def _press(app, wid):
    click(app, centre(find(_objects(app), wid)["rect"]), frames=3)


_click_row = click_load_row     # click a save's row by its file name


def _listed(app):
    return [r["file"] for r in app.top.layout_info()["rows"]]


def test_delete_asks_naming_the_row_and_the_file_goes_only_after_its_confirmation(app):
    row = _click_row(app, "b-quash.json")
    _press(app, "delete")
    said = find(_objects(app), "delete:row")["label"]
    assert said == row.strip(), "the dialog names the row as the list says it"
    assert (saves_dir() / "b-quash.json").exists()
    _press(app, "delete:cancel")                                   # Cancel keeps it, still chosen
    assert (saves_dir() / "b-quash.json").exists() and app.top.path_text.endswith("b-quash.json")
    assert "b-quash.json" in _listed(app)
    key(app, pygame.K_DELETE, frames=2)                            # Del asks too; Esc keeps it
    assert find(_objects(app), "delete:row")["label"] == row.strip()
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "load" and (saves_dir() / "b-quash.json").exists()
    key(app, pygame.K_RETURN, frames=2)                            # Enter after Del is not a deletion
    key(app, pygame.K_DELETE, frames=2)
    key(app, pygame.K_RETURN, frames=2)
    assert (saves_dir() / "b-quash.json").exists()
    key(app, pygame.K_DELETE, frames=2)
    _press(app, "delete:confirm")
    assert not (saves_dir() / "b-quash.json").exists()
    assert "b-quash.json" not in _listed(app)
    assert app.top.path_text.endswith("c-thegame.json")           # the next row is the choice
    assert app.top._chosen_row() is not None


def test_a_damaged_file_is_deleted_as_any_other_and_the_row_before_is_chosen_at_the_end(app):
    # (the good saves are ordered by the time written in them: under load their seconds can differ from the
    # fixture's order, so the order is read from the list, not assumed)
    before = _listed(app)
    assert before[-1] == "broken.json" and sorted(before[:-1]) == ["a-flush.json", "b-quash.json", "c-thegame.json"]
    _click_row(app, "broken.json")
    _press(app, "delete")
    assert "broken.json" in find(_objects(app), "delete:row")["label"]
    _press(app, "delete:confirm")
    assert not (saves_dir() / "broken.json").exists()
    assert _listed(app) == before[:-1]
    assert app.top.path_text.endswith(before[-2])                 # the last row gone: the one before it


def test_del_while_typing_a_path_deletes_nothing(app):
    click(app, app.top.widgets["path"].rect.center, frames=2)
    key(app, pygame.K_DELETE, frames=2)
    assert app.top.deleting is None and "delete:row" not in [o["id"] for o in _objects(app)]
    assert len(list(saves_dir().glob("*.json"))) == 4
