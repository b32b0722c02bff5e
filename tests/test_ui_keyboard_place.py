"""The keyboard never plays on a place the person did not choose, and follows a shown hint: Tab lands on
the hinted piece, Enter takes the hinted step; picking another piece puts the hint's marks away."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, centre, click, key, piece_rect, settle

pytestmark = pytest.mark.ui


@pytest.fixture
def table(thegame_table):
    return thegame_table


def hint_object(scene):
    return next(o for o in scene.layout_info()["objects"] if o["kind"] == "hint")


def test_enter_after_tab_plays_nothing_and_says_which_keys_choose(table):
    app, scene = table
    match = scene.session.match
    key(app, pygame.K_TAB)
    piece = scene.table.piece_by_id[scene.drag.selected]
    assert len(scene.drag.legal_targets(piece)) == 2          # both stacks take a first card
    key(app, pygame.K_RETURN)
    assert match.actions == []
    text, _, _ = scene.message
    # the digits too, with the stack each picks (review 45c: the words named the arrow keys only)
    assert "1 (\u25b2), 2 (\u25bc) or Up / Down picks the stack" in text, text
    key(app, pygame.K_UP)                                     # now a place is chosen: Enter plays it
    key(app, pygame.K_RETURN)
    assert match.actions == [{"type": "play", "card": piece.key, "stack": "up"}]


def test_enter_plays_at_once_where_there_is_one_place(table):
    app, scene = table
    match = scene.session.match
    key(app, pygame.K_TAB)
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    settle(app, scene)
    n = len(match.actions)
    for _ in range(6):                       # find a card with exactly one lit stack, if the hand has one
        key(app, pygame.K_TAB)
        piece = scene.table.piece_by_id[scene.drag.selected]
        lit = scene.drag.legal_targets(piece)
        if len(lit) == 1:
            key(app, pygame.K_RETURN)
            assert len(match.actions) == n + 1
            assert match.actions[-1]["stack"] == lit[0].split(":")[1]
            return
    pytest.skip("no card with a single place in this hand")


def test_after_a_hint_tab_lands_on_it_and_enter_plays_it(table):
    app, scene = table
    match = scene.session.match
    ask_hint(app, scene)
    hint = hint_object(scene)
    assert hint["piece"] and hint["target"]
    key(app, pygame.K_TAB)
    assert scene.drag.selected == hint["piece"]
    assert scene.drag.key_target == hint["target"]
    key(app, pygame.K_RETURN)
    assert match.actions == [hint["action"]]


def test_after_a_hint_enter_alone_plays_it(table):
    app, scene = table
    match = scene.session.match
    ask_hint(app, scene)
    hint = hint_object(scene)
    key(app, pygame.K_RETURN)
    assert match.actions == [hint["action"]]


def test_picking_another_piece_puts_the_hint_marks_away(table):
    app, scene = table
    ask_hint(app, scene)
    hint = hint_object(scene)
    other = next(p for p in scene.drag.movable() if p.id != hint["piece"])
    click(app, centre(piece_rect(scene, other.id)))
    assert scene.drag.selected == other.id
    # the layout lists a hint only while the table shows it (session 35: a hint put away stayed listed)
    assert not any(o["kind"] == "hint" for o in scene.layout_info()["objects"])
    assert scene.message is None or scene.message[1] != "hint"    # the table's words went with its marks
    assert scene.hints.raised() is None


def test_the_hint_arrow_leaves_out_the_text_it_crosses():
    from pygame import Rect, Vector2

    from quash_table.ui.hints import clear_of
    start, end = Vector2(0, 100), Vector2(400, 100)
    label = Rect(150, 90, 100, 20)                       # a caption across the arrow's way
    parts = clear_of(start, end, [label], 4)
    assert len(parts) == 2
    (a, b), (c, d) = parts
    assert a == start and d == end and b.x <= 146 and c.x >= 252.9
    over_end = Rect(380, 90, 40, 20)                     # a label over the arrow's head: it ends short
    assert clear_of(start, end, [over_end], 4)[-1][1].x <= 376
    assert clear_of(start, end, [], 4) == [(start, end)]


def test_quash_after_a_hint_tab_takes_the_hinted_card_and_enter_plays_it(quash_stacked):
    app, scene = quash_stacked
    match = scene.session.match
    settle(app, scene)
    n = len(match.actions)
    ask_hint(app, scene)
    hint = hint_object(scene)
    assert hint["piece"] and hint["target"]
    first = scene.drag.keyboard_pieces()[0].id
    key(app, pygame.K_TAB)
    assert scene.drag.selected == hint["piece"], (first, hint["piece"])
    key(app, pygame.K_ESCAPE)                                 # put it down: Enter alone takes the step too
    assert scene.drag.selected is None
    key(app, pygame.K_RETURN)
    assert len(match.actions) > n or scene.composer.busy()    # played, or its first step taken
