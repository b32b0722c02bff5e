"""Review 22 (a new player's NumberQuash): the Load rows of finished races in the kit's one form, the
unfinished row's unit after a 1."""

import re

import pytest

from tests.test_numberquash_s19b import played_out


@pytest.mark.parametrize("seats", [2, 6])
def test_a_finished_race_row_says_each_place_before_its_name_in_one_form(seats):
    """40-load.png/65-load2.png: "You 1st: 18, Bot 2 2nd: 17" (2 seats) beside "finished, Bot 4 won · Bot 4:
    18, ..." (6 seats) and "Bots 4, 6 and 5: 18" (three places merged), "won" in some rows only, no unit."""
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import body_forms
    match = played_out(seats, want=lambda s: s.ended != "stalemate")
    path = save_match(match, saves_dir() / f"nq-s22-row{seats}.json")
    places = match.game.race_places(match.state)
    forms = body_forms(path)
    full = forms[0]
    assert full.split(" \u00b7 ")[1] == "finished", full
    said = full.split(" \u00b7 ")[2]
    assert said.startswith("1st ") and " cells covered, " in said, full
    placed = [p for p in places if p is not None]
    assert len(re.findall(r"(?:^|, )(?:joint )?\d+(?:st|nd|rd|th) ", said)) == len(placed), full
    for form in forms:
        assert " won" not in form, forms
        # every shorter form keeps places apart: never several seats under one score
        assert not re.search(r"Bots [\d, and]+: \d+(?!, \d)", form.split("not placed")[0]), forms


def test_an_unfinished_row_says_the_unit_as_the_number_before_it_asks():
    """41-load.png: "You: 2, Bot 2: 1 cells covered"."""
    from quash_table.engine.standing import standing_words
    from quash_table.engine.match import Match
    unit = Match("numberquash", ["human", "bot:easy"], 1, {}).game.score_unit
    st = {"to_move": 1, "places": [1, 2], "scores": [2, 1], "winners": [], "progress": ["round", 2], "verb": "roll"}
    _, said = standing_words(st, ["You", "Bot 2"], 0, False, [1], unit=unit)   # as save_list.where_parts
    assert said == "You: 2, Bot 2: 1 cell covered", said


def test_the_briefest_header_says_the_leaders_count_as_a_fraction_never_bare():
    """1024x640, six seats: "Bot 4 leads 13" read as "leads by 13"."""
    from quash_table.games.numberquash.race_words import leaders
    scores = [12, 10, 9, 13, 11, 8]
    said = leaders([1, 2, 3, 4, 5], scores, lambda i: f"Bot {i + 1}", brief=2)
    assert said == "Bot 4 13/18", said
    for brief in (False, 1, 2):
        assert not re.search(r"leads \d+(?![\d/])", leaders([1, 2, 3, 4, 5], scores, lambda i: f"Bot {i + 1}", brief))


def test_the_last_one_left_is_placed_with_its_open_cells_said():
    """"You finished 2nd of 2" of a person who never covered a colour (placed as the last one playing)."""
    from types import SimpleNamespace

    from quash_table.ui.chrome import summary_heading
    match = played_out(2, want=lambda s: s.ended == "all_placed" and s.places[0] == 2)
    result = match.game.result(match.state)
    left = 18 - result["scores"][0]
    assert left > 0
    note = f"{left} cell{'s' if left != 1 else ''} short of covering red"
    assert result["standing_words"][0] == note and result["standing_words"][1] is None, result
    # session 25: said once, in the heading: not again in the summary's sentence nor on your row
    assert f"2nd: Seat 1, {result['scores'][0]} cells covered." in result["summary"], result["summary"]
    assert "short of" not in result["summary"], result["summary"]
    session = SimpleNamespace(match=SimpleNamespace(human_seats=lambda: [0]), screen_seat=0,
                              name=lambda i: f"P{i + 1}")
    assert summary_heading(match.game, session, result) == f"You came 2nd of 2, {note}"
    from quash_table.ui.chrome import standing_rows
    assert [row[4] for row in standing_rows(match.game, session, result)] == [None, None]
    # watched by nobody's heading (bots only), the row keeps the note: it is said nowhere else
    bots = SimpleNamespace(match=SimpleNamespace(human_seats=lambda: []), screen_seat=None,
                           name=lambda i: f"P{i + 1}")
    assert [row[4] for row in standing_rows(match.game, bots, result)] == [None, note]


@pytest.mark.ui
@pytest.mark.parametrize("game", ["numberquash", "quash"])
def test_esc_closes_a_hint_shown_before_it_opens_the_pause_menu(game, request):
    """Esc while a hint showed opened the pause menu over it: the first Esc closes the hint (every board),
    the second pauses. Real key events."""
    import pygame

    from tests.test_numberquash_scene import ROLL, close, open_table
    from tests.ui_helpers import ask_hint, key
    if game == "quash":
        app, scene = request.getfixturevalue("quash_stacked")
    else:
        app, scene, _ = open_table([4, 5], before=[ROLL])
    try:
        ask_hint(app, scene)
        assert scene.hints.layout() is not None
        key(app, pygame.K_ESCAPE)
        assert app.top is scene, "the first Esc closes the hint, no pause menu"
        assert scene.hints.layout() is None
        assert scene.message is None or scene.message[1] != "hint", scene.message
        key(app, pygame.K_ESCAPE)
        assert app.top is not scene, "the second Esc pauses"
    finally:
        if game != "quash":
            close(app)


def test_the_hint_says_the_place_a_finishing_steal_gives_and_why_it_banks():
    """"this wins the game: it covers your last open cells" in a six-seat game where a place was already
    won; "bank the roll \u2014 the bonus is worth more than any placement" said no reason."""
    from types import SimpleNamespace

    from quash_table.games.numberquash.race_table import POW
    from quash_table.games.numberquash.reasons import bank_reason, steal_reason
    steals = [{"to": ("red", 0, 3), "from": ("blue", 0, 3)}]
    for places, said in (([None] * 6, "1st"), ([None, 1, None, None, None, None], "2nd")):
        pos = SimpleNamespace(idx={"red": POW[2]}, colours=[["red"]], me=0, view={"places": places})
        words = steal_reason(pos, steals)
        assert words == f"it covers your last open cell: it finishes you {said}", words     # one cell
    for total, does in ((10, "free roll"), (11, "steal"), (12, "from each player")):
        words = bank_reason(total)
        assert str(total) in words and does in words and "later" in words, words


@pytest.mark.ui
def test_pass_and_play_shows_the_last_quasher_land_before_the_board_turns():
    """The board turned to the next person the moment the mover's quasher landed: it stayed on the mover a
    moment (the kit's linger), then turned. Session 61: that look held "Player 2 to roll" over Player 1's octagons
    (review 60); the quasher lands, then the table turns, each pair gliding to its new place (table_turn.py)."""
    from tests.test_numberquash_scene import ROLL, cell, close, open_table
    from tests.ui_helpers import centre, drag, steps
    app, scene, match = open_table([4, 5], seats=("human", "human"), before=[ROLL])
    try:
        assert scene.session.screen_seat == 0
        pair = scene.table.piece_by_id["dice:pair"]
        drag(app, centre(pair.home), centre(cell(scene, "red", 0, 9)))
        assert match.to_move == 1, match.actions
        turned = False
        for _ in range(60 * 2):
            steps(app, 1)
            if scene.session.screen_seat == 1:
                turned = True
                assert scene.table_turn.turning(), "the pairs glide to their places, no jump"
                break
        assert turned, "the board turns to the next person"
    finally:
        close(app)
