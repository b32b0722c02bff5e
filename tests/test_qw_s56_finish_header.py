"""Review 55k: when the bots finished the game for the one person ("Let the bots finish"), the board's header
said plain "You win the game" while the summary said "Your seat won — a bot finished the game for you". The
header at the game's end now says the summary's heading (ui/out_choice.stand_in_heading, read by both), and the
last hand's result "Your seat wins the game, 188 to 132"."""

import pygame
import pytest

from tests.ui_helpers import centre, click, close_board, find, key, match_board, step_until, steps


@pytest.mark.ui
def test_the_header_at_the_end_of_a_game_the_bots_finished_says_the_summarys_heading():
    from quash_table.ui.chrome import summary_heading
    from tests.test_qw_s22 import _last_card
    m = _last_card(target=150)       # the bot in your seat wins it
    app, scene = match_board(m, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        key(app, pygame.K_RETURN, frames=3)             # your last card: the hand's result
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        click(app, centre(find(scene.layout_info()["objects"], "hud:finish")["rect"]), frames=3)
        click(app, centre(find(app.top.layout_info()["objects"], "finish:confirm")["rect"]), frames=1)
        step_until(app, lambda: m.over and s.showing_result(), timeout=120)
        steps(app, 3)
        heading = summary_heading(m.game, s, m.game.result(m.state))
        assert heading == "Your seat won \u2014 a bot finished the game for you", heading
        said = scene.hud.shown
        assert heading in str(said), (heading, said)
        assert "You win the game" not in str(said) and "wins the game" not in str(said), said
        # the last hand's result under it says your seat's win the same way
        assert scene._game_end().startswith("Your seat wins the game, "), scene._game_end()
    finally:
        close_board(app)
