"""Session 49 (QUASH advanced, new players rated the board 6.5/10: where to drop to swap and where to drop to
lay was not obvious). One plain rule, through real mouse events at 1024x640 and 1280x800:
1. while a card is held, a laid card's face in view, anywhere on it (full card height), swaps it out: the card
   aimed at gets the swap frame and the tag over the held card says "swap: Q♠ out, 10♣ in";
2. the spot's open slot (a spot with cards and room) is drawn dashed while a card is held, card-wide (it was a
   step, 16 px at 1024x640 in a triple), and glows under the pointer; a drop there lays the card. A full spot
   shows none;
3. whatever is drawn on top under the pointer is what a drop there does (the tag says it first), and a drop
   the rules refuse is refused with the composer's reason, the table unchanged.
Seed 11 at spot 4 (J♠-Q♠ yours): the 10♣ held goes before them, the K♣ after them; the open slot is at the
spot's right end for both (session 50: it moved to the left for the 10♣, the cards gliding right, and the
targets moved under the pointer), the tag saying where the card will lie. These replace session 48's test_quash_s48_drop_aim (its open slot was 16 px)."""

import pygame
import pytest

from quash_table.games.quash import held_room, over_pieces, spot_cards, swap_aim
from tests.test_quash_s44_held_room import _hold, _let_go, _move, _seed_11, _spot_4_board
from tests.ui_helpers import close_board, match_board, steps

SIZES = [(1024, 640), (1280, 800)]
ZONE = "spot:RED:4"        # your spot 4 (seat 0, RED)
CARDS = {"10C": "10♣", "KC": "K♣", "JS": "J♠", "QS": "Q♠", "10S": "10♠"}

pytestmark = pytest.mark.ui


def _tag(scene):
    got = over_pieces.drop_tag(scene)
    return got[0] if got is not None else None


def _slot(scene):
    """The open slot of spot 4 drawn now (held_room.open_slots), or None."""
    return next((r for tid, r, _ in held_room.open_slots(scene) if tid == "spot:4"), None)


def _on_top(scene, rnd, pos, raised, last=None):
    """What is drawn on top at `pos` on spot 4 (the test's own reading of the drawing): the card drawn
    raised whole last frame, else the highest card there, else the open slot (drawn under the cards from session
    57: over them it took the face a player aimed at, review 56p). A face's edge keeps the swap aimed at the moment
    before (`last`) on that face (session 59)."""
    if raised is not None and raised.rect.collidepoint(pos):
        return f"swap:{raised.id.split(':', 1)[1]}"
    cards = [p for p in scene.table.pieces if p.zone == ZONE and p.rect.collidepoint(pos)]
    top = max(cards, key=lambda p: p.z, default=None)
    hole = scene._holes.get("spot:4")       # the open slot's middle half lays, over any face (session 61)
    if top is not None and hole is not None and hole.inflate(-(hole.w // 2), 0).collidepoint(pos):
        return "spot:4"
    if top is not None:     # a spot with room: the middle part of a face swaps, the rest lays (session 58)
        face = scene.table.target_by_id[f"swap:{top.id.split(':', 1)[1]}"].rect
        tid = f"swap:{top.id.split(':', 1)[1]}"
        kept = last == tid and swap_aim.kept_zone(face).collidepoint(pos)     # near its centre (session 61)
        return tid if swap_aim.middle(face).collidepoint(pos) or kept else "spot:4"
    slot = _slot(scene)
    return "spot:4" if slot is not None and slot.collidepoint(pos) else None


PLACE = {"10C": "before J♠", "KC": "after Q♠"}     # where the card lies once laid (session 50)


def _words(target, held):
    if target == "spot:4":
        return f"lay {CARDS[held]} on spot 4, {PLACE[held]}"
    return f"swap: {CARDS[target[5:]]} out, {CARDS[held]} in"


def _parts(scene, rnd):
    """{target id: a point in the middle of it} of spot 4's cards' faces in view and its open slot, read from
    what is drawn (pieces, their z, the slot), not from the targets."""
    slot = _slot(scene)
    pieces = sorted((p for p in scene.table.pieces if p.zone == ZONE), key=lambda p: p.z)
    out = {"spot:4": (slot.centerx, (slot.y + pieces[0].rect.y) // 2)}      # where it shows above the cards
    for i, p in enumerate(pieces):
        r = pygame.Rect(p.rect)
        xs = [x for x in range(r.x, r.right) if not any(o.rect.collidepoint(x, r.centery) for o in pieces[i + 1:])]
        assert xs and xs[-1] - xs[0] + 1 == len(xs), (p.id, xs)       # one run of its face shows
        out[f"swap:{p.id.split(':', 1)[1]}"] = ((xs[0] + xs[-1]) // 2, r.centery)
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", ["10C", "KC"])
def test_the_open_slot_is_card_wide_full_height_dashed_and_glows_where_aimed(size, held):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:{held}", (slots[2].right + 60, slots[2].bottom + 70))   # off the board
        slot = _slot(scene)
        # full height and up through the badge row, under the cards (session 57)
        assert slot is not None and slot.w >= 40 and slot.bottom == slots[0].bottom and slot.y < slots[0].y, slot
        assert slot.right == slots[2].right, slot      # at the right end whatever the card (session 50)
        inner = slot.inflate(-2 * scene.metrics.px(5), -2 * scene.metrics.px(1))
        dash = (inner.x + scene.metrics.px(3), inner.y)      # (past the rounded corner of the green light)
        assert tuple(app.screen.get_at(dash))[:3] == spot_cards.OPEN_SLOT      # drawn dashed
        probe = (slot.centerx, slot.y + scene.metrics.px(4))    # above the held card once it is on the slot
        dark = app.screen.get_at(probe)
        _move(app, ((slots[1].right + slot.right) // 2, slot.bottom - scene.metrics.px(4)))    # beside the Q♠
        assert over_pieces.aimed(scene)[1].id == "spot:4" and _tag(scene) == _words("spot:4", held)
        lit = app.screen.get_at(probe)
        assert lit.g > dark.g + 60 and lit.g > lit.r, (dark, lit)        # it glows green under the pointer


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", ["10C", "KC"])
def test_every_point_of_the_spot_does_what_is_drawn_on_top_there_and_the_tag_says_so(size, held):
    """Swept left to right and back at three heights: the target a drop takes is what is drawn on top under the pointer
    (the open slot, the middle part of a card's face in view: session 58, its edges lay), and the tag says it."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        spot = scene._deco["g"]["spots"]["bottom"][3]
        _hold(app, scene, f"r{rnd}:{held}", (spot.x + 2, spot.centery))
        seen = set()
        xs = list(range(slots[0].x + 1, slots[2].right - 1, 3))
        for y, way in [(y, way) for y in (slots[0].y + 4, slots[0].centery, slots[0].bottom - 5) for way in (1, -1)]:
            _move(app, (spot.x + 2, spot.bottom + scene.metrics.px(40)))     # off the spot: nothing raised
            want = None
            for x in xs[::way]:
                raised = over_pieces.raised_card(scene)
                want = _on_top(scene, rnd, (x, y), raised, want)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(3, 0), buttons=(1, 0, 0)))
                steps(app, 1)
                got = over_pieces.aimed(scene)
                assert got is not None and got[1].id == want, ((x, y), got and got[1].id, want)
                assert _tag(scene) == _words(want, held), ((x, y), _tag(scene))
                if want.startswith("swap:"):      # framed in the swap colour (drawn whole where covered)
                    p = scene.table.piece_by_id[f"r{rnd}:{want[5:]}"]
                    assert over_pieces.raised_card(scene) in (None, p)
                seen.add(want)
        assert seen == {"spot:4", "swap:JS", "swap:QS"}, seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", ["10C", "KC"])
@pytest.mark.parametrize("where", ["spot:4", "swap:JS", "swap:QS"])
def test_a_drop_does_what_its_place_showed(size, held, where):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:{held}", (slots[2].right + 60, slots[2].bottom + 70))
        at = _parts(scene, rnd)[where]
        for y in (at[1] - 30, at[1]):         # come in from above, as a hand does
            _move(app, (at[0], y))
        assert over_pieces.aimed(scene)[1].id == where and _tag(scene) == _words(where, held)
        _let_go(app, at)
        if where == "spot:4":
            assert scene.composer is None or scene.composer.chain is None
            assert sorted(m.state.board[0][3]) == sorted(["JS", "QS", held]), m.state.board[0][3]
        else:
            assert scene.composer.chain is not None and scene.composer.chain.moving == where[5:]


@pytest.mark.parametrize("size", SIZES)
def test_a_full_spot_shows_no_open_slot_and_its_cards_swap_by_their_faces(size):
    """10♣ laid on J-Q (10-J-Q, full); the K♣ held: no open slot on spot 4, the Q♠ on top swaps by all of its
    face, the 10♣ by its strip (the K♣ may swap the 10♣ out: J-Q-K)."""
    m = _seed_11()
    m.play({"type": "play", "card": "10C", "spot": 4})
    m.play(next(a for a in m.legal_actions() if a["type"] == "play" and "swap" not in a))
    assert m.to_move == 0 and "KC" in m.state.hands[0]
    app, scene = match_board(m, size=size)
    try:
        rnd = m.state.round
        ten = scene.table.piece_by_id[f"r{rnd}:10C"].home
        at = (ten.x + scene.metrics.px(6), ten.bottom - scene.metrics.px(6))
        _hold(app, scene, f"r{rnd}:KC", at)
        assert _slot(scene) is None
        assert scene.table.target_by_id["swap:QS"].rect == scene.table.piece_by_id[f"r{rnd}:QS"].home
        assert _tag(scene) == "swap: 10♣ out, K♣ in"
        _let_go(app, at)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "10C"
    finally:
        close_board(app)


@pytest.mark.parametrize("size", SIZES)
def test_a_refused_drop_says_the_composers_reason_and_changes_nothing(size):
    """Over the other side's spot the held card is refused with the composer's reason, and nothing changes. (The
    A♥ held over the Q♠ of J-Q, a swap the rules refuse, was refused the same way; since session 60 a refused swap is
    no aim where the spot takes the card: the drop lays there, the table asking first as J-Q-A fails, review 60.)"""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:AH", (slots[2].right + 60, slots[2].bottom + 70))
        at = _parts(scene, rnd)["swap:QS"]
        _move(app, at)
        p = scene.drag.active()
        assert "swap:QS" not in scene.drag.legal_targets(p) and scene.composer.refusal("AH", "swap:QS")
        assert scene.drag.target_at(at, p).id == "spot:4"
        _let_go(app, at)
        confirm = scene.composer.confirm
        assert confirm is not None and confirm["action"] == {"type": "play", "card": "AH", "spot": 4}, confirm

    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        theirs = scene._deco["g"]["spots"]["top"][3].center
        _hold(app, scene, f"r{rnd}:10C", theirs)
        reason = scene.composer.refusal("10C", "theirs:4")
        assert reason
        before = [[list(s) for s in side] for side in m.state.board]
        _let_go(app, theirs)
        assert reason.rstrip(".") in str(scene.message), scene.message
        assert [[list(s) for s in side] for side in m.state.board] == before


def test_the_open_slot_is_drawn_dashed_over_the_table_and_glows_where_aimed():
    surface = pygame.Surface((60, 100))
    surface.fill((250, 250, 250))           # a card's face under the slot
    still = pygame.Surface((60, 100))
    still.fill((0, 90, 0))                  # the table under the pieces
    r = pygame.Rect(10, 10, 30, 80)
    spot_cards.draw_open_slots(surface, lambda n: n, [("spot:4", r, (0, 200, 0))], aimed="spot:4", still=still)
    assert surface.get_at(r.center)[1] > 100 and surface.get_at(r.center)[0] < 100     # green glow, no card
    assert surface.get_at((r.x + 5 + 2, r.y + 1))[:3] == spot_cards.OPEN_SLOT           # the dashed outline
    surface.fill((250, 250, 250))
    spot_cards.draw_open_slots(surface, lambda n: n, [("spot:4", r, (0, 200, 0))], aimed=None, still=still)
    assert max(surface.get_at(r.center)[:3]) < 60           # a dark hole while not aimed at


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("held", ["10C", "KC"])
def test_the_open_slot_lays_whichever_way_the_pointer_came(size, held):
    """Review 49d: coming onto the open slot over a card's strip raised that card whole over the slot, and a drop
    on the slot then swapped the card out; coming straight from below, the same point laid. A card under the
    open slot is not raised over it: the slot lays, whichever way the pointer came."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:{held}", (slots[2].right + 60, slots[2].bottom + 70))
        parts = _parts(scene, rnd)
        slot = _slot(scene)
        above = (slot.y + slots[0].y) // 2         # where it shows above the cards (session 57)
        spots = [(x, above) for x in range(slot.x + 2, slot.right - 2, max(1, slot.w // 6))]
        for card, at in parts.items():
            if card == "spot:4":
                continue
            for point in spots:
                _move(app, at)                      # over the card's face in view: it swaps
                assert over_pieces.aimed(scene)[1].id == card, (card, at)
                _move(app, point)                   # then onto the slot: it lays
                got = over_pieces.aimed(scene)
                assert got is not None and got[1].id == "spot:4", (card, point, got and got[1].id)
                assert _tag(scene) == _words("spot:4", held), _tag(scene)
        _let_go(app, (slot.centerx, above))
        assert m.actions[-1].get("card") == held and not m.actions[-1].get("swap"), m.actions[-1]
