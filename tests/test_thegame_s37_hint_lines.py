"""The Game, session 37 (review 36c): beside a straight arrow at 1024x640 the longest short hints took three lines,
of the smaller type too ("Lay green 1 on ▼ — skips 7 numbers (2 to 9; 7 is laid already, not lost) on ▼, and
after it only 3 green cards can turn ▼ back"). The short words leave to the why (H) the notes in brackets, the
stack the move names already and how many cards of the closing colour are left (why.does_words brief: "skips 7
numbers, then ▼ takes only green"); at two seats each of these hints, three lines or the smaller type before,
reads in two lines of the board's own type."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import HintBot, NormalBot
from quash_table.games.thegame.rules import GAME

pytestmark = pytest.mark.ui

# (seed, moves) at two seats, 1024x640: your hinted card closes ▼ or skips many, or costs nothing and closes it
LONG = [(4, 79), (4, 93), (10, 16), (53, 33), (27, 27), (8, 19), (0, 21), (10, 27), (3, 5)]


def _hinted(seed, moves):
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=seed)
    bots = [NormalBot(GAME, i, seed) for i in range(2)]
    while len(m.actions) < moves:
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))
    assert m.to_move == 0
    bot = HintBot(GAME, 0, len(m.actions), iterations=20)
    action = bot.choose(GAME.view(m.state, 0), m.legal_actions())
    return m, action, bot.reason


def test_the_long_short_hints_read_in_two_lines_of_the_boards_type_beside_the_arrow():
    from quash_table.ui import theme
    from tests.ui_helpers import close_board, match_board, steps
    for seed, moves in LONG:
        m, action, reason = _hinted(seed, moves)
        assert action["type"] == "play", (seed, moves, action)
        app, scene = match_board(m, size=(1024, 640))
        try:
            scene.hints.display(action, reason)
            steps(app, 3)
            assert len(scene.hints.arrow_drawn()[0]) >= 1
            words = scene.message[0]
            rect, lines = scene.painter._message_place()
            own = theme.font(scene.metrics.px(16)).get_linesize()
            assert len(lines) <= 2 and all(line.get_height() == own for line in lines), (seed, moves, words, len(lines))
            assert rect.collidelist(scene.hints.arrow_band()) < 0, (seed, moves, rect)
            # the notes are the why's: all of it on H
            assert "(" not in words.replace("(H: why)", ""), words
            assert str(reason).startswith(("skips", "costs", "starts", "the next", "turns")), str(reason)
        finally:
            close_board(app)
