"""Every game's New game screen fits at the smallest and the usual window (issue 23: NumberQuash's options
ran under Start, the Allow undo note was cut), and an option's error never covers another control."""

import pygame
import pytest

from quash_table.games import GAME_IDS
from tests.ui_helpers import centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def open_new_game(size):
    app = make_app(size=size)
    app.nav.main_menu()
    steps(app, 2)
    click(app, centre(find(app.top.layout_info()["objects"], "new")["rect"]), frames=3)
    assert app.top.name == "new_game"
    return app


def overlaps(objs):
    rects = [(o["id"], pygame.Rect(o["rect"])) for o in objs if o.get("rect") and o["id"] != "h:options"]
    out = []
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            if ra.colliderect(rb):
                out.append((a, b))
    return out


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_games_options_fit_beside_start_and_each_other(size):
    app = open_new_game(size)
    try:
        screen = pygame.Rect((0, 0), size)
        for gid in GAME_IDS:
            click(app, centre(find(app.top.layout_info()["objects"], f"game:{gid}")["rect"]), frames=3)
            objs = app.top.layout_info()["objects"]
            for o in objs:
                if o.get("rect"):
                    assert screen.contains(pygame.Rect(o["rect"])), (gid, o["id"], o["rect"])
            assert overlaps(objs) == [], (gid, size)
            # every piece of a label's text is drawn in its box (the note was cut to "alone against bots;")
            note = app.top.widgets["allow_undo:note"]
            font = note.font
            assert font.size(note.text)[0] <= note.rect.w, (gid, note.text)
    finally:
        pygame.display.quit()


def test_an_options_error_is_shown_where_it_covers_nothing():
    app = open_new_game((1280, 800))
    try:
        click(app, centre(find(app.top.layout_info()["objects"], "game:numberquash")["rect"]), frames=3)
        entry = app.top.widgets["option:order"]
        entry.set_text("7,7")
        click(app, centre(find(app.top.layout_info()["objects"], "start")["rect"]), frames=3)
        assert app.top.name == "new_game" and app.top.error
        objs = app.top.layout_info()["objects"]
        assert "error" in {o["id"] for o in objs}
        assert [pair for pair in overlaps(objs) if "error" in pair] == []
    finally:
        pygame.display.quit()
