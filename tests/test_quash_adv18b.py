"""QUASH advanced after a new player's review of session 18 (rev18c): drops on the drawn open slot, and the
hints' words (what changed since the last hint, a reason in the middle of a swap, what a move gains first)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, drag, grab, match_board, steps


def _gap_on_spot_1():
    """Advanced, 2 players: RED (you) holds 2♣ and 4♣ on spot 1 (a triple with its open slot between
    them) and the 3♣ in hand, to move."""
    m = Match("quash", ["human", "bot:easy"], 1, {"dealer": 1, "variant": "advanced"})
    st = m.state
    mine = st.hands[0]
    for i, c in enumerate(("2C", "3C", "4C")):
        if c in mine:
            continue
        j = next(j for j, x in enumerate(mine) if x not in ("2C", "3C", "4C"))
        other = next(h for h in st.hands[1:] if c in h) if any(c in h for h in st.hands[1:]) else None
        if other is not None:
            other[other.index(c)] = mine[j]
        else:
            d = list(st.discards)
            d[d.index(c)] = mine[j]
            st.discards = tuple(d)
        mine[j] = c
    for card in ("2C", "4C"):
        assert m.to_move == 0
        m.play({"type": "play", "card": card, "spot": 1})
        bot = next(a for a in m.legal_actions() if a.get("type") == "play" and "swap" not in a
                   and a["spot"] != 1)
        m.play(bot)
    assert m.to_move == 0 and sorted(m.state.board[0][0]) == ["2C", "4C"]
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_drop_with_the_pointer_on_the_open_slot_lays_the_card_there(size):
    """Review 18c: in a triple showing 5♣ [open slot] 7♥, the 6♥ dragged with the pointer right on the
    dashed open slot swapped out the 5♣ (its swap target reached over the slot). The open slot drawn
    between a gap's two cards takes a drop on it, wherever the dragged card's edges lie."""
    m = _gap_on_spot_1()
    app, scene = match_board(m, size=size)
    try:
        rnd = m.state.round
        gap = next(r for r in scene._gaps if r.colliderect(scene._deco["g"]["spots"]["bottom"][0]))
        card = scene.table.piece_by_id[f"r{rnd}:3C"]
        assert card.zone.startswith("hand"), card.zone
        start = grab(scene, card.id)
        drag(app, start, gap.center)
        steps(app, 3)
        assert sorted(m.state.board[0][0]) == ["2C", "3C", "4C"], (m.state.board[0][0], scene.composer.chain)
    finally:
        close_board(app)
