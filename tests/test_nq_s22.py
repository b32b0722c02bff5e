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
