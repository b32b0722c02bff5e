"""QUASH's board, session 27: a hint's full reason lies off its arrow; an open slot lit for a held card lies
over no card (a triple's gap too)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.spot_cards import placed
from quash_table.ui import hint_arrow
from tests.ui_helpers import ask_hint, click, close_board, grab, key, match_board, step_until, steps

pytestmark = pytest.mark.ui


def _four_players_turn(seed, plays):
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"variant": "basic"})
    rng = random.Random(seed)
    while not (m.to_move == 0 and len(m.state.history) >= plays and m.state.phase == "play"):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("seed, plays", [(11, 8), (6, 10)])
def test_a_full_reason_neither_crosses_nor_cuts_the_hint_arrow(seed, plays):
    """4 players at 1024x640: H twice shows the full reason. Its one place up or down (a line as wide as the
    table, seed 11) lay across the arrow's only way from the 8 of spades to spot 1, which was drawn cut in
    two under it. The message now goes where it lies off the arrow (beside, in more lines), and the arrow
    drawn is whole and the message lies over no part of its solid stroke and dark edge (its see-through glow may
    pass under a message's corner since session 33: the way is re-routed only for its stroke)."""
    m = _four_players_turn(seed, plays)
    app, scene = match_board(m, size=(1024, 640))
    try:
        hints = scene.hints
        ask_hint(app, scene)
        # the arrow's way routed (a helper thread, arrow_offframe) before H and after it: the settled picture, never a
        # race with the routing (the message placed before its arrow's way was known lay elsewhere)
        step_until(app, lambda: not hints.arrow_pending() and hints.frame_drawn()[0], timeout=120)
        key(app, pygame.K_h)
        steps(app, 3)
        step_until(app, lambda: not hints.arrow_pending() and hints.frame_drawn()[0], timeout=120)
        assert scene.message is not None and hints.current is not None
        parts = hints.arrow_parts()
        assert parts, "the arrow is drawn"
        assert all((a[1] - b[0]).length() <= 1 for a, b in zip(parts, parts[1:])), "the arrow is in one piece"
        said = pygame.Rect(scene.painter.message_rect())
        assert not any(said.clipline(u, v) for u, v in hints._parts_grown(parts, scene.metrics.px(hint_arrow.EDGE))), (said, parts)
    finally:
        close_board(app)


def _side(m):
    return m.game.view(m.state, 0)["side"]


def _gaps(m):
    """Your side's triples holding their two outer cards (a rank missing between them)."""
    board = m.state.board[_side(m)]
    return [k for k in range(9) if [s for _, s in placed(board[k], k)] == [0, 2]]


def _with_a_gap(seats):
    """Advanced, your turn to play with a triple of your side holding a gap: seeded random plays, yours on
    the triples where they can."""
    for seed in range(1, 60):
        m = Match("quash", ["human"] + ["bot:easy"] * (seats - 1), seed, {"variant": "advanced"})
        rng = random.Random(seed)
        while m.state.phase == "play" and m.state.round == 1:
            legal = m.legal_actions()
            if m.to_move == 0 and _gaps(m):
                return m
            if m.to_move == 0:
                triples = [a for a in legal if a["type"] == "play" and "swap" not in a and a["spot"] in (1, 4, 7)]
                m.play(rng.choice(triples or legal))
            else:
                m.play(rng.choice(legal))
    raise AssertionError("no seed leaves you a gap")


def _gap_spot(m, scene, warned=False):
    """(k, spot k's slots, a hand card that may go there, amber if `warned`) of _with_a_gap's triple."""
    side = m.game.view(m.state, 0)["side"]
    k = next(k for k in range(9) if [s for _, s in placed(m.state.board[side][k], k)] == [0, 2])
    fits = [p for p in scene.table.pieces if p.zone == "hand:0" and f"spot:{k + 1}" in scene.drag.legal_targets(p)]
    if warned:
        fits = [p for p in fits if scene.drag.warned(p, [f"spot:{k + 1}"])]
    return k, scene._deco["g"]["slots"]["bottom"][k], fits[0]


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_lit_open_slot_lies_over_a_card(seats, size):
    """A held card lights the open slots it may go in (advanced: a spot's open part, Target.mark). A triple
    holding its two outer cards lit its open middle slot over the first card (the slots overlap: the hole,
    its dashes and its light covered that card's face). At rest a gap's open slot is drawn in the badge row,
    over no card, and a drop on it lays the card there. While a card is held every open slot is card-wide,
    full height (session 49; a gap's over its middle slot since session 50), drawn over the part of the cards
    it covers: each card under it keeps a strip of its face in view, a step wide at least, clear of the slot.
    The cards keep their size."""
    m = _with_a_gap(seats)
    app, scene = match_board(m, size=size)
    try:
        g = scene._deco["g"]
        assert g["card"] == ((71, 99) if size == (1280, 800) else (56, 79))
        cards = [p for p in scene.table.pieces if p.zone.startswith("spot:")]
        gaps = _gaps(m)
        lit_gap = False
        for p in [p for p in scene.table.pieces if p.zone == "hand:0"]:
            click(app, grab(scene, p.id))
            lying = [c for c in scene.table.pieces if c.zone.startswith("spot:")]
            for tid in scene.drag.legal_targets(p):
                if not tid.startswith("spot:"):
                    continue
                mark = scene.table.target_by_id[tid].mark
                k = int(tid[5:]) - 1
                if k in gaps:       # session 57: a gap's open slot while a card is held is card-wide over its
                    slots = g["slots"]["bottom"][k]     # middle slot, under the cards: what shows of it (the spot's
                    # mark) lies above them, in the badge row (drawn over them, it took their faces: review 56p)
                    assert mark.centerx == slots[1].centerx and mark.bottom < slots[1].y, (tid, mark)
                    lit_gap = True
                # session 49: a spot's open slot beside its cards is card-wide, drawn over the part of them it
                # covers (a step beside them was 16 px at 1024x640): each card under it keeps a strip of its
                # face in view, a step wide at least, clear of the slot (this test held no slot over a card)
                for c in lying:
                    if mark.colliderect(c.home):
                        face = scene.table.target_by_id[f"swap:{c.code}"].rect
                        assert not face.colliderect(mark) and face.w >= g["step"], (tid, mark, c.code, face)
            click(app, grab(scene, p.id))
        assert lit_gap, "no held card lit a gap's open slot"
        for gap in scene._gaps:
            assert not any(gap.colliderect(c.rect) for c in cards), gap
        for k in _gaps(m):
            slots = g["slots"]["bottom"][k]
            gap = next(r for r in scene._gaps if slots[1].x <= r.centerx <= slots[1].right
                       and g["badge_rows"]["bottom"].colliderect(r))
            assert (gap.x, gap.right) == (slots[1].x, slots[1].right)     # a card's width (session 28)
            assert scene.drag.target_at(gap.center).id == f"spot:{k + 1}"
        pygame.mouse.set_pos((2, 2))
        steps(app, 2)
    finally:
        close_board(app)
