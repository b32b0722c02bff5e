"""NumberQuash, session 38: the end summary's result never breaks a place from the seat it names ("… 3rd: /
Bot 3 (normal), 18 cells covered." at 1024x640, review 38): a place and its name go down together."""

import pygame

from quash_table.ui import theme

TEXT = ("1st: Bot 6 (normal), 18 cells covered. 2nd: You, 18 cells covered. 3rd: Bot 3 (normal), 18 cells "
        "covered. Not placed: Bot 2 (normal) with 1 cell left, Bot 4 (normal) with 2 cells left.")
UNITS = ["You", "Bot 2 (normal)", "Bot 3 (normal)", "Bot 4 (normal)", "Bot 6 (normal)"]


def test_a_place_and_its_name_stay_on_one_line():
    pygame.font.init()
    for width in range(200, 720, 5):
        for wrap in (theme.wrap, theme.wrap_balanced):
            lines = wrap(TEXT, 15, width, units=UNITS)
            assert " ".join(lines) == TEXT
            ends = [a.split(" ")[-1] for a in lines[:-1]]
            assert not [e for e in ends if e in ("1st:", "2nd:", "3rd:")], (width, lines)
