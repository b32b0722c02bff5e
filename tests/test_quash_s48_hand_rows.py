"""Session 48, review 47a (QUASH advanced, 2 players, 1024x640): the 23-card hand lies in two rows and the back
row showed only ~39 px of each card (ROW_SHOW 0.40): its corner index and little else. It shows 55% of a card
now, the prompt and the colour key above it still clear of each other and of the hand."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _let_go, _spot_4_board
from tests.ui_helpers import screen_objects, steps


@pytest.mark.ui
def test_the_back_row_of_the_long_hand_shows_more_than_half_of_each_card_at_1024x640():
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        tops = sorted({p.home.y for p in hand})
        assert len(tops) == 2, tops
        shown = tops[1] - tops[0]
        assert shown >= 0.5 * hand[0].home.h and shown >= 46, (shown, hand[0].home.h)
        prompt = scene.painter.prompt_rect()
        assert prompt is not None and prompt.bottom <= tops[0], (prompt, tops)
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 200, slots[2].bottom + 60))
        key, _ = over_pieces.legend(scene)
        assert key.bottom <= tops[0] and not key.colliderect(prompt), (key, prompt, tops)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_swaps_card_in_the_air_and_its_button_stay_clear_of_the_prompt(size):
    """The back row taller moved the prompt up: at 1024x640 "Take the swap back" lay over the prompt's words."""
    with _spot_4_board(size) as (m, app, scene, rnd, slots):
        at = (slots[2].centerx, slots[2].y + scene.metrics.px(8))     # the Q♠: a swap, the Q♠ in the air
        _hold(app, scene, f"r{rnd}:10C", at)
        _let_go(app, at)
        steps(app, 20)
        assert scene.composer.chain is not None
        prompt = scene.painter.prompt_rect()
        assert prompt is not None
        for o in screen_objects(app):
            if o["kind"] == "button" and o["id"] not in ("hint", "undo", "scores", "rules", "menu"):
                assert not prompt.colliderect(o["rect"]), (o, prompt)
