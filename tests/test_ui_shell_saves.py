"""The pause menu's saves through real clicks: Save then Save & quit wrote the same game twice."""

import pygame
import pytest

from quash_table.paths import saves_dir
from tests.test_ui_menus import app, press  # noqa: F401  (the fixture and the click helper)
from tests.ui_helpers import choose, key, settle, steps

pytestmark = pytest.mark.ui


def _saves():
    return sorted(p.name for p in saves_dir().glob("*.json"))


def test_save_then_save_and_quit_writes_one_file(app):  # noqa: F811
    before = _saves()
    press(app, "new")
    press(app, "game:thegame")
    press(app, "start")
    board = app.top
    assert board.name == "board"
    settle(app, board)
    key(app, pygame.K_ESCAPE, frames=2)
    press(app, "save")
    assert len(_saves()) == len(before) + 1
    press(app, "save_quit")
    assert app.top.name == "main_menu"
    assert len(_saves()) == len(before) + 1          # nothing had changed: no second, identical file


def test_a_move_after_a_save_is_saved_anew(app):  # noqa: F811
    before = _saves()
    press(app, "new")
    press(app, "game:thegame")
    press(app, "start")
    board = app.top
    settle(app, board)
    key(app, pygame.K_ESCAPE, frames=2)
    press(app, "save")
    press(app, "resume")
    assert app.top is board
    board.session.play(board.session.screen_legal()[0])
    settle(app, board)
    key(app, pygame.K_ESCAPE, frames=2)
    press(app, "save")
    assert app.top.note.startswith("Saved")
    assert len(_saves()) == len(before) + 2
    press(app, "save")
    assert "Already saved" in app.top.note and len(_saves()) == len(before) + 2


def test_undo_is_shown_off_when_two_people_share_the_table(app):  # noqa: F811
    # "Allow undo" stayed ticked with two humans while the note said "never in pass-and-play".
    from tests.test_ui_menus import label
    from tests.ui_helpers import find
    press(app, "new")
    press(app, "game:flush")

    def undo():
        return find(app.top.layout_info()["objects"], "allow_undo")
    assert undo()["checked"] and undo()["enabled"]
    choose(app, "seat1:kind", "Human")
    assert not undo()["checked"] and not undo()["enabled"]
    assert "off" in label(app, "allow_undo:note").lower()       # (session 21: "Off with two people: ...")
    press(app, "allow_undo")                        # a click on the greyed box changes nothing
    assert not undo()["checked"]
    choose(app, "seat1:kind", "Bot: normal")
    assert undo()["checked"] and undo()["enabled"]   # alone again: the choice comes back
    # The Game: a person's own cards laid this turn may be taken back with two people too (nobody else
    # has seen them before End turn): the box stays, and its note says how far
    press(app, "game:thegame")
    choose(app, "seat1:kind", "Human")
    assert undo()["checked"] and undo()["enabled"]
    assert "End turn" in label(app, "allow_undo:note")


def test_seat_buttons_carry_no_tooltip_over_the_next_seat(app):  # noqa: F811
    # the seat button's tooltip ("click for the next choice") covered Seat 3 under it
    press(app, "new")
    press(app, "game:thegame")
    press(app, "seats:plus")
    for i in range(3):
        assert not getattr(app.top.widgets[f"seat{i}:kind"], "tool_tip_text", None)


def test_the_paused_box_ends_under_its_last_button_and_stays_opaque(app):  # noqa: F811
    # the panel ran 560 px tall: a large empty area under "Quit to menu"
    import os

    from quash_table.ui import theme
    press(app, "new")
    press(app, "game:thegame")
    press(app, "start")
    settle(app, app.top)
    key(app, pygame.K_ESCAPE, frames=2)
    pause = app.top
    assert pause.name == "pause"
    m = app.metrics
    steps(app, 2)
    if os.environ.get("QUASH_SHOTS"):
        pygame.image.save(pygame.display.get_surface(), os.path.join(os.environ["QUASH_SHOTS"], "pause.png"))
    # (session 25: under the last button, the line saying why it keeps the game or not)
    last = max((w.rect for k, w in pause.widgets.items() if k == "menu" or k.startswith("quit:why")),
               key=lambda r: r.bottom)
    box = pause.box()
    assert box.contains(last) and box.bottom - last.bottom <= m.px(32), (box, last)
    surface = pygame.display.get_surface()
    assert tuple(surface.get_at((box.centerx, box.bottom - m.px(6))))[:3] == theme.PANEL     # opaque
    press(app, "save")                                     # the note under the buttons stays in the panel
    note = max((w.rect for k, w in pause.widgets.items() if k.startswith("note")), key=lambda r: r.bottom)
    assert pause.box().contains(note) and pause.box().bottom - note.bottom <= m.px(32)
    if os.environ.get("QUASH_SHOTS"):
        pygame.image.save(pygame.display.get_surface(), os.path.join(os.environ["QUASH_SHOTS"], "pause-note.png"))


def test_the_pause_note_names_the_save_as_its_load_row_does_not_by_its_file(app):  # noqa: F811
    """"Saved as thegame-20261129-083012.json" named a file nobody sees: the note says the game as the
    Load list's row names it, and that row is the one Load lists."""
    from quash_table.ui.save_list import save_parts_of_game
    press(app, "new")
    press(app, "game:thegame")
    press(app, "start")
    settle(app, app.top)
    key(app, pygame.K_ESCAPE, frames=2)
    press(app, "save")
    pause = app.top
    objects = {o["id"]: o for o in pause.layout_info()["objects"]}
    words = " ".join(objects[i]["label"] for i in ("note:saved", "note") if i in objects)
    saved = [p for p in saves_dir().glob("*.json") if p.name in words]
    assert not saved and ".json" not in words, words
    row = save_parts_of_game(pause.saved_as)[0]
    assert "Load" in objects["note:saved"]["label"]
    shown = objects["note"]["label"].rstrip("\u2026")
    assert shown and row.startswith(shown) and shown.startswith("The Game"), (shown, row)
    assert pause.box().contains(pygame.Rect(objects["note"]["rect"]))
    press(app, "save")                                   # nothing changed: the same row, said again
    objects = {o["id"]: o for o in app.top.layout_info()["objects"]}
    assert objects["note:saved"]["label"].startswith("Already saved")
    assert row.startswith(objects["note"]["label"].rstrip("\u2026"))
