"""Session 26 review (10-score1.png): while "This spot will fail" waited, the hint's words lay low over
your hand, hiding half its cards. They go at the foot of the move log where they fit there (over the hand
only when the log has no room left)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, drag, grab, key, match_board, step_until, steps, target_rect

pytestmark = pytest.mark.ui


def _two_basic_with_a_failing_placement():
    """2 players, basic: the first turn of yours with a placement that makes its spot fail."""
    from quash_table.bots import make_bot
    from quash_table.games.quash.rules import GAME
    m = Match("quash", ["human", "bot:easy"], 4, {"variant": "basic"})
    bots = {s: make_bot("quash", "normal", s, 4 + s) for s in range(2)}
    while True:
        legal, st = m.legal_actions(), m.state
        if m.to_move == 0 and st.phase == "play" and len(st.history) > 8:
            fails = [a for a in legal if "swap" not in a
                     and GAME.placement_failure(st.board[0][a["spot"] - 1], a["card"], a["spot"])]
            if fails:
                return m, fails[0]
        m.play(bots[m.to_move].choose(m.game.view(st, m.to_move), legal))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_hint_over_the_fail_question_keeps_off_your_hand(size):
    m, fail = _two_basic_with_a_failing_placement()
    app, scene = match_board(m, size=size)
    try:
        drag(app, grab(scene, f"r{m.state.round}:{fail['card']}"), target_rect(scene, f"spot:{fail['spot']}").center)
        steps(app, 30)
        assert scene._modal is not None and scene.composer.confirm is not None
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, 60)
        steps(app, 3)
        assert scene.message is not None and scene.message[1] == "hint"
        r = scene.painter.message_rect()
        hand = [p.rect for p in scene.table.pieces if p.zone == "hand:0"]
        assert hand and r.collidelist(hand) < 0, (r, [h for h in hand if r.colliderect(h)])
        assert not r.colliderect(scene._modal["rect"])
        assert r.collidelist(scene.table.text_rects()) < 0
    finally:
        close_board(app)
