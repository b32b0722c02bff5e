"""Session 26: the hint's arrow went a long way round where a short one was clear (The Game at 1024x640, seed
33: round the draw pile). Its start was fixed before the way was sought (the edge facing the target: the red
8's side, squeezed between two hand cards) and every word, plate and message was grown by the arrow's whole
glow and more, so two words a stroke's breadth apart closed the way between them. The router now leaves by
whichever free edge its cheapest way leaves by, and takes a way that keeps only the solid stroke clear of
words where the way keeping its glow clear too is much longer (ui/arrow_route.py). And a card a hint raises
in QUASH's hand is picked by a click where it is drawn: its top, above its neighbours, was no card."""

import pygame
import pytest

from quash_table.ui.arrow_route import closer_if_cheaper, length, route_out_into
from tests.ui_helpers import ask_hint, board, click, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def test_a_corridor_the_stroke_fits_is_taken_rather_than_no_way_or_a_long_one():
    """Two words 20 px apart across the way: grown by the full margin (11) they meet, and with the table's
    bounds closing both ends there is no way at all; the solid stroke's margin (5) goes straight through."""
    bounds = pygame.Rect(0, 0, 720, 600)
    words = [pygame.Rect(0, 250, 290, 30), pygame.Rect(310, 250, 400, 30)]
    target = pygame.Rect(270, 50, 60, 60)
    start = pygame.Vector2(300, 500)
    full = route_out_into([start], target, words, 11, bounds)
    tight = route_out_into([start], target, words, 5, bounds)
    assert full is None
    path, which = closer_if_cheaper(full, tight)
    assert which == "tight"
    assert length(path) <= 1.3 * (pygame.Vector2(target.center) - start).length(), path
    # with a way round that is barely longer, the glow keeps clear: the wide way is taken
    open_right = [words[0], pygame.Rect(310, 250, 60, 30)]
    full = route_out_into([start], target, open_right, 11, bounds)
    tight = route_out_into([start], target, open_right, 5, bounds)
    assert full is not None
    assert closer_if_cheaper(full, tight)[1] == "full"


def test_the_way_leaves_by_the_free_edge_its_cheapest_way_leaves_by():
    """A hand card with its neighbour close on its right and its target up and to the right, more beside it
    than above: its side faces the target, but the way from its top is the cheaper, and is the one taken."""
    card, neighbour = pygame.Rect(100, 400, 80, 120), pygame.Rect(190, 400, 80, 120)
    target = pygame.Rect(560, 150, 90, 120)
    side, top = pygame.Vector2(card.right, card.centery), pygame.Vector2(card.centerx, card.top - 1)
    soft = [(neighbour, 2.0)]
    words = [pygame.Rect(200, 300, 200, 20)]
    got = route_out_into([side, top], target, words, 11, soft=soft)
    assert got is not None and got[0][0] == top, got


def test_the_game_seed_33_arrow_goes_up_from_its_card_not_round_the_draw_pile():
    """The Game at 1024x640, seed 33: the hint (red 8 on the descending stack) and its two-line message
    between the stacks and your hand. The arrow left the red 8 by its side and, its message over that way,
    went round the draw pile, twice the straight line; it leaves by the card's top and is much shorter."""
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=33)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        steps(app, 3)
        h = scene.hints.current
        table = scene.table
        piece = next(table.piece_by_id[i] for i in h["marks"] if i in table.piece_by_id)
        target = next(table.target_by_id[i] for i in h["marks"] if i in table.target_by_id)
        parts = scene.hints.arrow_parts()
        assert parts
        shown = scene.hints._shown_part(piece)
        start = parts[0][0]
        assert abs(start.y - shown.top) <= 2 and shown.left <= start.x <= shown.right, (start, shown)
        drawn = sum((v - u).length() for u, v in parts)
        straight = (pygame.Vector2(target.rect.center) - start).length()
        assert drawn <= 1.7 * straight, (drawn, straight, parts)
        pile = next(p for p in table.pieces if p.id.startswith("pile"))
        assert all(u.x > pile.rect.right and v.x > pile.rect.right or u.y > pile.rect.bottom + 20
                   for u, v in parts[1:]), ("round the pile", parts)
    finally:
        close_board(app)


def _quash_with_hinted(card):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "quash", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=9)
    settle(app, scene)
    act = next(a for a in scene.session.screen_legal() if a.get("card") == card)
    scene.hints.display(act, "a reason")
    steps(app, 3)
    return app, scene


def test_quash_a_click_on_the_top_of_the_card_the_hint_raises_picks_it():
    """QUASH, 4 players, 1024x640, seed 9: the hint raises the 8 of diamonds in its place in the fan (its
    right side under the 9 of clubs). A click on its top, the strip it rose into above the fan, picked no
    card; a real click there now lifts it."""
    app, scene = _quash_with_hinted("8D")
    try:
        p = scene.table.piece_by_id["r1:8D"]
        lift = scene.drag.lift_offset(p)
        assert lift < 0, "the hint raises it"
        at = (p.rect.x + 6, p.rect.y + lift + 2)          # its corner index, above the unraised fan
        assert not any(q.rect.collidepoint(at) for q in scene.table.pieces), "only the raised card is there"
        click(app, at)
        assert scene.drag.selected == "r1:8D"
    finally:
        close_board(app)


def test_quash_a_click_on_a_lifted_card_where_it_lies_over_its_neighbour_keeps_to_it():
    """A click where a lifted card and its right-hand neighbour overlap picked the one drawn under the other. It
    is the card drawn on top that a click takes."""
    app, scene = _quash_with_hinted("8D")
    try:
        p, right = scene.table.piece_by_id["r1:8D"], scene.table.piece_by_id["r1:9C"]
        click(app, (p.rect.x + 6, p.rect.centery))
        assert scene.drag.selected == "r1:8D"
        lift = scene.drag.lift_offset(p)
        at = (right.rect.x + 8, p.rect.centery + lift)     # on the 8's face, drawn over the 9's left side
        assert p.rect.move(0, lift).collidepoint(at) and right.rect.collidepoint(at)
        # session 40: QUASH lifts the chosen card in its place (its right neighbour's index stays in view), so
        # there the 9 is drawn over it: the click takes whichever card is drawn on top at that point
        on_top = [q.id for q in scene.painter.order() if q.id in ("r1:8D", "r1:9C")][-1]
        click(app, at)
        assert scene.drag.selected == on_top, "a click took a card drawn under another"
    finally:
        close_board(app)
