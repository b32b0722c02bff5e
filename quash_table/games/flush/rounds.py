"""The flow of a Flush round: after a group lands (Flush, end of turn with Skips, going out), Flushes,
turns, scoring a round and dealing the next."""

from .cards import DEAL, HIDDEN, KIND, ORDER, TOPS, VALUE, WORDS, card_words
from .state import active_seats, advance, cause, hand_add, held, log, record_turn, seat_name, super_target

def deal(s, cards, first):
    """Deal the round from `cards` (top first) to the seats still in, from the lowest one round."""
    active = [i for i in range(s.seats) if not s.out[i]]
    got = {seat: [] for seat in active}
    pos = 0
    for _ in range(DEAL):
        for seat in active:
            got[seat].append(cards[pos])
            pos += 1
    s.hands = [{} for _ in range(s.seats)]
    s.bases = [[] for _ in range(s.seats)]
    for seat in active:
        c = got[seat]
        s.bases[seat] = [(c[HIDDEN + i], c[i]) for i in range(TOPS)]
        for code in c[HIDDEN + TOPS:]:
            hand_add(s.hands[seat], code)
    s.mimic_card = cards[pos]
    s.mimic = VALUE[s.mimic_card] or None
    s.stock = list(reversed(cards[pos + 1:]))
    s.pile, s.adjacent, s.discard, s.turn_cards = [], [], [], []
    s.last = s.other = None
    s.first = first
    s.to_move = first
    s.staged = None
    s.log = [e for e in s.log if e["event"] == "round"][-1:] if s.round > 1 else []
    who = seat_name(first, s.seats)
    if s.mimic is None:
        s.stage = "swap"
        log(s, None, "deal", [s.mimic_card],
                  f"Round {s.round}: a {card_words(s.mimic_card)} card is turned for the Mimic; "
                  f"{who} plays first and swaps a card for it")
    else:
        s.stage = None
        log(s, None, "deal", [s.mimic_card],
                  # the state's own log line stays as saves hold it (a save replays and compares it: the new
                  # words broke every older save); the table says the deal from the event (mimic_dealt_words)
                  f"Round {s.round}: the Mimic is {s.mimic} ({card_words(s.mimic_card)} turned); "
                  f"{who} plays first")
    cause(s, "round_started", round=s.round, mimic=s.mimic, mimic_card=s.mimic_card, first=first)


def after_group(s, seat, run, codes):
    """Cards are on the pile: Flush (run of 4+, Super at 6+), the round's end, or the next seat."""
    if run >= 4:
        flush_pile(s, seat, super_=run >= 6, why=f"{WORDS[min(run, 12)]} {s.pile[-1][1]}s on top",
                    how={"how": "run", "count": run, "value": s.pile[-1][1]})
        return
    if held(s, seat) == 0:
        end_round(s, seat)
        return
    end_turn(s, seat, sum(1 for c in codes if KIND[c] == "S"))


def flush_pile(s, seat, super_, why, how):
    """Discard the pile (and an adjacent one); the player plays again, unless out or a Super Flush
    leaves a base to give."""
    s.discard.extend(c for c, _ in s.pile)
    s.discard.extend(c for c, _ in s.adjacent)
    s.pile, s.adjacent = [], []
    s.stage, s.staged = None, None
    who = seat_name(seat, s.seats)
    if why:
        log(s, seat, "flushed", [], f"{'Super Flush' if super_ else 'Flush'} ({why}): the pile is "
                                          f"discarded")
    teller = next((e for e in s.caused if e.get("tells_move")), None)
    if teller is not None:      # the move's own sentence ends with it ("lays a 9 on the pile: Flush!")
        teller["flushed"] = dict(how, super=super_)
    cause(s, "flush", seat=seat, super=super_, **how, **({"told": True} if teller is not None else {}))
    if held(s, seat) == 0:
        end_round(s, seat)
        return
    if super_:
        target = super_target(s, seat)
        if target is not None and any(b != (None, None) for b in s.bases[seat]):
            s.stage, s.staged = "super", target
            s.to_move = seat
            return
        if target is None:
            log(s, seat, "info", [], f"{who} has no previous player to give a base to")
            cause(s, "no_base_target", seat=seat)
    new_turn(s, seat)


def new_turn(s, seat):
    record_turn(s, seat)
    s.turn_cards = []
    s.stage, s.staged = None, None
    s.to_move = seat


CIRCLE_TURNS = 40       # turns in a round without a Flush after which the table says the cards go round
TURN_EVENTS = ("play", "pickup", "declare")     # the log's events that end a turn


def turns_without_flush(s):
    """The turns played in this round since its last Flush (or its start): only a Flush takes cards out
    of play, so without one the cards only go from hand to pile and back by the pickups."""
    n = 0
    for e in reversed(s.log):
        if e["event"] in ("flushed", "flush", "round", "deal"):
            break
        if e["event"] in TURN_EVENTS:
            n += 1
    return n


def circling(s):
    """The turns this round has gone without a Flush once they reach CIRCLE_TURNS (the cards going round
    in circles, as the "circling" event says), else 0: the public view carries it for the hint."""
    n = turns_without_flush(s)
    return n if n >= CIRCLE_TURNS else 0


def end_turn(s, seat, skips):
    record_turn(s, seat)
    n = turns_without_flush(s)
    if n and n % CIRCLE_TURNS == 0:
        # no stalemate rule (the sheet has none): the round goes on, and the table says why it may not end
        # and what ends it, once every CIRCLE_TURNS turns
        cause(s, "circling", turns=n, own_line=True)
    nxt = advance(s, seat, 1 + skips)
    if skips:
        skipped = []
        x = seat
        for _ in range(skips):
            x = advance(s, x, 1)
            skipped.append(x)
        names = [seat_name(x, s.seats) for x in skipped]
        log(s, seat, "skip", [], f"Skip: {', '.join(names)} "
                                       f"{'is' if len(names) == 1 else 'are'} skipped")
        cause(s, "skip", seat=seat, skipped=skipped)
    s.turn_cards = []
    s.stage, s.staged = None, None
    s.to_move = nxt


def held_points(s, seat):
    """Printed points of everything the seat holds (hidden cards included; a Mimic counts triple)."""
    pts, m = s.deck.points, s.mimic
    total = 0
    for c, n in s.hands[seat].items():
        total += pts[c] * n * (3 if VALUE[c] == m else 1)
    for top, hid in s.bases[seat]:
        for c in (top, hid):
            if c is not None:
                total += pts[c] * (3 if VALUE[c] == m else 1)
    return total


def held_cards(s, seat):
    """What the seat holds, counted card by card: [{"card", "points" (a Mimic's tripled), "hidden"}],
    the hand by code order, then each base's top and hidden card."""
    pts, m = s.deck.points, s.mimic
    cards = [(c, False) for c in sorted(s.hands[seat], key=ORDER.get) for _ in range(s.hands[seat][c])]
    for top, hid in s.bases[seat]:
        cards += [(c, hidden) for c, hidden in ((top, False), (hid, True)) if c is not None]
    return [{"card": c, "points": pts[c] * (3 if VALUE[c] == m else 1), "hidden": h} for c, h in cards]


def end_round(s, winner):
    arena = s.options["format"] == "arena"
    last = s.options["rounds"]
    mult = 2 if arena and s.options["double_last"] and s.round == last else 1
    points = [None] * s.seats
    holdings = [None] * s.seats       # once the round is over every card left is shown, hidden ones too
    for seat in active_seats(s):
        if seat != winner:
            holdings[seat] = held_cards(s, seat)
            points[seat] = sum(x["points"] for x in holdings[seat]) * mult
            s.scores[seat] += points[seat]
    deduction = sum(s.deck.deduct[VALUE[c]] for c in s.turn_cards if KIND.get(c) == "D") * mult
    before = s.scores[winner]
    s.scores[winner] = max(0, before - deduction)
    points[winner] = s.scores[winner] - before
    who = seat_name(winner, s.seats)
    text = f"{who} goes out and wins round {s.round}"
    if deduction:
        text += f" (Deduction: {deduction} off, total {s.scores[winner]})"
    record = {"round": s.round, "winner": winner, "points": points, "deduction": deduction,
              "double": mult == 2, "mimic": s.mimic, "out": []}
    if not arena:
        limit = s.options["elimination_at"]
        newly = [x for x in active_seats(s) if x != winner and s.scores[x] >= limit]
        for x in newly:
            s.out[x] = True
        record["out"] = newly
    s.rounds.append(record)
    log(s, winner, "round", [], text, points=list(points))
    scored = cause(s, "round_scored", round=s.round, winner=winner, points=list(points), held=holdings,
                mimic=s.mimic, double=mult == 2, deduction=deduction, scores=list(s.scores),
                out=list(record["out"]), over=False)
    s.turn_cards = []
    s.stage, s.staged = None, None
    active = active_seats(s)
    if arena and s.round >= last:
        best = min(s.scores)
        s.winners = [x for x in range(s.seats) if s.scores[x] == best]
    elif not arena and len(active) <= 1:
        s.winners = active
    if s.winners is not None:
        scored["over"] = True            # this round's end is the game's
        s.to_move = None
        return
    if not s.deal_next:
        s.to_move = None                 # Flush.scored_position: the scored table, before the next deal
        return
    s.round += 1
    cards = list(s.deck.cards)
    s.rng.shuffle(cards)
    deal(s, cards, winner)
