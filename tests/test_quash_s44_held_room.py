"""Session 44, issue 23 (QUASH advanced, new players): a spot's open slot, where a drop adds the card, was
drawn on the right whatever the card held, and its cards were swap targets of their own. Seed 11 at
1024x640: spot 4 held J♠-Q♠ and the player dropped the 10♣ left of them, where a 10 lies once laid (spots
are drawn by rank); the J♠ was swapped out instead. While a card is held, a spot whose cards all sort above
it makes room on the left (held_room): its cards move up a slot, the open slot shows there and takes the
drop; the cards still swap where they are drawn."""

import contextlib

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.quash import spot_cards
from tests.ui_helpers import click, close_board, drag, grab, key, match_board, steps

J_Q = [(), (), (), ("JS", "QS"), (), (), (), (), ()]

TOP = 0.34      # a point high on a card's face (its top third): any point of its face swaps it (session 48)


def _seed_11():
    """Seed 11, advanced, 2 players: you (RED) have laid J♠ then Q♠ on spot 4, the bot its cards elsewhere;
    your 10♣ in hand, your turn."""
    m = Match("quash", ["human", "bot:easy"], 11, {"variant": "advanced"})

    def bot():
        m.play(next(a for a in m.legal_actions() if a["type"] == "play" and "swap" not in a and a["spot"] != 4))

    bot()
    for card in ("JS", "QS"):
        m.play({"type": "play", "card": card, "spot": 4})
        bot()
    assert m.to_move == 0 and tuple(m.state.board[0][3]) == ("JS", "QS") and "10C" in m.state.hands[0]
    return m


@contextlib.contextmanager
def _spot_4_board(size):
    """(match, app, scene, its round, spot 4's slots) at _seed_11's position on a board of `size`; closed after."""
    m = _seed_11()
    app, scene = match_board(m, size=size)
    try:
        yield m, app, scene, m.state.round, scene._deco["g"]["slots"]["bottom"][3]
    finally:
        close_board(app)


def _left_of_j(scene, rnd):
    """Where the J♠ lies at rest, at its left edge, halfway down: left of the J-Q, where a 10 goes."""
    j = scene.table.piece_by_id[f"r{rnd}:JS"].home
    return (j.x + scene.metrics.px(5), j.centery)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_10_dropped_left_of_j_q_is_laid_there_not_swapped_for_the_j(size):
    """The 10♣ dragged to the left edge of spot 4 (where the J♠ lay before it was picked up) is laid on the
    spot: 10-J-Q. The J♠ was swapped out (a chain, the J♠ in the air)."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        where = _left_of_j(scene, rnd)
        drag(app, grab(scene, f"r{rnd}:10C"), where)
        steps(app, 3)
        assert scene.composer is None or scene.composer.chain is None, scene.composer.chain.moving
        assert sorted(m.state.board[0][3]) == sorted(["10C", "JS", "QS"]), m.state.board[0][3]


def _hold(app, scene, card, at):
    """Drag `card` to `at` and keep the button held (a few frames: the table builds for the held card)."""
    start = grab(scene, card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    steps(app, 1)
    for i in range(1, 9):
        pos = (start[0] + (at[0] - start[0]) * i // 8, start[1] + (at[1] - start[1]) * i // 8)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
        steps(app, 1)
    steps(app, 30)      # the cards glide aside


def _move(app, at):
    """Move the held card to `at` (the button still held)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0)))
    steps(app, 3)


def _let_go(app, at):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    steps(app, 3)


@pytest.mark.ui
def test_while_the_10_is_held_spot_4_shows_its_open_slot_left_of_j_q_and_the_cards_still_swap():
    """Held, the 10♣ makes room on spot 4: J♠-Q♠ move up a slot, the spot's open slot (its mark, lit) is
    left of them. A drop on the Q♠'s face in view, or on the J♠'s, still swaps that card out. Session 49: the
    open slot is card-wide (it was a step, 16 px) and lies over the J♠'s left part; J-Q lie left over right,
    each showing its face right of the slot (this test held the slot beside the J: rewritten)."""
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        q = scene.table.piece_by_id[f"r{rnd}:QS"].home
        _hold(app, scene, f"r{rnd}:10C", (q.right + 40, q.bottom + 60))     # below the spot, not on it
        j = scene.table.piece_by_id[f"r{rnd}:JS"].home
        q = scene.table.piece_by_id[f"r{rnd}:QS"].home
        assert (j.x, q.x) == (slots[1].x, slots[2].x), (j, q, slots)
        spot = scene.table.target_by_id["spot:4"]
        assert spot.mark.x == slots[0].x and j.x < spot.mark.right < j.right, (spot.mark, j)
        lit = scene.drag.legal_targets(scene.drag.active())
        assert {"spot:4", "swap:JS", "swap:QS"} <= set(lit)
        on_q = (q.right - scene.metrics.px(6), q.y + int(q.h * TOP) // 2)
        _let_go(app, on_q)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "QS"

    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 40, slots[2].bottom + 60))
        mark = scene.table.target_by_id["spot:4"].mark
        on_j = ((mark.right + slots[1].right) // 2, slots[1].y + int(slots[1].h * TOP) // 2)
        _move(app, on_j)
        _let_go(app, on_j)
        assert scene.composer.chain is not None and scene.composer.chain.moving == "JS"


@pytest.mark.ui
def test_put_down_the_cards_close_up_again_and_a_lifted_card_is_laid_by_a_click_or_the_keys():
    """A click lifts the 10♣: the room is made; a click on the open slot left of J-Q lays it. Lifted with Tab
    and sent with 4, Enter, it is laid too; a card put back leaves J-Q where they lay."""
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        click(app, grab(scene, f"r{rnd}:10C"), frames=30)
        assert scene.drag.selected == f"r{rnd}:10C"
        assert scene.table.piece_by_id[f"r{rnd}:JS"].home.x == slots[1].x
        click(app, grab(scene, f"r{rnd}:10C"), frames=30)        # put down again
        assert scene.drag.selected is None
        assert scene.table.piece_by_id[f"r{rnd}:JS"].home.x == slots[0].x
        click(app, grab(scene, f"r{rnd}:10C"), frames=30)
        click(app, (slots[0].x + scene.metrics.px(6), slots[0].centery), frames=3)
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


def test_room_is_made_only_for_a_card_that_sorts_before_every_card_of_a_spot_with_room():
    assert spot_cards.placed(["QS", "JS"], 3, "10C") == [("JS", 1), ("QS", 2)]
    assert spot_cards.placed(["QS", "JS"], 3, "KC") == [("JS", 0), ("QS", 1)]
    assert spot_cards.placed(["JS"], 3, "9C") == [("JS", 2)]           # 9 _ J: the gap left open
    assert spot_cards.placed(["JS"], 1, "10C") == [("JS", 1)]           # a double
    assert spot_cards.placed(["9S", "JS"], 3, "10C") == [("9S", 0), ("JS", 2)]    # the gap itself
    assert spot_cards.placed(["10S", "JS", "QS"], 3, "9C") == [("10S", 0), ("JS", 1), ("QS", 2)]   # full


def test_the_open_part_and_the_swap_targets_follow_the_room_made():
    rects = [pygame.Rect(10 + 25 * i, 0, 60, 84) for i in range(3)]
    row = pygame.Rect(0, -20, 200, 18)
    assert spot_cards.open_part(rects, [1, 2], lambda n: n, row) == pygame.Rect(10, 0, 25, 84)
    assert spot_cards.open_part(rects, [2], lambda n: n, row) == pygame.Rect(10, 0, 50, 84)
    # (session 48: lit round the open slot, where a drop lays; the cards' faces swap. Session 49: its light
    # px(4) in from its sides, so the outline drawn px(4) outside it keeps off the faces in view beside it)
    assert spot_cards.open_light(pygame.Rect(10, 0, 25, 84), [1, 2], lambda n: n, rects) == pygame.Rect(14, 0, 17, 84)

    class T:
        def target(self, tid, rect, **kw):
            return tid, pygame.Rect(rect)

        def px(self, n):
            return n
    g = {"slots": {"bottom": [[pygame.Rect(0, 0, 71, 99)] * 3] * 3 + [rects] + [[pygame.Rect(0, 0, 71, 99)] * 3] * 5}}
    got = dict(spot_cards.swap_targets(T(), g, J_Q, {3: "10C"}))
    # each card swaps by all of its face in view (session 48); the open slot is no card's. Session 49: the slot
    # is card-wide (OPEN_W 52, from 10), J-Q lie left over right: the J shows right of it, the Q right of the J
    assert got["swap:JS"] == pygame.Rect(62, 0, 33, 84)
    assert got["swap:QS"] == pygame.Rect(95, 0, 25, 84)
    got = dict(spot_cards.swap_targets(T(), g, J_Q))
    assert got["swap:JS"] == pygame.Rect(10, 0, 25, 84)
    assert got["swap:QS"] == pygame.Rect(35, 0, 60, 84)
