"""The warning a hint gives with a side-suit card no card of its suit still out beats: a seat out of that
suit may trump it (no pygame). "Lead a winner: no heart still out beats it" was said of an ace led into a
seat that had shown out of hearts, with trumps still out (review 31): the words said it was safe. Said from
the seat's own table (knowledge.Table): the suits others have shown out of, the trumps still unseen and the
odds they are where they would beat the card; nothing the seat cannot see."""

from ...engine.naming import joined
from .cards import SPADES, SUIT_WORDS
from .knowledge import Table

# the chance of a trump at which a seat not yet seen out of the suit is worth a warning
RISK = 0.25


def trumping_seats(t: Table, c):
    """The seats still to play on side-suit card int `c` that have shown out of its suit and may hold a trump
    (one is still unseen and the seat has not shown out of spades)."""
    suit = c >> 4
    if suit == SPADES or not t.n_unseen[SPADES] or (t.trick and t.led != suit):
        return []
    seats = t.after if t.trick else [j for j in range(t.n) if j != t.me]
    return [j for j in seats if t.voids[j] >> suit & 1 and t.q[j][SPADES] > 0]


def trump_warning(t: Table, c):
    """"Seat 3 has no hearts and may trump it" where a seat still to play has shown out of the suit of int
    `c` and may hold a trump; "a seat out of hearts may trump it" where the odds of one are RISK or more
    (few of the suit still out); else None (a spade, no trump still out, or little risk)."""
    suit = c >> 4
    seats = trumping_seats(t, c)
    if seats:
        names = joined([f"Seat {j + 1}" for j in seats])
        return f"{names} {'has' if len(seats) == 1 else 'have'} no {SUIT_WORDS[suit]} and may trump it"
    if suit == SPADES or not t.n_unseen[SPADES] or (t.trick and t.led != suit):
        return None
    if 1.0 - t.win_p(c) >= RISK:
        return f"a seat out of {SUIT_WORDS[suit]} may trump it"
    return None
