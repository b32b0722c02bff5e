"""Advanced: a bot's swap chain moves two or three cards at once; the board marks each moved card where it
now lies until the next move (nothing marked them, and a player could not follow the chain)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash.over_pieces import card_marks, moved_marks
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle

pytestmark = pytest.mark.ui


def _after_a_bots_swap():
    m = Match("quash", ["human", "bot:random"], 11, {"variant": "advanced"})
    rng = random.Random(2)
    while True:
        legal = m.legal_actions()
        if m.to_move == 1:
            swaps = [a for a in legal if "swap" in a]
            if swaps and m.state.round == 1:
                m.play(swaps[0])
                return m, swaps[0]
        m.play(rng.choice(legal))


def test_the_cards_a_bots_chain_moved_are_marked_where_they_lie():
    m, swap = _after_a_bots_swap()
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        moved = [f"r{rnd}:{c}" for c, _ in swap["swap"]]
        marks = moved_marks(scene)
        assert len(marks) == len(moved)
        for pid, (frame, _) in zip(moved, marks):
            assert frame.contains(scene.table.piece_by_id[pid].rect), pid
    finally:
        close_board(app)


def _four_players_two_chains_before_your_turn():
    """4 players: seat 0 (the person) to move after two other seats' swap chains since its latest play."""
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], 4, {"variant": "advanced"})
    rng = random.Random(3)
    chains = []
    while True:
        legal = m.legal_actions()
        if m.to_move == 0:
            if m.state.phase == "play" and len(chains) >= 2:
                return m, chains
            chains = []
        elif m.state.phase == "play":
            swaps = [a for a in legal if "swap" in a]
            if swaps:
                a = rng.choice(swaps)
                chains.append(a)
                m.play(a)
                continue
        m.play(rng.choice(legal))


def test_every_card_moved_since_your_play_is_marked_not_only_the_last_chain():
    """At 4 players the partner's and the opponents' chains all come between your turns: the cards each of
    them moved are marked (only the last seat's chain was, so a partner's changes to your side showed
    nothing)."""
    m, chains = _four_players_two_chains_before_your_turn()
    app = make_app()
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        rnd = m.state.round
        moved = []
        for a in chains:
            moved += [c for c, _ in a["swap"] if c not in moved]
        assert len(moved) > len(chains[-1]["swap"])
        # (a card laid since your play and moved later is marked "new": card_marks counts every mark)
        marks = [(frame, tag) for frame, tag, _ in card_marks(scene)]
        assert len(marks) == len(set(moved) | {a["card"] for a in chains}), (moved, chains)
        for c in moved:
            rect = scene.table.piece_by_id[f"r{rnd}:{c}"].rect
            assert any(frame.contains(rect) for frame, _ in marks), c
    finally:
        close_board(app)


def test_a_moved_tag_lies_on_its_card_clear_of_the_tracks_the_finish_and_the_cards_corner_rank():
    for size in ((1024, 640), (1280, 800)):
        m, swap = _after_a_bots_swap()
        app = make_app(size=size)
        scene = board_for_match(app, m, autosave=False)
        app.push(scene)
        try:
            settle(app, scene)
            g = scene._deco["g"]
            marks = moved_marks(scene)
            assert marks
            for frame, tag in marks:
                if tag is None:         # merged into the tag of a card beside it (test_quash_board15b)
                    continue
                for where in ("top", "bottom"):
                    assert not tag.colliderect(g["track"][where]), (tag, where)
                # the card's two corner ranks, and those of every card on the board, stay uncovered
                for p in scene.table.pieces:
                    if p.zone.startswith("spot:") and p.code:
                        r = p.rect
                        for corner in (pygame.Rect(r.x, r.y, int(r.w * 0.29), int(r.h * 0.3)),
                                       pygame.Rect(r.right - int(r.w * 0.29), r.bottom - int(r.h * 0.3),
                                                   int(r.w * 0.29), int(r.h * 0.3))):
                            assert not tag.colliderect(corner), (tag, p.id)
                # on its card's foot, under its pips, as far down as its gold frame (session 17: on the card
                # itself the tag covered a bottom pip at 1024x640)
                assert frame.contains(tag), (tag, frame)
        finally:
            close_board(app)
