"""Why a lost single spot takes this card and not a lower one (a QUASH hint's words): the lower cards your hand
keeps are those that can still go into a run on an open spot of your side. Session 27 (4 players): "spot 3 is
lost to their A: your 7 goes there, keeping your higher cards" while a 3 and a 5 stayed in hand, their use
unsaid. Pure: no pygame, no search."""

from ...engine.naming import joined
from .sequences import RANK_WORDS, RV, SIZES, can_become_proper


def kept_lower(card, rest, side):
    """", keeping your 3 and 5 for your runs"-like words: the ranks of your free hand cards `rest` below `card`
    that fit a run still open on your side `side` (a spot of two or three with an open slot that can still
    become proper with it), or "" when none does."""
    v = RV[card]
    ranks = sorted({RV[c] for c in rest if RV[c] < v and any(
        SIZES[j] > 1 and len(side[j]) < SIZES[j] and can_become_proper(list(side[j]) + [c], j + 1)
        for j in range(9))})
    return f"keeping your {joined([RANK_WORDS[r] for r in ranks], 'and')} for your runs" if ranks else ""


def tie_held(rank_value, cards):
    """A card of `cards` (the seat's hand) of their single card's rank: the spot is not lost while it is held, a
    tie at worst (review 36: "the spot is lost to their A anyway" while an A♥ was in hand), or None."""
    return next((c for c in cards or () if RV[c] == rank_value), None)
