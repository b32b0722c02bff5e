"""The warning a hint gives with a side-suit card no card of its suit still out beats: a seat out of that
suit may trump it (no pygame). "Lead a winner: no heart still out beats it" was said of an ace led into a
seat that had shown out of hearts, with trumps still out (review 31): the words said it was safe. Said from
the seat's own table (knowledge.Table): the suits others have shown out of, the trumps still unseen and the
odds they are where they would beat the card; nothing the seat cannot see."""

from ...engine.naming import Reason, joined
from .cards import CODE, SPADES, SUIT_WORDS, cards_of, suit_word
from .knowledge import Table, higher_in_suit

# the chance of a trump at which a seat not yet seen out of the suit is worth a warning
RISK = 0.25


def trumping_seats(t: Table, c):
    """The seats still to play on side-suit card int `c` sure to hold none of its suit (shown out, or none is
    left unseen) that may hold a trump (one is still unseen and the seat has not shown out of spades)."""
    suit = c >> 4
    if suit == SPADES or not t.n_unseen[SPADES] or (t.trick and t.led != suit):
        return []
    seats = t.after if t.trick else [j for j in range(t.n) if j != t.me]
    return [j for j in seats if t.out_of(j, suit) and t.q[j][SPADES] > 0]


def trump_warning(t: Table, c):
    """Where a seat still to play may trump side-suit card int `c`, said as sure as the seat knows it: "Seat 3
    has no hearts and may trump it"; "... and holds a spade to trump it" where the count says the spades still
    out are there; "nobody else has hearts left, and a spade still out can trump it" where none is unseen;
    "a seat out of hearts may trump it" where the odds of one are RISK or more (few of the suit still out);
    else None (a spade, no trump still out, or little risk). "May trump" was said where the seat could count
    that it would (review 33c)."""
    suit = c >> 4
    seats = trumping_seats(t, c)
    words = SUIT_WORDS[suit]
    if seats and not t.n_unseen[suit]:
        nobody = "nobody still to play has" if t.trick else "nobody else has"
        sure = t.spades_with(seats)
        return f"{nobody} {words} left, and " + ("a spade still out can trump it" if sure else "it may be trumped")
    if seats:
        names = joined([f"Seat {j + 1}" for j in seats])
        one = len(seats) == 1
        if t.spades_with(seats):
            holds = "holds a spade to trump it" if one else "one of them holds a spade to trump it"
            return f"{names} {'has' if one else 'have'} no {words} and {holds}"
        return f"{names} {'has' if one else 'have'} no {words} and may trump it"
    if suit == SPADES or not t.n_unseen[SPADES] or (t.trick and t.led != suit):
        return None
    if 1.0 - t.win_p(c) >= RISK:
        return f"a seat out of {words} may trump it"
    return None


def top_lead_words(t: Table, c, fewest=False):
    """What a side-suit lead int `c` is when no card of its suit still out beats it, from what the seat sees,
    with the warning where a seat may trump it: "it is the top club left, but Seat 2 has no clubs and may trump
    it"; "with your K and Q it is as good as the top club left, ..." where the hand holds higher ones. None for
    any other card (a spade, a card something unseen beats, not a lead). The normal bot's "nothing to win
    cheaply here: it gives up your lowest club" was said of a J led as the top club left, with the K and Q in
    the hand and a seat out of clubs (review 32): the card was no give-up, and the risk was the trump. `fewest`:
    the same in the fewest words, for the hint's narrowest place: "as good as the top club, but may be
    trumped"."""
    suit = c >> 4
    if t.trick or suit == SPADES or t.unseen & higher_in_suit(c):
        return None
    above = cards_of(t.hand & higher_in_suit(c))[::-1]
    top = f"the top {suit_word(suit)} left"
    said = f"with your {joined([CODE[x][:-1] for x in above])} it is as good as {top}" if above else f"it is {top}"
    warning = trump_warning(t, c)
    if fewest:
        said = f"as good as the top {suit_word(suit)}" if above else f"it is {top}"
        return f"{said}, but may be trumped" if warning else said
    return f"{said}, but {warning}" if warning else said


def stating_top(reason, states=True):
    """`reason` marked as one whose words say that its card is the top of its suit left (the trump's warning with it
    where one applies), where `states`; else `reason` as it is. A change said before such a reason then says only
    what fell (change_words.with_change): a hint's why said "so now the 9 of hearts is the top heart left, but
    nobody else has hearts left, and a spade still out can trump it" and then the reason's "it is the top heart left,
    but nobody else has hearts left, and a spade still out can trump it" (session 43)."""
    if not states:
        return reason
    marked = Reason(str(reason), getattr(reason, "short", ""), getattr(reason, "brief", ""))
    marked.top_stated = True
    return marked


def states_top(reason):
    """Do `reason`'s words say its card is the top of its suit left (stating_top)?"""
    return getattr(reason, "top_stated", False)
