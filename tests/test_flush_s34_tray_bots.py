"""Session 34, review 33 (Flush, six seats, 1024x640, the Moves open): while the bots play, the tray showed the
last moves in the move log's full words only, in small type or fewer of them; at your turn it already said them
in their fewest words where the full ones crowd it (Flush.brief_event, session 33). Now while the bots play
too: the last three in the log's words where they fit at the two largest sizes, else in their fewest words."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.paint_middle import recent_words
from quash_table.ui.session import MatchSession
from tests.test_flush_s32_tray_moves import tray_said
from tests.ui_helpers import close_board, key, match_board, steps


def _norm(text):
    return " ".join(text.split())


@pytest.mark.ui
def test_the_tray_says_the_bots_crowded_moves_in_their_fewest_words(monkeypatch):
    monkeypatch.setattr(MatchSession, "_ask_bot", lambda self, seat, seconds=None: None)   # the bots wait
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=4)
    rng = random.Random(4)
    for _ in range(12):           # two new piles and a lay: long full words
        m.play(rng.choice(m.legal_actions()))
    assert m.to_move == 2         # (Bot 3)
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 2)
        if not scene.log_open:
            key(app, pygame.K_l, frames=2)
        said = _norm(tray_said(scene))
        full, brief = recent_words(scene, 3), recent_words(scene, 3, brief=True)
        assert full != brief
        for words in brief:
            assert _norm(words) in said, (words, said)
        for long, short in zip(full, brief):
            if long != short:
                assert _norm(long) not in said, (long, said)
    finally:
        close_board(app)
