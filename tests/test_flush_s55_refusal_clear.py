"""Session 55 item 5 (review 54h): at 1024x640 a refusal tag over the pile ("Nothing is higher than the pile's 10 ...")
lay on another seat's base cards. The kit's tag (ui/refusal_tip.py) takes, of its spots round the place, one that
covers no card on the table where there is one."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui

WORDS = "Nothing is higher than the pile's 10: a new pile needs a higher value, so lay 10 or lower on the pile"


def test_a_refusal_tag_over_the_pile_covers_no_card():
    app, scene = match_board(Match("flush", ["human"] + ["bot:normal"] * 3, 5), size=(1024, 640),
                             animation="instant")
    try:
        pile = scene.table.target_by_id["pile"]
        cards = [p.rect for p in scene.table.pieces]
        tip = scene.drag.refusal_tip
        tag, lines, _ = tip.place(WORDS, pile.light, (), cards)
        assert tag.collidelist(cards) < 0, (tag, [c for c in cards if c.colliderect(tag)])
        assert not tag.colliderect(pile.light)
    finally:
        close_board(app)
