"""The kit and the shell after the session-18 new player's review (helper shell2). Each test fails on the
code before its fix."""

import pytest

from tests.ui_helpers import close_board, steps

QW3 = ["human", "bot:normal", "bot:normal"]
QW4 = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.ui
def test_undo_window_drains_on_the_undo_button_until_the_bot_moves():
    """Review 18: after your move the next bot waits settings.undo_grace for an Undo, but nothing showed
    the window: players pressed U at 3 s and read "Too late to undo". The header's Undo now carries a bar
    that drains as the bot's own wait runs (session.undo_window) and is gone once the bot has moved."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import board, make_app, settle
    app = make_app(animation="normal")
    scene = board(app, "quadwar", QW4, seed=3, options={"dealer": 3})     # you bid first
    try:
        s, m = scene.session, scene.session.match
        settle(app, scene)
        assert scene.hud.undo_bar is None            # no wait runs on your turn
        grace = settings_mod.undo_grace(s.settings)
        s.play(s.screen_legal()[2])                  # your bid
        widths = []
        waited = 0.0
        while len(m.actions) == 1 and waited < 10:
            steps(app, 1)
            waited += 1 / 60
            bar = scene.hud.undo_bar
            widths.append(bar.w if bar is not None else 0)
            if 0.3 < waited < grace - 0.3:
                undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
                assert bar is not None and undo.rect.contains(bar), (waited, bar)
        assert len(m.actions) == 2                    # Bot 2 has bid
        early = widths[int(0.3 * 60)]
        late = widths[int((grace - 0.4) * 60)]
        assert early > late > 0, (early, late)        # it shrinks with time
        assert all(a >= b for a, b in zip(widths, widths[1:])), widths
        steps(app, 2)
        assert scene.hud.undo_bar is None             # gone once the bot has moved
    finally:
        close_board(app)
