"""Session 50 (QUASH advanced, review 49d rated the board 6.5: "the drop targets move under the pointer once a
card is lifted"). From session 44 a spot whose cards sort above the card held made room on the left: J♠-Q♠
glided right, the open slot jumped to the left, and a drop where the free place had been swapped the Q♠ out.
Now every target stays where it lies at rest, whatever card is held: the laid cards, each card's face (which
swaps it out), and the spot's open slot, card-wide at its right end or over a gap's middle (which lays).
The tag over the held card says where the card will lie ("lay 10♣ on spot 4, before J♠"), and once laid it
lies there, by rank. Seed 11, spot 4 holds J♠-Q♠ (tests/test_quash_s44_held_room.py)."""

import pygame
import pytest

from quash_table.games.quash import held_room, over_pieces, spot_cards, swap_aim
from quash_table.games.quash.over_pieces import lay_place
from tests.test_quash_board27 import _gap_spot, _with_a_gap
from tests.test_quash_s44_held_room import _hold, _left_of_j, _let_go, _move, _spot_4_board
from tests.ui_helpers import click, close_board, grab, key, match_board, steps

SIZES = [(1024, 640), (1280, 800)]
ZONE = "spot:RED:4"

pytestmark = pytest.mark.ui


def _tag(scene):
    got = over_pieces.drop_tag(scene)
    return got[0] if got is not None else None


def _faces(scene):
    """{code: rect} of spot 4's cards as drawn now."""
    return {p.code: pygame.Rect(p.rect) for p in scene.table.pieces if p.zone == ZONE}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", ["10C", "KC", "5D"])
def test_every_target_stays_where_it_lay_at_rest_whatever_card_is_held(size, held):
    """The 10♣ sorts before J-Q, the K♣ after them, the 5♦ far below (a legal lay, warned): while any of
    them is held, J♠ and Q♠ lie where they lay at rest, the open slot is at the spot's right end (where a hint
    framed it at rest), and each card swaps by the part of its face the slot leaves."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        rest = _faces(scene)
        framed = scene.table.target_by_id["spot:4"].frame
        _hold(app, scene, f"r{rnd}:{held}", (slots[2].right + 60, slots[2].bottom + 70))     # off the board
        for _ in range(3):
            steps(app, 10)
            assert _faces(scene) == rest, (held, _faces(scene), rest)
        slot = next((r for tid, r, _ in held_room.open_slots(scene) if tid == "spot:4"), None)
        # the hint frames the whole open slot, where a drop lays (session 61: what shows of it above the cards, a strip
        # on the band of spot numbers at 1024x640, took the hint's arrowhead, review 61t)
        assert slot is not None and slot.right == slots[2].right and framed == scene._holes["spot:4"]
        at_rest = spot_cards.in_view([rest[c] for c in ("JS", "QS")], None, scene.metrics.px)
        for code, (face, _) in zip(("JS", "QS"), at_rest):      # each swaps by its face in view at rest (56p)
            assert scene.table.target_by_id[f"swap:{code}"].rect == face, code


@pytest.mark.parametrize("size", SIZES)
def test_the_10_dropped_on_the_open_slot_is_laid_and_lies_before_the_j(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 60, slots[2].bottom + 70))
        slot = scene.table.target_by_id["spot:4"].mark
        _move(app, slot.center)
        assert _tag(scene) == "lay 10♣ on spot 4, before J♠"
        _let_go(app, slot.center)
        steps(app, 60)
        assert scene.composer is None or scene.composer.chain is None
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]
        laid = {p.code: p.home for p in scene.table.pieces if p.zone == ZONE}
        assert laid["10C"].x == slots[0].x < laid["JS"].x < laid["QS"].x, laid      # 10-J-Q, by rank


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("where", ["left edge", "centre"])
def test_the_10_dropped_left_of_j_q_lays_before_the_j_and_on_the_j_s_centre_swaps_it(size, where):
    """Where the J♠ lies, at its left edge, a drop lays the 10♣ before it (session 61, review 61t: on a spot with room
    a drop lays but on a card's small centre; it swapped the J♠ out from session 50); on the centre of the J♠'s face
    in view it swaps the J♠ out. The tag says which before the card is let go."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        at = _left_of_j(scene, rnd) if where == "left edge" else swap_aim.middle(
            scene.table.target_by_id["swap:JS"].rect).center
        _hold(app, scene, f"r{rnd}:10C", at)
        if where == "left edge":
            assert _tag(scene) == "lay 10♣ on spot 4, before J♠"
            _let_go(app, at)
            steps(app, 30)
            assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]
        else:
            assert _tag(scene) == "swap: J♠ out, 10♣ in"
            _let_go(app, at)
            assert scene.composer.chain is not None and scene.composer.chain.moving == "JS"


def test_a_lifted_card_is_laid_by_a_click_on_the_open_slot_or_by_the_keys_and_nothing_moves():
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        rest = _faces(scene)
        click(app, grab(scene, f"r{rnd}:10C"), frames=30)
        assert scene.drag.selected == f"r{rnd}:10C" and _faces(scene) == rest
        slot = scene.table.target_by_id["spot:4"].mark
        click(app, slot.center, frames=3)
        assert scene.composer is None or scene.composer.chain is None
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]

    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        for _ in range(30):                    # Tab walks your hand to the 10♣
            key(app, pygame.K_TAB, frames=2)
            if scene.drag.selected == f"r{rnd}:10C":
                break
        assert scene.drag.selected == f"r{rnd}:10C"
        key(app, pygame.K_4, frames=2)
        key(app, pygame.K_RETURN, frames=3)
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]


@pytest.mark.parametrize("size", SIZES)
def test_a_gaps_open_slot_is_card_wide_over_its_middle_and_lays_between_its_cards(size):
    """A triple holding its outer cards (Q♣ _ 10♥ sorted: 10 _ Q): held, a card that may go there lights a
    card-wide open slot over the middle slot, under the cards (session 57): it shows above them, in the badge row;
    its cards stay put, each swapping by its face as at rest, and the tag says it lies between them."""
    m = _with_a_gap(2)
    app, scene = match_board(m, size=size)
    try:
        k, slots, fits = _gap_spot(m, scene)
        side = m.game.view(m.state, 0)["side"]
        zone = f"spot:RED:{k + 1}"
        rest = {p.code: pygame.Rect(p.rect) for p in scene.table.pieces if p.zone == zone}
        _hold(app, scene, fits.id, (slots[2].right + 80, slots[2].bottom + 80))
        assert {p.code: pygame.Rect(p.rect) for p in scene.table.pieces if p.zone == zone} == rest
        slot = scene.table.target_by_id[f"spot:{k + 1}"].mark      # what shows of it: above the cards (s57)
        assert slot.centerx == slots[1].centerx and slot.bottom < slots[1].y and slot.w >= scene.metrics.px(40)
        low, high = sorted(rest, key=spot_cards.CARD_ORDER.get)
        for code in (low, high):
            part = scene.table.target_by_id[f"swap:{code}"].rect
            assert part.w >= scene._deco["g"]["step"] and not part.colliderect(slot), (code, part, slot)
        _move(app, slot.center)
        tag = _tag(scene)
        words = f"lay {spot_cards.short(fits.code)} on spot {k + 1}, between {spot_cards.short(low)} and " \
                f"{spot_cards.short(high)}"
        assert tag == words or tag == scene.drag.warned(scene.drag.active(), [f"spot:{k + 1}"]).get(f"spot:{k + 1}")
        _let_go(app, slot.center)
        steps(app, 3)
        asked = scene._modal is not None
        assert asked or fits.code in m.state.board[side][k], (m.state.board[side][k], scene.message)
    finally:
        close_board(app)


def test_lay_place_says_where_the_card_lies_among_the_spots_cards():
    assert lay_place("10C", ["QS", "JS"]) == ", before J♠"
    assert lay_place("KC", ["QS", "JS"]) == ", after Q♠"
    assert lay_place("6C", ["7H", "5S"]) == ", between 5♠ and 7♥"
    assert lay_place("6C", []) == ""


def test_the_open_slot_is_at_the_right_end_or_over_a_gaps_middle_and_none_on_an_empty_or_full_spot():
    rects = [pygame.Rect(10 + 16 * i, 0, 56, 79) for i in range(3)]
    px = lambda n: n * 42 // 52     # noqa: E731  (1024x640's scale)
    assert spot_cards.open_slot(rects, [0], px) == pygame.Rect(rects[2].right - 56, 0, 56, 79)   # a card's width (review 54f)
    assert spot_cards.open_slot(rects, [0, 1], px) == pygame.Rect(rects[2].right - 56, 0, 56, 79)
    assert spot_cards.open_slot(rects, [0, 2], px) == pygame.Rect(rects[1].centerx - 28, 0, 56, 79)
    assert spot_cards.open_slot(rects, [], px) is None
    assert spot_cards.open_slot(rects, [0, 1, 2], px) is None
    assert spot_cards.placed(["QS", "JS"], 3) == [("JS", 0), ("QS", 1)]
    assert spot_cards.placed(["JS", "9S"], 3) == [("9S", 0), ("JS", 2)]      # 9 _ J: the gap


def test_the_spots_digit_again_walks_its_cards_to_swap_out_and_enter_swaps():
    """Review 49d: the keys laid a card (Tab, 4, Enter) but had no way to a swap unless the spot was full. The
    digit again picks each card on the spot, left to right, then the spot again; the tag says what Enter does."""
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        for _ in range(30):
            key(app, pygame.K_TAB, frames=2)
            if scene.drag.selected == f"r{rnd}:10C":
                break
        assert "again: a card there to swap out" in scene.prompt_now()
        seen = []
        for _ in range(4):
            key(app, pygame.K_4, frames=2)
            seen.append((scene.drag.key_target, _tag(scene)))
        assert seen == [("spot:4", "lay 10♣ on spot 4, before J♠"), ("swap:JS", "swap: J♠ out, 10♣ in"),
                        ("swap:QS", "swap: Q♠ out, 10♣ in"), ("spot:4", "lay 10♣ on spot 4, before J♠")], seen
        key(app, pygame.K_4, frames=2)
        key(app, pygame.K_RETURN, frames=3)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "JS"
