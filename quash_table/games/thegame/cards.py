"""The Game's cards and what fits where (assets/rules/thegame.md): 50 cards, 1 to 10 in five colours, and
the two stacks. Plain functions on card codes ('R7'), read by the rules, the bots and the board; out of
rules.py, which re-exports them, so the rules keep to the moves and their events."""

from itertools import permutations


COLOURS = ("R", "B", "G", "Y", "P")
COLOUR_NAMES = {"R": "red", "B": "blue", "G": "green", "Y": "yellow", "P": "purple"}
DECK = tuple(c + str(n) for c in COLOURS for n in range(1, 11))
STACKS = ("up", "down")
# the stacks' marks on the table, in the hint and the log alike: the log's "on the descending stack" was its one
# long name, and broke its lines unevenly in the narrow Moves column ("stack back by 4 / (the reverse trick)",
# review 32)
STACK_ARROWS = {"up": "\u25b2", "down": "\u25bc"}
HEIGHTS = {"low": (1, 3), "middle": (4, 7), "high": (8, 10)}
ASKS = ("leave", "play", "reverse")
HAND_SIZE = 2


def number(card):
    return int(card[1:])


def colour(card):
    return card[0]


def height_of(n):
    for name, (lo, hi) in HEIGHTS.items():
        if lo <= n <= hi:
            return name
    raise ValueError(n)


def fits(card, stack, top):
    """May `card` go on `stack` whose top card is `top` (None = empty)?"""
    if top is None:
        return True  # an empty up stack is 0 and an empty down stack is 11: every card fits
    n, t = int(card[1:]), int(top[1:])
    if card[0] == top[0]:
        return True  # the reverse trick: same colour, any number (equal numbers cannot share a colour)
    return n > t if stack == "up" else n < t


def card_words(code):
    """'P10' -> 'purple 10': how a person names a card (messages and the move log)."""
    return f"{COLOUR_NAMES[code[0]]} {number(code)}"


def turns_back(card, stack, top):
    """Does laying `card` on `stack` (top card `top`) turn it back: same colour, the wrong way? A higher
    card of that colour on the ascending stack fits, but only climbs on."""
    if top is None or card[0] != top[0]:
        return False
    return number(card) < number(top) if stack == "up" else number(card) > number(top)


def turned_back_before(history):
    """Has a card of `history` (the laid cards, [seat, card, stack, turn] in order, both stacks starting
    empty) turned its stack back: was a reverse trick made already?"""
    tops = {}
    for _seat, card, stack, _turn in history:
        if turns_back(card, stack, tops.get(stack)):
            return True
        tops[stack] = card
    return False


def can_turn_back(hand, stack, top):
    """Does `hand` hold a card that turns `stack` (top card `top`) back (so the reverse trick is in it)?"""
    return any(turns_back(c, stack, top) for c in hand)


def live_after(history, card):
    """The cards still to come once `card` is laid after the cards of `history` (in hands or the pile)."""
    laid = {h[1] for h in history}
    laid.add(card)
    return [c for c in DECK if c not in laid]


def closes(card, stack, live):
    """Does `card` laid on `stack` close it for good: none of the cards `live` (still to come) fits on it?"""
    return not any(fits(c, stack, card) for c in live)


def fit_in_any_order(cards, stack, top, most=4):
    """Do all of `cards` go on `stack` (top `top`) one after another, whatever order they come in (who holds
    which is hidden)? False for more than `most` cards (a closed stack then may still cost the team)."""
    if len(cards) > most:
        return False
    for order in permutations(cards):
        at = top
        for c in order:
            if not fits(c, stack, at):
                break
            at = c
        else:
            continue
        return False
    return True
