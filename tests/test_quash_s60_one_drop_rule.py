"""Session 60 (review 60t, QUASH advanced, a new player): a drop on the middle of a laid card of a spot with room laid
the held card when a hint's lay on that spot showed (revt_30/33/35) and swapped that card out when no hint showed
(revt_49: 7♥ on the middle of a lone 6♥); and a hint's swap made a drop anywhere on the named card's face swap. One
rule now, with or without a hint (swap_aim.aim_on_face): on a spot with room the middle part of a laid card's face
swaps it out, the rest lays; the tag over the held card says which. Driven by real drags."""

import pygame
import pytest

from quash_table.games.quash import over_pieces
from quash_table.games.quash.swap_aim import middle
from tests.test_quash_s55_open_slot import _hold, _one_card_on_spot_1
from tests.ui_helpers import close_board, grab

pytestmark = pytest.mark.ui


def _show_hint(scene, piece, target):
    """A hint on the table naming `piece`'s step to `target` (what hints.step gives while one shows)."""
    scene.hints.step = lambda: {"piece": piece, "target": target, "button": None}


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("hint", [None, "spot:1", "swap:2H"])
@pytest.mark.parametrize("part", ["middle", "right edge"])
def test_a_drop_on_a_laid_card_does_the_same_with_or_without_a_hint(size, hint, part):
    """2♥ laid on spot 1 (a triple, room for two), 3♦ held: its middle swaps it out, its right edge lays, whatever
    the hint names (the lay on spot 1, the swap of the 2♥, or no hint); the tag says so and the drop does it."""
    app, scene = _one_card_on_spot_1(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        if hint is not None:
            _show_hint(scene, f"r{rnd}:3D", hint)
        face = scene.table.target_by_id["swap:2H"].rect
        at = face.center if part == "middle" else (face.right - scene.metrics.px(4), face.centery)
        assert middle(face).collidepoint(at) == (part == "middle")
        _hold(app, grab(scene, f"r{rnd}:3D"), at)
        tag = over_pieces.drop_tag(scene)[0]
        swap = part == "middle"
        assert tag.startswith("swap: 2\u2665 out" if swap else "lay 3\u2666 on spot 1"), (hint, tag)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step(1 / 60)
        if swap:
            assert scene.composer.chain is not None and scene.composer.chain.moving == "2H", hint
        else:
            assert m.actions[-1] == {"type": "play", "card": "3D", "spot": 1}, (hint, m.actions[-1])
    finally:
        close_board(app)
