"""What cards staged on the Flush board may become: pure functions of the view, the legal actions and the
staged cards, so the composer (composer.py) and the tests need no window.

Staged cards are action names (a hand code like "6S", or "bN" for base N's top) with their codes; `to` is
the spot they wait under ("pile" or "newpile"). A staging is *open* while some legal action still holds
all its cards at that spot, and *declarable* when one holds exactly them: the tray's words and the
Declare button come from that action, so they say exactly what Declare sends. `as_pile` is the person's
choice for Mimics alone (or a turned hidden Mimic): count as the pile's top value (the default: they are
played with the cards on top, as in the sheet's example) or as their own.
"""

from collections import Counter

from .reasons import deduction_lost, lays_last, plus_draws, stock_draws
from .rules import FLUSHES, KIND, VALUE, WORDS, a_card, card_words, counted, pile_top
from .state import higher_values, skipped_words
from .telling import laid_brief, mimics_in

HIDDEN_STAGES = ("hidden", "hidden_pickup")
STAGED_KINDS = ("play", "pickup", "flush", "link_flush")


def cards_of(action):
    """The card names an action lays from the hand and base tops ([] for the others)."""
    if action.get("type") == "flush":
        return [action["card"]]
    return list(action.get("cards", ())) if action.get("type") in STAGED_KINDS else []


def spot_of(view, action):
    """Where an action's cards are staged: "newpile" for a pickup (and in a turn whose turned card
    started the new pile), else "pile"."""
    if view["stage"] in HIDDEN_STAGES:
        return turned_spot(view)
    return "newpile" if action["type"] == "pickup" else "pile"


def turned_spot(view):
    """Where the card turned up this turn lies: the pile, or the new pile it started."""
    return "newpile" if view["stage"] == "hidden_pickup" else "pile"


def group_value(codes, mimic):
    """The value the staged cards read as: the one value besides Mimics (Mimics alone: their own)."""
    values = [VALUE[c] for c in codes if c not in FLUSHES and VALUE[c] != mimic]
    if values:
        return values[0]
    return mimic if mimic is not None else (VALUE[codes[0]] if codes and codes[0] not in FLUSHES else 0)


def mimic_choice(view, codes, to):
    """The pile's top value the staged cards may be declared as instead of their own, or None.

    Mimics alone staged for the pile (not empty, not already of their value) may take its top value; in
    a turn begun with a hidden Mimic (nothing added yet) the rules say which value it may take, and the
    cards added then are Mimics or of that value."""
    m = view["mimic"]
    if view["stage"] in HIDDEN_STAGES:
        alt = view["staged"].get("mimic_as")
        if alt is None or any(c in FLUSHES or VALUE[c] not in (alt, m) for c in codes):
            return None
        return alt
    if view["stage"] is not None or to != "pile" or not codes or not view["pile"] or m is None:
        return None
    if any(c in FLUSHES or VALUE[c] != m for c in codes):
        return None
    return view["pile_value"] if view["pile_value"] != m else None


def both_values_legal(view, legal, plans_, names, to, alt):
    """Whether the staged cards (`names`) make a legal declaration both as the pile's value `alt` and as
    their own (the Mimic's value, or the turned card's): only then is there a choice to offer."""
    if view["stage"] in HIDDEN_STAGES:
        if not names:
            return {"type": "declare", "as": alt} in legal and {"type": "declare"} in legal
        own = view["staged"]["value"]
    else:
        own = view["mimic"]
    values = {a.get("as") for a in exact_actions(plans_, names, to) if a["type"] == "play"}
    return alt in values and own in values


def takes_pile_value(view, codes, to, as_pile):
    """The value the staged cards take from the pile (the choice made, or forced by an added card of
    the pile's value), or None when they count as their own."""
    alt = mimic_choice(view, codes, to)
    if alt is None:
        return None
    if as_pile or any(VALUE[c] == alt for c in codes):
        return alt
    return None


def picks_up(view, action):
    """Whether `action` (what Declare sends) picks up the pile: a pickup, or, in a turn whose turned card
    started a new pile, a declaration that leaves it there (not the turned Mimic taking the pile's value)."""
    if action["type"] == "pickup":
        return True
    if view["stage"] != "hidden_pickup" or action["type"] not in ("declare", "play"):
        return False
    return action.get("as", view["staged"]["value"]) == view["staged"]["value"]


def top_as_declared(view, taken):
    """(value, how many on top, how many of those are Links) the pile reads with the turned hidden Mimic
    counted as `taken` (the pile's value its choice takes; None: as the rules laid it, its own), so the
    pile's caption says what the tray says Declare makes of it."""
    if taken is None or view["stage"] not in HIDDEN_STAGES or not view["pile"]:
        return view["pile_value"], view["pile_run"], view["pile_run_links"]
    pile = list(view["pile"])
    if view["stage"] == "hidden":
        pile[-1] = (pile[-1][0], taken)            # the turned Mimic lies on top
    else:
        pile.append((view["adjacent"][0][0], taken))  # it leaves the new pile it started for the pile
    return pile_top(pile)


def plans(view, legal):
    """[(action, spot, card counts)] of the legal actions that lay staged cards, made once per position."""
    return [(a, spot_of(view, a), Counter(cards_of(a))) for a in legal if a["type"] in STAGED_KINDS]


def open_actions(plans_, names, to):
    """The actions (of `plans_`) that lay every staged card (and maybe more) at `to`."""
    want = Counter(names)
    return [a for a, spot, have in plans_ if spot == to and not want - have]


def exact_actions(plans_, names, to):
    """The actions (of `plans_`) that lay exactly the staged cards at `to`."""
    want = Counter(names)
    return [a for a, spot, have in plans_ if spot == to and have == want]


def declarations(view, legal, plans_, names, codes, to, as_pile):
    """What Declare (and a second button) would send now: [(button id, label, action, then)], the main
    one first, every action legal (`plans_`: plans(view, legal)). `then` follows `action` (cards added to a turned hidden card, then
    the turn declared)."""
    stage = view["stage"]
    taken = takes_pile_value(view, codes, to, as_pile)
    if stage in HIDDEN_STAGES and not names:
        want = {"type": "declare"} if taken is None else {"type": "declare", "as": taken}
        return [("declare", "Declare", want, None)] if want in legal else []
    exact = exact_actions(plans_, names, to)
    plays = [a for a in exact if a["type"] != "link_flush"]
    links = [a for a in exact if a["type"] == "link_flush"]
    if len(plays) > 1:
        # the same cards as the pile's value or as their own: the choice picks one
        value = taken if taken is not None else group_value(codes, view["mimic"])
        if stage in HIDDEN_STAGES:
            value = taken if taken is not None else view["staged"]["value"]
        plays = [a for a in plays if a.get("as") == value] or plays[:1]
    then = {"type": "declare"} if stage in HIDDEN_STAGES else None
    out = [("declare", "Declare", plays[0], then if plays[0]["type"] == "play" else None)] if plays else []
    if links:
        out.append(("link_flush" if out else "declare", "Link Flush" if out else "Declare", links[0], None))
    return out


def _run_words(view, total, v, n, skips=0, codes=()):
    """What lies on top after laying `n` cards (said when the pile's own cards join them, so "two 8s"
    never hides three on top, and when Mimics among `codes` join as `v`, so "two 5s and a Mimic" says the
    three 5s they make: review 59): a Flush at 4, a Super Flush at 6; else who the group's Skips pass over
    (rounds.after_group: a Skip in a Flush is ignored, and so it is not said)."""
    flush = "Super Flush" if total >= 6 else "Flush" if total >= 4 else ""
    top = f", {counted(total, v)} on top" if total > n or mimics_in(codes, v, view["mimic"]) else ""
    if flush:
        # ... and what it costs a Skip in it: ignored, said so ("four 5s: Flush" hid the Skip's loss, review 55m)
        return top + f": {flush}" + (f"; {spent_skips(skips)}" if skips else "")
    if skips:
        return top + f": skips {skipped_words(view, skips)}"
    return top


def spent_skips(skips):
    """What becomes of the Skips in a Flush (the rules ignore them): "the Skip is spent, nobody is skipped"."""
    return f"{'the Skip is' if skips == 1 else f'the {skips} Skips are'} spent, nobody is skipped"


def _skips(codes):
    return sum(1 for c in codes if KIND.get(c) == "S")


def higher_words(n, v, top, said=None):
    """A new pile's start, and why it is one: "a 9 is higher than the pile's 7: new pile" (a card too high for
    the pile, dropped where the new pile lit, or a turned hidden card, went there with "new pile of a 9" alone,
    and a player read no reason for the pickup: review 33). `said`: the cards in the log's words (group_words)."""
    said = said or counted(n, v)
    if top is None:
        return f"new pile of {said}"
    return f"{said} {'is' if n == 1 else 'are'} higher than the pile's {top}: new pile"


def group_words(codes, v, mimic):
    """A staged group in the words the move log and the hint use for it, Mimics named ("a 1 and a Mimic", where
    "two 1s" hid the Mimic the log then named: review 56r, revr_111/112); one source: telling.laid_brief."""
    return laid_brief(list(codes), v, mimic) or counted(len(codes), v)


def declaration_words(view, codes, action, brief=False):
    """The declaration written over the tray: exactly what `action` (Declare's) does, and a Deduction laid where it
    is lost (deduction_warning; `brief`: in its fewest words, for a tray with no room for the full ones)."""
    return _declared(view, codes, action) + going_out_words(view, codes, action) \
        + deduction_warning(view, codes, action, brief)


GOING_OUT = "; you go out: the round ends"


def going_out_words(view, codes, action):
    """GOING_OUT where Declare lays your last cards (the hint said "you go out: the round ends" and the tray only "a
    4, three 4s on top", review 60v): as the hint's reason counts it (reasons.plain_reason), and a turned card that
    was your last (declared where it lies, nothing picked up)."""
    if lays_last(view, action["type"], len(codes)):
        return GOING_OUT
    seat = view["seat"]
    return GOING_OUT if action["type"] == "declare" and view["stage"] == "hidden" and seat is not None \
        and not view["held_counts"][seat] else ""


def deduction_warning(view, codes, action, brief=False):
    """"; the 7 Deduction's −8 counts only as you go out; laid now it is lost" where the cards declared (and a turned
    one) hold Deductions and you still hold cards after them: a Deduction counts only on the turn you go out (rules),
    and the tray said nothing before Declare (review 59). Nothing at a total of 0, where laying one loses nothing."""
    if action["type"] not in ("play", "pickup", "declare"):
        return ""
    laid = list(codes) + (list(view["turn_cards"]) if view["stage"] in HIDDEN_STAGES else [])
    spent = [(VALUE[c], view["deduct"][VALUE[c] - 1]) for c in laid if KIND.get(c) == "D"]
    seat = view["seat"]
    if not spent or seat is None or not view["scores"][seat]:
        return ""
    pickup = action["type"] == "pickup" or view["stage"] == "hidden_pickup"
    left = view["held_counts"][seat] - len(codes) + (len(view["pile"]) if pickup else 0)
    return f"; {deduction_lost(spent, brief=brief)}" if left > 0 else ""


def _declared(view, codes, action):
    stage = view["stage"]
    kind = action["type"]
    if kind == "flush":
        # what the others draw, as the hint's reason says it (review 58v: the tray said "a Flush Plus card: Flush"
        # and only the log said afterwards that everyone else drew)
        draws = plus_draws(codes[0], *stock_draws(view))
        return f"{a_card(codes[0])} card: Flush" + (f"; {draws}" if draws else "")
    if kind == "link_flush":
        on_pile = view["pile_run_links"]
        n = len(codes) + on_pile
        return (f"Link Flush: {WORDS[len(codes)] if len(codes) < len(WORDS) else len(codes)} "
                f"Link{'s' * (len(codes) != 1)}" + (f" and {on_pile} on the pile" if on_pile else "")
                + (": Super Flush" if n >= 6 else ""))
    if stage in HIDDEN_STAGES:
        turned = view["turn_cards"]
        n = len(turned) + len(codes)
        skips = _skips(list(turned) + list(codes))
        v = action.get("as", view["staged"]["value"])
        if v != view["staged"]["value"]:
            # the turned Mimic leaves the new pile (if it started one) for the cards on top
            pile = view["pile"][:-1] if stage == "hidden" else view["pile"]
            under = pile_top(pile)[1]
            return (f"{counted(n, v)}: the turned Mimic as {counted(1, v)}, onto the pile"
                    + _run_words(view, under + n, v, n, skips))
        if stage == "hidden_pickup":
            return (higher_words(n, v, pile_top(view["pile"])[0], group_words([*turned, *codes], v, view["mimic"]))
                    + ", pick up the pile" + _run_words(view, n, v, n, skips))
        under = pile_top(view["pile"][:-1])
        total = n + (under[1] if under[0] == v else 0)
        if not codes and len(turned) == 1:
            # the turned card alone: where it lies and what it is ("a 5" in quotes over "nothing can join
            # your 5" did not say the 5 was already laid: review 25)
            return f"your turned-up {card_words(turned[0])} is on the pile" + _run_words(view, total, v, n, skips)
        return group_words([*turned, *codes], v, view["mimic"]) + _run_words(view, total, v, n, skips,
                                                                             [*turned, *codes])
    n = len(codes)
    if kind == "pickup":
        v = group_value(codes, view["mimic"])
        p = len(view["pile"])
        return (higher_words(n, v, view["pile_value"], group_words(codes, v, view["mimic"])) + f", pick up the pile's {p} card{'s' * (p != 1)}"
                + _run_words(view, n, v, n, _skips(codes)))
    v = action["as"]
    total = n + (view["pile_run"] if view["pile_value"] == v else 0)
    if mimic_choice(view, codes, "pile") is not None:
        if v != view["mimic"]:
            mimics = "the Mimic" if n == 1 else "the Mimics"
            return f"{counted(n, v)}: {mimics} as the pile's {v}s" + _run_words(view, total, v, n, _skips(codes))
        return (f"{counted(n, v)}: {'the Mimic as its' if n == 1 else 'the Mimics as their'} own value"
                + _run_words(view, total, v, n, _skips(codes)))
    return group_words(codes, v, view["mimic"]) + _run_words(view, total, v, n, _skips(codes), codes)


def why_not(view, names, codes, to, code):
    """Why `code` may not join the staged cards (`names`, `codes`) at `to`: a sentence for a person."""
    stage = view["stage"]
    m = view["mimic"]
    words = card_words(code)
    if stage in HIDDEN_STAGES:
        v = view["staged"]["value"]
        where = "the new pile" if stage == "hidden_pickup" else "the pile"
        if to != turned_spot(view):
            return f"Your turned {v} lies on {where}: add cards there"
        if view["staged"]["added"]:
            return ("You have added cards to your turned card already: Declare"
                    + (" (or lay 4 Links for a Link Flush)" if stage == "hidden" else ""))
        alt = view["staged"].get("mimic_as")
        joins = f"{v}s" + (f" and {m}s (Mimics)" if m is not None and m != v else "") + \
            (f" or the pile's {alt}s" if alt is not None else "")
        return f"Only {joins} may join your turned {v}, not {a_card(code)}"
    if code in FLUSHES:
        return ("A Flush card goes alone onto the pile" if to == "pile" and names
                else "A Flush card is played onto the pile, alone")
    if any(c in FLUSHES for c in codes):
        return "A Flush card goes alone: take it back first"
    top = view["pile_value"]
    v = VALUE[code]
    group = group_value(codes + [code], m)
    if to == "newpile":
        if not view["pile"]:
            return "The pile is empty: there is nothing to pick up"
        if not higher_values(top):
            return f"Nothing is higher than the pile's {top}: no new pile starts on it, play {top} or lower"
        if group <= top:
            return f"A new pile starts higher than the pile's {top}: {a_card(code)} is not higher"
    elif top is not None and v != m and v > top:
        return f"The pile's top is {top}: play {top} or lower here, or start a new pile with higher cards"
    values = {VALUE[c] for c in codes + [code] if VALUE[c] != m}
    if len(values) > 1:
        if all(KIND[c] == "L" for c in codes + [code]):
            return "Links of different values go together only in a Link Flush (4 Links, with the pile's)"
        # said of the staged cards themselves ("a 2 cannot join your 1"), not "these" (session 22)
        own = {VALUE[c] for c in codes if VALUE[c] != m}
        mine = (f"your {VALUE[codes[0]]}" if len(codes) == 1 else
                f"your {own.pop()}s" if len(own) == 1 else "your cards")
        said = a_card(code)
        return f"{said[0].upper()}{said[1:]} cannot join {mine}: one value at a time (Mimics, {m}s, join any)"
    return f"No declaration lays {words} with these cards"
