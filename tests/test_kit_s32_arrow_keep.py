"""Session 32: the hint arrow's head stops at its target's edge, further in only as far as it must to keep off
what a player reads there (arrow_head.head_tip), and the way into the target is chosen with its head's place
(arrow_head.HeadRoom): review 31 saw QUASH's head over the score track under its spot, NumberQuash's arrow
across your octagons' cells with its head over the target's number, Flush's head on the pile's caption and
The Game's on the stack's "Empty". Each board's test holds the arrow drawn (its legs and its head) against the
rects that board keeps clear."""

import pygame
import pytest

from quash_table.ui import arrow_head, hint_arrow
from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


# --- the router alone (no window) -----------------------------------------------------------------------------

HEAD = (30, 17)


def test_the_point_stops_at_the_targets_edge_where_nothing_lies_under_the_head():
    target = pygame.Rect(100, 100, 100, 100)
    tip = arrow_head.head_tip((150, 400), (150, 150), target, HEAD, [])
    assert target.collidepoint(tip) and tip.y >= target.bottom - 2, tip


def test_the_point_goes_in_only_as_far_as_the_head_must_to_clear_a_track_under_the_target():
    target = pygame.Rect(100, 100, 100, 100)
    track = pygame.Rect(0, 204, 400, 20)              # a score track just under it
    tip = arrow_head.head_tip((150, 400), (150, 190), target, HEAD, [track])
    assert arrow_head.head_covers(tip, pygame.Vector2(0, -1), *HEAD, [track]) == 0
    assert target.bottom - HEAD[0] - 8 <= tip.y <= target.bottom - HEAD[0] + 4, tip   # its base just over it


def test_the_point_is_not_pushed_over_the_targets_own_words():
    target = pygame.Rect(100, 100, 100, 100)
    caption = pygame.Rect(110, 150, 80, 14)          # the target's own words, inside it
    track = pygame.Rect(100, 205, 60, 20)             # and boxes under it, where the leg comes in
    tip = arrow_head.head_tip((130, 400), (130, 120), target, HEAD, [caption, track])
    # in past the track, short of the caption (the end it was routed to lay beyond it)
    assert arrow_head.head_covers(tip, pygame.Vector2(0, -1), *HEAD, [caption, track]) == 0, tip
    assert caption.bottom < tip.y < target.bottom, tip


def test_a_way_whose_head_would_cover_words_costs_more():
    target = pygame.Rect(100, 100, 100, 100)
    words = pygame.Rect(70, 200, 45, 45)
    room = arrow_head.HeadRoom(HEAD, [words])
    slant = [pygame.Vector2(40, 320), pygame.Vector2(150, 150)]      # its head by the words at the corner
    upright = [pygame.Vector2(150, 320), pygame.Vector2(150, 150)]   # its head clear
    assert room.price(slant, target) > 0 and room.price(upright, target) == 0


# --- each board --------------------------------------------------------------------------------------------------

def _head_and_legs(scene):
    """The arrow as drawn: its legs and points over its head, its dark edge included (as
    arrow_head.head_points)."""
    legs, tip, _ = scene.hints.arrow_drawn()
    assert legs and tip is not None, scene.hints.current
    end, d = tip
    m = scene.metrics
    length, half = m.px(hint_arrow.TIP_LENGTH) + m.px(hint_arrow.EDGE), m.px(hint_arrow.TIP_HALF) + m.px(hint_arrow.EDGE)
    side = pygame.Vector2(-d.y, d.x)
    points = [end - d * (length * i / 5) + side * (half * k / 5) for i in range(6) for k in range(-i, i + 1)]
    return legs, [pygame.Rect(int(q.x), int(q.y), 1, 1) for q in points]


def _under(points, rects):
    return [tuple(r) for r in rects if pygame.Rect(r).collidelist(points) >= 0]


def _show(app, scene, action, reason=""):
    scene.hints.display(action, reason)
    steps(app, 3)


def test_quash_head_keeps_off_the_score_track_under_its_spot():
    # seed 2: the 5 of clubs to spot 1 comes up over your track (START, your marker, the first boxes); its
    # head lay on them, 16 px inside the spot (review 31)
    app = make_app(size=(1280, 800), animation="instant")
    scene = board(app, "quash", ["human", "bot:normal"], seed=2)
    try:
        settle(app, scene)
        _show(app, scene, {"type": "play", "card": "5C", "spot": 1})
        legs, head = _head_and_legs(scene)
        track = list(scene._deco["g"]["track"].values()) + list(scene.table.arrow_clear)
        assert not _under(head, track), (legs, _under(head, track))
        target = scene.table.target_by_id[scene.hints.current["target"]].rect
        assert target.collidepoint(legs[-1][1])
    finally:
        close_board(app)


def numberquash_red_six():
    """(app, scene, action) of NumberQuash at 1280x800, seed 2, you against a bot, the dice rolled (a 6), and
    the placement "cover left red 6" (also test_kit_s32_arrow_once's position)."""
    app = make_app(size=(1280, 800), animation="instant")
    scene = board(app, "numberquash", ["human", "bot:normal"], seed=2)
    settle(app, scene)
    s = scene.session
    s.play({"type": "roll"})
    settle(app, scene)
    action = next(a for a in s.match.legal_actions() if a["type"] == "place"
                  and [tuple(c) for c in a["cells"]] == [("red", 0, 6)])
    return app, scene, action


def test_numberquash_arrow_goes_round_your_cells_and_its_head_off_the_number():
    # seed 2: a roll of 6, "cover left red 6" from the dice: the arrow ran over your right octagon's cells and
    # its head over the 6's number (review 31)
    app, scene, action = numberquash_red_six()
    try:
        _show(app, scene, action)
        legs, head = _head_and_legs(scene)
        target = scene.table.target_by_id[scene.hints.current["target"]].rect
        mine = [(cell, pygame.Rect(g["rect"])) for cell, g in scene.table_geo.items() if g["mine"]]
        # (session 61: NumberQuash's arrow is straight or one gentle bend, over the cells between, its head off its
        # target's own number: round the cells it ran past its cell and hooked back, review 60)
        from quash_table.ui.hint_way import gentle
        own = [r.inflate(-r.w // 3, -r.h // 3) for _, r in mine if r.colliderect(target)]
        assert not _under(head, own), _under(head, own)
        assert gentle([legs[0][0]] + [v for _, v in legs]), legs
    finally:
        close_board(app)


def test_flush_head_keeps_off_the_piles_caption():
    # seed 2 at 1024x640: two 4s and two Mimics from your hand to the empty pile, round the tray's left edge: its head lay on
    # "Empty: play any value" (review 31)
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human", "bot:normal"], seed=2)
    try:
        settle(app, scene)
        _show(app, scene, {"type": "play", "cards": ["4", "4L", "5", "5D"], "as": 4})
        legs, head = _head_and_legs(scene)
        # (since session 61 one straight line up into the band of the pile's cards, its head may cross the pile's
        # caption under them, which is laid back over it whole, arrow_parts.arrow_under: it reads)
        covers, _ = scene.arrow_under()
        words = [r for r in scene.table.text_rects() if not any(c.contains(pygame.Rect(r)) for c in covers)]
        assert not _under(head, words), (legs, _under(head, words))
    finally:
        close_board(app)


def test_the_game_head_keeps_off_the_stacks_words():
    # the purple 7 to ▼ at 1024x640, the hint's words in the strip between hand and stacks: the way round them
    # went by the draw pile and ended with its head over "Empty" in the stack (review 31). Before session 32 this
    # position already took the way round the words' right end (session 31's t.play_rects), its head clear:
    # a guard that the head's new place keeps it so, not a test of the old route
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=3, options={"first": 0},
                  stacked=["P7", "R5", "P8", "Y7"])
    try:
        settle(app, scene)
        _show(app, scene, {"type": "play", "card": "P7", "stack": "down"},
              "starts ▼ with a 7 (8 to 10 are passed over): then purple 8 turns ▼ back by 1")
        legs, head = _head_and_legs(scene)
        words = scene.table.text_rects()
        assert not _under(head, words), (legs, _under(head, words))
    finally:
        close_board(app)


def test_flush_arrow_from_a_freed_hidden_card_crosses_its_turn_up_words_and_does_not_run_along_them():
    # "you may turn it up" lies over the freed hidden card's top edge: the arrow left from there and ran along
    # the words (review 31, 1024x640); words over the piece's edge are now crossed at a word's cost from a
    # start clear of them: steeply, if at all
    from tests.test_flush_s17 import _freed, _played, _turn_labels
    from tests.ui_helpers import match_board

    def ready(m):
        st = m.state
        return (st.stage is None and st.to_move == 0 and bool(_freed(st, 0))
                and sum(st.hands[0].values()) + sum(top is not None for top, _ in st.bases[0]) > 0)
    m = _played(["human", "bot:normal", "bot:normal"], 1, lambda m: m.over or ready(m))
    assert not m.over
    app, scene = match_board(m, size=(1024, 640))
    try:
        _show(app, scene, next(a for a in m.legal_actions() if a["type"] == "hidden"))
        legs, _ = _head_and_legs(scene)
        words = _turn_labels(scene)[0].text_rect()
        inside = 0.0
        for u, v in legs:
            got = words.clipline(u, v)
            if got:
                inside += (pygame.Vector2(got[1]) - pygame.Vector2(got[0])).length()
        assert inside <= 1.5 * words.h, (inside, words, legs)     # it ran 28 px along them
    finally:
        close_board(app)
