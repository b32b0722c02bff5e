"""Session 60 (review 60, QUASH advanced at 1024x640): the hint said "play your 2♣ on spot 7", spot 7 holding 2♥ 3♦
with one open place; the 2♣ dropped on the middle of the spot (on the 3♦) was refused ("2♣ cannot replace 3♦ on
spot 7: 2-2 has two cards of one rank") while the open place was only a small dashed box above the cards. A swap
the rules refuse is no aim where the spot takes the card: the drop lays (swap_aim.aim_on_face; the spot a hint lays
the held card on laid anywhere too until review 60t asked for one rule with or without a hint). And the held card
no longer hides the dashed box it would fill: it is drawn again over the held card (over_pieces.draw_over_held). Driven by real drags."""

import pygame
import pytest

from quash_table.games.quash import over_pieces, spot_cards
from quash_table.games.quash.swap_aim import aim_on_face, middle
from tests.test_quash_s55_open_slot import _hold, _one_card_on_spot_1
from tests.ui_helpers import close_board, grab, settle

FACE = pygame.Rect(100, 200, 56, 80)


def test_a_refused_swap_on_a_spot_with_room_lays():
    mid = FACE.center
    assert middle(FACE).collidepoint(mid)
    assert aim_on_face(mid, "swap:3D", FACE, "spot:7", {"spot:7"}) == "spot:7"           # the swap unlit: lay
    assert aim_on_face(mid, "swap:3D", FACE, "spot:7", {"spot:7", "swap:3D"}) == "swap:3D"   # a real swap aim
    assert aim_on_face(mid, "swap:3D", FACE, "spot:7", set()) == "swap:3D"     # full spot: the refusal says why


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_dropped_on_the_middle_of_a_half_filled_spot_whose_swap_is_refused_is_laid(size):
    app, scene = _one_card_on_spot_1(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        # the 3♦ laid beside the 2♥ (where the open slot shows, above the cards): 2-3 on triple spot 1
        start = grab(scene, f"r{rnd}:3D")
        _hold(app, start, (0, 0), moves=1)
        above = scene.table.target_by_id["spot:1"].mark
        _hold(app, start, above.center)
        # the held 3♦ lies over the dashed box it fills: the box is drawn again over it, outlined and lit
        piece = scene.table.piece_by_id[f"r{rnd}:3D"]
        assert pygame.Rect(piece.rect).colliderect(above)
        shot = pygame.Surface(pygame.display.get_surface().get_size())
        shot.fill((255, 255, 255))
        over_pieces.draw_over_held(scene, shot)
        edge = (above.x + scene.metrics.px(1) + 1, above.y + scene.metrics.px(1) + 1)
        assert tuple(shot.get_at(edge))[:3] == spot_cards.OPEN_SLOT, tuple(shot.get_at(edge))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=above.center, button=1))
        app.step(1 / 60)
        settle(app, scene)
        assert sorted(m.state.board[0][0]) == ["2H", "3D"] and m.to_move == 0
        # a card of rank 6 or more: swapping either card out leaves no run possible, laid it makes 2-3 fail
        hand = m.state.hands[0]
        card = next(c for c in hand if c[:-1] in ("6", "7", "8", "9", "10", "J", "Q", "K"))
        three = scene.table.piece_by_id[f"r{rnd}:3D"].home
        _hold(app, grab(scene, f"r{rnd}:{card}"), three.center)
        tag = over_pieces.drop_tag(scene)
        assert tag is not None and tag[3] and "will fail" in tag[0], tag        # the lay's amber words
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=three.center, button=1))
        app.step(1 / 60)
        # laid, not refused: the table asks first (the spot would fail), the action a lay on spot 1
        confirm = scene.composer.confirm
        assert confirm is not None and confirm["action"] == {"type": "play", "card": card, "spot": 1}, confirm
    finally:
        close_board(app)
