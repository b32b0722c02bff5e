"""Session 33 (review 32): the Load rows of one game were worded differently: each took the longest form of its
game's words that its own room held, and a row whose end was longer ("in Continue" against "saved") said less
("Quadruple War · trick 1 · ..." above "Quadruple War · hand 1, trick 5, Bot 2 to play · ..."). Every row of a
game now gets the room of its narrowest row."""

import pytest

from quash_table.ui import theme
from quash_table.ui.screens.load_lines import row_room, row_width
from tests.test_load_s27_one_wording import _game

pytestmark = pytest.mark.ui


def test_every_row_of_a_game_has_the_room_of_its_narrowest():
    import pygame

    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path, saves_dir
    from tests.ui_helpers import make_app, steps
    saves_dir().mkdir(parents=True, exist_ok=True)
    seats = ["human", "bot:normal", "bot:normal", "bot:normal"]
    save_match(_game("quadwar", seats, 60), autosave_path())                 # "in Continue": the longer end
    save_match(_game("quadwar", seats, 20, seed=4), saves_dir() / "qw_a.json")
    save_match(_game("quash", ["human", "bot:normal"], 10, seed=5), saves_dir() / "q.json")
    app = make_app(size=(1024, 640))
    try:
        app.nav.load()
        steps(app, 4)
        scene = app.top
        rows = {r["file"]: r["text"] for r in scene.layout_info()["rows"]}
        font = theme.font(scene.m.px(17), True)
        names = (autosave_path().name, "qw_a.json")
        qw = [row_room(saves_dir() / n if n != autosave_path().name else autosave_path(), scene.m) for n in names]
        assert min(qw) < row_width(scene.m), qw
        for name in names:
            body = rows[name].rsplit(" \u00b7 ", 2)[0]      # the game's own words, before "saved · <date>"
            assert font.size(body)[0] <= min(qw), (name, rows[name], min(qw))
    finally:
        pygame.display.quit()
