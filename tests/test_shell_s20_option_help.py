"""Review 20: New game's lines under an option say what it changes, not its name again: NumberQuash's
"Doubles roll again" (it said "a double rolls again once used in full"), and Allow undo says what "marked in
the statistics" meant (engine/stats: such a game counts, and in the Undone column)."""

import pygame
import pytest

from tests.ui_helpers import find, make_app, press_widget, screen_objects, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_lines_under_doubles_and_allow_undo_say_what_they_change(size):
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        press_widget(a, "new")
        press_widget(a, "game:numberquash")
        hint = find(screen_objects(a), "option:doubles:hint")["label"]
        assert hint == "a double rolls again only if placed or banked in full", hint
        # (session 21: said as a sentence on a line of its own, "... in Statistics' Undone column")
        note = find(screen_objects(a), "allow_undo:counts")["label"]
        # (session 50: no "Undone column", which read as a mark against the player)
        assert note.endswith("as any other") and "marked" not in note and "Undone" not in note, note
    finally:
        pygame.display.quit()
