"""Session 48, review 47a (QUASH advanced, new players): where a drop on your side lays the held card and where it
swaps a card out. Two tries with bands failed (a drop 18 px below a card's top swapped it; then a drop on the
middle of "my card" laid the held card beside it). One plain rule now: the pointer over a laid card's face,
anywhere on it, swaps that card out (it gets the swap frame, the tag says "swap: Q♠ out, 10♣ in"); the spot's
open slot, drawn as a dashed empty slot while a card is held, lays it (the tag says "lay 10♣ on spot 4"). A full
spot shows no open slot. Seed 11 at spot 4 (J♠-Q♠, your 10♣ held: the cards move up, the open slot on the left)."""

import pygame
import pytest

from quash_table.games.quash import held_room, over_pieces, spot_cards
from tests.test_quash_s44_held_room import _hold, _let_go, _seed_11
from tests.ui_helpers import close_board, match_board
from tests.test_quash_s44_held_room import _spot_4_board

SIZES = [(1024, 640), (1280, 800)]


def _tag(scene):
    got = over_pieces.drop_tag(scene)
    return got[0] if got is not None else None


def _points(card, px):
    """The centre of `card` (a rect) and a point just inside each of its edges, halfway along."""
    d = px(5)
    return {"centre": card.center, "top": (card.centerx, card.y + d), "bottom": (card.centerx, card.bottom - d),
            "left": (card.x + d, card.centery), "right": (card.right - d, card.centery)}


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("where", ["centre", "top", "bottom", "left", "right"])
def test_a_drop_anywhere_on_the_q_swaps_it_out_and_the_tag_and_frame_say_so_first(size, where):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        at = _points(slots[2], scene.metrics.px)[where]       # the Q♠ lies in slot 3 while the 10♣ is held
        _hold(app, scene, f"r{rnd}:10C", at)
        assert scene.table.piece_by_id[f"r{rnd}:QS"].home == slots[2]
        assert _tag(scene) == "swap: Q♠ out, 10♣ in"
        assert held_room.open_slots(scene), "the open slot left of J-Q is drawn while the card is held"
        _let_go(app, at)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "QS"


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("where", ["centre", "top", "bottom", "left"])
def test_a_drop_on_the_covered_j_swaps_it_out(size, where):
    """The J♠ lies under the Q♠ but for its strip; aimed at, it is drawn whole on top, framed, and named."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        px = scene.metrics.px
        strip = pygame.Rect(slots[1].x, slots[1].y, slots[2].x - slots[1].x, slots[1].h)
        at = _points(strip, px)[where]
        _hold(app, scene, f"r{rnd}:10C", at)
        assert _tag(scene) == "swap: J♠ out, 10♣ in"
        _let_go(app, at)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "JS"


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_a_drop_on_the_open_slot_lays_the_card_and_the_slot_glows_first(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        at = (slots[0].x + (slots[1].x - slots[0].x) // 2, slots[0].centery)
        _hold(app, scene, f"r{rnd}:10C", at)
        assert _tag(scene) == "lay 10♣ on spot 4"
        got = {tid: r for tid, r, _ in held_room.open_slots(scene)}
        assert got["spot:4"].collidepoint(at), got
        assert over_pieces.aimed(scene)[1].id == "spot:4"      # the slot drawn glowing (draw_open_slots' aimed)
        _let_go(app, at)
        assert scene.composer is None or scene.composer.chain is None
        assert sorted(m.state.board[0][3]) == ["10C", "JS", "QS"], m.state.board[0][3]


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_a_full_spot_shows_no_open_slot_and_a_drop_on_its_card_swaps(size):
    """10♣ laid on J-Q (10-J-Q, full); the K♣ held over the 10♣ swaps it out (J-Q-K)."""
    m = _seed_11()
    m.play({"type": "play", "card": "10C", "spot": 4})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play" and "swap" not in a))
    assert m.to_move == 0 and "KC" in m.state.hands[0]
    app, scene = match_board(m, size=size)
    try:
        rnd = m.state.round
        ten = scene.table.piece_by_id[f"r{rnd}:10C"].home
        at = (ten.x + scene.metrics.px(6), ten.centery)
        _hold(app, scene, f"r{rnd}:KC", at)
        assert "spot:4" not in {tid for tid, _, _ in held_room.open_slots(scene)}
        assert _tag(scene) == "swap: 10♣ out, K♣ in"
        _let_go(app, at)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "10C"
    finally:
        close_board(app)


def test_the_open_slot_is_drawn_dashed_and_glows_where_aimed():
    surface = pygame.Surface((60, 100))
    surface.fill((0, 0, 0))
    r = pygame.Rect(10, 10, 30, 80)
    spot_cards.draw_open_slots(surface, lambda n: n, [("spot:4", r, (0, 200, 0))], aimed="spot:4")
    assert surface.get_at(r.center)[1] > 100            # green glow inside
    assert surface.get_at((r.x + 2, r.y + 2))[:3] == spot_cards.OPEN_SLOT     # the dashed outline
    surface.fill((0, 0, 0))
    spot_cards.draw_open_slots(surface, lambda n: n, [("spot:4", r, (0, 200, 0))], aimed=None)
    assert surface.get_at(r.center)[1] < 50              # a dark hole while not aimed at
