"""Session 45, review (QUASH advanced, new players): while the 10♣ was held over spot 4 (J♠-Q♠), the spot made
room on the left (held_room) and its cards stood where its empty right part had been; a drop on the middle or
the right of the spot swapped the Q♠ out ("swap out Q♠") where a player meant to lay the 10 there, the
obvious legal move. Now one rule on every spot with an open slot: a card on it swaps only by its top band
(its corner index, lit on its own, the tag saying "swap out Q♠"); a drop anywhere else on the spot lays the
card, the spot's light round all of that part (at 1024x640 the open slot left of J-Q, 16 px wide, was all
that was lit), and the tag says "lay ... on spot 4" before the card is let go."""

import pygame
import pytest

from quash_table.games.quash import over_pieces, spot_cards
from quash_table.games.quash.layout import SWAP_BAND
from tests.test_quash_s44_held_room import _hold, _let_go, _spot_4_board


def _tag(scene):
    got = over_pieces.drop_tag(scene)
    return got[0] if got is not None else None


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("where", ["middle", "right", "low on the J"])
def test_the_10_dropped_on_the_middle_or_right_of_j_q_is_laid_and_the_tag_says_so_first(size, where):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        spot = scene._deco["g"]["spots"]["bottom"][3]
        px = scene.metrics.px
        at = {"middle": (spot.centerx, spot.centery + px(8)), "right": (spot.right - px(6), spot.centery),
              "low on the J": (slots[1].x + px(6), slots[1].bottom - px(8))}[where]
        _hold(app, scene, f"r{rnd}:10C", at)
        assert scene.drag.target_at(at, scene.drag.active()).id == "spot:4"
        assert _tag(scene) == "lay 10♣ on spot 4"
        _let_go(app, at)
        assert scene.composer is None or scene.composer.chain is None, scene.composer.chain.moving
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_swap_takes_a_cards_top_band_and_the_tag_says_swap_first(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        px = scene.metrics.px
        band = (slots[2].right - px(10), slots[2].y + int(slots[2].h * SWAP_BAND) // 2)     # the Q♠'s top
        _hold(app, scene, f"r{rnd}:10C", band)
        assert _tag(scene) == "swap: Q♠ out, 10♣ in"
        _let_go(app, band)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "QS"


@pytest.mark.ui
def test_the_lay_light_on_a_spot_making_room_is_a_real_target_at_1024x640():
    """The spot's light is round its whole part that lays (under the cards' top bands), not a 16 px strip,
    and clear of the bands' own lights."""
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        q = scene.table.piece_by_id[f"r{rnd}:QS"].home
        _hold(app, scene, f"r{rnd}:10C", (q.right + 40, q.bottom + 60))
        spot = scene.table.target_by_id["spot:4"]
        assert spot.light.w >= slots[2].right - slots[0].x - scene.metrics.px(10), (spot.light, slots)
        for code in ("JS", "QS"):
            band = scene.table.target_by_id[f"swap:{code}"].light
            assert band.bottom + scene.metrics.px(8) <= spot.light.y, (band, spot.light)


def test_every_card_of_a_spot_with_an_open_slot_swaps_by_its_top_band_only():
    rects = [pygame.Rect(10 + 25 * i, 0, 60, 84) for i in range(3)]

    class T:
        def target(self, tid, rect, **kw):
            return tid, pygame.Rect(rect)

        def px(self, n):
            return n
    other = [[pygame.Rect(0, 0, 71, 99)] * 3]
    g = {"slots": {"bottom": other * 3 + [rects] + other * 5}}
    j_q = [(), (), (), ("JS", "QS"), (), (), (), (), ()]
    for room in ({3: "10C"}, None):
        got = dict(spot_cards.swap_targets(T(), g, j_q, room))
        assert got["swap:JS"].h == got["swap:QS"].h == int(84 * SWAP_BAND), got
    full = [(), (), (), ("JS", "QS", "KS"), (), (), (), (), ()]
    got = dict(spot_cards.swap_targets(T(), g, full))
    assert {r.h for r in got.values()} == {84}       # a full spot: anywhere on a card swaps it (nothing lays)
