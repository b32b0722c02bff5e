"""Session 48, review 47a (QUASH advanced, 2 players, 1024x640): the 23-card hand lies in two rows and the back
row showed only ~39 px of each card (ROW_SHOW 0.40): its corner index and little else. It shows 55% of a card
now, the prompt and the colour key above it still clear of each other and of the hand."""

import pytest

from quash_table.games.quash import over_pieces
from tests.test_quash_s44_held_room import _hold, _spot_4_board


@pytest.mark.ui
def test_the_back_row_of_the_long_hand_shows_more_than_half_of_each_card_at_1024x640():
    with _spot_4_board((1024, 640)) as (m, app, scene, rnd, slots):
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        tops = sorted({p.home.y for p in hand})
        assert len(tops) == 2, tops
        shown = tops[1] - tops[0]
        assert shown >= 0.5 * hand[0].home.h and shown >= 50, (shown, hand[0].home.h)
        prompt = scene.painter.prompt_rect()
        assert prompt is not None and prompt.bottom <= tops[0], (prompt, tops)
        _hold(app, scene, f"r{rnd}:10C", (slots[2].right + 200, slots[2].bottom + 60))
        key, _ = over_pieces.legend(scene)
        assert key.bottom <= tops[0] and not key.colliderect(prompt), (key, prompt, tops)
