"""Session 20 (QUASH advanced, 2 players, at 1024x640): the 23-card hand was one row showing 28 pixels of each
card, rank and suit squeezed ("cramped"). Where one row shows less than layout.ROW_MIN_STRIP of each card,
the hand lies in two rows, the second over the lower part of the first: every card's top-left corner (its
rank and suit) stays uncovered, and each shows far more of itself than in one row. The band is the same all
round (layout.geometry reads the 23 dealt, not the cards held)."""

import pytest

from quash_table.games.quash.layout import ROW_MIN_STRIP
from tests.ui_helpers import board, close_board, make_app, settle

CORNER_W, CORNER_H = 30, 34     # screen pixels of a card's top-left corner that must show (rank over suit)


def _hand(size, seats=("human", "bot:normal"), variant="advanced"):
    app = make_app(size=size)
    scene = board(app, "quash", list(seats), seed=3, options={"variant": variant})
    settle(app, scene)
    pieces = [p for p in scene.table.pieces if p.zone == "hand:0"]
    out = [(p.home.copy(), p.z) for p in pieces]
    close_board(app)
    return out


def _corner_covered(card, z, hand):
    corner = card.copy()
    corner.size = (CORNER_W, CORNER_H)
    return any(other.colliderect(corner) for other, oz in hand if oz > z)


@pytest.mark.ui
def test_a_23_card_hand_at_1024x640_shows_every_corner_in_two_rows():
    hand = _hand((1024, 640))
    assert len(hand) == 23
    assert not [r for r, z in hand if _corner_covered(r, z, hand)]
    rows = sorted({r.y for r, _ in hand})
    assert len(rows) == 2
    for y in rows:
        row = sorted(r.x for r, _ in hand if r.y == y)
        assert min(b - a for a, b in zip(row, row[1:])) >= 1.5 * ROW_MIN_STRIP
    assert hand[0][0].h >= 90          # the cards are no smaller than a readable size


@pytest.mark.ui
def test_at_1280x800_and_at_13_cards_the_hand_stays_one_row():
    for size, variant in (((1280, 800), "advanced"), ((1024, 640), "basic")):
        hand = _hand(size, variant=variant)
        assert len({r.y for r, _ in hand}) == 1, (size, variant)
        assert not [r for r, z in hand if _corner_covered(r, z, hand)]
