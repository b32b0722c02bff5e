"""What a card does in this trick, in a new player's words: the hint's short reason for a card the search
chose (hard.py), said from the table the seat sees (knowledge.Table) and nothing invented. The search's
figures ("over 93 sampled deals this leaves you 1 points behind the others' average") followed the hinted
card with nothing a new player could use (review 28): these words come first, the figures only in the full
reason (H again). No pygame."""

from ...engine.cards import card_name
from ...engine.naming import Reason
from .cards import CODE, INT_OF, SPADES, SUIT_MASK, SUIT_WORDS, cards_of, suit_word
from .knowledge import Table, beats, higher_in_suit, keep_cost
from .trump_words import trump_warning
from .words import held_words


def _given_up(t, c, alike):
    """Which card of its suit `c` is, kept or not: "your lowest club", "your only heart"; `alike`: one of
    several that do the same, "a club"."""
    mine = cards_of(t.hand & SUIT_MASK[c >> 4])
    name = suit_word(c >> 4)
    if alike:
        return f"a {name}"
    if len(mine) == 1:
        return f"your only {name}"
    return f"your lowest {name}" if c == min(mine) else f"a {name} you can spare"


def _setting(t):
    """An opponent this trick may set: one who still needs tricks and is winning it now ("Seat 3, who
    needs 2 more"), else None."""
    j = t.best_seat
    if j is None or j == t.me or t.bids[j] is None:
        return None
    need = t.bids[j] - t.won[j]
    if need <= 0 or need < t.tricks_left - 2:
        return None
    return f"Seat {j + 1}, who needs {need} more"


def card_role_words(view, code, alike=False):
    """What playing `code` does in this trick, from what the seat sees: a lead that cannot be beaten in its
    suit, a low lead that keeps the higher cards, the cheapest card that takes the trick (from a bidder who
    still needs it), a trump where the suit led is gone, a duck or a card shed where nothing held wins.
    One clause, no "; " (the hint's short reason is one line). `alike`: the card is one of several that do
    the same here (alike_words says so): none of them is "the lowest" or "the cheapest"."""
    t = Table(view)
    c = INT_OF[code]
    suit = c >> 4
    me = t.me
    need = t.bids[me] - t.won[me] if t.bids[me] is not None else 0
    if not t.trick:
        if not t.unseen & higher_in_suit(c):
            if c in (INT_OF["BJ"], INT_OF["LJ"]) or suit == SPADES:
                return "lead a winner: no card still out beats it"
            # with the warning where a seat out of the suit may trump it (review 31)
            warning = trump_warning(t, c)
            top = f"lead a winner: no {suit_word(suit)} still out beats it"
            # the fewest words (a narrow place for the hint) keep the winner and leave the warning to H
            return Reason(f"{top}, but {warning}", f"{top}, but {warning}", top) if warning else top
        lone = cards_of(t.hand & SUIT_MASK[suit]) == [c]
        if lone and suit != SPADES and t.hand & SUIT_MASK[SPADES]:
            # a lone card is not "low" (review 32: "lead low" of a lone Q♦): what leading it gains is the void
            return f"lead your only {suit_word(suit)}: then you may trump {SUIT_WORDS[suit]}"
        return _brief(f"lead low: it gives up {_given_up(t, c, alike)} and keeps your higher cards",
                      "lead low: keep your higher cards")
    holder = f"Seat {t.best_seat + 1}'s {card_name(CODE[t.best])}"
    playable = t.hand & SUIT_MASK[t.led] or t.hand            # the suit led must be followed
    takers = [x for x in cards_of(playable) if beats(x, t.best, t.led)]
    if c in takers:
        trump = suit == SPADES and t.led != SPADES and not t.hand & SUIT_MASK[t.led]
        how = f"you have no {SUIT_WORDS[t.led]}: trump it" if trump else "it takes the trick"
        if not alike and c == min(takers, key=keep_cost) and len(takers) > 1:
            how += " as cheaply as you can"
        setting = _setting(t)
        if setting and need <= 0:
            return f"{how} from {setting}"
        return f"{how}, beating {holder}"
    bag = " and take no bag" if need <= 0 and t.bags_on else ""
    if takers:
        kept = min(takers, key=keep_cost)
        return _brief(f"let {holder} win this trick{bag}: keep your {card_name(CODE[kept])} for later",
                      f"keep your {card_name(CODE[kept])} for later")
    if suit != t.led and not t.hand & SUIT_MASK[t.led]:
        return _brief(f"you have no {SUIT_WORDS[t.led]} and nothing that wins: shed {_given_up(t, c, alike)}{bag}",
                      f"you have no {SUIT_WORDS[t.led]} and nothing that wins")
    # the suit led followed: what could win is not played here (review 34c: "nothing you hold beats Bot 4's 6 of
    # spades" with the A of spades in a hand that had to follow hearts)
    held = f"no {suit_word(t.led)} you hold" if t.hand & SUIT_MASK[t.led] and t.hand & ~SUIT_MASK[t.led] \
        else "nothing you hold"
    return _brief(f"{held} beats {holder}: give up {_given_up(t, c, alike)}{bag}", f"{held} beats {holder}")


def _brief(words, fewest):
    """`words` with its fewest form, `fewest` (engine.naming.Reason's brief): where the hint's place holds no more
    than a line or two (1024x640) the hint said the move alone, "play the 5 of clubs (H: why)", the whole reason
    being too long for it (review 37); now the reason's point in fewer words."""
    return Reason(words, words, fewest)


def with_alike(role, alike):
    """A card's role and the cards that do the same ("...; the 6 and the 9 of clubs do the same here") as a reason
    whose short and fewest forms are the role's: the whole with the others named was too long for the hint's
    line at 1024x640, which then said the move alone (review 37)."""
    if not alike:
        return role
    return Reason(f"{role} ({alike})", getattr(role, "short", role), getattr(role, "brief", role))


def alike_words(view, codes, hinted):
    """Words for cards that do exactly the same here (hard.equivalent_cards: one suit, nothing between them
    still out), where the hint's card `hinted` is one of them: the others, "the 4 of clubs does the same
    here". "The only sensible move" was said of the 3 of clubs beside the 4 (review 28); "play the 9 of
    spades — ... (the 9 of spades and the little joker do the same here)" named the card hinted among them
    (session 29). None for one card."""
    rest = sorted((k for k in codes if k != hinted), key=lambda k: INT_OF[k])
    if len(codes) < 2 or not rest:
        return None
    verb = "does" if len(rest) == 1 else "do"
    return f"{held_words(rest, SUIT_WORDS[INT_OF[rest[0]] >> 4])} {verb} the same here"
