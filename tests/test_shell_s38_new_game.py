"""Review 38 (a new player on New game): Quadruple War set up to 150 last time, 10 typed over it: the "As last
time" words and Usual setup were hidden while typing and left a hole under the game's description. They stay in
their place and say what last time was; Usual setup is greyed only where the table is the usual one already."""

import pygame
import pytest

from tests.test_ui_shell_new_game_memory import _as_last_time, _type_option, new_game_screen, objects, press
from tests.ui_helpers import choose, find, make_app

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_as_last_time_place_keeps_its_words_while_typing(size):
    app = make_app(size)
    try:
        new_game_screen(app)
        press(app, "game:quadwar")
        _type_option(app, "option:target", "150")
        press(app, "start")
        assert app.top.name == "board"
        new_game_screen(app)
        place = find(objects(app), "as_last_time")["rect"]
        assert _as_last_time(app) == "From last game: Target score 150"
        _type_option(app, "option:target", "10")
        assert _as_last_time(app) == "Last game: Target score 150"
        assert find(objects(app), "as_last_time")["rect"] == place
        assert find(objects(app), "usual")["enabled"]               # 10 is not the usual: Usual setup puts 500
        _type_option(app, "option:target", "500")
        assert _as_last_time(app) == "Last game: Target score 150"
        assert not find(objects(app), "usual")["enabled"]           # the usual table already
        choose(app, "seat1:kind", "Bot: easy")                      # a rebuild: the words stay in their place
        assert _as_last_time(app) == "Last game: Target score 150", _as_last_time(app)
        assert find(objects(app), "as_last_time")["rect"] == place
        assert find(objects(app), "usual")["enabled"]
    finally:
        pygame.display.quit()
