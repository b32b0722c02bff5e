"""Session 33 (review 32): New game's help line (what a seat's Human / Bot list and name field are) spoke only
while the pointer rested on one of them, and a new player never saw it. Unpointed, it says what they are in
short (IDLE_HELP), whole, in its two lines under the seat rows, for every game at 1024x640 and 1280x800."""

import pytest

from quash_table.ui.screens.new_game_tips import IDLE_HELP
from tests.ui_helpers import new_game_screen, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_help_line_speaks_without_hover(size):
    a = new_game_screen(size)
    try:
        for gid in a.top.game_ids:
            a.top.pick_game(gid)
            steps(a, 2)
            scene = a.top
            lines = [scene.widgets[f"help_line:{n}"] for n in (0, 1)]
            said = " ".join(el.text for el in lines if el.visible)
            # whole (a pick's words with it: NumberQuash's colour), never cut in its two lines
            assert said == scene.help_line_idle() and said.startswith(IDLE_HELP[:60]), (gid, said)
    finally:
        import pygame
        pygame.display.quit()
