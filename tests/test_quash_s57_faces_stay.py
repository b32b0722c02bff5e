"""Session 57 (review 56p, QUASH advanced 7/10): "targets move under the pointer when a card is lifted". The hint
said "play A♥ on spot 2, moving J♠ to spot 5"; the player dropped the A♥ where the J♠ lay before the lift and it
was laid in the open slot instead: the card-wide open slot (session 55, for the opposite complaint) was drawn OVER
the laid cards and took their faces, the J♠ left a strip. Now the open slot lies under the cards, reaching up
through the badge row: a drop where a card lay at rest swaps it out; a drop where the slot shows (above the cards,
or beside the last one) lays. Real mouse events; seed 11, spot 4 holds J♠-Q♠ (tests/test_quash_s44_held_room.py)."""

import pygame
import pytest

from quash_table.games.quash import held_room
from tests.test_quash_s44_held_room import _hold, _let_go, _move, _spot_4_board
from tests.ui_helpers import steps

SIZES = [(1024, 640), (1280, 800)]

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", ["QS", "JS"])
def test_a_drop_where_a_card_lay_at_rest_swaps_that_card(size, code):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        rest = pygame.Rect(scene.table.piece_by_id[f"r{rnd}:{code}"].home)
        # the top card's centre; the covered J♠ by the middle of the strip it shows at rest
        q = scene.table.piece_by_id[f"r{rnd}:QS"].home
        at = rest.center if code == "QS" else ((rest.x + q.x) // 2, rest.centery)
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 60, slots[2].bottom + 70))
        _move(app, at)
        assert scene.drag.target_at(at, scene.drag.active()).id == f"swap:{code}"
        _let_go(app, at)
        steps(app, 20)
        assert scene.composer.chain is not None and scene.composer.chain.moving == code, m.state.board[0][3]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("where", ["above", "beside"])
def test_a_drop_where_the_open_slot_shows_lays_the_card(size, where):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        q = pygame.Rect(scene.table.piece_by_id[f"r{rnd}:QS"].home)
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 60, slots[2].bottom + 70))
        hole = next(r for tid, r, _ in held_room.open_slots(scene) if tid == "spot:4")
        assert hole.bottom == q.bottom and hole.y < q.y - scene.metrics.px(10), (hole, q)    # under, reaching up
        at = (hole.centerx, (hole.y + q.y) // 2) if where == "above" else ((q.right + hole.right) // 2, q.centery)
        _move(app, at)
        assert scene.drag.target_at(at, scene.drag.active()).id == "spot:4"
        _let_go(app, at)
        steps(app, 60)
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]


@pytest.mark.parametrize("size", SIZES)
def test_the_laid_cards_show_whole_over_the_open_slot(size):
    """What a player sees: each laid card drawn whole over the slot (the slot showed over the Q♠'s face)."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 60, slots[2].bottom + 70))
        slots_now = held_room.open_slots(scene)
        over = {p.code for p, _ in held_room.cards_over_slots(scene, slots_now)}
        assert "QS" in over, over
        for code in ("JS", "QS"):
            face = scene.table.target_by_id[f"swap:{code}"].rect
            home = scene.table.piece_by_id[f"r{rnd}:{code}"].home
            assert face.right == (home.right if code == "QS" else scene.table.piece_by_id[f"r{rnd}:QS"].home.x)
