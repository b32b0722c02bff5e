"""Issue 22, session 36 (qwspeed2): play_actions cuts a mask's four suits with shifts of its two 32-bit halves
(not to_bytes and a Struct: about 0.45k instructions less a call, callgrind): the same actions in the same order
for any mask of any deck, clubs' top bits included. No timing is asserted."""

import random

from quash_table.games.quadwar.actions import SUIT_PLAYS, play_actions
from quash_table.games.quadwar.cards import CODE, DECK_INTS, TRICKS, codes_of


def test_play_actions_are_the_masks_cards_in_order():
    rnd = random.Random(36)
    for seats, deck in DECK_INTS.items():
        for _ in range(300):
            mask = sum(1 << c for c in rnd.sample(deck, rnd.randint(0, TRICKS[seats])))
            assert [a["card"] for a in play_actions(mask)] == codes_of(mask)
    top = sum(1 << c for c, code in enumerate(CODE) if code is not None)     # every card, clubs' top bits too
    assert len(play_actions(top)) == 54 and SUIT_PLAYS[3][top >> 48] is not None
