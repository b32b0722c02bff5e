"""Every legal Flush action of a position: the groups of one value (Mimics joining) from hand and base
tops, pickups, Flush cards, Link Flushes, hidden cards, and the staged turn's choices. Copies of a code
are interchangeable, so choices are code multisets; GROUP_CAP bounds them (see groups)."""

from ...engine.game import IllegalAction
from .cards import FLUSHES, GROUP_CAP, KIND, ORDER, VALUE, VALUES
from .state import counts_product, pile_top, turned_mimic_alt

_GROUPS = {}


def _enumerate_groups(own_h, own_t, mim_h, mim_t, need_own):
    """The card lists of value_groups (see there), computed."""
    n_own = choice_space(own_h, own_t)
    n_mim = choice_space(mim_h, mim_t)
    if n_own * n_mim <= GROUP_CAP:
        own, mim = _choices(own_h, own_t), _choices(mim_h, mim_t)
    else:
        mim = _prefixes(mim_h, mim_t)
        own = (_choices(own_h, own_t) if n_own * len(mim) <= GROUP_CAP else _prefixes(own_h, own_t))
    out = []
    for oh, ob in own:
        if need_own and not (oh or ob):
            continue
        for mh, mb in mim:
            if not (oh or ob or mh or mb):
                continue
            if ob or mb:
                bs = sorted(ob + mb) if mb and ob else (ob or mb)
                out.append(oh + mh + [f"b{i}" for i in bs])
            else:
                out.append(oh + mh)
    return out


def choice_space(hand_items, tops):
    """How many code multisets hand items [(code, count)] and base tops give (the empty one included)."""
    n = 1 << len(tops)
    for _, k in hand_items:
        n *= k + 1
    return n


def _choices(hand_items, tops):
    """Every (hand codes, base indexes) choice: all code multisets times all subsets of the tops."""
    hands = counts_product(hand_items)
    subs = _subsets(tops)
    return [(h, b) for h in hands for b in subs]


def _prefixes(hand_items, tops):
    """The canonical form past the cap: the first k cards of (tops by base, then hand in item order)."""
    seq = [("b", i) for i in tops] + [(c, None) for c, k in hand_items for _ in range(k)]
    out = []
    for k in range(len(seq) + 1):
        hs = sorted((c for c, i in seq[:k] if i is None), key=ORDER.get)
        bs = sorted(i for c, i in seq[:k] if c == "b")
        out.append((hs, bs))
    return out


def _subsets(items):
    out = [[]]
    for x in items:
        out += [prev + [x] for prev in out]
    return out


def legal_actions(s):
    seat, stage = s.to_move, s.stage
    if stage == "swap":
        acts = [{"type": "swap_mimic", "card": c} for c in sorted(s.hands[seat], key=ORDER.get)
                if c not in FLUSHES]
        acts += [{"type": "swap_mimic", "card": f"b{i}"} for i, (top, _) in enumerate(s.bases[seat])
                 if top is not None and top not in FLUSHES]
        return acts
    if stage == "super":
        acts = [{"type": "give_base", "base": i} for i, b in enumerate(s.bases[seat])
                if b != (None, None)]
        return acts + [{"type": "keep_bases"}]
    hand, row = s.hands[seat], s.bases[seat]
    hand_v, tops_v = buckets(s, seat)
    m = s.mimic
    if stage in ("hidden", "hidden_pickup"):
        v, added = s.staged
        alt = turned_mimic_alt(s)
        acts = []
        if not added:
            acts += [{"type": "play", "cards": cards, "as": v}
                     for cards in value_groups(s, hand_v, tops_v, v, False)]
        if alt is not None:
            acts += [{"type": "play", "cards": cards, "as": alt}
                     for cards in value_groups(s, hand_v, tops_v, alt, False)]
        if stage == "hidden":
            acts += link_flushes(s, hand_v, tops_v)
        acts.append({"type": "declare"})
        if alt is not None:
            acts.append({"type": "declare", "as": alt})
        return acts
    acts = []
    for c in FLUSHES:
        if c in hand:
            acts.append({"type": "flush", "card": c})
    for i in tops_v.get(0, ()):
        acts.append({"type": "flush", "card": f"b{i}"})
    top_v = s.pile[-1][1] if s.pile else None
    for v in VALUES:
        if v not in hand_v and v not in tops_v:
            continue
        groups = value_groups(s, hand_v, tops_v, v, v != m)
        if top_v is None or v <= top_v:
            acts += [{"type": "play", "cards": cards, "as": v} for cards in groups]
        else:
            acts += [{"type": "pickup", "cards": cards} for cards in groups]
        if v == m and top_v is not None and top_v != m:
            # Mimics alone onto the pile may take its top value instead of their own
            acts += [{"type": "play", "cards": cards, "as": top_v} for cards in groups]
    acts += link_flushes(s, hand_v, tops_v)
    for i, (top, hid) in enumerate(row):
        if top is None and hid is not None:
            acts.append({"type": "hidden", "base": i})
    return acts


def buckets(s, seat):
    """The seat's visible cards by value: {value: [(code, count), ...]} (hand, in code order) and
    {value: [base index, ...]} (base tops); value 0 holds the Flush cards."""
    hand = s.hands[seat]
    hand_v, tops_v = {}, {}
    for c in sorted(hand, key=ORDER.__getitem__):
        v = VALUE[c]
        if v in hand_v:
            hand_v[v].append((c, hand[c]))
        else:
            hand_v[v] = [(c, hand[c])]
    for i, (top, _) in enumerate(s.bases[seat]):
        if top is not None:
            v = VALUE[top]
            if v in tops_v:
                tops_v[v].append(i)
            else:
                tops_v[v] = [i]
    return hand_v, tops_v


def value_groups(s, hand_v, tops_v, v, need_own):
    """Every canonical card list of value v from hand and base tops (Mimics join unless v is the
    Mimic). need_own: at least one card of value v itself (a Mimic alone is its own value).

    Copies of a code are interchangeable, so choices are code multisets. When a value's choices
    would pass GROUP_CAP (a seat holding most of a value and of the Mimic), the canonical form takes
    the Mimics by count, in the order base tops (by base), then plain, Skip, Link, Deduction; past
    the cap again, the value's own cards the same way. apply accepts exactly this set.
    The lists depend only on the cards involved, so they are memoised (fresh lists are returned)."""
    return [list(x) for x in group_tuples(s, hand_v, tops_v, v, need_own)]


def group_tuples(s, hand_v, tops_v, v, need_own):
    """value_groups as the memo's own tuples of card names (shared: never to be changed). The hard bot's
    playouts read them for every move and build a list only for the move chosen."""
    m = s.mimic
    own_h = hand_v.get(v, ())
    own_t = tops_v.get(v, ())
    if need_own and not own_h and not own_t:
        return ()
    if v != m:
        mim_h, mim_t = hand_v.get(m, ()), tops_v.get(m, ())
    else:
        mim_h, mim_t = (), ()
    key = (tuple(own_h), tuple(own_t), tuple(mim_h), tuple(mim_t), need_own)
    got = _GROUPS.get(key)
    if got is None:
        if len(_GROUPS) > 100000:
            _GROUPS.clear()
        got = _GROUPS[key] = tuple(tuple(x) for x in _enumerate_groups(own_h, own_t, mim_h, mim_t,
                                                                      need_own))
    return got


def link_flushes(s, hand_v, tops_v):
    """Every Link Flush: code multisets of Link cards (hand and base tops) reaching 4 with the Links
    of the pile's top group. Past GROUP_CAP the canonical form takes Links by count: base tops
    first, then the hand's from the highest value down."""
    hand = s.hands[s.to_move]
    row = s.bases[s.to_move]
    link_h = sorted(((c, n) for c, n in hand.items() if KIND[c] == "L"), key=lambda x: ORDER[x[0]])
    link_t = [i for i, (top, _) in enumerate(row) if top is not None and KIND[top] == "L"]
    have = sum(n for _, n in link_h) + len(link_t)
    if have == 0:
        return []
    _, _, pile_links = pile_top(s.pile)
    need = max(1, 4 - pile_links)
    if have < need:
        return []
    if choice_space(link_h, link_t) <= GROUP_CAP:
        picks = _choices(link_h, link_t)
    else:
        picks = _prefixes(link_h[::-1], link_t)
    return [{"type": "link_flush", "cards": h + [f"b{i}" for i in b]}
            for h, b in picks if len(h) + len(b) >= need]


def check_canonical(s, seat, v, need_own, canon):
    """Past GROUP_CAP choices for this value, only the canonical form is a move (see value_groups)."""
    m = s.mimic
    space = 1
    for c, n in s.hands[seat].items():
        if VALUE[c] == v or VALUE[c] == m:
            space *= n + 1
    for top, _ in s.bases[seat]:
        if top is not None and (VALUE[top] == v or VALUE[top] == m):
            space *= 2
    if space <= GROUP_CAP:
        return
    hand_v, tops_v = buckets(s, seat)
    if canon not in value_groups(s, hand_v, tops_v, v, need_own):
        raise IllegalAction(f"with this many {v}s and Mimics to choose from, a group takes its Mimics "
                            f"(and, past that, its own {v}s) in the table's order: base tops first, "
                            f"then plain, Skip, Link, Deduction; pick one of the listed moves")
