"""The header and the move log are redrawn when the log lists more, without the painter asking the log each
frame: the director says when the table has caught up with the match (Director.on_shown), and every other
change of what the log lists (a move heard, a step begun or passed, QUASH's scoring spot by spot, Quadruple
War's trick shown to the person taking the screen) builds the table again, which redraws every region. Five
games, a person playing at random against bots, frame by frame: whenever the log is not waiting to be
redrawn, it was drawn with what it lists now."""

import random

import pytest

from tests.ui_helpers import board, close_board, make_app

pytestmark = pytest.mark.ui

GAMES = [("quash", ["human", "bot:easy"], {}),
         ("quadwar", ["human", "bot:random", "bot:random", "bot:random"], {}),
         ("flush", ["human", "bot:normal", "bot:normal"], {}),
         ("numberquash", ["human", "bot:normal"], {}),
         ("thegame", ["human:Ann", "bot:normal"], {})]


@pytest.mark.parametrize("game_id,seats,options", GAMES, ids=[g[0] for g in GAMES])
def test_the_log_is_redrawn_whenever_it_lists_more(game_id, seats, options):
    app = make_app(animation="fast")
    scene = board(app, game_id, seats, seed=5, options=options)
    s, painter = scene.session, scene.painter
    drawn = []                      # what the log listed each time it was drawn
    paint_log = painter._paint_log

    def paint(layer):
        drawn.append(scene.logbook.count())
        paint_log(layer)
    painter._paint_log = paint
    rng = random.Random(1)
    grew = staged = 0
    try:
        last = scene.logbook.count()
        for _ in range(60 * 40):
            app.step(1 / 60)
            if s.match.over:
                break
            if s.my_turn() and scene.settled() and rng.random() < 0.2:
                s.play(rng.choice(s.screen_legal()))
            now = scene.logbook.count()
            grew += now > last
            staged += bool(scene.staged_caption())        # a board's own steps on show
            last = now
            if "log" not in painter.dirty and drawn:
                assert drawn[-1] == now, (len(s.match.actions), drawn[-5:], now)
        assert grew >= 5                    # the log did list new moves as they were shown
        if game_id in ("quash", "quadwar"):
            assert staged                   # and the board's own steps were seen through
    finally:
        close_board(app)
