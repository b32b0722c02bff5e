"""A Flush position (State) and the small helpers every move uses: naming cards, taking them, the log and
the events of the move being applied (state.caused), whose turn comes next."""

from ...engine.game import Game, IllegalAction
from ...engine.rng import Rng
from .cards import BASE_REF, KIND, ORDER, VALUE, VALUES, WORDS, card_words

class State:
    """Plain data. Hands are code -> count dicts; a base is a (top, hidden) tuple (None when gone);
    the pile and the adjacent pile are lists of (code, value it counts as), top last; the stock is a
    list, top last. `staged` is (value, added) in a staged hidden turn, the target seat after a Super
    Flush, and None otherwise."""

    __slots__ = ("seats", "options", "deck", "rng", "round", "scores", "out", "rounds", "hands", "bases",
                 "pile", "adjacent", "stock", "discard", "mimic", "mimic_card", "to_move", "stage",
                 "staged", "turn_cards", "last", "other", "log", "winners", "first", "caused", "deal_next",
                 "undo_free", "undo_why", "links_told")

    def copy(self):
        s = State.__new__(State)
        s.seats, s.options, s.deck = self.seats, self.options, self.deck
        s.rng = Rng(self.rng.state)
        s.round = self.round
        s.scores = list(self.scores)
        s.out = list(self.out)
        s.rounds = list(self.rounds)           # entries are never mutated
        s.hands = [dict(h) for h in self.hands]
        s.bases = [list(b) for b in self.bases]
        s.pile = list(self.pile)
        s.adjacent = list(self.adjacent)
        s.stock = list(self.stock)
        s.discard = list(self.discard)
        s.mimic, s.mimic_card = self.mimic, self.mimic_card
        s.to_move, s.stage, s.staged = self.to_move, self.stage, self.staged
        s.turn_cards = list(self.turn_cards)
        s.last, s.other = self.last, self.other
        s.log = list(self.log)                 # entries are never mutated
        s.winners = self.winners
        s.first = self.first
        s.caused = []                          # what the move being applied causes (not saved)
        s.deal_next = self.deal_next           # False only on Flush.scored_position's copy (not saved)
        # how many moves since the last one that showed a card (None: none yet) and why that one is final
        # (Flush.undo_limit; not saved: a save replays its moves)
        s.undo_free, s.undo_why = self.undo_free, self.undo_why
        s.links_told = self.links_told         # has a move's words said what Links do (not saved)
        return s


def held(s, seat):
    """How many cards a seat still holds: hand, base tops and hidden cards."""
    n = sum(s.hands[seat].values())
    for top, hid in s.bases[seat]:
        n += (top is not None) + (hid is not None)
    return n


def higher_values(top_v):
    """The values a new pile may start with on a pile whose top is `top_v` (rules: a pickup starts it with
    a higher value): none on an empty pile, none on the highest value (on a 10 no pickup can happen). The
    pickup's legality (moves.pickup) and every word offering a pickup (banner, new pile spot, tray) read
    this one list."""
    return [] if top_v is None else [v for v in VALUES if v > top_v]


def pile_top(pile):
    """(value, how many cards of it lie on top, how many of those are Links); (None, 0, 0) if empty."""
    if not pile:
        return None, 0, 0
    v = pile[-1][1]
    n = links = 0
    for code, a in reversed(pile):
        if a != v:
            break
        n += 1
        if KIND[code] == "L":
            links += 1
    return v, n, links


def hand_add(hand, code, n=1):
    hand[code] = hand.get(code, 0) + n


def hand_remove(hand, code):
    n = hand[code] - 1
    if n:
        hand[code] = n
    else:
        del hand[code]


def counts_product(items):
    """All choices of how many of each (token, available) item: list of token lists, empty included."""
    out = [[]]
    for tok, n in items:
        out = [prev + [tok] * k for prev in out for k in range(n + 1)]
    return out


def log(s, seat, event, cards, text, **extra):
    entry = {"round": s.round, "seat": seat, "event": event, "cards": list(cards), "text": text}
    entry.update(extra)
    s.log.append(entry)


def cause(s, kind, **data):
    """Record an event of the move being applied (engine/game.py events): public unless it has "to"."""
    data["kind"] = kind
    s.caused.append(data)
    return data


def active_seats(s):
    return [i for i in range(s.seats) if not s.out[i]]


def advance(s, seat, steps):
    seat_ = seat
    while steps:
        seat_ = (seat_ + 1) % s.seats
        if not s.out[seat_]:
            steps -= 1
    return seat_


def record_turn(s, seat):
    if s.last != seat:
        s.other = s.last
        s.last = seat


def super_target(s, seat):
    return s.last if s.last is not None and s.last != seat else (
        s.other if s.other is not None and s.other != seat else None)


def value_of_group(s, codes):
    """The value a group counts as (a Mimic alone: its own value), or IllegalAction."""
    m = s.mimic
    others = {VALUE[c] for c in codes if VALUE[c] != m}
    if len(others) > 1:
        raise IllegalAction("a group is cards of one value (Mimics may join it): "
                            + ", ".join(sorted({str(VALUE[c]) for c in codes}, key=int))
                            + " are different values")
    return others.pop() if others else m


def resolve(s, seat, cards):
    """Names in an action -> (codes, hand codes, base indexes); IllegalAction when not held."""
    if not (isinstance(cards, list) and cards):
        raise IllegalAction("name at least one card, like [\"6\", \"b1\"]")
    hand = s.hands[seat]
    row = s.bases[seat]
    need, bases, hand_codes = {}, [], []
    for c in cards:
        if not isinstance(c, str):
            raise IllegalAction(f"{c!r} is not a card name (a code like \"6S\" or a base top "
                                f"like \"b1\")")
        if c[:1] == "b":
            if not BASE_REF.match(c):
                raise IllegalAction(f"{c!r} is not a card name (base tops are b0, b1, b2, ...)")
            i = int(c[1:])
            if i >= len(row):
                raise IllegalAction(f"you have no base {i + 1} ({c!r})")
            if row[i][0] is None:
                raise IllegalAction(f"base {i + 1} has no visible top card ({c!r}); its hidden card "
                                    f"is played with {{\"type\":\"hidden\",\"base\":{i}}}")
            if i in bases:
                raise IllegalAction(f"base {i + 1}'s top card is named twice")
            bases.append(i)
        else:
            if c not in VALUE:
                raise IllegalAction(f"{c!r} is not a Flush card code (codes: 1..10 with S, L or D, "
                                    f"F, F+)")
            need[c] = need.get(c, 0) + 1
            hand_codes.append(c)
    for c, n in need.items():
        have = hand.get(c, 0)
        if have < n:
            raise IllegalAction(f"you hold {WORDS[have] if have < 13 else have} {card_words(c)} "
                                f"card{'s' if have != 1 else ''} in hand, not {n}")
    bases.sort()
    return hand_codes + [row[i][0] for i in bases], hand_codes, bases


def canonical(s, hand_codes, bases, value):
    """The canonical card list: hand codes (own value before Mimics, by value and kind), then bases."""
    m = s.mimic
    hs = sorted(hand_codes, key=lambda c: (value is not None and VALUE[c] == m and value != m,
                                           ORDER[c]))
    return hs + [f"b{i}" for i in bases]


def codes_of(s, seat, canon):
    """Card names (codes or base tops 'bN') -> the codes, in the same order."""
    row = s.bases[seat]
    return [row[int(c[1:])][0] if c[0] == "b" else c for c in canon]


def take_cards(s, seat, hand_codes, bases):
    hand = s.hands[seat]
    for c in hand_codes:
        hand_remove(hand, c)
    row = s.bases[seat]
    for i in bases:
        row[i] = (None, row[i][1])


def turned_mimic_alt(s):
    """In a turn begun with a hidden card that is a Mimic, nothing added yet: the pile's top value it
    may take instead of its own (it is then played with the cards on top), else None."""
    if s.stage not in ("hidden", "hidden_pickup") or s.staged[1] or len(s.turn_cards) != 1:
        return None
    if VALUE[s.turn_cards[0]] != s.mimic:
        return None
    under = s.pile[:-1] if s.stage == "hidden" else s.pile
    top_v = under[-1][1] if under else None
    return top_v if top_v is not None and top_v != s.mimic else None


def table_view(s, seat):
    """The part of a seat's view that the normal bot reads: the public view (rules.py) adds the rest.
    The hard bot's playouts ask for this part alone, for every move, and only read it, so the pile, the
    adjacent pile, the discard, `out` and the deck's counts and points are the state's own (the public
    view copies them)."""
    top_v, top_n, top_links = pile_top(s.pile)
    staged = None
    if s.stage in ("hidden", "hidden_pickup"):
        staged = {"value": s.staged[0], "added": s.staged[1], "pickup": s.stage == "hidden_pickup",
                  "mimic_as": turned_mimic_alt(s)}
    return {
        "seat": seat, "seats": s.seats, "stage": s.stage,
        "hand": (sorted((c for c, n in s.hands[seat].items() for _ in range(n)), key=ORDER.get)
                 if seat is not None else None),
        "bases": [[{"top": top, "hidden": hid is not None} for top, hid in row] for row in s.bases],
        "hand_counts": [sum(h.values()) for h in s.hands],
        "held_counts": [held(s, x) for x in range(s.seats)],
        "pile": s.pile, "pile_value": top_v, "pile_run": top_n, "pile_run_links": top_links,
        "adjacent": s.adjacent, "mimic": s.mimic, "mimic_card": s.mimic_card, "discard": s.discard,
        "staged": staged, "out": s.out, "events": len(s.log),
        "deck_counts": s.deck.counts, "points": s.deck.points, "deduct": [s.deck.deduct[v] for v in VALUES],
    }


def seat_name(seat, seats):
    """How the log names a seat: the engine's default naming (Flush has no teams)."""
    return Game.seat_name(Game, seat, seats)


def passed_over(view, skips):
    """(the seats `skips` Skips of the view's seat pass over, the seat that plays next), as the rules count
    them (rounds.end_turn: the next seats still in the game, in turn)."""
    seats, out, x = view["seats"], view["out"], view["seat"]
    passed = []
    for _ in range(skips + 1):
        x = (x + 1) % seats
        while out[x]:
            x = (x + 1) % seats
        passed.append(x)
    return passed[:-1], passed[-1]


def skipped_words(view, skips):
    """Who `skips` Skips of the view's seat pass over, by name: "Seat 3", "Seat 2 and Seat 3" (the board
    writes the names: "skips Bot 3"). The tray said "skips the next player", and a new player had to count
    seats (session 29)."""
    passed, nxt = passed_over(view, skips)
    names = [seat_name(x, view["seats"]) for x in passed if x != view["seat"]]
    said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    if view["seat"] in passed:
        # the Skips come round past the seat that laid them (two at two seats): what that does is who plays
        # next ("skips Bot 2 and you" read as if you lost a turn, session 30)
        return f"{said}, then {seat_name(view['seat'], view['seats'])}: {seat_name(nxt, view['seats'])} plays next"
    if nxt == view["seat"]:
        # every other seat passed over: the turn comes back to you ("a 9: skips Bot 2" at two seats left that
        # to be worked out, review 30); the board mends the verb after "you"
        return f"{said}, so {seat_name(nxt, view['seats'])} plays again"
    return said
