"""Session 47 (2 seats, 1280x800): while Bot 2's cards were still landing, under "Bot 2 (normal) is thinking…", the
"Tell the team" panel already showed your signal buttons, live. The panel offers them once the plates and the
header give you the turn (ShownMoment.marked_to_move), as they say "Signals are for your turn." before."""

import pygame
import pytest

from tests.ui_helpers import centre, close_board, drag, grab, key, open_board, settle, steps, target_rect

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_signal_button_while_a_team_mates_move_is_on_the_screen(size):
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], seed=21, size=size, animation="normal")
    try:
        m = scene.session.match
        card = m.state.hands[0][0]
        drag(app, grab(scene, card), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        key(app, pygame.K_e)
        seen_bot = seen_live = False
        for _ in range(1200):
            steps(app, 1)
            marked = scene.marked_to_move()
            live = [b.id for b in scene.table.buttons if b.id.startswith("signal:")]
            if marked != 0:
                seen_bot = True
                assert not live, (marked, live, len(m.actions))
            elif seen_bot and live:
                seen_live = True
                break
        assert seen_bot and seen_live
    finally:
        close_board(app)
