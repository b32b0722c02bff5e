"""How the hint says a move beat another when the playouts differ by little (review 56r: "give base 3 ... left you
fewer points than give base 1 on average (about 1 point fewer)" leaned on a small average and never named the real
reason, that base 1 held the −11 Deduction). Under BIG_POINTS on average the figures are noise to a new player: the
why names what the move keeps that the other spends or gives away (a Deduction, a Mimic, a Flush card, ...), or what
it sheds more, and says how sure the playouts were in plain words; from BIG_POINTS the figures stay (why_not.py).

Only from what the seat sees: its own cards (hand, base tops; a base's hidden card only as "a hidden card")."""

from collections import Counter

from .cards import FLUSHES, KIND, VALUE, card_words
from .normal_bot import resolve

BIG_POINTS = 2.0        # round points on average from which the figures are said (below: the reason and how sure)


def mean_points(diffs, scale):
    """The round points a move did better by on average over `diffs` (the search's utility, `scale` round points from
    even to certain: hard_bot.HardBot.utility); None without a scale or deals."""
    if not scale or not diffs:
        return None
    return sum(diffs) / len(diffs) * 2 * scale


def is_close(diffs, scale):
    """Do the playouts part the two moves by under BIG_POINTS on average (no scale: not known, said as before)?"""
    points = mean_points(diffs, scale)
    return points is not None and points < BIG_POINTS


def sure_words(diffs, than=""):
    """How sure the playouts were, in a player's words, better than the move `than` (quoted) where given: "a little
    better than “lay a 4” almost every time", "a little better than “lay a 4” more often than not", "only a little
    better than “lay a 4” on average, a close call"."""
    won, lost = sum(1 for d in diffs if d > 0), sum(1 for d in diffs if d < 0)
    share = won / (won + lost) if won + lost else 0.5
    better = f"a little better than {than}" if than else "a little better"
    if share >= 0.85:
        return f"{better} almost every time"
    if share >= 0.6:
        return f"{better} more often than not"
    return f"only {better} on average, a close call"


def taken(view, action):
    """The seat's own known cards `action` takes from it (laid, given away): a Counter of codes, and how many hidden
    cards it gives or turns unseen."""
    t = action.get("type")
    if t == "flush":        # a Flush card on a base is named by its base ("b0"), as a lay's are
        return Counter(resolve(view, [action["card"]])), 0
    if t in ("play", "pickup", "link_flush") and action.get("cards"):
        return Counter(resolve(view, action["cards"])), 0
    if t == "give_base":
        top, hidden = base_of(view, action["base"])
        return Counter([top] if top else []), int(bool(hidden))
    if t == "hidden":
        return Counter(), 1
    return Counter(), 0


def base_of(view, i):
    """(top card code or None, whether a hidden card lies under it) of the seat's base `i`."""
    row = view["bases"][view["seat"]]
    if not 0 <= i < len(row):
        return None, False
    return row[i]["top"], bool(row[i]["hidden"])


def notable(code, view):
    """A card's words where keeping it matters to a player (a Deduction with its amount, a Mimic, a Flush card, a
    Skip, a Link), else ""; the most telling first by its rank (lower is more telling)."""
    if code in FLUSHES:
        return 1, f"{card_words(code)} card"
    v, kind = VALUE[code], KIND[code]
    if kind == "D":
        amount = dict(zip(range(1, 11), view.get("deduct") or ())).get(v, v + 1)
        return 0, f"{v} Deduction (\u2212{amount} as you go out)"
    if v == view.get("mimic"):
        return 2, f"Mimic ({card_words(code)})"
    if kind == "S":
        return 3, card_words(code)
    if kind == "L":
        return 4, card_words(code)
    return 9, ""


def reason_words(view, action, other, other_said):
    """The concrete reason `action` beat `other` (said as `other_said`): what it keeps that the other spends or gives
    away ("it keeps your 10 Deduction (−11 as you go out), which “give your base 1 ...” gives away"), else what it
    sheds more ("it gets rid of 2 more cards than “lay a 4”"); "" where neither says anything (the other move is named in
    every one: the words after it say only how sure)."""
    mine, my_hidden = taken(view, action)
    theirs, their_hidden = taken(view, other)
    kept = sorted((notable(c, view) for c in (theirs - mine).elements()), key=lambda f: f[0])
    kept = [w for r, w in kept if w]
    verb = "gives away" if other.get("type") == "give_base" else "spends"
    if kept:
        said = kept[0] if len(kept) == 1 else f"{kept[0]} and {kept[1]}"
        laid = sorted((mine - theirs).elements(), key=lambda c: (VALUE[c], c))
        if laid and same_play(action, other):
            # the same play with other cards of its value: which it lays and which it keeps ("it keeps your 7 Link,
            # which “lay a 7 Link” spends" read as circular, review 60)
            names = [card_words(c) for c in laid]
            lays = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
            return f"it plays your {lays} and keeps your {said} for later"
        return f"it keeps your {said}, which \u201c{other_said}\u201d {verb}"
    more = sum(mine.values()) + my_hidden - sum(theirs.values()) - their_hidden
    than = f"than \u201c{other_said}\u201d"
    if more > 0 and action.get("type") != "pickup":
        return f"it gets rid of {more} more card{'s' * (more != 1)} {than}"
    if more < 0 and other.get("type") not in ("pickup", "give_base") and action.get("type") != "give_base":
        return f"it keeps {-more} card{'s' * (more != -1)} more for later piles {than}"
    return ""


def same_play(action, other):
    """Are `action` and `other` the same play (a lay, or a new pile) of as many cards as the same value, only other
    cards of it (a plain 7 or the 7 Link)?"""
    kinds = ("play", "pickup")
    return (action.get("type") in kinds and action.get("type") == other.get("type")
            and action.get("as") == other.get("as") and len(action.get("cards", ())) == len(other.get("cards", ())))
