"""Session 61 (review 61t, QUASH advanced at 1024x640, a new player): on spot 1 holding 2♥ and 4♣ (a triple, its
open place between them), 3♣ dropped over most of the 4♣ swapped it out; only a thin strip laid 3♣ between, and the
held card covered it (revt_37-42). A face entered at its middle swapped all over it. Now on a spot with an open
place a drop lays unless it is clearly on one card's small centre (swap_aim.middle), and the tag over the held card
says what the drop does everywhere across the spot. Driven by real drags."""

import pygame
import pytest

from quash_table.games.quash import over_pieces
from quash_table.games.quash.swap_aim import middle
from tests.test_quash_s55_open_slot import _hold
from tests.test_quash_scene import ADV_STACKED
from tests.ui_helpers import close_board, drag, grab, open_board, settle

pytestmark = pytest.mark.ui


def _two_apart(size):
    """An advanced board at `size` with your 2♥ and 4♣ laid on spot 1 (a triple), your turn, 3♦ in hand."""
    app, scene = open_board("quash", ["human", "bot:easy"], seed=7, options={"dealer": 1, "variant": "advanced"},
                            stacked=ADV_STACKED, size=size)
    m = scene.session.match
    rnd = m.state.round
    spot = scene.table.target_by_id["spot:1"].rect
    drag(app, grab(scene, f"r{rnd}:2H"), spot.center)
    settle(app, scene)
    drag(app, grab(scene, f"r{rnd}:4C"), (spot.right - 5, spot.centery))
    settle(app, scene)
    assert sorted(m.state.board[0][0]) == ["2H", "4C"] and m.to_move == 0
    return app, scene


def _tag(scene):
    return over_pieces.drop_tag(scene)[0]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_across_the_spot_a_drop_lays_between_but_on_a_card_s_centre(size):
    app, scene = _two_apart(size)
    try:
        rnd = scene.session.match.state.round
        spot = scene.table.target_by_id["spot:1"].rect
        faces = {c: scene.table.target_by_id[f"swap:{c}"].rect for c in ("2H", "4C")}
        start = grab(scene, f"r{rnd}:3D")
        lays = swaps = 0
        for y in (spot.y + spot.h // 4, spot.centery, spot.bottom - spot.h // 4):
            for x in range(spot.x + 2, spot.right - 1, 4):
                _hold(app, start, (x, y), moves=2)
                between = scene._holes["spot:1"].inflate(-(scene._holes["spot:1"].w // 2), 0)    # (its middle half)
                on = [c for c, f in faces.items() if middle(f).collidepoint((x, y)) and not between.collidepoint((x, y))]
                want = f"swap: {'2♥' if on == ['2H'] else '4♣'} out" if on else "lay 3\u2666 on spot 1, between"
                assert _tag(scene).startswith(want), ((x, y), _tag(scene))
                lays, swaps = lays + (not on), swaps + bool(on)
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(1, 0, 0)))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
                app.step(1 / 60)
                settle(app, scene)
        assert lays > 3 * swaps, (lays, swaps)        # the open place takes most of the spot
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640)])
@pytest.mark.parametrize("where", ["4C left part", "4C centre", "4C right part", "2H strip edge", "between"])
def test_the_drop_does_what_the_tag_said(size, where):
    """Where the reviewer dropped (x 75 and 100 at 1024x640: over the 4♣, off its centre) the tag says "lay ...
    between" and the drop lays 2-3-4; on the 4♣'s centre it says and does the swap."""
    app, scene = _two_apart(size)
    try:
        m = scene.session.match
        rnd = m.state.round
        four = scene.table.target_by_id["swap:4C"].rect
        two = scene.table.target_by_id["swap:2H"].rect
        at = {"4C left part": (four.x + four.w // 4, four.centery), "4C centre": four.center,
              "4C right part": (four.right - four.w // 5, four.centery + four.h // 4),
              "2H strip edge": (two.x + 3, two.centery),
              "between": (scene._gap_cards[scene._gap_spots.index("spot:1")].centerx + scene.metrics.px(8), four.centery)}[where]
        _hold(app, grab(scene, f"r{rnd}:3D"), at)
        tag = _tag(scene)
        assert not scene._holes["spot:1"].inflate(-(scene._holes["spot:1"].w // 2), 0).collidepoint(at) or \
            where != "4C centre"
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step(1 / 60)
        if where == "4C centre":
            assert tag.startswith("swap: 4\u2663 out"), tag
            assert scene.composer.chain is not None and scene.composer.chain.moving == "4C"
        else:
            assert tag.startswith("lay 3\u2666 on spot 1, between 2\u2665 and 4\u2663"), tag
            assert m.actions[-1] == {"type": "play", "card": "3D", "spot": 1}, m.actions[-1]
    finally:
        close_board(app)
