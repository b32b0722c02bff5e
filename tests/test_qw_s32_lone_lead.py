"""Review 32 (Quadruple War, 1024x640): the hint said "lead low: it gives up your only diamond and keeps your
higher cards" of a lone Q♦: a queen is not low, and a lone card keeps nothing. A lone card of a side suit, led
by a seat that holds spades, says what it gains: the void, then trumps. Headless, on the words function."""

from quash_table.games import get_game
from quash_table.games.quadwar.cards import CODE, INT_OF, SPADES, SUIT_MASK, cards_of
from quash_table.games.quadwar.play_words import card_role_words


def _a_lead_of_a_lone_side_card(seed):
    """(view, code) of the seat to lead holding exactly one card of a side suit and a spade, at the first
    trick of a hand played to it by first legal moves, or None."""
    g = get_game("quadwar")
    s = g.new_state(4, seed, {})
    for _ in range(200):
        if s.to_move is None:
            return None
        v = g.view(s, s.to_move)
        legal = g.legal_actions(s)
        if any(a.get("type") == "play" for a in legal) and not v.get("trick"):
            hand = [INT_OF[c] for c in v["hand"]]
            mask = sum(1 << c for c in hand)
            for c in hand:
                suit = c >> 4
                if suit != SPADES and cards_of(mask & SUIT_MASK[suit]) == [c] and mask & SUIT_MASK[SPADES]:
                    return v, CODE[c]
        s = g.apply(s, legal[0])
    return None


def test_a_lone_side_card_led_is_not_called_low():
    found = 0
    for seed in range(40):
        got = _a_lead_of_a_lone_side_card(seed)
        if got is None:
            continue
        v, code = got
        words = card_role_words(v, code)
        if words.startswith("lead a winner"):
            continue            # the top card still out: said so, with its trump warning
        found += 1
        assert not words.startswith("lead low"), words
        assert words.startswith("lead your only ") and "then you may trump" in words, words
    assert found >= 3
