"""Session 33 (review 32): QUASH at four with every seat a person's: "Partners: seats 1 (Player 1) & 3 (Player 3)
against 2 (Player 2) & 4 (Player 4)" was cut, 134 px short, at 1024x640. The line takes the longest form its
column holds: the seats alone where the people's names do not fit (the rows above name them)."""

import pygame
import pytest

from quash_table.ui import theme
from quash_table.ui.screens.new_game_seat_notes import NOTE_TEXT, partners_forms
from tests.ui_helpers import new_game_screen, steps

pytestmark = pytest.mark.ui


def test_the_partners_forms_name_the_people_then_the_seats_alone():
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "name": "Bot 2"}, {"kind": "human", "name": "Cy"},
             {"kind": "bot", "name": "Bot 4"}]
    assert partners_forms([[0, 2], [1, 3]], seats) == ["Partners: seats 1 (Ann) & 3 (Cy) against 2 & 4",
                                                       "Partners: seats 1 & 3 against 2 & 4"]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_quash_partners_with_four_people_fits_its_column(size):
    a = new_game_screen(size)
    try:
        a.top.pick_game("quash")
        steps(a, 1)
        scene = a.top
        scene.count = 4
        for i in range(4):
            scene.seats[i]["kind"] = "human"
        scene.rebuild()
        steps(a, 1)
        scene = a.top
        label = scene.widgets["seats:teams"]
        text = label.text
        assert text.startswith("Partners: seats 1") and "against 2" in text, text
        assert theme.font(scene.m.px(NOTE_TEXT)).size(text)[0] <= pygame.Rect(label.rect).w, (text, label.rect)
    finally:
        pygame.display.quit()
