"""Applying a Flush action: each move checked (a void declaration raises IllegalAction with the reason,
the state untouched) and carried out on a copy."""

from ...engine.game import IllegalAction
from .cards import FLUSHES, GROUP_CAP, KIND, ORDER, VALUE, WORDS, WRONG_MOMENT, card_words, count_words
from .groups import buckets, check_canonical, choice_space, link_flushes
from .rounds import after_group, end_round, flush_pile, new_turn
from .state import (advance, canonical, cause, codes_of, hand_add, hand_remove, held, higher_values, log,
                    pile_top, resolve, seat_name, take_cards, turned_mimic_alt, value_of_group)
from .telling import a_card, describe, group_words



def apply(state, action):
    kind = action.get("type")
    stage = state.stage
    if stage == "swap":
        if kind != "swap_mimic":
            raise IllegalAction("the Mimic card is a Flush card: first swap one of your numbered "
                                "visible cards for it with {\"type\":\"swap_mimic\",\"card\":\"8\"}")
        return swap(state, action)
    if stage == "super":
        if kind not in ("give_base", "keep_bases"):
            raise IllegalAction("after a Super Flush, give one of your bases to the seat that played "
                                "the turn before ({\"type\":\"give_base\",\"base\":0}) or keep them "
                                "({\"type\":\"keep_bases\"})")
        return give(state, action) if kind == "give_base" else keep(state, action)
    if stage in ("hidden", "hidden_pickup"):
        if kind == "play":
            return staged_add(state, action)
        if kind == "link_flush":
            if stage != "hidden":
                raise IllegalAction("a Link Flush cannot start the new pile: declare the pickup, "
                                    "or add cards of the turned card's value first")
            return link_flush(state, action)
        if kind == "declare":
            return declare(state, action)
        raise IllegalAction("you turned up a hidden card this turn: add cards of its value "
                            "({\"type\":\"play\",...}), a Link Flush, or {\"type\":\"declare\"}"
                            if stage == "hidden" else
                            "your turned card starts the new pile: add cards of its value "
                            "({\"type\":\"play\",...}) or {\"type\":\"declare\"} to pick up")
    if kind == "play":
        return play(state, action)
    if kind == "pickup":
        return pickup(state, action)
    if kind == "flush":
        return flush_card(state, action)
    if kind == "link_flush":
        return link_flush(state, action)
    if kind == "hidden":
        return hidden(state, action)
    if kind in ("declare", "give_base", "keep_bases", "swap_mimic"):
        raise IllegalAction(WRONG_MOMENT[kind])
    raise IllegalAction(f"{kind!r} is not a move in Flush (play, pickup, flush, link_flush, hidden, "
                        f"declare, give_base, keep_bases, swap_mimic)")


def check_group(s, action, with_as):
    keys = {"type", "cards", "as"} if with_as else {"type", "cards"}
    example = ('{"type":"play","cards":["6","b1"],"as":6}' if with_as
               else '{"type":"pickup","cards":["9","9L"]}')
    if set(action) != keys:
        raise IllegalAction(f"{action.get('type')} names exactly {', '.join(sorted(keys - {'type'}))}: "
                            f"{example}")
    seat = s.to_move
    codes, hand_codes, bases = resolve(s, seat, action["cards"])
    flushes = [c for c in codes if c in FLUSHES]
    if flushes:
        # a person reads this on the table: words, not the action's JSON (the flush action is in
        # the rules page and in legal_actions for programs)
        raise IllegalAction("a Flush card has no value: play it on its own, not in a group"
                            if action.get("type") == "play" else "Flush cards cannot start a new pile")
    return seat, codes, hand_codes, bases


def check_as(action, v, codes, s):
    """The value the group is declared as: its own, or for Mimics alone onto a non-empty pile also
    the pile's top value (they are played with the cards on top)."""
    a = action["as"]
    if isinstance(a, bool) or not isinstance(a, int):
        raise IllegalAction(f"\"as\" must be the group's value "
                            f"(a number), not {a!r}")
    if a != v:
        if all(VALUE[c] == s.mimic for c in codes):
            top_v = s.pile[-1][1] if s.pile else None
            if a == top_v:
                return a
            if top_v is None:
                raise IllegalAction(f"on an empty pile, Mimic cards played alone count as their own "
                                    f"value ({s.mimic}), not {a}")
            raise IllegalAction(f"Mimic cards played alone count as their own value ({s.mimic}) or as "
                                f"the pile's top value ({top_v}), not {a}")
        raise IllegalAction(f"these cards are a group of {v}s, not {a}s")
    return v


def play(state, action):
    s0 = state
    seat, codes, hand_codes, bases = check_group(s0, action, True)
    own = value_of_group(s0, codes)
    v = check_as(action, own, codes, s0)
    top_v, top_n, _ = pile_top(s0.pile)
    if top_v is not None and v > top_v:
        raise IllegalAction(f"{count_words(len(codes), v)} cannot go on the pile's {top_v}: play "
                            f"{top_v} or lower" + (", or pick up by starting a new pile with higher cards"
                                                   if higher_values(top_v) else ""))
    canon = canonical(s0, hand_codes, bases, v)
    check_canonical(s0, seat, own, own != s0.mimic, canon)
    codes = codes_of(s0, seat, canon)
    s = s0.copy()
    take_cards(s, seat, hand_codes, bases)
    s.pile.extend((c, v) for c in codes)
    s.turn_cards.extend(codes)
    run = len(codes) + (top_n if top_v == v else 0)
    log(s, seat, "play", codes, f"{seat_name(seat, s.seats)} declares "
                                      f"{group_words(codes, v)}", value=v)
    cause(s, "played", seat=seat, cards=codes, value=v, mimic=s.mimic, tells_move=True)
    after_group(s, seat, run, codes)
    return s


def pickup(state, action):
    s0 = state
    seat, codes, hand_codes, bases = check_group(s0, action, False)
    if not s0.pile:
        raise IllegalAction("the pile is empty: there is nothing to pick up (play any value)")
    v = value_of_group(s0, codes)
    top_v = s0.pile[-1][1]
    if not higher_values(top_v):
        raise IllegalAction(f"nothing is higher than the pile's {top_v}: no new pile can start on it")
    if v not in higher_values(top_v):
        raise IllegalAction(f"a new pile starts with a value higher than the pile's {top_v}, not {v}")
    canon = canonical(s0, hand_codes, bases, v)
    check_canonical(s0, seat, v, v != s0.mimic, canon)
    codes = codes_of(s0, seat, canon)
    s = s0.copy()
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.extend(codes)
    n = len(s0.pile)
    taken = [c for c, _ in s0.pile]        # shared by the log entry and the event: neither is changed
    log(s, seat, "pickup", codes, f"{seat_name(seat, s.seats)} starts a new pile with "
                                        f"{group_words(codes, v)} and picks up the old pile "
                                        f"({WORDS[n] if n < 13 else n} card{'s' * (n != 1)})",
              value=v, taken=taken)
    cause(s, "picked_up", seat=seat, cards=codes, value=v, mimic=s.mimic, taken=taken, tells_move=True)
    finish_pickup(s, seat, [(c, v) for c in codes], codes)
    return s


def finish_pickup(s, seat, new_pile, codes):
    hand = s.hands[seat]
    for c, _ in s.pile:
        hand_add(hand, c)
    s.pile = new_pile
    s.adjacent = []
    after_group(s, seat, len(new_pile), codes)


def one_card(state, action, form):
    """The seat to move and the one card an action names (in hand or a base top), or a refusal that
    shows the action's `form`."""
    if set(action) != {"type", "card"}:
        raise IllegalAction(form)
    seat = state.to_move
    codes, hand_codes, bases = resolve(state, seat, [action["card"]])
    return seat, codes[0], hand_codes, bases


def flush_card(state, action):
    s0 = state
    seat, code, hand_codes, bases = one_card(
        s0, action, "a Flush is {\"type\":\"flush\",\"card\":\"F\"} (or \"F+\", or a base top like \"b1\")")
    if code not in FLUSHES:
        raise IllegalAction(f"{card_words(code)} is not a Flush card")
    s = s0.copy()
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.append(code)
    log(s, seat, "flush", [code], f"{seat_name(seat, s.seats)} plays a {card_words(code)} "
                                        f"card: Flush")
    flush_with_card(s, seat, code)
    tells(s, "flush")
    return s


def tells(s, kind, **more):
    """Mark the move's `kind` event as the one that tells the move in the log (engine/game.py)."""
    event = next(e for e in s.caused if e["kind"] == kind)
    event.update(tells_move=True, **more)


def flush_with_card(s, seat, code):
    # played onto the pile, so it is discarded with it, on top: the last card played shows on the discard
    # (review 15: after a Flush Plus the discard showed the pile's 9, the Flush Plus under it). A save
    # written before holds it under the pile's cards: Flush.saved_state_matches
    s.pile.append((code, VALUE[code]))
    how = {"how": "card", "card": code}
    if code == "F+":
        drew = []
        others = 0           # the opponents still in the game: "everyone else" when each of them drew
        seat_ = seat
        for _ in range(s.seats - 1):
            seat_ = advance(s, seat_, 1)
            if seat_ == seat:
                break
            others += 1
            if s.stock:
                card = s.stock.pop()
                hand_add(s.hands[seat_], card)
                drew.append(seat_)
                cause(s, "card_drawn", seat=seat_, card=card, to=seat_)   # for the drawer only
        how["drew"] = drew
        how["everyone"] = bool(drew) and len(drew) == others
        if drew:
            names = ", ".join(seat_name(x, s.seats) for x in drew)
            log(s, None, "draw", [], f"Flush Plus: {names} draw{'s' if len(drew) == 1 else ''} "
                                           f"a card from the stock", seats_drawn=drew)
        else:
            log(s, None, "draw", [], "Flush Plus: the stock is empty, nobody draws",
                      seats_drawn=[])
    flush_pile(s, seat, super_=False, why=None, how=how)


def link_flush(state, action):
    s0 = state
    if set(action) != {"type", "cards"}:
        raise IllegalAction("a Link Flush is {\"type\":\"link_flush\",\"cards\":[...]} "
                            "with 4 or more Link cards")
    seat = s0.to_move
    codes, hand_codes, bases = resolve(s0, seat, action["cards"])
    bad = [c for c in codes if KIND[c] != "L"]
    if bad:
        raise IllegalAction(f"only Link cards make a Link Flush ({card_words(bad[0])} "
                            f"is not a Link)")
    _, _, pile_links = pile_top(s0.pile)
    total = len(codes) + pile_links
    if total < 4:
        raise IllegalAction(f"a Link Flush needs 4 Links: these {len(codes)}"
                            + (f" and the {pile_links} on the pile's top group" if pile_links else "")
                            + f" make {total}")
    canon = sorted(hand_codes, key=ORDER.get) + [f"b{i}" for i in bases]
    hand_v, tops_v = buckets(s0, seat)
    link_h = [(c, n) for c, n in s0.hands[seat].items() if KIND[c] == "L"]
    link_t = [i for i, (top, _) in enumerate(s0.bases[seat]) if top is not None and KIND[top] == "L"]
    if choice_space(link_h, link_t) > GROUP_CAP and \
            {"type": "link_flush", "cards": canon} not in link_flushes(s0, hand_v, tops_v):
        raise IllegalAction("with this many Links to choose from, a Link Flush takes base tops first, "
                            "then the hand's Links from the highest value down")
    codes = codes_of(s0, seat, canon)
    s = s0.copy()
    take_cards(s, seat, hand_codes, bases)
    s.turn_cards.extend(codes)
    for c in codes:
        s.pile.append((c, VALUE[c]))
    log(s, seat, "link_flush", codes,
              describe({"type": "link_flush", "cards": canon}, seat, s.seats), links=total)
    flush_pile(s, seat, super_=total >= 6, why=f"{WORDS[min(total, 12)]} Links",
                how={"how": "links", "count": total, "cards": codes})
    tells(s, "flush")
    return s


def hidden(state, action):
    s0 = state
    if set(action) != {"type", "base"}:
        raise IllegalAction("turning a hidden card is {\"type\":\"hidden\",\"base\":1}")
    seat = s0.to_move
    i = action["base"]
    row = s0.bases[seat]
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(row):
        raise IllegalAction(f"you have no base {i!r} (bases 0 to {len(row) - 1})")
    top, hid = row[i]
    if hid is None:
        raise IllegalAction(f"base {i + 1} has no hidden card left")
    if top is not None:
        raise IllegalAction(f"the hidden card of base {i + 1} is still covered by its top card "
                            f"({card_words(top)}): play that card first")
    s = s0.copy()
    s.bases[seat][i] = (None, None)
    s.turn_cards.append(hid)
    who = seat_name(seat, s.seats)
    if hid in FLUSHES:
        log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                            f"a {card_words(hid)} card, Flush", base=i)
        cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="flush", pile_value=None, told=True)
        flush_with_card(s, seat, hid)
        tells(s, "flush", hidden_base=i)
        return s
    v = VALUE[hid]
    top_v = s0.pile[-1][1] if s0.pile else None
    if top_v is None or v <= top_v:
        s.pile.append((hid, v))
        s.stage, s.staged = "hidden", (v, False)
        log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                            f"{card_words(hid)}, onto the pile", base=i, value=v)
        cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="pile", pile_value=top_v,
              mimic=s.mimic, tells_move=True)
    else:
        s.adjacent = [(hid, v)]
        s.stage, s.staged = "hidden_pickup", (v, False)
        log(s, seat, "hidden", [hid], f"{who} turns up base {i + 1}'s hidden card: "
                                            f"{card_words(hid)}, higher than the pile's {top_v}: "
                                            f"it starts a new pile and {who} picks up", base=i, value=v)
        cause(s, "hidden_turned", seat=seat, base=i, card=hid, onto="new_pile", pile_value=top_v,
              mimic=s.mimic, tells_move=True)
    return s


def turned_as(s, alt):
    """The turned Mimic takes the pile's top value `alt`: it lies on the pile with the cards on top
    (off the new pile it would have started), and the staged turn goes on there."""
    code = s.turn_cards[0]
    if s.stage == "hidden":
        s.pile[-1] = (code, alt)
    else:
        s.adjacent = []
        s.pile.append((code, alt))
    s.stage, s.staged = "hidden", (alt, False)


def check_turned_as(s0, a, what):
    """The value cards are declared as in a staged hidden turn: the turned card's, or for a turned
    Mimic the pile's top value; IllegalAction otherwise."""
    v = s0.staged[0]
    alt = turned_mimic_alt(s0)
    if a == v and not isinstance(a, bool):
        return v
    if alt is not None and a == alt and not isinstance(a, bool):
        return alt
    raise IllegalAction(f"{what} your turned {v} count as {v}s (\"as\": {v})"
                        + (f" or, the turned card being a Mimic, as the pile's {alt}s (\"as\": {alt})"
                           if alt is not None else "")
                        + f", not {a!r}")


def staged_add(state, action):
    s0 = state
    v, added = s0.staged
    if added:
        raise IllegalAction("you have already added cards to your turned card: declare, "
                            "or finish with a Link Flush" if s0.stage == "hidden" else
                            "you have already added cards to your turned card: declare")
    seat, codes, hand_codes, bases = check_group(s0, action, True)
    m = s0.mimic
    alt = turned_mimic_alt(s0)
    joins = alt if alt is not None and action["as"] == alt else v
    wrong = [c for c in codes if VALUE[c] != joins and VALUE[c] != m]
    if wrong:
        raise IllegalAction(f"only {joins}s" + (f" and Mimics ({m}s)" if m != joins else "")
                            + f" may join your turned {'Mimic as a ' if joins != v else ''}{joins}, "
                              f"not {card_words(wrong[0])}")
    a = check_turned_as(s0, action["as"], "cards added to")
    canon = canonical(s0, hand_codes, bases, a)
    check_canonical(s0, seat, a, False, canon)
    codes = codes_of(s0, seat, canon)
    s = s0.copy()
    take_cards(s, seat, hand_codes, bases)
    if a != v:
        turned_as(s, a)
    s.turn_cards.extend(codes)
    target = s.pile if s.stage == "hidden" else s.adjacent
    target.extend((c, a) for c in codes)
    s.staged = (a, True)
    text = f"{seat_name(seat, s.seats)} adds {group_words(codes, a)}"
    if a != v:
        text += f" (the turned Mimic counts as a {a})"
    log(s, seat, "add", codes, text, value=a)
    cause(s, "added", seat=seat, cards=codes, value=a, mimic=m, turned_as=a != v, tells_move=True)
    return s


def declare(state, action):
    if set(action) - {"type", "as"}:
        raise IllegalAction("declare takes nothing else but, for a turned Mimic, the value it takes: "
                            "{\"type\":\"declare\"}")
    s = state.copy()
    seat = s.to_move
    v, _ = s.staged
    if "as" in action:
        alt = turned_mimic_alt(state)
        if alt is None or action["as"] != alt or isinstance(action["as"], bool):
            raise IllegalAction(
                f"your turned {v} counts as itself: declare it with {{\"type\":\"declare\"}}"
                if alt is None else
                f"your turned Mimic counts as its own {v} ({{\"type\":\"declare\"}}) or as the "
                f"pile's {alt} ({{\"type\":\"declare\",\"as\":{alt}}}), not {action['as']!r}")
        turned_as(s, alt)
        v = alt
    stage = s.stage
    # the declaration's sentence tells the whole turn from the turned card on: the turn-up and any cards
    # added just before (their own moves) are folded into it in the log, one line a turn
    base = next((e.get("base") for e in reversed(state.log) if e["event"] == "hidden" and e["seat"] == seat),
                None)
    told = {"tells_move": True, "covers": 2 if state.staged[1] else 1, "turned_from": base}
    s.stage, s.staged = None, None
    codes = list(s.turn_cards)
    if stage == "hidden":
        _, n, _ = pile_top(s.pile)
        said = group_words(codes, v) if "as" in action else count_words(len(codes), v)
        log(s, seat, "declare", [], f"{seat_name(seat, s.seats)} declares {said}")
        cause(s, "declared", seat=seat, cards=codes, value=v, mimic=s.mimic, new_pile=False, **told)
        after_group(s, seat, n, codes)
    else:
        new_pile = s.adjacent
        taken = [c for c, _ in s.pile]
        log(s, seat, "declare", [], f"{seat_name(seat, s.seats)} declares "
                                          f"{count_words(len(new_pile), v)} on a new pile and picks up "
                                          f"the old one", taken=taken)
        cause(s, "declared", seat=seat, cards=codes, value=v, mimic=s.mimic, new_pile=True,
              taken=taken, **told)
        finish_pickup(s, seat, new_pile, codes)
    return s


def swap(state, action):
    s0 = state
    seat, code, hand_codes, bases = one_card(
        s0, action, "the swap is {\"type\":\"swap_mimic\",\"card\":\"8\"} "
                    "(a card in hand, or a base top like \"b1\")")
    if code in FLUSHES:
        raise IllegalAction("swap a numbered card for the Flush card: a Flush card cannot be "
                            "the Mimic")
    s = s0.copy()
    flush_card = s.mimic_card
    if bases:
        i = bases[0]
        s.bases[seat][i] = (flush_card, s.bases[seat][i][1])
    else:
        hand_remove(s.hands[seat], code)
        hand_add(s.hands[seat], flush_card)
    s.mimic_card, s.mimic = code, VALUE[code]
    s.stage = None
    log(s, seat, "swap", [code], f"{seat_name(seat, s.seats)} swaps {a_card(code)} for "
                                       f"the {card_words(flush_card)} card: the Mimic is {s.mimic}")
    cause(s, "mimic_swapped", seat=seat, card=code, flush_card=flush_card, mimic=s.mimic)
    return s


def give(state, action):
    s0 = state
    if set(action) != {"type", "base"}:
        raise IllegalAction("give a base with {\"type\":\"give_base\",\"base\":0}")
    seat, target = s0.to_move, s0.staged
    i = action["base"]
    row = s0.bases[seat]
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(row):
        raise IllegalAction(f"you have no base {i!r} (bases 0 to {len(row) - 1})")
    if row[i] == (None, None):
        raise IllegalAction(f"base {i + 1} is empty: there is nothing to give")
    s = s0.copy()
    s.bases[target].append(row[i])
    s.bases[seat][i] = (None, None)
    log(s, seat, "give", [c for c in (row[i][0],) if c is not None],
              f"{seat_name(seat, s.seats)} gives base {i + 1} to {seat_name(target, s.seats)} "
              f"(now their base {len(s.bases[target])})", base=i, to=target)
    # the hidden card under it stays hidden: only whether there is one is told
    cause(s, "base_given", seat=seat, base=i, target=target, top=row[i][0],
          hidden=row[i][1] is not None, now_base=len(s.bases[target]) - 1, tells_move=True)
    s.stage, s.staged = None, None
    if held(s, seat) == 0:
        end_round(s, seat)
    else:
        new_turn(s, seat)
    return s


def keep(state, action):
    if set(action) != {"type"}:
        raise IllegalAction("keep_bases takes nothing else: {\"type\":\"keep_bases\"}")
    s = state.copy()
    seat = s.to_move
    log(s, seat, "keep", [], f"{seat_name(seat, s.seats)} keeps every base")
    cause(s, "bases_kept", seat=seat)
    new_turn(s, seat)
    return s
