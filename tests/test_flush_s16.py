"""Session 16's look at Flush after the last review: a pass-and-play round's result keeps the side the table
showed; the end summary says when each seat went out; ... (headless, real mouse and key events)."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.bots import NormalBot
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _before_round_end(seats, seed, rounds=1, options=None):
    """A match of `seats`, every seat played by the normal bot, one move before its `rounds`th round ends
    (a legal move of the seat to move ends it)."""
    m = Match("flush", seats, seed=seed, options=options or {})
    g = m.game
    bots = [NormalBot(g, i, seed=seed + i) for i in range(len(seats))]
    while True:
        st = m.state
        legal = m.legal_actions()
        ending = [a for a in legal if len(g.apply(st, a).rounds) >= rounds]
        if len(st.rounds) + 1 >= rounds and ending:
            return m, ending[0]
        m.play(bots[st.to_move].choose(g.view(st, st.to_move), legal))


def test_a_pass_and_play_rounds_result_keeps_the_side_the_table_showed():
    """Review 16: Cat went out and the table turned to Ann's side (seat 0) under the round's result; the
    result keeps the mover's side, and nobody's hand is on the screen until the next curtain is lifted."""
    m, ending = _before_round_end(["human:Ann", "human:Bob", "human:Cat"], seed=5)
    mover = m.to_move
    assert mover != 0
    app, scene = match_board(m, settled=False, round_pause=True)
    s = scene.session
    try:
        steps(app, 65)
        assert s.curtain == mover
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None and s.screen_seat == mover and scene._g["bottom"] == mover
        scene.act(ending)
        shown = 0
        for _ in range(240):
            steps(app, 1)
            if s.showing_result():
                shown += 1
            assert scene._g["bottom"] == mover, (shown, s.showing_result())
        assert shown, "the round's result never showed"
        plate = [d.text for d in scene.table.decor if getattr(d, "text", None) == s.name(mover)]
        assert plate
        # Next: the curtain asks for the next round's first player; nobody's hand shows meanwhile
        key(app, pygame.K_RETURN)
        steps(app, 10)
        assert s.curtain is not None and s.screen_seat is None
        info = scene.layout_info()
        assert not [o for o in info["objects"] if o.get("zone", "").startswith("hand:") and o.get("card")]
    finally:
        close_board(app)
