"""Session 37 (nq2): NumberQuash words that contradicted themselves or said too little."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.words import reroll_settled
from tests.test_numberquash_scene import close
from tests.ui_helpers import make_app, steps


def test_a_reroll_says_only_what_it_settled():
    # Bots 3 and 6 tied again on 4 over Seat 1's 3: the order between them is the next roll's to say
    said = reroll_settled(((0, 2, 1), (2, 1, 3), (5, 1, 3)))
    assert said == "Seat 3 and Seat 6 before Seat 1; Seat 3 and Seat 6 roll again"
    assert reroll_settled(((2, 4, 4), (5, 6, 2))) == "they roll again"
    assert reroll_settled(((2, 6, 2), (5, 3, 1))) == "Seat 3 before Seat 6"


# seed 57, six seats: You 2+3, Bot 2 5+3, Bot 3 3+2, Bot 4 6+3, Bot 5 2+5, Bot 6 2+3; tied on 5: You 2+1,
# Bot 3 1+3, Bot 6 1+3 (Bots 3 and 6 tied again on 4); tied on 4: Bot 3 6+2, Bot 6 3+1
@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_six_seats_a_second_tie_each_reroll_line_says_only_what_it_settled(size):
    from quash_table.ui.tables import board_for_match
    match = Match("numberquash", ["human"] + ["bot:normal"] * 5, 57, {})
    view = match.game.view(match.state, 0)
    assert [[r[0] for r in rnd] for rnd in view["opening"]] == [[0, 1, 2, 3, 4, 5], [0, 2, 5], [2, 5]]
    app = make_app(size, animation="normal")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    try:
        tray = scene.tray.rect
        labels = [d for d in scene.table.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        text = " ".join(d.text for d in labels)
        # each re-roll's rolls in the turn order they made (session 49: as every list of the seats)
        assert ("Tied on 5, rolled again: Bot 3 1+3=4, Bot 6 1+3=4, you 2+1=3, so Bot 3 and Bot 6 before you; "
                "Bot 3 and Bot 6 roll again") in text, text
        assert "Tied on 4, rolled again: Bot 3 6+2=8, Bot 6 3+1=4, so Bot 3 before Bot 6" in text, text
        assert "Bot 3 before Bot 6 before you" not in text, text
    finally:
        close(app)


@pytest.mark.ui
@pytest.mark.parametrize("seats", [2, 6])
def test_the_logs_last_line_says_why_the_game_ended_at_every_seat_count(seats):
    # six seats ended on a seat's "Quashed! (3rd place)" with no word that the game was over (the places
    # played for were all taken); two seats said it ("... is the only one still playing and takes 2nd place")
    import random

    import pygame

    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import settle
    rng = random.Random(1)
    match = Match("numberquash", ["human"] + ["bot:random"] * (seats - 1), 1, {})
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    app = make_app((1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        last = [words for _, words in scene.logbook.entries()][-1]
        why = ("the game is over" if match.state.ended == "places"
               else "is the only one still playing and takes" if match.state.ended == "all_placed" else None)
        assert why is not None, match.state.ended
        assert why in last, last
        if seats == 6:
            assert last.rstrip().endswith("All 3 places played for are taken: the game is over"), last
    finally:
        app.pop()
        pygame.display.quit()


def test_a_finishing_steal_says_cell_or_cells_as_many_as_were_open():
    # "it covers your last open cells" when one cell was open
    from types import SimpleNamespace

    from quash_table.games.numberquash.race_table import POW
    from quash_table.games.numberquash.reasons import steal_reason
    one = [{"to": ("red", 0, 3), "from": ("blue", 0, 3)}]
    pos = SimpleNamespace(idx={"red": POW[2]}, colours=[["red"]], me=0, view={"places": [None] * 6})
    assert steal_reason(pos, one) == "it covers your last open cell: it finishes you 1st"
    two = one + [{"to": ("red", 1, 5), "from": ("blue", 1, 5)}]
    pos = SimpleNamespace(idx={"red": POW[2] + POW[4]}, colours=[["red"]], me=0, view={"places": [None] * 6})
    assert steal_reason(pos, two) == "it covers your last open cells: it finishes you 1st"


def test_a_plate_says_a_10_spent_on_a_free_roll_at_every_room():
    # "2 rolls: 1 cell" of a turn that spent a banked 10 on its free roll: the bonus spent was never said
    from quash_table.games.numberquash.plate_news import fitted, turn_parts

    def roll(a, b, free=False):
        return {"kind": "dice_rolled", "seat": 1, "dice": (a, b), **({"free": True} if free else {})}
    events = [roll(6, 1), {"kind": "nothing_fits", "seat": 1, "dice": (6, 1)},
              {"kind": "bonus_spent", "seat": 1, "value": 10, "effect": "free_roll"}, roll(2, 3, free=True),
              {"kind": "placed", "seat": 1, "cells": [("pink", 0, 5)]}]
    parts = turn_parts(events, 1, lambda o: "you" if o == 0 else f"Bot {o + 1}",
                       lambda o: "your" if o == 0 else f"Bot {o + 1}'s")
    assert parts.whole == ("2 rolls: free roll (10), left pink 5", "free roll (10), left pink 5",
                           "2 rolls: free roll (10), 1 cell", "free roll (10), 1 cell", "free roll, 1 cell"), parts.whole
    assert fitted(parts, lambda s: len(s) <= 31) == "free roll (10), left pink 5"        # (review 60)
    # beside a badge at 6 seats 1024x640: the cells still said, the free roll without its number
    assert fitted(parts, lambda s: len(s) <= 20) == "free roll, 1 cell"
    for room in range(14, 90):       # ("free roll (10)" the fewest words: nothing below)
        said = fitted(parts, lambda s, room=room: len(s) <= room)
        assert "free roll" in said, (room, said)


def test_the_turns_sooner_figure_is_said_only_as_near_as_the_table_has_it():
    # the table's 1.56 turns (covering left red 8 against 1 and 7 on a first move) read "about 2 turns sooner"
    from quash_table.games.numberquash.race_table import FULL, POW, table
    from quash_table.games.numberquash.reasons import closer_words
    E = table()
    figure = E[FULL - POW[0] - POW[6]] - E[FULL - POW[7]]
    assert 1.5 < figure < 1.75, figure
    said = closer_words(figure, "left red 1 and 7")
    assert said == "you should finish 1 to 2 turns sooner than with left red 1 and 7", said
    assert closer_words(3.1, "x") == "you should finish about 3 turns sooner than with x"
    assert closer_words(2.5, "x") == "you should finish 2 to 3 turns sooner than with x"
    assert closer_words(1.2, "x") == "you should finish sooner than with x"
