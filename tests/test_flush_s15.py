"""Session 15 on the Flush board: what new players found (each test fails on the code before its fix)."""

import pygame
import pytest

from tests.ui_helpers import centre, click, close_board, key, make_app, step_until, steps


def _last_result_waits(app, scene):
    """After Let the bots finish: the game's last round's result is on the table (who went out, every
    seat's cards left) and waits for Next; Enter then brings the summary."""
    s = scene.session
    step_until(app, lambda: s.match.over and s.showing_result(), timeout=120)
    steps(app, 30)                                  # half a second later it still waits
    assert s.showing_result() and not scene.summary_up()
    assert scene._round_result() is not None and "result" in scene._g
    assert "director:next" in [b.id for b in scene.hud.buttons]
    key(app, pygame.K_RETURN)
    step_until(app, lambda: scene.summary_up(), timeout=10)


@pytest.mark.ui
def test_letting_the_bots_finish_still_shows_the_last_result():
    """Out of the game, Let the bots finish went straight to the summary ("You lost"): the last round's
    result (who went out, everyone's cards and points) was never seen. It now waits for Next."""
    from quash_table.ui.tables import board_for_match
    from tests.test_flush_s14 import _before_you_go_out
    match = _before_you_go_out()
    assert match is not None
    app = make_app(round_pause=True)
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        step_until(app, lambda: scene.table is not None and any(b.id == "out:finish" for b in scene.table.buttons),
                   timeout=30)
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:finish").rect))
        _last_result_waits(app, scene)
    finally:
        close_board(app)


@pytest.mark.ui
def test_watching_the_bots_the_last_result_waits_too():
    """Watching (each result passing by itself): the game's last result waits for Next all the same."""
    from quash_table.ui.director import AUTO_GATE_SECONDS, Director, Step

    class Session:
        settings = {"animation": "instant", "round_pause": True}

        class match:
            @staticmethod
            def listen(fn):
                pass

    d = Director(Session())
    d.auto_gates = True
    d.steps.append(Step(0, "Round 4 is over", gate=True))
    d.steps.append(Step(1, "Bot 2 wins the game", gate=True, final=True))
    for _ in range(int(AUTO_GATE_SECONDS * 60) * 3):
        d.update(1 / 60, True)
    assert d.gate() is not None and d.gate().final
    assert d.next() and not d.busy()
