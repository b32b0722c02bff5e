"""Session 31 (a new player, QUASH advanced, 2 players): in the two-row hand (23 cards on a small window) the
hinted card of the row behind rose half a lift (7 px at 1024x640) on the strip the front row leaves of it, and
looked not raised at all, as in the one-row hand it plainly is. It rises a whole lift now (Board.hint_lift);
a card of the front row, or of a one-row hand, half a lift as before."""

import pytest

from quash_table.engine.match import Match
from quash_table.ui.drag import LIFT
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def hinted(size, card):
    m = Match("quash", ["human", "bot:normal"], 5, {"variant": "advanced", "target": 30, "dealer": 1}, None, [])
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    settle(app, scene)
    action = next(a for a in scene.session.screen_legal() if a["card"] == card and "swap" not in a)
    scene.hints.display(action, "")
    steps(app, 2)
    return app, scene, scene.table.piece_by_id[f"r1:{card}"]


def test_the_hinted_card_of_the_row_behind_rises_a_whole_lift():
    app, scene, piece = hinted((1024, 640), "3S")       # the 3♠: third card of the row behind
    try:
        front = [p for p in scene.table.pieces if p.zone == piece.zone and p.rect.top > piece.rect.top]
        assert front, "the hand lies in two rows at 1024x640"
        # it was px(LIFT) // 2; session 38: at least a whole lift, clear of the front row (test_quash_s38_rise)
        assert scene.drag.lift_offset(piece) <= -scene.metrics.px(LIFT)
        # drawn there: the point a whole lift above the row's top, in the card's own strip, is that card
        x = piece.rect.left + scene.metrics.px(6)
        assert scene.drag.piece_at((x, piece.rect.top - scene.metrics.px(LIFT) + 2)) is piece
    finally:
        close_board(app)


@pytest.mark.parametrize("size, card", [((1024, 640), "8C"), ((1280, 800), "3S")])
def test_a_card_of_the_front_row_or_a_one_row_hand_rises_half_a_lift(size, card):
    app, scene, piece = hinted(size, card)
    try:
        assert scene.drag.lift_offset(piece) == -scene.metrics.px(LIFT) // 2
    finally:
        close_board(app)
