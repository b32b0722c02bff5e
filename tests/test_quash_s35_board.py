"""Session 35, QUASH's board (review 34a, four seats at 1024x640): a gold "new" frame round a card the next
card on its spot partly covers ran across that card; ..."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _two_new_on_one_spot():
    """Four seats, basic, your turn: Bot 2 and then Bot 4 laid a card each on BLACK's empty spot 5 since
    your play (Bot 3 played elsewhere), so both are marked "new" and the later covers part of the first."""
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 1, {"variant": "basic"})
    mine = 0
    while not (mine and m.to_move == 0):
        seat = m.to_move
        legal = m.legal_actions()
        if mine and seat in (1, 3):
            m.play(next(a for a in legal if a["spot"] == 5))
        else:
            m.play(next(a for a in legal if a["spot"] != 5))
        mine += seat == 0
    return m


def test_a_new_cards_frame_stops_at_the_card_laid_over_it():
    m = _two_new_on_one_spot()
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 3)
        on5 = [p for p in scene.table.pieces if p.code in {a["card"] for a in m.actions[-3::2]}]
        assert len(on5) == 2
        under, over = sorted(on5, key=lambda p: p.z)
        marked = dict(scene.marks.marked())
        assert marked.get(under.id) == "new" and marked.get(over.id) == "new", marked
        assert under.rect.colliderect(over.rect) and over.rect.x > under.rect.x
        app.draw()
        # no gold on the card laid over it, off its own frame's band (its edges and the tag at its foot)
        gold = pygame.Color(theme.GOLD)[:3]
        px = scene.metrics.px
        inner = pygame.Rect(over.rect.x + px(5), over.rect.y + px(5), under.rect.right + px(5) - over.rect.x,
                            over.rect.h * 3 // 4)
        hits = [(x, y) for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)
                if app.screen.get_at((x, y))[:3] == gold]
        assert not hits, hits[:5]
    finally:
        close_board(app)


def _advanced_midround(seed=8, moves=24):
    """Two seats, advanced, your turn after `moves` plays (no swaps), made by seeded random choices."""
    import random
    m = Match("quash", ["human", "bot:random"], seed, {"variant": "advanced"})
    rng = random.Random(seed)
    while len(m.actions) < moves or m.to_move != 0:
        m.play(rng.choice([a for a in m.legal_actions() if a.get("type") != "swap"]))
    return m


def _outline(r, width):
    """The four strips of an outline `width` px wide drawn inside `r` (pygame.draw.rect's)."""
    return [pygame.Rect(r.x, r.y, r.w, width), pygame.Rect(r.x, r.bottom - width, r.w, width),
            pygame.Rect(r.x, r.y, width, r.h), pygame.Rect(r.right - width, r.y, width, r.h)]


def test_a_lit_places_outline_crosses_no_card_over_it():
    """Advanced, a card lifted: each lit place's outline (ui/drag.draw_targets_over, drawn over the pieces)
    keeps off the face of every card drawn over it: a covered card's (its share of the spot's width, 38 px,
    crossed the card over it) and an open slot's beside the cards (it ran down the last card's edge)."""
    m = _advanced_midround()
    app, scene = match_board(m, size=(1024, 640))
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.rect.x)
        scene.drag.selected = hand[len(hand) // 2].id
        steps(app, 2)
        px = scene.metrics.px
        lit = set(scene.drag.legal_targets(scene.drag.active()))
        rnd = scene._rnd
        covered = 0
        for t in scene.table.targets:
            if t.id not in lit:
                continue
            if t.id.startswith("swap:"):
                card = scene.table.piece_by_id[f"r{rnd}:{t.id[5:]}"]
                over = [p for p in scene.table.pieces if p.zone == card.zone and p.z > card.z]
                covered += bool(over)
            else:
                over = [p for p in scene.table.pieces if p.zone == f"spot:RED:{t.id[5:]}"]
            strips = _outline(t.light.inflate(px(8), px(8)), px(3))
            crossed = [(t.id, p.code) for p in over for s in strips if s.colliderect(p.rect.inflate(-2, -2))]
            assert not crossed, crossed
        assert covered >= 2, "the position lights covered cards"
    finally:
        close_board(app)
