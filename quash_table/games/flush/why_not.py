"""Why a hinted new pile rather than what else the player holds (the hint's full reason, H): a new pile picks the old
one up, and a player holding a Flush card or a lower card to start it with asks why not those (issue 23: "start a new
pile with two cards and pick up the old one", three Flush cards and a 4 in hand, said nothing of either).

Said only from what was weighed: a Flush card by what the hint's search measured of it, on the sampled deals both
moves were played out in (nothing where it was not played out); a lower new pile by what the normal bot's scoring
weighs between two new piles on the same old pile, the cards and points each takes out of the hand
(NormalBot._pickup_value: they differ by `_shed` alone), and not where the search played that pile out and it did as
well. Only from what the seat sees: its own cards, the deck's points, the search's deals drawn from its view."""

from ...bots.search import clearly_better
from .cards import VALUE, card_words
from .close_call import is_close, reason_words, sure_words
from .normal_bot import resolve
from .telling import describe_hint, laid_brief

# how a comparison was measured, in a player's words: both moves played to the round's end in sampled deals (it said
# "played out, about 3 times in 4 it left you fewer points than to lay two 2s ..., by under a point on average",
# which new players could not parse: reviews 54g2, 54h; the other move is quoted as the hint would say it)
TRIED = "tried both to the round's end"
# how often, in a player's words: the nearest of these shares (beat_words)
OFTEN = ((1, 2), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10))
FEWEST_DEALS = 4        # the search's first cut (bots/search.py): fewer deals are no measure to speak of
TRIPLE = " (a Mimic counts triple)"


def why_not_new_pile(view, action, legal, searched=((), ()), chosen=(), prior=None, said="", scale=None):
    """The words to add to the reason `said` of a new pile `action` of fewer than four cards (no Flush): what the
    search found of a Flush card held (`searched`: its candidates and their diffs against the normal bot's move
    `prior`, `chosen`: the hinted move's), and what a lower new pile would shed; "" where neither applies. `said`
    says what the move beat where the search left `prior` (not said again), and the Flush card's figure goes on
    from its "played out" ("..., and about as many as to play your Flush card")."""
    flush, lower, played_said = why_not_parts(view, action, legal, searched, chosen, prior, said, scale)
    return ("" if not flush else f", and {flush}" if played_said else f"; {flush}") + (f"; {lower}" if lower else "")


def why_not_parts(view, action, legal, searched=((), ()), chosen=(), prior=None, said="", scale=None):
    """why_not_new_pile's parts: (its Flush card's words, its lower new pile's, whether they go on from the reason's
    "played out"), each "" where it has none; the Flush card's words whole where `said` is "" (Reason.more)."""
    if action.get("type") != "pickup" or len(action["cards"]) >= 4:
        return "", "", False
    beaten = dict(prior) if prior is not None and dict(prior) != action else None
    played_said = TRIED in said
    flush = "" if beaten is not None and beaten["type"] == "flush" else flush_words(view, searched, chosen,
                                                                                     played_said, scale)
    return flush, lower_pile_words(view, action, legal, searched, chosen, beaten), played_said


def paired(chosen, other):
    """The hinted move's value less `other`'s, deal by deal, on the deals both were played out in (a candidate
    dropped by the search has the first deals only: every candidate starts on the same deals)."""
    n = min(len(chosen), len(other))
    return [chosen[k] - other[k] for k in range(n)]


def flush_words(view, searched, chosen, played_said=False, scale=None):
    """How the hinted move did against the Flush card the search played out longest (the strongest of those
    played as long): "played out, about 3 times in 4 it left you fewer points than to play your Flush Plus card",
    or "... it left you about as many points as to ..." where it did no better; after the reason's own "played
    out" (`played_said`) without its subject: "about 3 times in 4 fewer than to ...", "about as many as to ...".
    "" where no Flush card was played out on FEWEST_DEALS deals, or one did clearly better (the hint then kept
    its move on other grounds, hint_bot.overrules, which these words do not say)."""
    cands, diffs = searched
    flushes = [(paired(chosen, d), c) for c, d in zip(cands, diffs) if isinstance(c, dict) and c["type"] == "flush"]
    flushes = [(p, c) for p, c in flushes if len(p) >= FEWEST_DEALS]
    if not flushes:
        return ""
    pair, card = max(flushes, key=lambda f: (len(f[0]), -sum(f[0])))
    move = describe_hint(dict(card), view["seat"], view["seats"], view)     # "play your Flush Plus card"
    if sum(pair) > 0:
        if is_close(pair, scale):       # small averages are no reason to a player (review 56r)
            sure = sure_words(pair, f"\u201c{move}\u201d")
            return sure if played_said else f"{TRIED}, it did {sure}"
        how = often_words(pair)
        by = by_words(pair, scale, how == "on average")
        return f"fewer than \u201c{move}\u201d {how}{by}" if played_said else \
            f"{TRIED}, it left you fewer points than \u201c{move}\u201d {how}{by}"
    if clearly_better([-x for x in pair], 1.0):
        return ""
    return f"about as many as \u201c{move}\u201d" if played_said else even_words(move)


def next_best_words(view, action, searched, chosen, scale=None):
    """How the hinted move `action` did against the next best move the search played out (the one it played out
    longest, the strongest of those), where the hint kept the normal bot's own move: "played out, about 3 times in
    4 it left you fewer points than to lay two 9s", or "... about as many points as to ..." where it did no better
    (review 47: the second H said what the move does, never why not the other move a player weighs). "" where the
    search played no other move out on FEWEST_DEALS deals (`chosen` empty: nothing searched)."""
    cands, diffs = searched
    if not chosen:
        return ""
    others = [(paired(chosen, d), c) for c, d in zip(cands, diffs) if isinstance(c, dict) and dict(c) != action]
    others = [(p, c) for p, c in others if len(p) >= FEWEST_DEALS]
    # the move a person weighs against a lay or a Flush is another one that keeps the pile, not a new pile that picks
    # it up (review 60: a Flush's why compared it with "start a new pile with two 6s and pick up the old one")
    keeps = [(p, c) for p, c in others if c["type"] != "pickup"]
    if action.get("type") != "pickup" and keeps:
        others = keeps
    if not others:
        return ""
    pair, move = max(others, key=lambda f: (len(f[0]), -sum(f[0])))
    other = describe_hint(dict(move), view["seat"], view["seats"], view)
    if not other:
        return ""
    if sum(pair) > 0:
        return beat_words(pair, other, scale, reason=reason_words(view, action, dict(move), other))
    return even_words(other)


def points_of(codes, view):
    """The points `codes` count at the round's end (the deck's points, a Mimic's triple)."""
    m, pts = view["mimic"], view["points"]
    return sum(pts.get(c, 1) * (3 if VALUE[c] == m else 1) for c in codes)


def lower_pile_words(view, action, legal, searched, chosen, beaten=None):
    """What the lowest new pile the player could start instead would leave in the hand, beside the hinted one's, net of
    the old pile: "with the old pile's 3 cards (5 points) picked up, this play leaves your hand 7 points lighter (a
    Mimic counts triple); playing your 4 alone would leave it 4 points heavier"; "" where no lower one is legal, it would shed as many
    points, the search played it out and the hinted one did no better, or it is the move the reason says the hinted
    one beat (`beaten`)."""
    m = view["mimic"]
    mine = resolve(view, action["cards"])
    value = pile_value(mine, m)
    lower = [(pile_value(resolve(view, a["cards"]), m), a) for a in legal
             if a.get("type") == "pickup" and a != action and len(a["cards"]) < 4]
    lower = [(v, a) for v, a in lower if v < value and a != beaten]
    if not lower:
        return ""
    # the lowest value, all its cards: the new pile a player reaches for first (a Mimic joining it left out)
    v, alt = min(lower, key=lambda f: (f[0], any(VALUE[c] == m != f[0] for c in resolve(view, f[1]["cards"])),
                                       -len(f[1]["cards"])))
    codes = resolve(view, alt["cards"])
    theirs, ours = points_of(codes, view), points_of(mine, view)
    if ours <= theirs:
        return ""
    cands, diffs = searched
    played = next((d for c, d in zip(cands, diffs) if isinstance(c, dict) and dict(c) == alt), None)
    if played is not None:
        pair = paired(chosen, played)
        if len(pair) >= FEWEST_DEALS and sum(pair) <= 0:
            return ""
    # "your 4 alone would shed 1 point, these 12" was read twice by a new player (review 57): a whole sentence
    # for each play, the verb a newcomer knows; and net of the old pile both pick up: "this play gets rid of 3
    # points" read as a gain while it picked up 4 cards (review 60)
    yours = f"your {card_words(codes[0])} alone" if len(codes) == 1 else f"your {laid_brief(codes, v, m)}"
    triple = TRIPLE if any(VALUE[c] == m for c in mine) else ""
    old = [c for c, _as in view["pile"]]
    took = points_of(old, view)
    return (f"with the old pile's {len(old)} card{'s' * (len(old) != 1)} ({points_words(took)}) picked up, this "
            f"play leaves your hand {net_words(took - ours)}{triple}; playing {yours} would leave it "
            f"{net_words(took - theirs)}")


def points_words(n):
    """'1 point', '4 points'."""
    return f"{n} point{'s' * (n != 1)}"


def net_words(n):
    """What a hand's points came to after a move, against now: '2 points heavier', '1 point lighter', 'no heavier'."""
    return f"{points_words(n)} heavier" if n > 0 else f"{points_words(-n)} lighter" if n < 0 else "no heavier"


def pile_value(codes, mimic):
    """The value a new pile of `codes` takes: the one value besides Mimics (Mimics alone: their own)."""
    return next((VALUE[c] for c in codes if VALUE[c] != mimic), VALUE[codes[0]])


def beat_words(diffs, other, scale=None, tried=True, reason=""):
    """What the hinted move did against the move `other` over the deals it was played out in, as a player would say
    it: "tried both to the round's end, it left you fewer points than “lay a 4” about 3 times in 4" (often_words;
    without its first words where not `tried`), and with the search's `scale`, by how much (by_words). Where the
    two differ by little (close_call.is_close) the figures are left out: the concrete `reason` first (close_call.
    reason_words: what it keeps that `other` spends), then how sure, in words ("almost always a little better")."""
    if is_close(diffs, scale):
        sure = sure_words(diffs, f"\u201c{other}\u201d")
        if reason:
            return f"{reason}; {TRIED}: {sure_words(diffs)}" if tried else reason
        return f"{TRIED}, it did {sure}" if tried else f"it did {sure}"
    often = often_words(diffs)
    by = by_words(diffs, scale, often == "on average") if tried else ""     # (the short words: no figures)
    said = f"it left you fewer points than \u201c{other}\u201d {often}{by}"
    return f"{TRIED}, {said}" if tried else said


def even_words(other):
    """The move `other` did as well as the hinted one, played out: "tried both to the round's end, “lay a 7 Link on
    the pile” did about as well" (it said "played out, it left you about as many points as to lay a 7 Link on the
    pile", which a new player could not parse: review 54h)."""
    return f"{TRIED}, \u201c{other}\u201d did about as well"


def by_words(diffs, scale=None, averaged=False):
    """By how much a move did better over `diffs` (its value less another's, deal by deal, in the search's utility:
    hard_bot.HardBot.utility, `scale` round points from even to certain, so a point of margin is 1 / (2 * scale)), as
    round points on average: ", by about 3 points on average", ", by under a point on average"; "" without a
    scale or deals, or where it did no better (session 49: "3 times in 5" said nothing of how much). `averaged`: the
    words before say "on average" already ("on average it left you fewer points ..., by about 2 points")."""
    if not scale or not diffs:
        return ""
    points = sum(diffs) / len(diffs) * 2 * scale
    if points <= 0:
        return ""
    tail = "" if averaged else " on average"
    if points < 0.5:
        return f" (under a point fewer{tail})"
    n = round(points)
    return f" (about {n} point{'s' * (n != 1)} fewer{tail})"


def often_words(diffs):
    """How often a move did better over `diffs` (its value less another's, deal by deal), the deals where the two
    came out alike left out: "about 3 times in 4", "almost every time"; where it won less often than it lost, its
    wins being larger, "on average"."""
    won, lost = sum(1 for d in diffs if d > 0), sum(1 for d in diffs if d < 0)
    if won + lost == 0 or won <= lost:
        return "on average"
    share = won / (won + lost)
    if share >= 0.95:
        return "almost every time"
    a, b = min(OFTEN, key=lambda f: abs(f[0] / f[1] - share))
    # "about half the time" read as a coin toss, no reason at all (review 56r): the average decides there
    return "on average" if (a, b) == (1, 2) else f"about {a} times in {b}"
