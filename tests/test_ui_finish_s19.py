"""Let the bots finish (session 19): out of the game early, pressing it played the bots' remaining moves on
screen for 20-25 s (each search bot thinking its full second a move). Board Game Arena jumps to the result:
the kit now reaches the game's result within a second or two, the replay and the move log complete, while
Watch keeps the paced play."""

import random

import pygame
import pytest

from tests.ui_helpers import centre, click, make_app, steps

pytestmark = pytest.mark.ui

FPS = 60


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def out_early(level="normal", seats=6, seed=3):
    """A NumberQuash game where you (seat 0) finished first early (played by the normal bot, the others at
    random) and `level` bots race on for the other places: about 90 moves still to play at seed 3."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    match = Match("numberquash", ["human"] + [f"bot:{level}"] * (seats - 1), seed, {})
    you, rng = make_bot("numberquash", "normal", 0, seed), random.Random(seed)
    while not match.over and match.state.places[0] is None:
        legal = match.legal_actions()
        mine = match.state.to_move == 0
        match.play(you.choose(match.game.view(match.state, 0), legal) if mine else rng.choice(legal))
    assert not match.over and match.state.places[0] == 1
    return match


def out_board(match, animation="normal"):
    from quash_table.ui.tables import board_for_match
    # the settings a person plays with: normal speed, each round's result waiting for them
    app = make_app((1280, 800), animation=animation, round_pause=True)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    steps(app, 3)
    return app, scene


def button(scene, id_):
    return next((b for b in scene.table.buttons if b.id == id_), None)


def test_let_the_bots_finish_reaches_the_result_in_a_second_or_two():
    """Against hard bots (a search, a second a move at their pace) the rest of the race took 20-25 s on
    screen after Let the bots finish; now the summary (the result) is up within two seconds of frames, the
    table showing the final position, and the log and replay hold every move."""
    match = out_early()
    app, scene = out_board(match)
    try:
        moves = len(match.actions)
        steps(app, 20)      # the next bot is thinking at its own pace when the person presses the button
        click(app, centre(button(scene, "out:finish").rect))
        frames = 0
        while not scene.summary_up() and frames < 20 * FPS:
            steps(app, 1)
            frames += 1
        assert scene.summary_up() and match.over
        assert frames <= 2 * FPS, f"{frames} frames ({frames / FPS:.1f} s) to the result"
        assert len(match.actions) > moves + 5
        # the table shows the final position, and every move is in the log (and so in the replay)
        steps(app, 2)
        assert scene._built == (scene.session.version, scene.metrics.rect.size)
        assert scene.session.director.shown() == len(match.actions)
        scene.logbook.keep_up()
        assert scene.logbook.count() == len(match.actions)
        assert all(scene.logbook.entries(moves, len(match.actions)))
    finally:
        close(app)


def test_watch_keeps_the_bots_pace():
    """Watch is the other way: the bots play on at their pace, a move at a time, told as before."""
    match = out_early()
    app, scene = out_board(match)
    try:
        moves = len(match.actions)
        click(app, centre(button(scene, "out:watch").rect))
        steps(app, FPS)
        assert not match.over
        assert len(match.actions) - moves <= 3
        assert scene.session.settings["animation"] == "normal"
    finally:
        close(app)


def test_finishing_tells_no_step_but_the_games_last_result():
    """While the bots finish, the director queues no step for their moves (a step per move, a frame each
    at least, was the paced play again); a result the game ends on still waits for the person."""
    from quash_table.engine.match import Match
    from quash_table.ui.session import MatchSession
    match = Match("flush", ["human", "bot:easy", "bot:easy"], 4, {})
    session = MatchSession(match, {"animation": "normal", "round_pause": True}, autosave=False)
    session.finish_bots()
    rng = random.Random(1)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
        assert all(step.final for step in session.director.steps)
    assert [step.final for step in session.director.steps] == [True]
    session.close()
