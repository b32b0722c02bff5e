"""Issue 22, session 37 (qwspeed): a Quadruple War state keeps each seat's cards as dealt (one tuple shared by
every state of the hand, never changed) and one mask of the cards not played yet, so a card played through
apply or a search bot's do_play is one subtraction, where a list of hands was copied and changed. What every
reader sees is unchanged: `hands` (and the new `hand(seat)`) are the cards dealt less those played, the hand
ends when none is left, and a save round-trips."""

import random

import pytest

from quash_table.games import get_game
from quash_table.games.quadwar.cards import BIT, DECK_MASK
from quash_table.games.quadwar.machine import PLAY, do_bid, do_play, legal_mask
from quash_table.games.quadwar.state import State

G = get_game("quadwar")


def _played(s):
    """The cards played so far this hand, from the tricks and the trick on the table."""
    out = 0
    for _, cards, _ in s.tricks:
        for c in cards:
            out |= BIT[c]
    for c in s.trick:
        out |= BIT[c]
    return out


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_every_state_of_a_hand_shares_the_dealt_cards_and_holds_them_less_those_played(seats):
    choice = random.Random(37 + seats).choice
    s = G.new_state(seats, seed=seats)
    dealt = s._dealt
    assert s.left == DECK_MASK[seats] and sorted(dealt) == sorted(s.hands)
    cards = 0
    while s.to_move is not None and s.hand_no == 1:
        before = s
        s = G.apply(s, choice(G.legal_actions(s)))
        if s.hand_no != 1:
            break
        assert s._dealt is dealt                # no copy of the hands a move
        played = _played(s)
        assert s.left == DECK_MASK[seats] & ~played
        assert s.hands == [h & ~played for h in dealt] == [s.hand(k) for k in range(seats)]
        assert before.hands == [h & ~_played(before) for h in dealt]      # the state before is unchanged
        cards += s.phase == PLAY and before.phase == PLAY
    assert cards == DECK_MASK[seats].bit_count() - 1
    assert s.hand_no == 2 and s._dealt is None and s.left == DECK_MASK[seats]       # the next deal owed
    assert [h.bit_count() for h in s.hands] == G.view(s, 0)["hand_counts"] == [DECK_MASK[seats].bit_count() // seats] * seats


def test_do_play_leaves_the_copied_state_and_its_dealt_cards_alone():
    s = G.new_state(4, seed=5)
    while s.phase != PLAY:
        s = G.apply(s, G.legal_actions(s)[0])
    kept_hands, kept_left = s.hands, s.left
    t = s.copy()
    while t.hand_no == 1 and t.to_move is not None:
        if t.phase != PLAY:
            do_bid(t, 1)
            continue
        m = legal_mask(t)
        do_play(t, m.bit_length() - 1)
    assert t.hand_no == 2 and t.left == DECK_MASK[4] and t._dealt is None
    assert s.hands == kept_hands and s.left == kept_left and s._dealt is not None


def test_setting_hands_keeps_what_was_set_and_a_save_round_trips():
    s = G.new_state(4, seed=9)
    for _ in range(10):
        s = G.apply(s, G.legal_actions(s)[-1])
    mine = s.hands
    mine[0] = 0                                 # a read is the caller's own list
    assert s.hands != mine
    t = State.blank()
    t.hands = s.hands
    assert t.hands == s.hands and t.left == DECK_MASK[4] & ~_played(s)
    back = G.load(G.dump(s))
    assert back.hands == s.hands and G.dump(back) == G.dump(s) and G.legal_actions(back) == G.legal_actions(s)
