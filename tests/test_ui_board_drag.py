"""The Game's board driven by real pygame mouse and keyboard events (headless, dummy video driver)."""

import pygame
import pytest

from quash_table.ui.director import Step
from tests.conftest import THEGAME_STACKED
from tests.ui_helpers import (ask_hint, board, centre, click, drag, key, make_app, piece_rect,
                              settle, steps, target_rect)

pytestmark = pytest.mark.ui


@pytest.fixture
def table(thegame_table):
    return thegame_table


def test_legal_drag_lays_the_card_and_changes_the_state(table):
    app, scene = table
    match = scene.session.match
    before = match.game.dump(match.state)
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    assert match.actions == [{"type": "play", "card": "R9", "stack": "up"}]
    assert match.game.dump(match.state) != before
    assert match.state.up == "R9"
    settle(app, scene)
    # The card now lies on the ascending stack, where the board put it.
    assert scene.table.piece_by_id["R9"].zone == "stack:up"
    assert scene.table.piece_by_id["R9"].rect == target_rect(scene, "stack:up")


def test_illegal_drag_springs_back_with_the_reason(table):
    app, scene = table
    match = scene.session.match
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    settle(app, scene)
    snapshot = match.game.dump(match.state)
    home = piece_rect(scene, "B2")
    drag(app, centre(home), centre(target_rect(scene, "stack:up")))
    # Refused: nothing changed, the reason from the rules is on screen, the card is on its way home.
    assert len(match.actions) == 1
    assert match.game.dump(match.state) == snapshot
    text, level, _ = scene.message
    assert level == "error" and "Blue 2 is not higher than red 9" in text
    assert scene.table.piece_by_id["B2"].rect != home      # still where it was dropped
    steps(app, 40)
    assert scene.table.piece_by_id["B2"].rect == home      # sprung back
    info = scene.layout_info()
    assert any(o["kind"] == "message" and "not higher" in o["text"] for o in info["objects"])


def test_click_path_and_keyboard_path(table):
    app, scene = table
    match = scene.session.match
    # Click the card, then the descending stack.
    click(app, centre(piece_rect(scene, "B2")))
    assert scene.drag.selected == "B2"
    assert set(scene.drag.legal_targets(scene.table.piece_by_id["B2"])) == {"stack:up", "stack:down"}
    click(app, centre(target_rect(scene, "stack:down")))
    assert match.actions[-1] == {"type": "play", "card": "B2", "stack": "down"}
    settle(app, scene)
    # Keyboard: Tab picks the card, 1 the ascending stack, Enter lays it.
    key(app, pygame.K_TAB)
    assert scene.drag.selected == "R9"
    key(app, pygame.K_1)
    key(app, pygame.K_RETURN)
    assert match.actions[1] == {"type": "play", "card": "R9", "stack": "up"}


def test_end_turn_button_and_signal_button(table):
    app, scene = table
    match = scene.session.match
    signal = next(b for b in scene.table.buttons if b.id.startswith("signal:") and b.enabled)
    sent = next(a for a in scene.legal if scene.composer.next_step(a) == ("press", signal.press))
    click(app, signal.rect.center)
    assert match.actions[-1] == sent and sent["type"] == "signal"
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    settle(app, scene)
    end = next(b for b in scene.table.buttons if b.id == "end_turn")
    assert end.enabled
    click(app, end.rect.center)
    assert match.actions[-1] == {"type": "end_turn"}
    # The bot then plays (off the UI thread) and the turn comes back.
    settle(app, scene)
    assert match.over or match.to_move == 0
    assert len(match.actions) > 3


def test_nothing_moves_when_it_is_not_your_turn():
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=5, stacked=THEGAME_STACKED, options={"first": 1})
    steps(app, 2)
    match = scene.session.match
    assert match.to_move == 1 and not scene.session.my_turn()
    assert scene.session.screen_legal() == []
    assert all(not t for t in [scene.drag.movable()])
    # Picking up your own card out of turn is answered, not ignored (once the deal has brought it home).
    for _ in range(100):
        if scene.drag.piece_at(centre(piece_rect(scene, "R9"))) is not None:
            break
        steps(app, 1)
    assert not scene.session.my_turn()
    click(app, centre(piece_rect(scene, "R9")))
    assert scene.message is not None and "turn" in scene.message[0]
    app.pop()
    pygame.display.quit()


def test_hard_bots_think_in_a_worker_process():
    import time

    from quash_table.games import get_game
    from quash_table.ui.botrunner import BotRunner
    game = get_game("thegame")
    state = game.new_state(2, seed=3)
    runner = BotRunner("thegame", 3)
    try:
        legal = game.legal_actions(state)
        runner.ask(1, 0, "hard", game.view(state, 0), legal)
        assert runner._proc is not None and runner._proc.pid is not None   # not this process
        deadline = time.monotonic() + 60
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = runner.poll()
            time.sleep(0.02)
        assert answer is not None and answer[0] == 1 and answer[1] in legal
    finally:
        runner.close()


def test_a_bot_worker_whose_table_closed_mid_thought_ends_quietly():
    # The window closes (or a match is dropped) while a hard bot thinks: the worker's answer has nowhere
    # to go, and it must end without a traceback on the player's terminal.
    import multiprocessing

    from quash_table.games import get_game
    from quash_table.ui.botrunner import _worker_main
    game = get_game("thegame")
    state = game.new_state(2, seed=3)
    table_end, worker_end = multiprocessing.Pipe()
    table_end.send((1, 0, "normal", game.view(state, 0), game.legal_actions(state), None, False, None))
    table_end.close()
    _worker_main(worker_end, "thegame", 3)     # reads the request, thinks, finds the table gone: returns


def test_undo_and_hint_from_the_keyboard(table):
    app, scene = table
    match = scene.session.match
    ask_hint(app, scene)
    text, level, _ = scene.message
    assert level == "hint" and text.startswith("Hint:")
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    settle(app, scene)
    assert len(match.actions) == 1 and any(b.id == "hud:undo" for b in scene.hud.buttons)
    key(app, pygame.K_u)
    assert match.actions == [] and match.undos == 1
    settle(app, scene)
    assert scene.table.piece_by_id["R9"].zone == "hand:0"


def test_the_table_follows_the_window_size(table):
    app, scene = table
    for size in ((1024, 640), (1920, 1080)):
        app.set_window(size, False)
        settle(app, scene)
        info = scene.layout_info()
        hand = [o for o in info["objects"] if o.get("zone") == "hand:0"]
        assert len(hand) == 2
        for o in info["objects"]:
            if "rect" in o:
                x, y, w, h = o["rect"]
                assert x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1], (size, o)
        # Cards grow with the window.
        assert hand[0]["rect"][3] == scene.metrics.px(190)
    # A drag still lands after the resize.
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    assert scene.session.match.state.up == "R9"


def test_picking_up_a_card_while_the_last_move_is_shown_says_so():
    # "Wait: it is Player 1's turn" was said to Player 1 while the director still showed a bot's move.
    app = make_app()
    scene = board(app, "thegame", ["human", "bot:normal"], seed=5, stacked=THEGAME_STACKED)
    settle(app, scene)
    s = scene.session
    assert s.my_turn()
    s.director.steps.append(Step(0, "Bot 2 draws", seconds=60))     # a move still being told
    assert not s.my_turn()
    scene.not_your_turn()
    assert "still being shown" in scene.message[0]
    app.pop()
    pygame.display.quit()


def double_click(app, pos):
    click(app, pos, frames=1)
    click(app, pos, frames=2)


def test_a_double_click_plays_a_card_that_has_exactly_one_place(table):
    """Issue 23: no double-click to play. A double-click plays a piece with exactly one lit target; with
    two (either stack) it stays two clicks; two clicks far apart in time are two clicks."""
    app, scene = table
    match = scene.session.match
    double_click(app, centre(piece_rect(scene, "R9")))          # both stacks take it: nothing is played
    assert match.actions == [] and scene.drag.selected is None
    drag(app, centre(piece_rect(scene, "R9")), centre(target_rect(scene, "stack:up")))
    assert match.state.up == "R9"
    settle(app, scene)
    assert scene.drag.legal_targets(scene.table.piece_by_id["B2"]) == ["stack:down"]
    click(app, centre(piece_rect(scene, "B2")))
    steps(app, 40)                                               # too slow for a double-click
    click(app, centre(piece_rect(scene, "B2")))
    assert len(match.actions) == 1 and scene.drag.selected is None
    double_click(app, centre(piece_rect(scene, "B2")))
    assert match.actions[-1] == {"type": "play", "card": "B2", "stack": "down"}


def test_esc_during_a_mouse_drag_only_puts_the_card_back(table):
    """Review 14: Esc mid-drag put the card back AND opened the Pause menu. It only puts the card down;
    the mouse let go afterwards lays nothing; a second Esc pauses as ever."""
    from tests.ui_helpers import post
    app, scene = table
    match = scene.session.match
    home = piece_rect(scene, "R9")
    start, end = centre(home), centre(target_rect(scene, "stack:up"))
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    steps(app, 1)
    for i in range(1, 9):
        pos = (start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8)
        post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        steps(app, 1)
    assert scene.drag.busy()
    key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is scene                     # no Pause menu over the board
    assert not scene.drag.busy()
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    steps(app, 40)
    assert match.actions == []                         # letting go over the stack lays nothing
    assert scene.table.piece_by_id["R9"].rect == home  # the card is back in the hand
    key(app, pygame.K_ESCAPE)
    assert app.scenes[-1] is not scene                 # with no drag, Esc pauses
