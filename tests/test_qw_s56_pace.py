"""Review 55k: Quadruple War's bots felt slow, 8 to 12 s for a round of three cards at normal pace and 5 to 6 s
after a bid. Measured in the window: 2.9 s passed after your card before the next bot's (the wait for your
Undo), then about 2 s a bot's card (the pace and CARD_REST 0.75 of it, and its flight). The waits that help
nobody follow are shorter: after your card 0.7 of the Undo grace, after your bid 1.6 of it (was 2), after a bot's
card that leaves the trick open 1.25 of the pace (was 1.75). The completed trick is still held as long."""

import pytest

from tests.ui_helpers import match_board, step_until


@pytest.mark.ui
def test_the_bots_wait_less_after_your_bid_your_card_and_their_own_cards():
    from quash_table.ui import settings as settings_mod
    from tests.test_qw_s23 import _your_bid
    m = _your_bid()
    app, scene = match_board(m, animation="normal")
    s = scene.session
    try:
        grace, pace = settings_mod.undo_grace(s.settings), settings_mod.bot_pace(s.settings)
        s.play(s.screen_legal()[2])                                 # your bid
        assert s.waiting_for_undo() and s.bot_wait() == pytest.approx(1.6 * grace)
        step_until(app, lambda: s.my_turn() and s.view()["phase"] == "play" and scene.settled(), timeout=60)
        s.play(s.screen_legal()[0])                                 # your card
        assert m.actors[-1] == 0 and s.waiting_for_undo()
        assert s.bot_wait() == pytest.approx(max(0.7 * grace, 1.25 * pace)), s.bot_wait()
        # a bot's card that leaves the trick open: the next bot rests a quarter of the pace longer
        step_until(app, lambda: m.actors[-1] != 0 and m.state.trick and m.to_move != 0, timeout=30)
        assert s.bot_wait() == pytest.approx(1.25 * pace), s.bot_wait()
    finally:
        from tests.ui_helpers import close_board
        close_board(app)
