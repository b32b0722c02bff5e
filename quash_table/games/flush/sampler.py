"""What a Flush seat has not seen, and deals sampled from it for the hard bot's search (no card the seat
cannot see is read: the other hands, every hidden card and the stock are drawn from what is unseen, with
what the log says a seat took kept in its hand)."""

from collections import Counter

from .known import known_hands as known_hands_in
from .rules import VIEW_LOG, default_composition, deck_for
from .rounds import TURN_EVENTS


def unseen_cards(view):
    """The cards this seat has not seen, as code -> count: the deck minus its hand, every base top, the
    pile, the adjacent pile, the discard and the Mimic card. They are the other hands, every hidden card
    (its own included: nobody sees a hidden card until it is turned) and the stock."""
    return Counter(unseen_counts(view))


def unseen_counts(view):
    """unseen_cards as a plain dict: the normal bot reads it for every move of every playout of the
    hard bot, so it is one flat loop with no Counter arithmetic."""
    unseen = dict(view["deck_counts"])
    seen = list(view["hand"])
    for row in view["bases"]:
        for b in row:
            seen.append(b["top"])
    for c, _ in view["pile"]:
        seen.append(c)
    for c, _ in view["adjacent"]:
        seen.append(c)
    seen.extend(view["discard"])
    seen.append(view["mimic_card"])
    for c in seen:
        if c in unseen:
            unseen[c] -= 1
    return {c: k for c, k in unseen.items() if k > 0}


class LogMemory:
    """The public events of the current round as one seat has seen them: views carry only the last
    VIEW_LOG events, so a bot that is shown every view of its seat keeps the whole round."""

    def __init__(self):
        self.round = None
        self.events = {}

    def see(self, view):
        if view["round"] != self.round:
            self.round, self.events = view["round"], {}
        log = view["log"]
        first = view["events"] - len(log)
        # events from an undone move (an Undo, a position asked again) are no longer the round's
        for k in [k for k in self.events if k >= view["events"]]:
            del self.events[k]
        for i, e in enumerate(log):
            self.events[first + i] = e
        return self.round_log(view)

    def round_log(self, view):
        if view["round"] != self.round:
            return [e for e in view["log"] if e["round"] == view["round"]]
        return [self.events[k] for k in sorted(self.events) if self.events[k]["round"] == view["round"]]


def known_hands(view, log):
    """Cards each seat is known to hold in hand (code -> count) from the round's `log` (known.known_hands)."""
    return known_hands_in(view["seats"], view["round"], log)


_LAST = [None, None]       # the deck figures _composition last read, and its answer


def _composition(view):
    """(composition, deck option) of the view's deck: (the shipped one, None) when the view's counts,
    points and deductions are the shipped deck's, else the composition they describe (as both). Every
    sampled world asks it again with the same figures, so the last answer is kept for them."""
    figures = (view["deck_counts"], view["points"], view["deduct"])
    if _LAST[0] == figures:
        return _LAST[1]
    _LAST[:] = [figures, _read_composition(view)]
    return _LAST[1]


def _read_composition(view):
    comp = default_composition()
    deck = deck_for(comp)
    if deck.counts == view["deck_counts"] and deck.points == view["points"] and \
            [deck.deduct[v] for v in range(1, 11)] == view["deduct"]:
        return comp, None
    counts, points = view["deck_counts"], view["points"]
    values = []
    for v in range(1, 11):
        if str(v) not in points:
            continue
        values.append({"value": v, "points": points[str(v)], "plain": counts.get(str(v), 0),
                       "skip": counts.get(f"{v}S", 0), "link": counts.get(f"{v}L", 0),
                       "deduction": counts.get(f"{v}D", 0)})
        if view["deduct"][v - 1] != v + 1:
            values[-1]["deduct"] = view["deduct"][v - 1]
    comp = {"values": values, "flush": {"plain": counts.get("F", 0), "plus": counts.get("F+", 0),
                                        "points": points.get("F", 5)}}
    return comp, comp


def sample_world(game, view, rng, log=None):
    """A full state consistent with everything the seat has seen (the view, and the round's public log
    when a LogMemory kept more of it than the view's window): the unseen cards dealt to the other hands
    in their counts (each holding the cards it is known to have picked up), to every hidden card (its
    own too) and to the stock, in a random order. The RNG for later rounds is fresh."""
    me, n = view["seat"], view["seats"]
    log = log if log is not None else view["log"]
    pool = unseen_cards(view)
    known = known_hands(view, log)
    hands = [Counter() for _ in range(n)]
    hands[me] = Counter(view["hand"])
    for j in range(n):
        if j == me:
            continue
        take = known[j] & pool                      # never more than is unseen
        while sum(take.values()) > view["hand_counts"][j]:
            take[next(iter(take))] -= 1
            take = +take
        hands[j] = take
        pool.subtract(take)
    rest = sorted((+pool).elements())
    rng.shuffle(rest)
    for j in range(n):
        if j != me:
            for _ in range(view["hand_counts"][j] - sum(hands[j].values())):
                hands[j][rest.pop()] += 1
    bases = []
    for row in view["bases"]:
        bases.append([[b["top"], rest.pop() if b["hidden"] else None] for b in row])
    if len(rest) != view["stock_count"]:
        raise ValueError(f"the view does not add up: {len(rest)} unseen cards for a stock of "
                         f"{view['stock_count']}")
    comp, option = _composition(view)
    stage = view["stage"]
    if stage in ("hidden", "hidden_pickup"):
        staged = [view["staged"]["value"], view["staged"]["added"]]
    elif stage == "super":
        staged = view["give_to"]
    else:
        staged = None
    tail = view["log"]
    # the round's events the seat saw before the view's window (a LogMemory's): the world's log keeps them, so
    # its views say the same cards picked up and still held (`known_in_hand`, read from the whole round's log):
    # with plain fillers there a pickup seen early in the round was lost from the world's views
    shown = sum(1 for e in tail if e["round"] == view["round"])
    earlier = [e for e in log if e["round"] == view["round"]][:-shown or None] if log is not tail else []
    earlier = earlier[max(0, len(earlier) - (view["events"] - len(tail))):]
    pad = view["events"] - len(tail) - len(earlier)
    filler = {"round": view["round"], "seat": None, "event": "unseen", "cards": [], "text": ""}
    # the turns the view says the round has gone without a Flush (`circling`, 40 or more, so further back
    # than the log it shows): as many turns in the unseen part of the log, that the world's view says so too
    turns = max(0, (view.get("circling") or 0) - sum(1 for e in earlier + tail if e["event"] in TURN_EVENTS))
    turns = min(turns, pad)
    unseen = [filler] * (pad - turns) + [dict(filler, event="declare")] * turns + earlier
    d = {"seats": n, "options": {"format": view["format"], "elimination_at": view["elimination_at"],
                                 "rounds": view["arena_rounds"], "double_last": view["double_last"],
                                 "first": None, "deck": option},
         "deck": comp, "rng": rng.next64(), "round": view["round"], "scores": list(view["scores"]),
         "out": list(view["out"]), "rounds": view["rounds"],
         "hands": [dict(h) for h in hands], "bases": bases,
         "pile": view["pile"], "adjacent": view["adjacent"], "stock": rest, "discard": view["discard"],
         "mimic": view["mimic"], "mimic_card": view["mimic_card"], "to_move": view["to_move"],
         "stage": stage, "staged": staged, "turn_cards": view["turn_cards"],
         # who played the turn before: the view gives the seat a Super Flush would give to, which is
         # all the rules ever ask of these two
         "last": view["previous_seat"], "other": None,
         "log": unseen + tail[-VIEW_LOG:],
         "winners": view["winners"], "first": view["first"]}
    return game.load(d)
