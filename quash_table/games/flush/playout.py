"""A faster way through a Flush round for the hard bot's playouts.

The rules' dict actions, views and copying apply stay the public surface; this module only serves the
search. A playout owns its state, so the commonest moves (a group played on the pile, a pickup, a Flush
card, a hidden card turned, a staged turn declared) change it in place: no copy, no checks (the move is
one of legal_actions, in its canonical form) and no words (the log gets the entry, so the count of events
the bots read stays the same, with empty text). What follows (Flushes, the next turn, the round's end)
is the rules' own code. Every other move goes through the public apply.

The playouts' moves are chosen by rollout.py's greedy rule; with the hard bot's greedy_rollouts off,
the normal bot chooses them outside a staged turn without a view or an action list (choose_normal): it reads what it needs from the state and scores the legal moves in legal_actions'
order with its own scoring, building an action only for the move chosen. Tests play rounds both ways
from the same deals and check that every move is the same and leaves the same table.
"""

from .cards import FLUSHES, KIND, VALUE, VALUES
from .groups import buckets, group_tuples, legal_actions, link_flushes
from .moves import finish_pickup, flush_with_card, turned_as
from .rounds import after_group
from .state import codes_of, held, log, pile_top, table_view, take_cards, turned_mimic_alt, value_of_group

__all__ = ["choose_normal", "legal_actions", "next_in", "step", "table_view", "unseen_by_value"]

BIG = 1e6             # the normal bot's score of a move that goes out (bots.BIG)
STALL_FROM = 150      # bots.STALL_FROM: past it the normal bot may play at random, by its own RNG


def _split(cards):
    """A canonical card list -> (hand codes, base indexes)."""
    hand_codes, bases = [], []
    for c in cards:
        if c[0] == "b":
            bases.append(int(c[1:]))
        else:
            hand_codes.append(c)
    return hand_codes, bases


# --- moves in place ---------------------------------------------------------------------------------
def play(s, seat, action):
    """A legal `play` outside a staged turn, on `s` itself (moves.play without its checks and words)."""
    cards, v = action["cards"], action["as"]
    codes = codes_of(s, seat, cards)
    hand_codes, bases = _split(cards)
    top_v, top_n, _ = pile_top(s.pile)
    take_cards(s, seat, hand_codes, bases)
    s.pile.extend((c, v) for c in codes)
    s.turn_cards.extend(codes)
    log(s, seat, "play", codes, "", value=v)
    after_group(s, seat, len(codes) + (top_n if top_v == v else 0), codes)


def pickup(s, seat, action):
    """A legal `pickup` on `s` itself (moves.pickup without its checks and words)."""
    cards = action["cards"]
    codes = codes_of(s, seat, cards)
    v = value_of_group(s, codes)
    hand_codes, bases = _split(cards)
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.extend(codes)
    log(s, seat, "pickup", codes, "", value=v, taken=[c for c, _ in s.pile])
    finish_pickup(s, seat, [(c, v) for c in codes], codes)


def flush(s, seat, action):
    """A legal `flush` (a Flush card from hand or a base top) on `s` itself (moves.flush_card)."""
    card = action["card"]
    code = codes_of(s, seat, [card])[0]
    hand_codes, bases = _split([card])
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.append(code)
    log(s, seat, "flush", [code], "")
    flush_with_card(s, seat, code)


def hidden(s, seat, action):
    """A legal `hidden` on `s` itself (moves.hidden without its checks and words)."""
    i = action["base"]
    row = s.bases[seat]
    hid = row[i][1]
    row[i] = (None, None)
    s.turn_cards.append(hid)
    if hid in FLUSHES:
        log(s, seat, "hidden", [hid], "", base=i)
        flush_with_card(s, seat, hid)
        return
    v = VALUE[hid]
    top_v = s.pile[-1][1] if s.pile else None
    if top_v is None or v <= top_v:
        s.pile.append((hid, v))
        s.stage, s.staged = "hidden", (v, False)
    else:
        s.adjacent = [(hid, v)]
        s.stage, s.staged = "hidden_pickup", (v, False)
    log(s, seat, "hidden", [hid], "", base=i, value=v)


def declare(s, seat, action):
    """A legal `declare` ending a staged turn, on `s` itself (moves.declare without its checks and
    words)."""
    if "as" in action:
        turned_as(s, action["as"])
    stage = s.stage
    s.stage, s.staged = None, None
    codes = list(s.turn_cards)
    if stage == "hidden":
        log(s, seat, "declare", [], "")
        after_group(s, seat, pile_top(s.pile)[1], codes)
    else:
        log(s, seat, "declare", [], "", taken=[c for c, _ in s.pile])
        finish_pickup(s, seat, s.adjacent, codes)


IN_PLACE = {"play": play, "pickup": pickup, "flush": flush, "hidden": hidden}
STAGED_IN_PLACE = {"declare": declare}


def step(game, s, action):
    """Apply a legal action in a playout: in place when this module covers it (returns `s`), else
    through the public apply (returns its new state)."""
    stage = s.stage
    if stage is None:
        do = IN_PLACE.get(action["type"])
    elif stage == "hidden" or stage == "hidden_pickup":
        do = STAGED_IN_PLACE.get(action["type"])
    else:
        do = None
    if do is None:
        return game.apply(s, action)
    s.caused = []
    do(s, s.to_move, action)
    return s


# --- the normal bot's choice, read from the state -----------------------------------------------------
def next_in(seat, out):
    """The next seat to play after `seat` (skips aside): the first one round not out."""
    n = len(out)
    nxt = seat
    for _ in range(n):
        nxt = (nxt + 1) % n
        if not out[nxt]:
            break
    return nxt


def unseen_by_value(s, seat):
    """How many cards of each value (index 0: Flush cards) the seat has not seen: the other hands, every
    hidden card and the stock. The same count as the view's deck minus what it shows the seat (its
    hand, the base tops, the piles, the discard and the Mimic card), which adds up to the whole deck."""
    by_value = [0] * 11
    for x, hand in enumerate(s.hands):
        if x != seat:
            for c, k in hand.items():
                by_value[VALUE[c]] += k
    for row in s.bases:
        for _, hid in row:
            if hid is not None:
                by_value[VALUE[hid]] += 1
    stock = _stock_by_value(s.stock)
    for v in range(11):
        by_value[v] += stock[v]
    return by_value


_STOCK = [None, 0, None]      # the stock last counted, its length then, and its counts by value


def _stock_by_value(stock):
    """The stock's cards by value. A playout's stock list only ever loses cards from its top (a Flush
    Plus draws; a new round deals a new list), so the counts of the same list at the same length are
    kept (the list itself is held, so its id is never another's)."""
    memo = _STOCK
    if memo[0] is stock and memo[1] == len(stock):
        return memo[2]
    counts = [0] * 11
    for c in stock:
        counts[VALUE[c]] += 1
    memo[:] = [stock, len(stock), counts]
    return counts


def prepare(bot, s, seat):
    """NormalBot._prepare from the playout's state instead of the seat's view (the same figures, but that a
    playout keeps no cards seen go into another hand: its unseen cards are every card out of the seat's sight)."""
    out = s.out
    held_counts = [held(s, x) for x in range(s.seats)]
    nxt = next_in(seat, out)
    hand = s.hands[seat]
    my_flush = hand.get("F", 0) + hand.get("F+", 0) + sum(1 for top, _ in s.bases[seat] if top in FLUSHES)
    bot._know(seat, s.mimic, s.deck.points, out, held_counts, unseen_by_value(s, seat), nxt,
              [top for top, _ in s.bases[nxt] if top is not None], sum(s.hands[nxt].values()), my_flush,
              len(s.pile), deduct={v: s.deck.deduct[v] for v in VALUES})


def _no_plain_play(s, seat, pv):
    """NormalBot._no_plain_play from the state: no group can go on the pile."""
    if pv is None:
        return False
    m = s.mimic
    for c in s.hands[seat]:
        if c not in FLUSHES and (VALUE[c] <= pv or VALUE[c] == m):
            return False
    for c, _ in s.bases[seat]:
        if c is not None and c not in FLUSHES and (VALUE[c] <= pv or VALUE[c] == m):
            return False
    return True


def _has_link(hand, row):
    for c in hand:
        if KIND[c] == "L":
            return True
    for c, _ in row:
        if c is not None and KIND[c] == "L":
            return True
    return False


def choose_normal(bot, s):
    """The normal bot's move: NormalBot.choose(table_view(s, seat), legal_actions(s)), the same move,
    without the view or the list. Outside a staged turn the legal moves are listed as plain tuples in
    legal_actions' order and, when there is a choice, scored with the bot's own scoring (the first best
    wins, as there); in a staged turn only the lone `declare` is seen here. None where it does not
    apply (another staged choice, or a round long enough for the normal bot to mix in random moves,
    which draws on its RNG): ask the bot itself."""
    if s.stage is not None or len(s.log) > STALL_FROM:
        return left_to_the_bot(s)
    seat = s.to_move
    hand, row = s.hands[seat], s.bases[seat]
    hand_v, tops_v = buckets(s, seat)
    m = s.mimic
    top_v, run, links = pile_top(s.pile)
    # the legal moves, in legal_actions' order: (kind, card names, value)
    moves = [("flush", c, None) for c in FLUSHES if c in hand]
    moves += [("flush", f"b{i}", None) for i in tops_v.get(0, ())]
    for v in VALUES:
        if v not in hand_v and v not in tops_v:
            continue
        groups = group_tuples(s, hand_v, tops_v, v, v != m)
        kind = "play" if top_v is None or v <= top_v else "pickup"
        moves += [(kind, cards, v) for cards in groups]
        if v == m and top_v is not None and top_v != m:
            # Mimics alone onto the pile taking its top value
            moves += [("play", cards, top_v) for cards in groups]
    if _has_link(hand, row):
        moves += [("link_flush", a["cards"], None) for a in link_flushes(s, hand_v, tops_v)]
    moves += [("hidden", i, None) for i, (top, hid) in enumerate(row) if top is None and hid is not None]
    if len(moves) > 1:
        moves = [_best(bot, s, seat, moves, top_v, run, links)]
    kind, cards, v = moves[0]
    if kind == "play":
        return {"type": "play", "cards": list(cards), "as": v}
    if kind == "pickup":
        return {"type": "pickup", "cards": list(cards)}
    if kind == "flush":
        return {"type": "flush", "card": cards}
    if kind == "hidden":
        return {"type": "hidden", "base": cards}
    return {"type": "link_flush", "cards": cards}


def _best(bot, s, seat, moves, top_v, run, links):
    """The first of the best-scored moves, by NormalBot._score (its helpers on the state's figures)."""
    prepare(bot, s, seat)
    row = s.bases[seat]
    pile_len = len(s.pile)
    held_ = bot.held
    best, best_sc = None, None
    take_pts = hidden_sc = None
    for move in moves:
        kind, cards, v = move
        if kind == "hidden":
            if hidden_sc is None:
                visible = sum(s.hands[seat].values()) + sum(1 for t, _ in row if t is not None)
                hidden_sc = bot._hidden_value(top_v, pile_len, visible)
            sc = hidden_sc
        elif kind == "flush":
            code = cards if cards[0] != "b" else row[int(cards[1:])][0]
            sc = bot._flush_value(code, pile_len, top_v, lambda: _no_plain_play(s, seat, top_v))
        else:
            codes = [row[int(c[1:])][0] if c[0] == "b" else c for c in cards]
            if kind == "pickup":
                if take_pts is None:
                    points = s.deck.points
                    take_pts = sum(points.get(c, 1) for c, _ in s.pile)
                sc = bot._pickup_value(codes, pile_len, take_pts)
            elif len(codes) >= held_:
                sc = BIG
            elif kind == "play":
                sc = bot._play_value(codes, v, len(codes) + (run if top_v == v else 0),
                                     sum(1 for c in cards if c[0] == "b"))
            else:
                sc = bot._link_value(codes, links)
        if best_sc is None or sc > best_sc:
            best, best_sc = move, sc
    return best


STAGED = ("hidden", "hidden_pickup")


def left_to_the_bot(s):
    """What a playout policy answers where it does not choose itself: a staged turn's lone declare, else
    None (another staged choice, or a round past STALL_FROM, where the normal bot may draw on its RNG: ask
    the bot)."""
    if len(s.log) > STALL_FROM:
        return None
    return {"type": "declare"} if s.stage in STAGED and only_declare(s) else None


def only_declare(s):
    """In a staged turn (a hidden card turned), whether `declare` is the only legal move: cards were
    added already or none can be (no card of the turned value, no Mimic), the turned card is no Mimic
    that may take the pile's value, and no Link Flush is open (legal_actions lists the same)."""
    if turned_mimic_alt(s) is not None:
        return False
    seat = s.to_move
    hand, row = s.hands[seat], s.bases[seat]
    v, added = s.staged
    if not added:
        m = s.mimic
        for c in hand:
            if VALUE[c] == v or VALUE[c] == m:
                return False
        for c, _ in row:
            if c is not None and (VALUE[c] == v or VALUE[c] == m):
                return False
    return s.stage != "hidden" or not _has_link(hand, row)
