"""Cards every seat saw go into a hand: the old pile picked up face up stays public while it is held. The rules
put it in every view (`known_in_hand`: the whole round's log, where a view's log is its last events only), the
sampler keeps those cards in their hands, and the hint does not count them among the cards you have not seen."""

from collections import Counter

from .cards import VALUE


def known_hands(seats, rnd, log):
    """Cards each seat is known to hold in hand (code -> count) in round `rnd`: what it picked up this round (the
    old pile is public), less every card of the same code it has played since (from its hand or a base top: the
    log does not say which, so the bound stays on the safe side)."""
    known = [Counter() for _ in range(seats)]
    for e in log:
        if e["round"] != rnd or e["seat"] is None:
            continue
        j, ev = e["seat"], e["event"]
        if ev in ("play", "add", "link_flush", "flush", "pickup"):
            k = known[j]
            for c in e["cards"]:
                if k[c] > 0:
                    k[c] -= 1
        if ev in ("pickup", "declare") and "taken" in e:
            known[j].update(e["taken"])
    return [+k for k in known]


def known_in_hand(seats, rnd, log):
    """known_hands as plain dicts (a view's field) from the tail of the game's `log` that is round `rnd`: a
    view is asked for often, and the earlier rounds' events are passed by without reading them."""
    start = len(log)
    while start > 0 and log[start - 1]["round"] == rnd:
        start -= 1
    return [dict(k) for k in known_hands(seats, rnd, log[start:])]


def in_other_hands_by_value(view):
    """The cards the view's seat saw go into the other hands and still there, counted by value (index 0: the
    Flush cards), as NormalBot.by_value counts; all 0 for a playout's view (no `known_in_hand`)."""
    by_value = [0] * 11
    me = view["seat"]
    for j, cards in enumerate(view.get("known_in_hand") or ()):
        if j == me:
            continue            # (your own hand is seen whole)
        for c, k in cards.items():
            by_value[VALUE[c]] += k
    return by_value
