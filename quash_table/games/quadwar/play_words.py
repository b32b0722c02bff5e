"""What a card does in this trick, in a new player's words: the hint's short reason for a card the search
chose (hard.py), said from the table the seat sees (knowledge.Table) and nothing invented. The search's
figures ("over 93 sampled deals this leaves you 1 points behind the others' average") followed the hinted
card with nothing a new player could use (review 28): these words come first, the figures only in the full
reason (H again). No pygame."""

from ...engine.cards import card_name
from ...engine.naming import Reason
from .cards import CODE, INT_OF, SPADES, SUIT_MASK, SUIT_WORDS, cards_of, suit_word
from .knowledge import Table, beats, higher_in_suit, keep_cost
from .trump_words import states_top, stating_top, trump_warning, trumping_seats
from .words import held_words

PICTURE = 9           # a card's rank index from which it is no "low" card (RANKS: 2 ... 10, J, Q, K, A)


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


def taking_words(t, c):
    """What taker `c` does to the trick, from the odds the normal bot chose by (Table.win_p): "it takes the trick"
    only where nobody after you can beat it; with seats still to play "it should win this one" (as the normal
    bot's reason says it) or "it leads the trick for now" (review 61w: "it takes the trick" said second to play,
    and the K of diamonds took it)."""
    if not t.after:
        return "it takes the trick"
    p = t.win_p(c)
    return "it takes the trick" if p >= 0.995 else "it should win this one" if p >= 0.5 else \
        "it leads the trick for now"


def trick_takers(t):
    """The cards of the hand that may be played to the trick on the table and take it as it stands (none with
    no trick on)."""
    if not t.trick:
        return []
    playable = t.hand & SUIT_MASK[t.led] or t.hand            # the suit led must be followed
    return [x for x in cards_of(playable) if beats(x, t.best, t.led)]


def tricks_needed(t):
    """The tricks the seat still needs for its bid (0 with it made, or before it bids)."""
    bid = t.bids[t.me]
    return max(0, bid - t.won[t.me]) if bid is not None else 0


def every_trick_needed(t):
    """Does the bid need every trick left, this one too, and can the hand take this one? A trick let go then
    loses the bid for sure: "let Bot 4's 9 of hearts win this trick: keep your J of spades for later" was hinted
    there (review 38)."""
    need = tricks_needed(t)
    return need > 0 and need == t.tricks_left and bool(trick_takers(t))


def bid_lost(t):
    """Why the seat's bid cannot be made any more, from what it sees ("you need 5 tricks and 3 are left"), or
    None: more tricks needed than are left, or every trick left needed and nothing the hand may play takes this
    one."""
    need = tricks_needed(t)
    if need > t.tricks_left:
        return f"you need {need} tricks and {t.tricks_left} {'is' if t.tricks_left == 1 else 'are'} left"
    if need and need == t.tricks_left and t.trick and not trick_takers(t):
        return f"you need {_every_trick(need)} and nothing you can play takes this one"
    return None


def lost_words(t, c, why, alike):
    """What card int `c` does once the bid is lost, as one sentence: "your bid cannot be made any more (you need
    4 tricks and 3 are left): you have no clubs: trump it, beating ..." had two colons, and "...nothing you can
    play takes this one): you have no clubs and nothing that wins" said it twice (review 23). The card's use for
    the bid is gone; what is left to say is whether it takes the trick, from whom, or what it gives up."""
    setting = _setting(t)
    if not t.trick:
        does = f"you lead {_given_up(t, c, alike)}"
    elif c in trick_takers(t):
        taking = taking_words(t, c)
        does = (f"{taking} from {setting}" if taking.endswith("trick") else f"{taking}, over {setting}") if setting \
            else f"{taking} all the same"
    else:
        does = f"it gives up {_given_up(t, c, alike)}"
    return Reason(f"{why}, so your bid cannot be made any more and {does}",
                  f"your bid cannot be made any more, and {does}", "your bid cannot be made any more")


def card_role_words(view, code, alike=False):
    """What playing `code` does in this trick, from what the seat sees: a lead that cannot be beaten in its
    suit, a low lead that keeps the higher cards, the cheapest card that takes the trick (from a bidder who
    still needs it), a trump where the suit led is gone, a duck or a card shed where nothing held wins.
    One clause, no "; " (the hint's short reason is one line). `alike`: the card is one of several that do
    the same here (alike_words says so): none of them is "the lowest" or "the cheapest"."""
    t = Table(view)
    lost = bid_lost(t)
    return lost_words(t, INT_OF[code], lost, alike) if lost else _role(t, INT_OF[code], alike)


def _role(t, c, alike):
    """card_role_words' role of card int `c` on Table `t`, with the bid still to be made or made."""
    suit = c >> 4
    need = tricks_needed(t)
    if not t.trick:
        # with the bid made and Bags on, a trick more is a bag: "lead a winner", then "lead low: ... keeps your
        # higher cards" a trick later read as reasons to want tricks the bid no longer needs (session 40)
        bagged = need <= 0 and t.bags_on
        if not t.unseen & higher_in_suit(c):
            if c in (INT_OF["BJ"], INT_OF["LJ"]) or suit == SPADES:
                # the top trump left takes a trick whenever it is played: its bag is no choice of this trick's
                # ("lead a winner: one more trick is a bag" of the big joker read as advice to take a bag)
                sure = "lead a winner: no card still out beats it"
                return stating_top(Reason(f"{sure} (you have your bid, and it is a bag whenever you play it)",
                                          f"{sure}: a bag whenever you play it", "a sure trick: a bag whenever you play it")
                                   if bagged else sure)
            # with the warning where a seat out of the suit may trump it (review 31)
            warning = trump_warning(t, c)
            top = f"lead a winner: no {suit_word(suit)} still out beats it"
            if warning and not t.n_unseen[suit] and trumping_seats(t, c):
                # nobody else holds the suit and a trump still out can take it: no winner (review 58w: "lead a
                # winner ..., but nobody else has hearts left, and a spade still out can trump it" lost at once)
                top = f"it is the top {suit_word(suit)} left"
            # the fewest words (a narrow place for the hint) keep the winner and leave the warning to H
            return stating_top(_bagged(Reason(f"{top}, but {warning}", f"{top}, but {warning}", top) if warning else top,
                                       bagged))
        if bagged:
            return _brief(f"you have your bid: it gives up {_given_up(t, c, alike)}, to avoid bags",
                          "you have your bid: avoid bags")
        lone = cards_of(t.hand & SUIT_MASK[suit]) == [c]
        if lone and suit != SPADES and t.hand & SUIT_MASK[SPADES]:
            # a lone card is not "low" (review 32: "lead low" of a lone Q♦): what leading it gains is the void
            return f"lead your only {suit_word(suit)}: then you may trump {SUIT_WORDS[suit]}"
        lower = t.hand & SUIT_MASK[suit] & ((1 << c) - 1)
        if c & 15 >= PICTURE or (lower and not alike):
            # a J, Q or K is not "low" (review 57: "lead low" of a J): it is the lowest of its suit you hold; nor is
            # a card with lower ones of its suit in hand (review 61w: "lead low" of the 8 of hearts beside the 3
            # and the 6): it is one you can spare
            given = _given_up(t, c, alike)
            if not t.hand & SUIT_MASK[suit] & ~((2 << c) - 1):
                return f"lead {given}"
            return _brief(f"lead {given}: it keeps your higher {SUIT_WORDS[suit]}",
                          f"lead {given}: keep your higher {SUIT_WORDS[suit]}")
        return _brief(f"lead low: it gives up {_given_up(t, c, alike)} and keeps your higher cards",
                      "lead low: keep your higher cards")
    holder = f"Seat {t.best_seat + 1}'s {card_name(CODE[t.best])}"
    takers = trick_takers(t)
    everything = need and need == t.tricks_left
    if c in takers:
        trump = suit == SPADES and t.led != SPADES and not t.hand & SUIT_MASK[t.led]
        how = f"you have no {SUIT_WORDS[t.led]}: trump it" if trump else taking_words(t, c)
        if not alike and c == min(takers, key=keep_cost) and len(takers) > 1:
            how += ", as cheaply as you can" if how.endswith(("one", "now")) else " as cheaply as you can"
        setting = _setting(t)
        if setting and need <= 0:
            return f"{how} from {setting}"
        if need <= 0 and t.bags_on:
            # "it takes the trick, beating Bot 4's 5 of hearts" with the bid made said nothing of the bag, where
            # every card the hand may play beat it (session 40)
            playable = t.hand & SUIT_MASK[t.led] or t.hand
            if len(takers) == len(cards_of(playable)):
                return _brief(f"you have your bid, but every card you may play beats {holder}: a bag unless a "
                              f"later card wins", "every card you may play wins so far: a bag")
            return _brief(f"{how}, beating {holder} (you have your bid: one more trick is a bag)",
                          f"{'trump it' if trump else 'take it'}: one more trick is a bag")
        if everything:
            # the one reason a long shot is played: a trick let go loses the bid (review 38)
            # (the fewest words: "you have no clubs: trump it, and your bid needs all 2 tricks left" was too long
            # for the hint's place at 1024x640, which then said the move alone)
            return Reason(f"{how}, beating {holder}, and your bid needs {_every_trick(need)}",
                          f"{how}, and your bid needs {_every_trick(need)}",
                          f"{'trump it' if trump else 'take it'}: your bid needs {_every_trick(need)}")
        # the fewest words what the card does: the place at the foot of a hand of two cards said the move alone,
        # "Hint: play the 9 of spades (H: why)", the reason with the holder named too long for it (session 38)
        return _brief(f"{how}, beating {holder}", how)
    bag = " and take no bag" if need <= 0 and t.bags_on else ""
    if takers:
        kept = card_name(CODE[min(takers, key=keep_cost)])
        if everything:
            # letting it go is no saving for later: the bid is lost with it (review 38)
            return _brief(f"let {holder} win this trick and your bid is lost: it needs {_every_trick(need)}",
                          "your bid is lost with this trick")
        return _brief(f"let {holder} win this trick{bag}: keep your {kept} for later{_then_every(t)}",
                      f"keep your {kept} for later")
    if suit != t.led and not t.hand & SUIT_MASK[t.led]:
        return _brief(f"you have no {SUIT_WORDS[t.led]} and nothing that wins: shed {_given_up(t, c, alike)}{bag}",
                      f"you have no {SUIT_WORDS[t.led]} and nothing that wins")
    # the suit led followed: what could win is not played here (review 34c: "nothing you hold beats Bot 4's 6 of
    # spades" with the A of spades in a hand that had to follow hearts)
    held = f"no {suit_word(t.led)} you hold" if t.hand & SUIT_MASK[t.led] and t.hand & ~SUIT_MASK[t.led] \
        else "nothing you hold"
    return _brief(f"{held} beats {holder}: give up {_given_up(t, c, alike)}{bag}", f"{held} beats {holder}")


def _bagged(role, bagged):
    """A winner's lead `role` and, with the bid made and Bags on (`bagged`), what the trick costs: "... (you have
    your bid: one more trick is a bag)"; its shorter forms keep the cost, the trump's warning left to H."""
    if not bagged:
        return role
    cost = " (you have your bid: one more trick is a bag)"
    return Reason(f"{role}{cost}", f"{getattr(role, 'brief', role)}{cost}", "lead a winner: one more trick is a bag")


def _then_every(t):
    """What a trick let go leaves a bid that can lose only one more: ", and then your bid needs every trick after
    this one" (a duck there was said as a saving alone, session 38), else nothing."""
    need = tricks_needed(t)
    return ", and then your bid needs every trick after this one" if need and need == t.tricks_left - 1 else ""


def _every_trick(need):
    """The tricks a bid needs where it needs every one left: "all 3 tricks left", "this last trick"."""
    return "this last trick" if need == 1 else f"all {need} tricks left"


def duck_words(view, card, alt=None):
    """Why card `card` (a code) lets the trick go, in a player's terms, when the hand holds a card that would
    take it now: who is winning it and which card is kept ("let Seat 3's K of diamonds win this trick: keep your
    A of diamonds for later"), and with the bid made what one more trick would cost; None when the card
    is no duck (it takes the trick, or the hand has nothing that would). The search's figures alone ("in 30
    sampled deals it scores 33 points on average, the A of diamonds 32") did not say why a card that lets
    the trick go is right. `alt`: the card the search weighed it against, named as kept when it would take
    the trick."""
    t = Table(view)
    if not view["trick"] or t.best is None or beats(INT_OF[card], t.best, t.led):
        return None
    if every_trick_needed(t) or bid_lost(t):
        return None         # no card is kept for later where the bid is lost (the role words say so)
    takers = trick_takers(t)
    if not takers:
        return None
    # the card it keeps: the one weighed against it if that one takes the trick, else the cheapest that would
    kept = INT_OF[alt] if alt in INT_OF and INT_OF[alt] in takers else min(takers, key=keep_cost)
    me = view["seat"]
    # in the words the move, the log and the other reasons name a card by ("duck: ... keep your Q\u2660" beside "play
    # the Q of spades", review 36), and as play_words lets a trick go
    words = (f"let Seat {t.best_seat + 1}'s {card_name(CODE[t.best])} win this trick: keep your "
             f"{card_name(CODE[kept])} for later{_then_every(t)}")
    if view["bids"][me] - view["won"][me] <= 0:
        words += " (you have your bid: " + ("one more trick is a bag)" if t.bags_on else "one more trick adds 1)")
    return Reason(words, words, f"keep your {card_name(CODE[kept])} for later")     # fewest: the point of it


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
    return stating_top(Reason(f"{role} ({alike})", getattr(role, "short", role), getattr(role, "brief", role)),
                       states_top(role))


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
