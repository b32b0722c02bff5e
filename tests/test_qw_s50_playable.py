"""Quadruple War, session 50: the cards you may not play were only lightly shaded, and a new player could not tell
at a glance which cards were legal. Now they are shaded much darker and the legal ones stand a little higher (the others sit lower),
where only some may be played; with every card playable (a lead) none is shaded or lowered."""

import pygame
import pytest

from tests.test_quadwar_scene import bid_and_wait_for_the_lead, table  # noqa: F401  (the fixture)

KIT_DIM = 110       # the kit's shade of a dimmed piece (board_paint.DIM_ALPHA)

pytestmark = pytest.mark.ui


def test_cards_you_may_not_play_are_shaded_dark_and_sit_lower_than_the_legal_one(table):  # noqa: F811
    app, scene = table
    bid_and_wait_for_the_lead(app, scene)            # a heart was led: your 2H is your only legal card
    pieces = scene.table.piece_by_id
    two, five = pieces["2H"], pieces["5C"]
    assert not two.dim and five.dim is not True and five.dim >= KIT_DIM + 50
    assert two.home.y < five.home.y and all(pieces[c].home.y == five.home.y for c in ("3C", "9C", "AS"))
    assert five.home.bottom <= pygame.display.get_surface().get_height()      # lower, still whole on screen


def test_with_every_card_playable_none_is_shaded_or_raised():
    from quash_table.games.quadwar.layout import legal_cards

    class Every:
        def targets(self, code):
            return ["trick"]

    assert legal_cards(Every(), {"phase": "play"}, ["2H", "5C"]) is None
    assert legal_cards(None, {"phase": "play"}, ["2H", "5C"]) is None
