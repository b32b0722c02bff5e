"""Session 27: Quadruple War at a hand's result. Against bots the header dropped the game's title at 1024x640
(Let the bots finish and Next took its room) while pass-and-play kept it: one rule for the header whatever the
seats, the score line's briefer form giving way before the title."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match
from tests.ui_helpers import close_board, match_board, step_until, steps

BOTS = ["human"] + ["bot:normal"] * 3
PEOPLE = ["human:Ann", "human:Bob", "human:Cy", "human:Di"]


def saved_at_first_result(tmp_path, seats, seed=1, options=None):
    """A save of a game to 500 at hand 1's result (the next hand dealt, its result not passed), opened again."""
    m = Match("quadwar", seats, seed, options or {})
    rng = random.Random(seed)
    while m.state.hand_no == 1:
        m.play(rng.choice(m.legal_actions()))
    path = save_match(m, tmp_path / "qw-result.json")
    return load_match(path)


def header_at_result(m, size):
    app, scene = match_board(m, size=size, round_pause=True, settled=False)
    try:
        step_until(app, scene.session.showing_result, timeout=30)
        steps(app, 3)
        ids = [o["id"] for o in scene.layout_info()["objects"]]
        return dict(scene.hud.shown), ids
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("bags", [False, True])
def test_the_header_keeps_the_title_at_a_hands_result_against_bots_as_in_pass_and_play(tmp_path, bags):
    options = {"bags": bags}
    alone, ids = header_at_result(saved_at_first_result(tmp_path, BOTS, options=options), (1024, 640))
    assert "hud:finish" in ids and "director:next" in ids, ids
    people, _ = header_at_result(saved_at_first_result(tmp_path, PEOPLE, options=options), (1024, 640))
    assert people["title"] == "Quadruple War", people
    assert alone["title"] == people["title"], alone
    assert alone["status_lines"] == 1 and alone["status"].startswith("Hand 1 is over"), alone
    assert "1" in alone["score"] and "500" in alone["score"], alone       # the hand and the target still said
    if bags:
        assert "bags" in alone["score"], alone
