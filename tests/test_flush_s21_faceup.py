"""Session 21: in a finished Flush game's "All cards face up" replay the other seats' hands lay at their
blocks at the size of a few backs, fanned 16 px apart: 24x34 px at 1024x640, where a Flush card shows no
corner index (its value, in the middle, lay under the next card), and "LINK" cut to "LIN" at 1280x800. Each
hand now lies under its seat's bases, every card tall enough to draw its corners, fanned no closer than
shows its corner and its words whole (rank and kind), its lines apart, inside its block."""

import pytest

from quash_table.ui.sprites import FLUSH_MARK_BAND, FLUSH_TINY_H, words_shown
from tests.test_flush_s14 import _finished
from tests.ui_helpers import close_board, replay_of, steps

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_other_hands_face_up_are_big_enough_to_read(seats, size):
    m = _finished(seats=seats)
    app, scene = replay_of(m, size=size, face_up=True)
    try:
        s = scene.session
        checked = 0
        for position in range(3, min(len(m.actions), 120), 9):
            s.goto(position)
            steps(app, 2)
            g = scene._g
            for seat, block in g["blocks"].items():
                cards = sorted((p for p in scene.table.pieces if p.zone == f"hand:{seat}"),
                               key=lambda p: (p.home.y, p.home.x))
                if not cards:
                    continue
                assert all(p.code for p in cards), "face up"
                for p in cards:
                    # tall enough that the face draws its corner indices (rank), inside the seat's block
                    # (session 22: where the bases' rows and the table beside them do not hold the hand at
                    # that size, it lies a little smaller: the middle keeps its room, not the hands)
                    assert p.home.h >= FLUSH_TINY_H // 5, (seat, p.home)
                    # in its block's rows, over no other block nor the middle
                    assert block.y <= p.home.y and p.home.bottom <= block.bottom, (seat, p.home, block)
                    assert not p.home.colliderect(g["middle"]), (seat, p.home, g["middle"])
                    # (a seat out of the game shows its plate alone: a long hand may lie under it, session 23)
                    others = [g.get("bare", {}).get(o, b) for o, b in g["blocks"].items() if o != seat]
                    assert not any(b.colliderect(p.home) for b in others), (seat, p.home)
                for a, b in zip(cards, cards[1:]):
                    if a.home.y == b.home.y:
                        # the next card leaves this one's corner and its words (SKIP, LINK, -4) in view
                        shown = b.home.x - a.home.x
                        assert shown >= a.home.w // 2 and shown > words_shown("flush", a.code, a.home.size), \
                            (seat, a.code, a.home, b.home)
                    else:
                        # a further line lies under the kind band of the line above
                        assert b.home.y - a.home.y >= FLUSH_MARK_BAND[1] * a.home.h - 1, (seat, a.home, b.home)
                checked += 1
            # the middle's cards (the piles, the Mimic, the stock) lie clear of every block
            middle = [p.home for p in scene.table.pieces if not (p.zone or "").startswith(("hand:", "base:", "hidden:"))
                      and (p.zone or "") != "faceup" and not (p.zone or "").startswith("faceup:")
                      and g["middle"].colliderect(p.home)]
            assert not any(r.colliderect(b) for r in middle for b in g["blocks"].values())
        assert checked >= 3, checked
    finally:
        close_board(app)
