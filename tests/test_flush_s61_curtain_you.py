"""Session 61 (review 60): in pass-and-play the curtain's news said "Player 2 is skipped" to Player 2. Words told to
the person at the screen say "you" (curtain_news.addressed_seat, the board's newsbook): the curtain calling
Player 2 says "you are skipped"; the move log keeps every seat's name."""

import pytest

from quash_table.bots import make_bot
from quash_table.ui.curtain_news import curtain_news
from tests.test_flush_s60_skip_curtain import _before_the_skip
from tests.ui_helpers import close_board, match_board, step_until

pytestmark = pytest.mark.ui


def test_the_curtain_tells_the_skipped_person_you_are_skipped(tmp_path):
    m, skip = _before_the_skip()
    m.play(skip)                                    # Player 2 is skipped: the bot, then Player 1 again
    bots = {s: make_bot("flush", "normal", s, seed=31) for s in range(3)}
    while m.state.to_move != 1:
        s = m.state.to_move
        m.play(bots[s].choose(m.game.view(m.state, s), m.game.legal_actions(m.state)))
    app, scene = match_board(m, size=(1024, 640), settled=False, layout_path=str(tmp_path / "layout.json"))
    try:
        s = scene.session
        step_until(app, lambda: s.curtain == 1, timeout=20)
        _, items = curtain_news(s, getattr(scene, "newsbook", scene.logbook))     # (the log's own before s61)
        said = " ".join(line for item in items for line in item)
        assert "you are skipped" in said and "Player 2 is skipped" not in said, said
        log = " ".join(words for _, words in scene.logbook.entries())
        assert "Player 2 is skipped" in log, log           # the log names every seat
    finally:
        close_board(app)
