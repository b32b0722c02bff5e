"""Session 34 (rows): the Load rows and the main menu's Continue say a game in one voice. Continue said
"Quadruple War against Bot 2, Bot 3 and Bot 4, hand 2, trick 3 of 13, your turn" while the row said
"Quadruple War · trick 3, your turn · You: 30, Bot 2: 10, ... points" (the hand's number gone first, the
opponents only through the scores); The Game's Continue said "turn 2" where its row said the cards laid. Now
Continue says the row's longest form (continue_line), a Quadruple War row gives way as every game's does (the
trick before the hand), and NumberQuash's longest form names every seat's count. Headless."""

import random

import pytest

from quash_table.engine.match import Match

H4 = ["human", "bot:easy", "bot:easy", "bot:easy"]


def _played(game_id, seats, moves, seed=3):
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    while not m.over and len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


def _forms(m):
    from quash_table.ui.continue_source import match_head
    from quash_table.ui.save_list import row_forms
    return row_forms(m.game, match_head(m))[0]


@pytest.mark.parametrize("game_id,seats,moves", [("quadwar", H4, 70), ("quash", H4, 60), ("numberquash", H4, 40),
                                                 ("thegame", H4[:2], 6), ("flush", H4[:3], 40), ("quash", H4[:2], 40)])
def test_continue_says_the_load_rows_longest_form(game_id, seats, moves):
    from quash_table.ui.screens.main_menu import continue_note
    m = _played(game_id, seats, moves)
    assert not m.over
    note = continue_note(m)
    assert note == _forms(m)[0], note
    assert " of 13" not in note and "turn 2," not in note, note
    # every opponent named, as the row names them
    for k in range(2, len(seats) + 1):
        assert f"Bot {k}" in note, note


def test_a_quadruple_war_row_keeps_its_hand_when_the_trick_gives_way():
    m = _played("quadwar", H4, 70)
    forms = _forms(m)
    bodies = [f.split(" \u00b7 ", 1)[1] for f in forms if " \u00b7 " in f]
    assert bodies[0].startswith("hand ") and ", trick " in bodies[0], forms
    # no form says the trick without its hand ("trick 3, your turn" beside "round 2, your turn")
    assert not any(b.startswith("trick ") for b in bodies), forms
    assert any(b.startswith("hand ") and ", trick " not in b and " to play" in b for b in bodies), forms


def test_numberquash_longest_row_names_every_seats_count():
    m = _played("numberquash", H4, 40)
    first = _forms(m)[0]
    assert all(f"Bot {k}: " in first or f"Bot {k} " in first for k in (2, 3, 4)), first
