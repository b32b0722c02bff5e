"""Session 20 (flush2): what a new player found in Flush. Each test fails on the code before its fix."""

import pytest

from quash_table.ui import theme
from quash_table.ui.table import MIN_TEXT_PX
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui

SIX = ["human", "bot:random", "bot:random", "bot:random", "bot:random", "bot:random"]


def _my_turns(app, scene, turns):
    """Yields at each of the person's next `turns` turns, settled, then plays the first legal action."""
    s = scene.session
    for _ in range(turns):
        settle(app, scene)
        if s.match.over or not s.my_turn():
            return
        yield s
        legal = s.screen_legal()
        s.play(next((a for a in legal if a.get("type") == "play"), legal[0]))
        steps(app, 5)


def test_the_tray_shows_the_last_move_at_1024x640_with_six_seats():
    """At 1024x640 with six seats, your turn's instructions in the tray left no room for the last moves, so
    the tray said nothing of what the bots had just done (the log starts folded at that size). The tray now
    shortens its instructions to keep the newest move whole under them."""
    from quash_table.games.flush.paint_middle import recent_words
    app = make_app(size=(1024, 640))
    scene = board(app, "flush", SIX, seed=3)
    try:
        seen = 0
        for s in _my_turns(app, scene, 6):
            view = scene._prev
            if scene.composer.busy() or view["stage"] is not None:         # (None: a play of cards)
                continue
            news = recent_words(scene, 1)
            if not news:
                continue
            tray = scene._g["tray"]
            inside = [d.text for d in scene.table.decor if hasattr(d, "text") and hasattr(d, "pos")
                      and tray.collidepoint(d.pos)]
            size = max(MIN_TEXT_PX, scene.metrics.px(13))
            last_line = theme.wrap(news[-1], size, tray.w - scene.metrics.px(24))[-1]
            assert last_line in inside, (news[-1], inside)
            seen += 1
        assert seen >= 2
    finally:
        close_board(app)
