"""Session 51, issue 23 (QUASH, 4 players, new players): once a round's play is over and your bot partner
holds your team's pool, your hand shows your own leftover cards and, beside them, the partner's part of the
pool face down (pool_art.pool_as_yours). Review 49 found those backs unexplained: cards of yours turned
over? Words over them now say whose they are and when you see them."""

import random

import pygame

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, steps


def _pooled_round():
    """4 players, you (seat 0) and Bot 3 against two bots, basic: random plays to the end of a round with no
    tie, Bot 3 holding RED's pool with 4 of your leftover cards in it; the round's last play not yet made."""
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], 1, {"variant": "basic"})
    rng = random.Random(1)
    while m.state.phase == "play":
        m.play(rng.choice(m.legal_actions()))
    pool = m.game.view(m.state, 0)["pool"]
    assert m.state.phase == "deal" and pool["holder"] == 2 and len(pool["mine"]) == 4
    last = m.actions[-1]
    m.undo(1)
    return m, last


def test_words_over_the_partners_pooled_backs_say_whose_they_are():
    m, last = _pooled_round()
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="normal", round_pause=True)
    try:
        steps(app, 3)
        m.play(last)
        steps(app, 120)
        backs = [p for p in scene.table.pieces if p.id.startswith("pool")]
        assert len(backs) == 4 and all(p.code is None for p in backs)
        caption = scene._pool_caption
        assert caption is not None, "no words over the partner's backs"
        box, lines, _ = caption
        assert lines[0] == "Bot 3's 4 leftover cards, in RED's pool"
        assert "if a spot ties" in lines[1]
        span = backs[0].home.unionall([p.home for p in backs[1:]])
        assert span.contains(box), (span, box)
        # drawn over the backs, in the caption's gold
        shot = app.screen.subsurface(box)
        gold = pygame.Color(theme.GOLD)
        assert any(shot.get_at((x, y))[:3] == gold[:3] for x in range(box.w) for y in range(box.h))
    finally:
        close_board(app)
