"""Session 51, issue 23 (QUASH advanced): while a card is held, a triple holding its outer cards shows its
open slot card-wide over the middle (session 50). That slot covered the next card's upright index, so a
player read the Q♣ only upside down at its foot (review 50's open point). The covered corner is drawn again
over the slot; from session 57 the whole card is (the slot lies under the cards, review 56p)."""
import pygame
import pytest

from quash_table.games.quash import held_room
from tests.test_quash_board27 import _gap_spot, _with_a_gap
from tests.test_quash_s44_held_room import _hold
from tests.ui_helpers import close_board, match_board

CORNER_H = 0.36     # a card's upright index lies in its top-left corner, this much of its height


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_card_right_of_a_gaps_open_slot_shows_its_upright_index(size):
    m = _with_a_gap(2)
    app, scene = match_board(m, size=size)
    try:
        k, slots, fits = _gap_spot(m, scene)
        _hold(app, scene, fits.id, (slots[2].right + 80, slots[2].bottom + 80))
        # session 57: the slot lies under the cards, showing above them (the gap's strip in the badge row); no
        # open slot is drawn over the card (held_room.open_slots: none for this spot, or the cards drawn over it)
        right = max((p for p in scene.table.pieces if p.zone == f"spot:RED:{k + 1}"), key=lambda p: p.rect.x)
        card = pygame.Rect(right.rect)
        shown = scene.table.target_by_id[f"spot:{k + 1}"].mark
        assert shown.bottom < card.y and shown.x < card.x < shown.right, (shown, card)
        drawn = [r for tid, r, _ in held_room.open_slots(scene) if tid == f"spot:{k + 1}"]
        assert not drawn or {p.code for p, _ in held_room.cards_over_slots(scene, drawn)} >= {right.code}
        step = scene._deco["g"]["step"]
        corner = pygame.Rect(card.x, card.y, step, int(card.h * CORNER_H))
        img = right.image()
        on_screen = app.screen.subsurface(corner)
        own = img.subsurface(corner.move(-card.x, -card.y))
        same = sum(on_screen.get_at((x, y)) == own.get_at((x, y)) for x in range(corner.w) for y in range(corner.h))
        assert same >= 0.95 * corner.w * corner.h, (same, corner)
    finally:
        close_board(app)


def test_a_long_warning_tag_stays_on_the_board():
    """The amber tag over spot 1's gap ("this spot will fail unless a later swap changes its cards: 2-10-Q is not
    a triple run as they stand") was clamped to the play area and ran off the window's left edge."""
    from tests.test_quash_s44_held_room import _move
    m = _with_a_gap(2)
    app, scene = match_board(m, size=(1024, 640))
    try:
        k, slots, warned = _gap_spot(m, scene, warned=True)
        _hold(app, scene, warned.id, (slots[2].right + 80, slots[2].bottom + 80))
        _move(app, scene.table.target_by_id[f"spot:{k + 1}"].mark.center)
        text, rect, _, warning = scene.drop_tag()
        assert warning and len(text) > 80, text
        assert scene._deco["g"]["board"].contains(rect), (rect, scene._deco["g"]["board"])
    finally:
        close_board(app)
