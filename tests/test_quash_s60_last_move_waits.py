"""Session 60 (review 60, QUASH advanced): "See the last move" showed in the header while the bot's move was still
landing on the table: offered on your turn as the match has it, before there was a move on the screen to see. It
is offered on your turn as the screen shows it (turn_on_screen, as Hint is lit): once the bot's cards have landed."""

from quash_table.engine.match import Match
from quash_table.games.quash.last_move import BUTTON_WORDS
from tests.test_quash_s56_last_move import bot_swapped_last, header
from tests.ui_helpers import close_board, match_board, settle, step_until


def test_see_the_last_move_waits_until_the_bots_move_has_landed():
    done, _ = bot_swapped_last()
    m = Match("quash", ["human", "bot:normal"], seed=5, options={"variant": "advanced"})
    for a in done.actions[:-1]:                 # the bot to move: its swap chain comes with the board open
        m.play(a)
    assert m.state.to_move == 1
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        step_until(app, lambda: m.state.to_move == 0)
        seen_landing = False
        while not scene.turn_on_screen():       # the bot's cards still gliding to their spots
            seen_landing = True
            assert header(scene) is None, [b.label for b in scene.hud.buttons]
            app.step(1 / 60)
        assert seen_landing
        settle(app, scene)
        assert header(scene) is not None and header(scene).label == BUTTON_WORDS
    finally:
        close_board(app)
