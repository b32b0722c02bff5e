"""The hard bot's rollout policy: how every seat plays the rest of a round in the search's playouts.

The normal bot's choice costs most of a playout (it counts the unseen cards and scores every legal
group), so the playouts follow a short greedy rule built on the same priorities instead (the `normal`
bot itself is unchanged): go out; make a Flush (pile run, Mimics, Link Flush); else shed the value that
sheds the most (high values and points first, a run of three that hands the next seat a Flush last);
with nothing to play, weigh a Flush card, a hidden card and a pickup by the normal bot's own sums, with
the whole deck's mix of values standing for the unseen cards. The chosen group is taken from the rules'
own group lists, so the move is always one of legal_actions (tests play random rounds to check it).
"""

from .cards import FLUSHES, KIND, VALUE
from .groups import buckets, group_tuples, link_flushes
from .playout import STALL_FROM, left_to_the_bot
from .state import held, pile_top

__all__ = ["choose_rollout"]

_AT_MOST = {}


def at_most(deck):
    """Share of the deck that is a Flush card or of value <= v, for v in 0..10 (kept per deck: decks are
    shared and never change)."""
    got = _AT_MOST.get(deck.key)
    if got is None:
        by_value = [0] * 11
        for c, k in deck.counts.items():
            by_value[VALUE[c]] += k
        total, run, got = sum(by_value), 0, []
        for k in by_value:
            run += k
            got.append(run / total)
        _AT_MOST[deck.key] = got
    return got


def _pick(groups, mimics, longest):
    """Of a value's groups (group_tuples), the longest (longest=True) or the longest with no Mimic."""
    best = None
    for g in groups:
        if (best is None or len(g) > len(best)) and (longest or not any(c in mimics for c in g)):
            best = g
    return best


def choose_rollout(s, w):
    """The rollout policy's move for the seat to move (see the module notes), or None where it does not
    decide (a staged choice other than a lone declare, or a round past STALL_FROM): ask the normal bot.
    `w` holds the normal bot's weights (bots.NormalBot: W_CARD, W_HARD, W_POINTS, TAKE_CARD,
    FLUSH_TURN)."""
    if s.stage is not None or len(s.log) > STALL_FROM:
        return left_to_the_bot(s)
    seat = s.to_move
    hand, row = s.hands[seat], s.bases[seat]
    m = s.mimic
    points = s.deck.points
    # how many visible cards the seat has of each value (0: Flush cards), its first hidden card, its Links
    count = [0] * 11
    for c, k in hand.items():
        count[VALUE[c]] += k
    hidden = None
    links = 0
    for i, (top, hid) in enumerate(row):
        if top is not None:
            count[VALUE[top]] += 1
            links += KIND[top] == "L"
        elif hid is not None and hidden is None:
            hidden = i
    links += sum(k for c, k in hand.items() if KIND[c] == "L")
    n_held = held(s, seat)
    top_v, run, pile_links = pile_top(s.pile)
    mim = count[m] if m is not None else 0
    flushes = count[0]
    if flushes and n_held == 1:
        return _flush_card(hand, row)
    if links and links + pile_links >= 4:
        found = link_flushes(s, *buckets(s, seat))
        if found:
            return max(found, key=lambda a: len(a["cards"]))
    # plays onto the pile: (score, value, with Mimics, as value)
    best = None
    for v in range(1, 11):
        own = count[v]
        if not own or (top_v is not None and v > top_v):
            continue
        extra = mim if v != m else 0
        if own + extra >= n_held:
            return _group(s, seat, v, True, v)
        on_run = run if top_v == v else 0
        if own + on_run >= 4:
            sc = 100 + own + on_run + v / 10
            cand = (sc, v, False, v)
        elif own + extra + on_run >= 4:
            cand = (90 + v / 10, v, True, v)
        else:
            sc = own * (w.W_CARD + w.W_POINTS * points.get(str(v), 1) * (3 if v == m else 1)
                        + w.W_HARD * v / 10)
            if own + on_run == 3:
                sc -= 2.5           # the next seat may finish a Flush on our three
            cand = (sc, v, False, v)
        if best is None or cand > best:
            best = cand
    if mim and m is not None and top_v is not None and m > top_v and best is None:
        best = (0, m, True, top_v)          # Mimics alone, taking the pile's value
    if best is not None:
        _, v, with_mimics, as_v = best
        return _group(s, seat, v, with_mimics, as_v)
    return _no_play(s, seat, w, count, top_v, hidden)


def _flush_card(hand, row):
    """A Flush card to play: from hand (plain first), else a base top."""
    for c in FLUSHES:
        if c in hand:
            return {"type": "flush", "card": c}
    for i, (top, _) in enumerate(row):
        if top in FLUSHES:
            return {"type": "flush", "card": f"b{i}"}
    return None


def _group(s, seat, v, with_mimics, as_v):
    """The play (or pickup) of value v's longest group, with or without Mimics, from the rules' list."""
    hand_v, tops_v = buckets(s, seat)
    m = s.mimic
    mimics = {c for c, _ in hand_v.get(m, ())} | {f"b{i}" for i in tops_v.get(m, ())} if v != m else ()
    cards = list(_pick(group_tuples(s, hand_v, tops_v, v, v != m), mimics, with_mimics))
    top_v = pile_top(s.pile)[0]
    if top_v is None or v <= top_v or as_v != v:
        return {"type": "play", "cards": cards, "as": as_v}
    return {"type": "pickup", "cards": cards}


def _no_play(s, seat, w, count, top_v, hidden):
    """Nothing goes on the pile: a Flush card, a hidden card or a pickup, weighed by the normal bot's
    sums (NormalBot._flush_value, _hidden_value, _pickup_value) with rough chances."""
    take = w.TAKE_CARD * len(s.pile)
    options = []
    if count[0]:
        options.append((w.W_CARD + 4.0 + take, "flush"))
    if hidden is not None:
        p = at_most(s.deck)[top_v] if top_v is not None else 1.0
        visible = sum(count)
        options.append((p * (w.W_CARD + 1.0) - (1 - p) * (take + 1.0) + (3.0 if visible == 0 else 0) + 0.5,
                        "hidden"))
    most = max(range(1, 11), key=lambda v: (count[v], v))
    k = count[most]
    if k:
        options.append((k * w.W_CARD - take - 3.0 + (w.FLUSH_TURN if k >= 4 else -1.5), "pickup"))
    if not options:
        return None
    kind = max(options)[1]
    if kind == "flush":
        return _flush_card(s.hands[seat], s.bases[seat])
    if kind == "hidden":
        return {"type": "hidden", "base": hidden}
    return _group(s, seat, most, False, most)
