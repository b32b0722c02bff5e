"""The hint's why for a card the search weighed against the best other card (no pygame): one measure for every play,
the points the card scores you this hand on average against the other card's, in the deals played out from what
you can see. Review 45: the why switched measure from one card to the next (points; "ahead of the others' average";
how often the bid is made), justified 1-point differences, and after "nothing you can play beats X" it added only
"you need N more tricks". A difference under SMALL points is said as about the same, with what the card keeps."""

import re

from ...engine.naming import Reason, counted_unit
from .trump_words import states_top, stating_top

SMALL = 3       # points: a difference smaller than this matters too little to tell two cards apart by
NEED = re.compile(r"^you need \d+ more tricks?(, but|;|,) ")


def _points(x):
    return counted_unit(round(x), "point")


def keeps(other):
    """Where the figures read alike: `other` (its name, "the K of hearts") would score about the same. Said in
    points, the why's one measure: "the 9 of clubs would do about as well; this one keeps the 9 of clubs for later"
    after "the little joker wins this trick about 4 times in 5" read as a 9 that wins too (review 45a)."""
    return f"playing {other} instead would score you about the same this hand"


def play_versus(n, mine, theirs, other, lost):
    """The search's why for a card against `other` over `n` playouts: `mine`, `theirs` are (points, points ahead of
    the others' average) summed over them; `lost`: the bid cannot be made any more (said once, where the card's
    words do not already say so)."""
    (pts, ahead), (apts, aahead) = mine, theirs
    if (pts - apts) / n >= SMALL:
        return (f"from what you can see, it scores you {_points(pts / n)} this hand on average, "
                f"{_points(apts / n)} if you play {other} instead")
    if (ahead - aahead) / n >= SMALL:
        # your points the same either way (a bid out of reach scores 0): it leaves the others fewer
        head = "your bid looks out of reach either way, but " if lost else ""
        return f"{head}from what you can see, it scores you about what {other} would, and leaves the others fewer points"
    return keeps(other)


def fresh(words, versus, other):
    """`versus`, or None where it says only that the card keeps `other` and `words` name that card already ("keep
    your A of diamonds for later; the A of diamonds would do about as well ..." said it twice)."""
    return None if versus == keeps(other) and other.removeprefix("the ") in str(words) else versus


def adds_little(prior):
    """Do `prior`'s full words say little more than its short ones (what the card does, and at most the tricks you
    need)? H said "you need 2 more tricks, but nothing you can play beats ..." after "nothing you can play beats ..."
    (review 45)."""
    short = getattr(prior, "short", str(prior))
    return len(NEED.sub("", str(prior))) <= len(short) + 12


def with_figures(prior, versus, other):
    """The normal bot's reason `prior` for the card the search kept, its full words followed by the search's
    `versus` (against `other`) where they add little to the short ones (adds_little) and it says something new."""
    if not fresh(prior, versus, other) or not adds_little(prior):
        return prior
    short = getattr(prior, "short", str(prior))
    return stating_top(Reason(f"{prior}; {versus}", short, getattr(prior, "brief", short)), states_top(prior))
