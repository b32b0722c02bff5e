"""The Game's board at the end of a game: after a loss the summary says whether the deal could have been won
with every card known (the exact search of analysis.py); after a win it says nothing of the kind."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match, solve, verdict
from quash_table.games.thegame.scene import TheGameBoard
from tests.ui_helpers import find, make_app, step_until

pytestmark = pytest.mark.ui


def finished_board(match):
    from quash_table.ui.tables import board_for_match
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    return app, scene


def summary_notes(scene):
    return find(scene.layout_info()["objects"], "summary")["notes"]


def test_a_lost_game_says_whether_the_deal_could_have_been_won():
    rng = random.Random(5)
    match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=11)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    assert match.game.result(match.state)["winners"] == []          # random play loses this deal
    app, scene = finished_board(match)
    try:
        assert summary_notes(scene)[0] in (TheGameBoard.CHECKING, verdict(analyze_match(match)))
        step_until(app, lambda: summary_notes(scene) != [TheGameBoard.CHECKING], timeout=20)
        expected = verdict(analyze_match(match))
        assert summary_notes(scene) == [expected]
        assert expected == "With every card known, this deal could have been won."
        app.step(1 / 60)                            # and the panel draws it
    finally:
        app.pop()
        pygame.display.quit()


def test_a_won_game_has_no_such_note():
    match = Match("thegame", ["human:Tess", "bot:normal"], seed=4)
    s = match.state
    line = []
    assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, False, seconds=10, line=line) is True
    for action in line:                             # the solver's own winning line, through the rules
        match.play(action)
    assert match.over and match.game.result(match.state)["winners"]
    app, scene = finished_board(match)
    try:
        app.step(1 / 60)
        assert summary_notes(scene) == []
    finally:
        app.pop()
        pygame.display.quit()
