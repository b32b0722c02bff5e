"""Session 48 (review 47c): a Mimic that came to your hand since your last action carried two pills, the
Mimic's "M" at its top and a "new" tag under it, and read as clutter. It now carries one, "M new", where its
"M" is (new_tags.with_badge). Headless: the pills as the board draws them over its cards."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.layout import is_empty
from quash_table.games.flush.new_tags import new_tags
from tests.ui_helpers import close_board, match_board, steps


def _position():
    """Seed 0, four seats of random bots but you: your turn at move 84, where your hand holds a new Mimic (3)."""
    m = Match("flush", ["human"] + ["bot:random"] * 3, seed=0)
    rng = random.Random(0)
    while not m.over:
        v = m.game.view(m.state, 0)
        if m.to_move == 0 and any(is_empty(b) for b in v["bases"][0]) and len(v["hand"]) >= 6:
            return m
        m.play(rng.choice(m.legal_actions()))
    pytest.fail("no such position (rules or seeds changed?)")


def _seen(pills):
    """The pills a person sees: one a later pill wholly covers is not seen."""
    return [r for i, r in enumerate(pills) if not any(later.contains(r) for later in pills[i + 1:])]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_new_mimic_carries_one_pill(size):
    app, scene = match_board(_position(), size=size)
    try:
        steps(app, 5)
        badges = scene.mimic_badges()
        tags = new_tags(scene, [b for b, _ in badges])
        pills = [r for r, _ in badges] + [r for r, _ in tags]
        hand = [p for p in scene.table.pieces if (p.zone or "").startswith("hand:") and p.code]
        new_mimics = [p for p in hand if scene.drawn_card(p.id) and any(p.rect.contains(b) for b, _ in badges)]
        assert new_mimics, "no new Mimic in the hand (seed changed?)"
        for p in hand:
            on = [r for r in _seen(pills) if p.rect.contains(r)]
            assert len(on) <= 1, (p.code, on)
        for p in new_mimics:
            assert any(p.rect.contains(r) and r.w > b.w for r, _ in tags for b, _ in badges if p.rect.contains(b)), p.code
    finally:
        close_board(app)
