"""The move log makes and draws only what it shows: opening a long game, a move, an undo or a replay
step costs a few entries, not the whole game; and the entries made piecemeal equal the whole log made
at once."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.narration import MoveLogBook
from tests.ui_helpers import make_app, step_until, steps

pytestmark = pytest.mark.ui


def _long_quadwar(moves, seed=3):
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], seed, {"target": 10000})
    rng = random.Random(seed)
    while len(m.actions) < moves:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_opening_a_long_game_makes_only_the_entries_on_screen():
    from quash_table.ui.tables import board_for_match
    m = _long_quadwar(1500)
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    # the test plays the moves itself (no bot moves); the director still keeps the table's pace
    scene.session.update = lambda dt, settled, wall=None, seen=True: scene.session.director.update(dt, settled)
    app.push(scene)
    try:
        steps(app, 2)
        made = len(scene.logbook._entries)
        assert 0 < made < 150, made                       # the column's worth, not 1,500
        rng = random.Random(1)
        for _ in range(5):                                # each move adds one entry
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            steps(app)
        assert len(scene.logbook._entries) <= made + 5
        # scrolling to the top makes the rest, and the first line is move 1
        scene.log.wheel(10 ** 6)
        steps(app)
        assert len(scene.logbook._entries) >= len(m.actions) - 5
    finally:
        app.pop()


@pytest.mark.parametrize("game_id,seats,options", [
    ("quash", ["human", "bot:random"], {"target": 60}),
    ("flush", ["human", "bot:random", "bot:random"], {"elimination_at": 40}),
])
def test_entries_made_piecemeal_equal_the_whole_log(game_id, seats, options):
    # QUASH and Flush add the words of the events a move caused: a book that followed the game move by
    # move, with undos and reads of random stretches, says exactly what a new book says at the end.
    from quash_table.ui.tables import board_for_match
    m = Match(game_id, seats, 5, options)
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    try:
        book = scene.logbook
        rng = random.Random(2)
        for _ in range(300):
            if m.over:
                break
            m.play(rng.choice(m.legal_actions()))
            book.entries(len(m.actions) - 1)
            if rng.random() < 0.1:
                m.undo(rng.randint(1, min(5, len(m.actions))))
            if rng.random() < 0.2 and m.actions:
                a = rng.randrange(len(m.actions))
                book.entries(a, a + rng.randint(1, 20))
        fresh = MoveLogBook(scene.session)
        assert book.entries() == fresh.entries()
        assert any("\u2014" in w for _, w in fresh.entries())     # events were heard at all
    finally:
        app.scenes.clear()


def test_a_hand_boundary_starts_a_line_of_its_own():
    # The move that ends a Quadruple War hand: the trick's winner follows the card on its line, the
    # hand's result and the next deal each start their own (the log used to run them into one line).
    from quash_table.ui.tables import board_for_match
    m = _long_quadwar(0)
    rng = random.Random(2)
    while not any(e["kind"] == "hand_scored" for e in m.game.events(m.state, None)):
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    try:
        seat, words = scene.logbook.entries(len(m.actions) - 1)[-1]
        lines = words.split("\n")
        assert " wins trick 13" in lines[0] or " win trick 13" in lines[0]
        assert lines[1].startswith("\u25b8 Hand 1 is over: ")
        assert lines[2].startswith("\u25b8 Hand 2: ") and "deals" in lines[2]
    finally:
        pygame_quit()


def pygame_quit():
    import pygame
    pygame.display.quit()


def test_the_log_opens_with_what_the_setup_decided():
    """A reviewer never saw who starts NumberQuash or why: the opening rolls head the move log (unnumbered,
    names as the plates say them), before and after the first moves."""
    from quash_table.ui.tables import board_for_match
    m = Match("numberquash", ["human", "bot:normal"], 5)
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    # the test plays the moves itself (no bot moves); the director still keeps the table's pace
    scene.session.update = lambda dt, settled, wall=None, seen=True: scene.session.director.update(dt, settled)
    app.push(scene)
    try:
        steps(app, 2)
        words = scene.logbook.setup_words()
        starter = scene.session.short_name(m.state.order[0])     # the log names bots without their level
        assert words.startswith("Opening rolls: ") and f"{starter} starts" in words, words
        assert "Seat " not in words
        drawn = scene.log.rendered()
        assert -1 in drawn                                 # drawn above the first move
        m.play(m.legal_actions()[0])
        scene.session._changed()
        # the log lists a move once the table has shown it (its dice have landed)
        step_until(app, lambda: 0 in scene.log.rendered())
        assert -1 in scene.log.rendered() and 0 in scene.log.rendered()
        q = Match("quash", ["human", "bot:random"], 5)
        assert MoveLogBook(board_for_match(app, q, autosave=False).session).setup_words() == ""
    finally:
        app.pop()
