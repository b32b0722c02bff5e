"""Reviews 54f, 54i (advanced, new players): a card dropped on the middle of a half-filled spot swapped out the
card there; the open place was a narrow dashed strip at the spot's right, and both took the swap back. The open
slot drawn while a card is held is now a whole card's place (spot_cards.open_slot). Session 57 (review 56p: the
slot drawn over the laid card took its face, and a drop where the hinted card had lain laid instead of swapping):
it lies under the cards, reaching up through the badge row; each laid card swaps by its face as at rest, and a drop
where the slot shows lays. Driven by real drags."""

import pygame
import pytest

from tests.test_quash_scene import ADV_STACKED, _composing
from tests.ui_helpers import close_board, drag, grab, open_board, settle

pytestmark = pytest.mark.ui


def _one_card_on_spot_1(size):
    """An advanced board at `size` with your 2♥ laid on spot 1 (a triple), your turn again, 3♦ in hand."""
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1, "variant": "advanced"},
                            stacked=ADV_STACKED, size=size)
    m = scene.session.match
    drag(app, grab(scene, f"r{m.state.round}:2H"), scene.table.target_by_id["spot:1"].rect.center)
    assert m.actions[0] == {"type": "play", "card": "2H", "spot": 1}
    settle(app, scene)
    assert m.to_move == 0
    return app, scene


def _hold(app, start, end, moves=8):
    """Press at `start` and move to `end` (a real drag, not let go)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(1 / 60)
    for i in range(1, moves + 1):
        pos = (start[0] + (end[0] - start[0]) * i // moves, start[1] + (end[1] - start[1]) * i // moves)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        app.step(1 / 60)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_drop_where_the_open_slot_shows_lays_the_card(size):
    """Session 57 (review 56p): the open slot lies under the laid cards, so a drop on the 2♥ where it lay swaps it
    (test_the_strip_...); the slot is a card's place at the spot's right end reaching up through the badge row,
    and a drop where it shows, above the cards or beside them, lays the card."""
    for where in ("above", "beside"):
        app, scene = _one_card_on_spot_1(size)
        try:
            m = scene.session.match
            rnd = m.state.round
            two = scene.table.piece_by_id[f"r{rnd}:2H"].home
            start = grab(scene, f"r{rnd}:3D")
            _hold(app, start, (0, 0), moves=1)                      # lifted: the open slot is drawn
            slot = scene.table.target_by_id["spot:1"].mark          # what shows of it above the cards
            assert slot.w == two.w and slot.bottom < two.y, slot
            spot = scene.table.target_by_id["spot:1"].rect
            at = slot.center if where == "above" else ((two.right + spot.right) // 2, two.centery)
            _hold(app, start, at)
            assert scene._drop_hint()[0].startswith("lay 3\u2666 on spot 1"), (where, scene._drop_hint())
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
            app.step(1 / 60)
            assert m.actions[-1] == {"type": "play", "card": "3D", "spot": 1} and _composing(scene)[0] is None
        finally:
            close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_strip_a_half_covered_card_shows_still_swaps_it_out(size):
    app, scene = _one_card_on_spot_1(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        start = grab(scene, f"r{rnd}:3D")
        _hold(app, start, (0, 0), moves=1)                         # lifted: the open slot is drawn
        face = scene.table.target_by_id["swap:2H"].rect            # the 2♥'s face, as at rest (session 57)
        assert face == scene.table.piece_by_id[f"r{rnd}:2H"].home, face
        _hold(app, start, face.center)
        assert scene._drop_hint()[0].startswith("swap: 2\u2665 out"), scene._drop_hint()
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=face.center, button=1))
        app.step(1 / 60)
        assert _composing(scene)[0] is not None and scene.table.piece_by_id[f"r{rnd}:2H"].zone == "chain"
    finally:
        close_board(app)
