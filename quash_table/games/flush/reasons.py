"""Why the normal bot chose a lay, in a few plain words (the hint's reason): worked out from the same terms
its scoring weighs (bots.NormalBot._play_value, _pickup_value), after the choice and never inside the hard
bot's playouts, and only the term that weighed most is said."""

from .cards import FLUSH_WAYS, FLUSHES, KIND, VALUE, counted


def plain_reason(action, view):
    """What a move does, in words, where the scoring gave it no reason of its own (hints show it)."""
    t = action["type"]
    n = len(action.get("cards", ()))
    if t in ("play", "link_flush") and view["stage"] != "hidden_pickup" and n >= view["held_counts"][view["seat"]]:
        return "goes out"
    return {"play": f"sheds {n} card{'s' if n != 1 else ''}",
            "link_flush": link_flush_reason(n + (view.get("pile_run_links") or 0)), "pickup": "nothing better: picks up the pile",
            "declare": "done for this turn", "keep_bases": "keeps its bases"}.get(t, "the best move it sees")


def link_flush_reason(links):
    """What a Link Flush of `links` Links in all does (the move's own words name it a Link Flush): the pile
    goes, and the player plays again; six or more, a Super Flush, may also give a base away."""
    if links >= 6:
        return "a Super Flush: it clears the pile, you may give a base to the previous player, and you play again"
    return "it clears the pile and you play again"


def play_reason(bot, codes, v, new_run, tops):
    """A lay of `codes` as value `v` onto the pile (not a Flush), its run then `new_run` long, `tops` of its
    cards base tops: what it sheds and the consideration that weighed most (bots.NormalBot._play_value)."""
    k = len(codes)
    skips = sum(1 for c in codes if KIND[c] == "S")
    pts = sum(bot.points.get(c, 1) * (3 if VALUE[c] == bot.m else 1) for c in codes)
    passed = "the next player" if skips == 1 else f"the next {skips} players"
    terms = [
        (bot._p_next_cannot(v) * (1.5 + 0.5 * (bot.pile_len + k)),
         f"the next player needs a {v} or lower (or a Mimic), else picks up the pile"),
        (skips * (1.0 + (4.0 if bot.next_held <= 3 else 0.0)), f"{'its Skip passes' if skips == 1 else 'its Skips pass'} "
                                                                f"{passed}"),
        # every card's value weighs (the higher, the harder to lay later): said of high cards only
        (bot.W_HARD * v / 10.0 * k if v >= 7 else 0.0, "high cards are hard to lay later"),
        (bot.W_POINTS * pts * (bot.urgency - 1.0),
         f"{pts} point{'s' * (pts != 1)} fewer held while someone is close to going out"),
        (bot.TOP_BONUS * tops, "it frees a hidden card"),
    ]
    weight, why = max(terms, key=lambda t: t[0])
    text = f"sheds {shed_words(codes, v, bot.m)}"
    # one reason (its costs chained on, "though ..., though ...", ran to 170 characters and over a seat at
    # the top of a six-seat table): a Deduction spent is the cost a person must hear of (it is thrown
    # away), said as the cost it is, not as the move's point; else the term that weighed most; else the
    # risk the lay runs
    spent = [(VALUE[c], bot.deduct.get(VALUE[c], VALUE[c] + 1)) for c in codes if KIND[c] == "D"]
    if spent:
        names = " and ".join(f"{x} Deduction (-{amount})" for x, amount in spent)
        counts = "that counts" if len(spent) == 1 else "they count"
        return f"{text}, though it gives up the {names}: {counts} only on the turn that goes out"
    if weight >= 0.5:
        return f"{text}: {why}"
    if bot._p_next_has(v, 4 - new_run) >= 0.5:
        return f"{text}, though the next player may lay a Flush on it"
    return text


def shed_words(codes, v, mimic):
    """What a lay of `codes` as value `v` sheds: "a 1" beside the move's "lay a Mimic as a 1" read as if a 1
    left the hand, where the 8 did (review, session 21): a lay of Mimics alone names them, "your Mimic 8 (as
    a 1)", "two Mimic 8s (as 1s)"; a lay with cards of its own value is said by that value."""
    k = len(codes)
    if v == mimic or any(c in FLUSHES or VALUE[c] != mimic for c in codes):
        return counted(k, v)
    return f"your Mimic {mimic} (as {counted(1, v)})" if k == 1 else f"{counted(k, f'Mimic {mimic}')} (as {v}s)"


def circling_reason(view):
    """While the round goes round in circles (the rules' `circling`: turns without a Flush), a hint says
    what ends it, as the move log's "circling" line does, instead of the move's own small reason."""
    n = view.get("circling")
    return f"no Flush for {n} turns: only a Flush ends the circle ({FLUSH_WAYS})" if n else None


def pickup_reason(bot, codes, take):
    """A new pile of `codes` started, the old pile of `take` cards picked up (bots.NormalBot._pickup_value)."""
    values = [VALUE[c] for c in codes if c not in FLUSHES and VALUE[c] != bot.m]
    v = values[0] if values else bot.m
    k = len(codes)
    cards = f"{take} card{'s' * (take != 1)}"
    start = f"{counted(k, v)} start{'s' * (k == 1)} a new pile"
    if k >= 4:
        return f"{start}: a Flush, so you play again after picking up {cards}"
    return f"no lay it likes on this pile: {start}, picking up {cards}"


def hidden_pickup_reason(codes, v, size):
    """Cards added to the new pile a turned hidden card started (`size` cards on it then)."""
    return f"adds {counted(len(codes), v)} to the new pile its turned card started" + (": a Flush" if size >= 4 else "")
