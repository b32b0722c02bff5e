"""The card held in a drag is drawn over what a board draws over its pieces (its tags, a gap's open slot): QUASH's
"new" badge and a gap's "7 here" lay over the card being dragged (review 45a)."""

import pygame
import pytest

from tests.test_quash_s44_held_room import _hold, _let_go

pytestmark = pytest.mark.ui

MAGENTA = (255, 0, 255)


def test_what_the_board_draws_over_its_pieces_lies_under_the_held_card(quash_stacked, monkeypatch):
    app, scene = quash_stacked
    rnd = scene.session.match.state.round
    over = scene._deco["g"]["spots"]["bottom"][4]       # your spot 5
    _hold(app, scene, f"r{rnd}:2H", over.center)
    held = scene.table.piece_by_id[f"r{rnd}:2H"]
    assert scene.drag.dragging == held.id
    drawn = scene.draw_over_pieces

    def over_pieces(surface):       # the board's layer over the pieces, painted where the held card is
        drawn(surface)
        x, y, w, h = held.pos
        surface.fill(MAGENTA, pygame.Rect(int(x), int(y), int(w), int(h)))
    monkeypatch.setattr(scene, "draw_over_pieces", over_pieces)
    surface = pygame.Surface(app.screen.get_size())
    scene.painter.frame(surface)
    x, y, w, h = held.pos
    centre = (int(x + w / 2), int(y + h / 2))
    assert tuple(surface.get_at(centre))[:3] != MAGENTA, "the held card lies over the board's layer"
    _let_go(app, over.center)
