"""QUASH's board, session 27: an open slot lit for a held card lies over no card (a triple's gap too)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.spot_cards import placed
from tests.ui_helpers import click, close_board, grab, match_board, steps

pytestmark = pytest.mark.ui


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


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_lit_open_slot_lies_over_a_card(seats, size):
    """A held card lights the open slots it may go in (advanced: a spot's open part, Target.mark). A triple
    holding its two outer cards lit its open middle slot over the first card (the slots overlapped: the
    hole and its outline covered that card's face). No lit slot overlaps any card on the board, the gap's
    open slot still lies between its two cards."""
    m = _with_a_gap(seats)
    app, scene = match_board(m, size=size)
    try:
        cards = [p for p in scene.table.pieces if p.zone.startswith("spot:")]
        lit_gap = False
        for p in [p for p in scene.table.pieces if p.zone == "hand:0"]:
            click(app, grab(scene, p.id))
            for tid in scene.drag.legal_targets(p):
                if not tid.startswith("spot:"):
                    continue
                mark = scene.table.target_by_id[tid].mark
                assert not any(mark.colliderect(c.rect) for c in cards), (tid, mark)
                lit_gap |= int(tid[5:]) - 1 in _gaps(m)
            click(app, grab(scene, p.id))
        assert lit_gap, "no held card lit a gap's open slot"
        for k in _gaps(m):
            slots = scene._deco["g"]["slots"]["bottom"][k]
            gap = next(r for r in scene._gaps if r.colliderect(scene._deco["g"]["spots"]["bottom"][k]))
            assert slots[0].right <= gap.x and gap.right <= slots[2].x
        pygame.mouse.set_pos((2, 2))
        steps(app, 2)
    finally:
        close_board(app)
