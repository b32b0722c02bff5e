"""Session 45, review (QUASH advanced, new players): a card held over a place it may not go to was outlined red
with no word (the A♥ over the Q♠ of J-Q, which it may not swap out); the reason came only once it was let
go. The kit (ui/refusal_tip.py, drawn by drag.draw_targets_over for every board) says the composer's refusal
(Composer.refusal: the words a drop there would be refused with) beside the red outline while it is held."""

import pygame
import pytest

from quash_table.engine.composer import Outcome, StepComposer
from tests.test_quash_s44_held_room import _hold, _let_go, _spot_4_board



@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_reason_a_swap_is_refused_shows_while_the_card_is_held_over_it(size):
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        px = scene.metrics.px
        # (the middle of the Q♠'s face was the refused place: since session 60 a swap the rules refuse on a spot with
        # room lays the card there, review 60; the other side's spot 4 is refused with its reason)
        band = scene._deco["g"]["spots"]["top"][3].center
        _hold(app, scene, f"r{rnd}:AH", band)
        p = scene.drag.active()
        hot = scene.drag.target_at(band, p)
        assert hot.id == "theirs:4" and hot.id not in scene.drag.legal_targets(p)
        expected = scene.composer.refusal("AH", "theirs:4")
        assert expected, expected
        surface = pygame.Surface(app.screen.get_size())
        tag = scene.drag.refusal_tip.draw(surface, p, hot)       # what the frame drew
        assert scene.drag.refusal_tip.words(p, hot) == expected
        assert tag is not None and app.screen.get_rect().contains(tag)
        assert not tag.colliderect(hot.light), (tag, hot.light)       # beside the outline, not over it
        assert abs(tag.centerx - hot.light.centerx) < px(200)
        assert scene.composer.chain is None            # asking left the composer as it was
        _let_go(app, band)
        assert scene.message is not None and expected.rstrip(".") in str(scene.message), scene.message
        assert sorted(m.state.board[0][3]) == ["JS", "QS"]


def test_a_lit_place_has_no_refusal_and_asking_changes_nothing():
    class C(StepComposer):
        def steps(self, action):
            return [("drop", "a", action["to"])]

        def why_not(self, piece, target):
            return f"{piece} may not go on {target}."

    c = C({}, [{"to": "x"}])
    assert c.refusal("a", "x") is None
    assert c.refusal("a", "y") == "a may not go on y."
    assert c.taken == [] and c.drop("a", "x") == Outcome.play({"to": "x"})
