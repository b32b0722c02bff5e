"""What changed since your last card that makes the hinted card a winner now (no pygame). A hint said "keep your
Q of spades for later" in one trick and "play the Q of spades" in the next without a word of why (review 36):
the A of spades had been played after your card. Said from the seat's own view (the last trick's cards, the
cards still unseen), nothing invented; the hint's reason follows it (HintBot)."""

from ...engine.cards import card_name
from ...engine.naming import Reason
from .cards import INT_OF, SPADES, SUIT_WORDS, codes_of, suit_word
from .knowledge import Table, beats, higher_in_suit
from .trump_words import states_top, trump_warning
from .words import held_words


def fallen_since_your_card(view, code):
    """The cards of `code`'s suit above it played in the last trick after your card there, where nothing still out
    beats `code` now (nor a card in your hand) and it would take this trick: [codes], else []."""
    t = Table(view)
    c = INT_OF.get(code)
    if c is None or not view["tricks"] or (t.unseen | t.hand) & higher_in_suit(c):
        return []           # (a higher one still out, or in your hand: this card is not the top one)
    if t.trick and not beats(c, t.best, t.led):
        return []
    cards = view["tricks"][-1]["cards"]
    mine = next((k for k, (seat, _) in enumerate(cards) if seat == t.me), None)
    if mine is None:
        return []
    after = {INT_OF[x] for _, x in cards[mine + 1:]}
    return [x for x in codes_of(higher_in_suit(c) & t.played) if INT_OF[x] in after]


def change_words(view, code):
    """"the A of spades was played since your last card, so now the K of spades is the top spade left" (with the
    warning where a seat may trump a side suit's card), or None where nothing in the last trick changed what
    the card does."""
    fell = fallen_since_your_card(view, code)
    if not fell:
        return None
    c = INT_OF[code]
    suit = c >> 4
    gone = held_words(fell, SUIT_WORDS[suit])
    verb = "was" if len(fell) == 1 else "were"
    top = f"the {card_name(code)} is the top {suit_word(suit)} left"
    warning = trump_warning(Table(view), c) if suit != SPADES else None
    # the change first, then when: "since your last card the K of spades was played, so now ..." read as a cause
    # ("since" as "because") with a second one after it (session 53)
    fall = f"{gone} {verb} played since your last card"
    said = f"{fall}, so now {top}" + (f", but {warning}" if warning else "")
    # the fewest words, for the hint's narrowest place: what the card is now (the cards gone are in the last trick)
    change = Reason(said, "", f"the {card_name(code)} is now the top {suit_word(suit)} left")
    change.fall = fall      # what fell alone, before a reason that says the rest (with_change)
    return change


def with_change(view, action, reason):
    """`reason` (a str or Reason) for playing `action`, led by what changed since your last card where that
    makes the card a winner now (change_words): its short form is the change, its full form the change and then
    the reason."""
    if not isinstance(action, dict) or action.get("type") != "play":
        return reason
    change = change_words(view, action["card"])
    if change is None or not reason:
        return reason if change is None else change
    # a reason that says the card is the top of its suit left (with the trump's warning) follows what fell alone:
    # the top and its warning were said twice in one why (trump_words.stating_top, session 43)
    lead = change.fall if states_top(reason) else change
    return Reason(f"{lead}; {reason}", change, change.brief)
