"""How sure a card laid on a single spot that the other side has not filled is to win it, from what the seat
sees: the higher cards they may still lay there (those the seat has not seen) and how many cards they hold and
will draw. The hint's short words say "it likely takes single spot 3" only where they likely hold no higher
card (session 35: a J "likely" took a single spot the bot answered at once with its Q; with 13 cards in their
hand and 10 higher cards unseen they hold one almost surely). Pure: no pygame, no search."""

from math import comb

from ...engine.naming import a_or_an
from .sequences import RANK_WORDS, RV

# the most chance that they hold a higher card for which the words may still say "likely takes"
LIKELY = 0.25


class Odds:
    """What the seat sees of the other side's answer on a single spot: `unseen` the cards it has not seen
    (model.unseen_cards), `theirs` how many of them the other side holds or will draw this round."""

    def __init__(self, unseen, theirs, moved=None):
        self.unseen, self.theirs = list(unseen), theirs
        # a face-up card of theirs that one swap may move to the spot the words are about (reply.Warned.moved):
        # it answers there without spending a card of their hand
        self.moved = moved

    def moving(self, card):
        """These odds where their laid `card` may move to the spot the words are about (reply.reply_words)."""
        return Odds(self.unseen, self.theirs, card)

    def spends(self, v):
        """Does their answer to your card of rank v likely spend a higher card of their hand? Not where a laid
        card of theirs above v may move there instead (session 37: "it makes them spend an A", and the bot moved
        its face-up A♥ there from another spot, spending no card of its hand)."""
        return self.answer_chance(v) >= 0.5 and (self.moved is None or RV[self.moved] <= v)

    def higher(self, v):
        """The ranks above v of which a card is unseen, low to high."""
        return sorted({RV[c] for c in self.unseen if RV[c] > v})

    def answer_chance(self, v):
        """The chance the other side holds (or will draw) a card above rank v: dealt from the unseen cards."""
        return self.holds_one([c for c in self.unseen if RV[c] > v])

    def holds_one(self, cards):
        """The chance the other side holds (or will draw) one of `cards` (some of the unseen ones): dealt from the
        unseen cards."""
        u, m = len(self.unseen), len(set(cards) & set(self.unseen))
        h = max(0, min(self.theirs, u))
        return 0.0 if not m else 1.0 - comb(u - m, h) / comb(u, h)


def their_cards(view):
    """How many cards the other side holds and will still draw this round (2 players basic: half the pile)."""
    held = sum(n for s, n in enumerate(view["hand_counts"]) if s % 2 != view["side"])
    return held + (view.get("pile_count") or 0) // 2


def odds_of(view, unseen):
    """The Odds of `view` (`unseen`: model.unseen_cards of it)."""
    return Odds(unseen, their_cards(view))


def single_words(v, single, odds):
    """The short words for your card of rank v (10 up to a Q) on single spot `single` ("single spot 6", "the single
    spot") that theirs has not answered yet: "it likely takes single spot 6" only where they likely hold no higher
    card (odds: Odds, or None: not known), else what takes it back, "it takes single spot 6 unless they lay a K or
    A", or, a Q or K they likely answer, what it costs them, "it makes them spend an A to take single spot 6";
    "no higher card is left to them" where every higher card is seen; "it takes single spot 6" alone where a face-up
    card of theirs may move there (odds.moved: the warning that follows names it)."""
    ranks = odds.higher(v) if odds is not None else list(range(v + 1, 15))
    if not ranks:
        return f"it takes {single}: no higher card is left to them"
    if odds is not None and odds.answer_chance(v) <= LIKELY:
        return f"it likely takes {single}"
    if odds is not None and odds.moved is not None and RV[odds.moved] >= v:
        # the warning after these words names their face-up card that may move there (reply.reply_words), the
        # surest answer: the words leave the hand's ranks to the full reason, so the two fit two lines
        return f"it takes {single}"
    names = [RANK_WORDS[r] for r in ranks]
    said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    if odds is not None and v >= 12 and odds.spends(v):
        # they likely answer it: the words lead with what it still does, not with "takes" (review 35a: "it takes
        # the single spot unless they lay an A", and the bot laid its A at once)
        return f"it makes them spend {a_or_an(said)} to take {single}"
    return f"it takes {single} unless they lay {a_or_an(said)}"


def hold_words(v, odds, any_higher=False):
    """What the full words add after saying which cards beat your card of rank v on a single spot their side has
    not filled: "; they likely hold an A" (one rank above), "; they likely hold one" where they likely hold a higher
    card (their answer may come at once, session 35), "; they likely hold a higher card" with `any_higher` (the
    words before named no rank); "" else, or with `odds` None (not known). A Q or K says what it still does if they
    answer (a high card of theirs spent on a single spot): "; they likely hold an A, but answering it costs them that A"."""
    if odds is None or odds.answer_chance(v) < 0.5:
        return ""
    ranks = odds.higher(v)
    if any_higher:
        return "; they likely hold a higher card"
    held = f"; they likely hold {a_or_an(RANK_WORDS[ranks[0]])}" if len(ranks) == 1 else "; they likely hold one"
    return held + (answer_cost(ranks) if v >= 12 and odds.spends(v) else "")


def answer_cost(ranks):
    """Why a Q or K on a single spot is still laid where they likely hold a higher card (`ranks`: those unseen):
    their answer spends a card that would otherwise top a run or win a tiebreaker (session 35: "they likely hold
    an A" said only why it may lose)."""
    if len(ranks) == 1:
        return f", but answering it costs them that {RANK_WORDS[ranks[0]]}"
    return ", but answering it costs them " + a_or_an(" or ".join(RANK_WORDS[r] for r in ranks))
