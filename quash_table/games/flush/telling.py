"""Flush in words: moves (describe) and the events they caused (describe_event), the round's result as
rows for a person."""

from ...engine.naming import a_or_an
from .cards import (FLUSH_WAYS, FLUSHES, KIND, KIND_WORDS, VALUE, WORDS, card_words, count_words, counted,
                    mimic_dealt_words)
from .state import seat_name

TURNS_UP = "turns up the hidden card of base {}"     # every sentence about a hidden card says it so
# the pile cards are laid on has one name everywhere (the log, hints, refusals, the board's title, the rules
# page): "the pile", beside "the new pile" (the board's title had a word more where wide: session 22)
PILE = "pile"
PILE_TITLE = PILE.upper()


def a_card(code):
    """'an 8 Skip', 'a 7', 'a Flush Plus'."""
    return a_or_an(card_words(code))


def base_words(event):
    """What a base given (a "base_given" event) holds: "an 8 over a hidden card", "an 8", or "a hidden card" where
    its top was played ("no top card over a hidden card" read oddly, session 49)."""
    if event["top"] is None:
        return "a hidden card"
    return a_card(event["top"]) + (" over a hidden card" if event["hidden"] else "")


def describe(action, seat=None, seats=2):
    """A move in words for the move log, or None when the action is not well formed."""
    who = seat_name(seat, seats) if seat is not None else "Someone"
    t = action.get("type")
    try:
        if t == "play":
            # how many, not which: a base top ("b1") may be a Mimic, and the move's events name the
            # cards themselves
            return f"{who} lays {counted(len(action['cards']), action['as'])} on the pile"
        if t == "pickup":
            cards = action["cards"]
            vals = {VALUE[c] for c in cards if c in VALUE}
            n = len(cards)
            what = (count_words(n, max(vals)) if len(vals) == 1 else
                    f"{WORDS[n] if n < 13 else n} card{'s' if n != 1 else ''}")
            return f"{who} starts a new pile with {what} and picks up the old pile"
        if t == "flush":
            c = action["card"]
            if c in FLUSHES:
                return f"{who} plays a {card_words(c)} card"
            return f"{who} plays the Flush card on base {int(c[1:]) + 1}"
        if t == "link_flush":
            n = len(action["cards"])
            return f"{who} declares a Link Flush with {WORDS[n] if n < 13 else n} Link{'s' * (n != 1)}"
        if t == "hidden":
            return f"{who} {TURNS_UP.format(action['base'] + 1)}"
        if t == "declare":
            # what it laid is told by the rules' "declared" event, which the move log reads instead
            if "as" in action:
                return f"{who} declares the turned Mimic as {counted(1, action['as'])}"
            return f"{who} declares the turned card"
        if t == "give_base":
            return f"{who} gives base {action['base'] + 1} to the previous player"
        if t == "keep_bases":
            return f"{who} keeps every base"
        if t == "swap_mimic":
            c = action["card"]
            name = a_card(c) if c in VALUE else f"base {int(c[1:]) + 1}'s top card"
            return f"{who} swaps {name} for the Flush card turned as the Mimic"
    except (KeyError, TypeError, ValueError):
        pass
    return super().describe(action, seat, seats)


def describe_hint(action, seat=None, seats=2, view=None):
    """A move as advice to the person it is for ("lay three 6s on the pile"), or None when it is not a
    well-formed Flush move (the hint then reads the log's words). With the seat's `view` a lay's cards
    are said as the log says them once laid, Mimics named ("lay a 5 and a Mimic": a base top
    "b0" is a card only the view knows)."""
    t = action.get("type")
    try:
        if t == "play" and view is not None:
            row = view["bases"][view["seat"]]
            codes = [row[int(c[1:])]["top"] if c[0] == "b" else c for c in action["cards"]]
            # (on the new pile a turned hidden card started: "on the pile" read as the old one, review 35b)
            pile = "the new pile" if view.get("stage") == "hidden_pickup" else "the pile"
            return f"lay {laid_words({'cards': codes, 'value': action['as'], 'mimic': view['mimic']})} on {pile}"
        if t == "play":
            return f"lay {counted(len(action['cards']), action['as'])} on the pile"
        if t == "pickup":
            # a base's top ("b0") is a card only the view knows: said as the card, one card by its name
            # ("one cards" was said of a base top the hint could not see, session 22)
            row = view["bases"][view["seat"]] if view is not None else None
            codes = [row[int(c[1:])]["top"] if c[0] == "b" and row is not None else c for c in action["cards"]]
            what = new_pile_words(codes, (view or {}).get("mimic"))
            # (a comma where the cards' own words have an "and": "a 9 Skip and a Mimic, and pick up ...")
            return f"start a new pile with {what}{',' * (' and ' in what)} and pick up the old one"
        if t == "flush":
            c = action["card"]
            return (f"play your {card_words(c)} card" if c in FLUSHES else
                    f"play the Flush card on your base {int(c[1:]) + 1}")
        if t == "link_flush":
            # the Links on the pile's top group count: said, so three Links read as the four they make
            on = (view or {}).get("pile_run_links") or 0
            pile = (f" on the pile's {'Link' if on == 1 else count_words(on, 'Link')}" if on else "")
            return f"lay {count_words(len(action['cards']), 'Link')}{pile}: a Link Flush"
        if t == "hidden":
            return f"turn up the hidden card of your base {action['base'] + 1}"
        if t == "declare":
            if "as" in action:
                return f"declare the turned Mimic as {counted(1, action['as'])}"
            staged = (view or {}).get("staged") or {}
            return (f"declare the turned Mimic as its own {staged['value']}" if staged.get("mimic_as")
                    else "declare the turned card")
        if t == "give_base":
            return f"give your base {action['base'] + 1} to the previous player"
        if t == "keep_bases":
            return "keep your bases"
        if t == "swap_mimic":
            c = action["card"]
            # the card is yours: "swap your 5 for ..." (not "swap 5 for ...", session 22)
            name = f"your {card_words(c)}" if c in VALUE else f"the top card of your base {int(c[1:]) + 1}"
            return f"swap {name} for the Flush card turned as the Mimic"
    except (KeyError, TypeError, ValueError):
        pass
    return None


def new_pile_words(codes, mimic):
    """The cards a hinted new pile starts with, in the words of a hinted lay and of the log once laid (laid_words:
    the kinds, a Mimic joining): 'a 9 Skip and a Mimic', 'two 7s (one a Link)'; one card as yours ('your 8
    Skip'). It said "two cards" of a 9 Skip and a Mimic 8 (issue 23). With no Mimic known (no view), two values are
    said card by card; a base's top the words cannot see, counted."""
    n = len(codes)
    if n == 1:
        c = codes[0]
        return f"your {card_words(c)}" if c in VALUE else f"the top card of your base {int(c[1:]) + 1}"
    vals = {VALUE[c] for c in codes if c in VALUE}
    if any(c not in VALUE for c in codes):      # a base top unseen: how many (of the one value seen)
        return counted(n, max(vals)) if len(vals) == 1 else f"{WORDS[n] if n < 13 else n} cards"
    if mimic is None and len(vals) > 1:
        return and_words([a_card(c) for c in codes])
    value = next((VALUE[c] for c in codes if VALUE[c] != mimic), VALUE[codes[0]])
    return laid_words({"cards": codes, "value": value, "mimic": mimic})


def describe_hint_brief(action, seat=None, seats=2, view=None, flush=True):
    """The hinted move in the fewest words, for the hint's short form: a lay by its count and value ("lay two
    10s", "lay your Mimic 8 as a 1"), its cards' kinds and "on the pile" left to the full reason (H) and to the
    hint's marks on the cards. describe_hint's words with the kinds in brackets were 50-65 characters alone: at
    six seats, 1024x640, the Moves open, the short hint took six or seven lines of a narrow column (session 31:
    said so only where the hint's place is narrow, message_place.brief_form). Any other move in describe_hint's
    words, a Flush card on a base as "your Flush card" (the hint marks which)."""
    if action.get("type") == "play" and view is not None:
        try:
            row = view["bases"][view["seat"]]
            codes = [row[int(c[1:])]["top"] if c[0] == "b" else c for c in action["cards"]]
            flush = flush and flush_made(view, action)     # (`flush` False: the move alone, "lay a 1")
            # a sure Flush said without the verb ("a 2 and a Mimic: Flush!"): "lay a 2 and a Mimic: Flush!" took
            # three lines of six seats' narrow place, and the Flush is what a player must read there
            return f"{'' if flush else 'lay '}{laid_brief(codes, action['as'], view['mimic'])}" + flush_said(flush)
        except (KeyError, TypeError, ValueError, IndexError):
            return None
    if action.get("type") == "flush":
        # the Flush card's turn again said with the move: at six seats, 1024x640, "Hint: play your Flush card
        # (H: why)" was all the narrow place held, and what it does was said only on H (review 33); which
        # card, a base's or the hand's, the hint marks
        return flush_card_brief(action["card"], view, flush)
    if action.get("type") == "hidden":      # (which base: the hint marks it; its short words say it)
        return "turn up a hidden card"
    if action.get("type") == "pickup" and view is not None:
        # "start a new pile with your 10 Link and pick up the old one" alone filled two lines of six seats'
        # narrow place (review 31): the pickup is the reason's ("you pick up 3 cards")
        try:
            row = view["bases"][view["seat"]]
            codes = [row[int(c[1:])]["top"] if c[0] == "b" else c for c in action["cards"]]
            value = next((VALUE[c] for c in codes if VALUE[c] != view["mimic"]), VALUE[codes[0]])
            return f"start a new pile with {laid_brief(codes, value, view['mimic'])}" + flush_said(flush_made(view, action))
        except (KeyError, TypeError, ValueError, IndexError, StopIteration):
            return None
    return describe_hint(action, seat, seats, view)


def flush_card_brief(card, view, flush=True):
    """A Flush card played, in the fewest words: "your Flush card: play again" (`flush` False: "play your
    Flush card"); a base's top ("b0") read from the view, a Flush Plus named."""
    try:
        code = view["bases"][view["seat"]][int(card[1:])]["top"] if card[:1] == "b" else card
    except (KeyError, TypeError, ValueError, IndexError):
        code = "F"
    what = f"your {card_words(code) if code in FLUSHES else 'Flush'} card"
    return f"{what}: play again" if flush else f"play {what}"


def flush_made(view, action):
    """The Flush a lay or a new pile surely makes, whatever the cards not seen ("Flush", "Super Flush"), or ""
    ("" too in a hidden card's turn: its turned card and the pile's are the reason's to say). A lay as value v
    tops the pile's run of v; a new pile is its own cards."""
    if view.get("stage") is not None:
        return ""
    n = len(action.get("cards", ()))
    if action.get("type") == "pickup":
        run = n
    elif action.get("type") == "play":
        run = n + (view["pile_run"] if view["pile_value"] == action["as"] else 0)
    else:
        return ""
    return "Super Flush" if run >= 6 else "Flush" if run >= 4 else ""


def flush_said(flush):
    """A sure Flush after the move's fewest words (": Flush!"): at six seats, 1024x640, the Moves open, the
    hint's narrow place holds the move alone, and a sure Flush was said only on H (review 32)."""
    return f": {flush}!" if flush else ""


def describe_event(event, seats):
    """Words for one event of state.caused (the move log, captions); None for bases kept (the move
    says it)."""
    k = event.get("kind")
    who = seat_name(event["seat"], seats) if event.get("seat") is not None else ""
    if k == "circling":
        return (f"No Flush for {event['turns']} turns: the cards are going round in circles, from hand to "
                f"pile and back. Only a Flush takes cards out of play: {FLUSH_WAYS} (the pile's own cards and "
                f"Mimics count towards the four); a pickup only feeds the circle")
    if k == "round_started":
        first = seat_name(event["first"], seats)
        if event["mimic"] is None:
            return (f"Round {event['round']}: a {card_words(event['mimic_card'])} card is turned for the "
                    f"Mimic; {first} plays first and swaps a card for it")
        return mimic_dealt_words(event["round"], event["mimic"], event["mimic_card"], first)
    if k == "mimic_swapped":
        return f"the Mimic is now the {card_words(event['card'])}"
    if k == "played":
        return f"{who} lays {laid_words(event)} on the pile{flushed_words(event)}"
    if k == "picked_up" or (k == "declared" and event["new_pile"]):
        n = len(event["taken"])
        # "picking up", not "and picks up": a third verb after the cards' brackets would not be mended
        # for "You" (engine/naming.py mends the clause up to its first bracket)
        return (f"{who} {turned_from(event)}starts a new pile with {laid_words(event)}, picking up the old "
                f"pile's {count_words(n, 'card')}{flushed_words(event)}")
    if k == "declared":
        return f"{who} {turned_from(event)}lays {laid_words(event)} on the pile{flushed_words(event)}"
    if k == "added":
        text = f"{who} adds {laid_words(event)} to the turned card"
        return text + (f" (the turned Mimic counts as a {event['value']})" if event["turned_as"] else "")
    if k == "hidden_turned":
        card = card_words(event["card"])
        turned = f"{who} {TURNS_UP.format(event['base'] + 1)}"
        if event["onto"] == "flush":
            return f"{turned}: a {card} card"     # the flush event's sentence tells the move
        top, m = event["pile_value"], event.get("mimic")
        if VALUE.get(event["card"]) == m and top is not None and top != m:
            # a turned Mimic's value waits for the declaration: say both, so the next line agrees
            own = "starts a new pile" if event["onto"] == "new_pile" else "lies on them"
            return (f"{turned}: {a_card(event['card'])}, the Mimic; as the pile's {top} it joins the {top}s, "
                    f"as its own {m} it {own}")
        if event["onto"] == "new_pile":
            return f"{turned}: {a_card(event['card'])}, higher than the pile's {top}, which starts a new pile"
        return f"{turned}: {a_card(event['card'])}, which goes on the pile"
    if k == "flush":
        # the move's sentence when the Flush is the move (a Flush card, a hidden one turned, a Link Flush);
        # a Flush a lay made is said by the lay's sentence, and these words are the banner's
        name = "Super Flush" if event["super"] else "Flush"
        how = event["how"]
        if how == "run":
            # short enough for the header's caption (ui/director.CAPTION_CHARS) beside the banner
            # whose, by name: at six seats the header said "Flush: four 7s on top, pile discarded" and a person
            # waiting could not tell which bot's move it was (review 56r)
            whose = f"{who}'s {name}" if who else name
            text = f"{whose}: {count_words(event['count'], event['value'])} on top, pile discarded"
        elif how == "links":
            n, total = len(event["cards"]), event["count"]
            text = (f"{who} lays {count_words(n, 'Link')}" + (f", {WORDS[min(total, 12)]} with those on the pile"
                                                               if total > n else "") + f": Link {name}!")
        elif "hidden_base" in event:
            text = f"{who} {TURNS_UP.format(event['hidden_base'] + 1)}: {a_card(event['card'])} card, {name}!"
        else:
            text = f"{who} plays {a_card(event['card'])} card: {name}!"
        if "drew" in event:
            drew = [seat_name(x, seats) for x in event["drew"]]
            # said without a list of names (at 6 seats five of them ran the sentence past the header's two
            # lines, and it was cut): the draws go round in turn from the next player, so "everyone else",
            # or how many drew before the stock ran out; the draws come from the stock (rules page)
            n = len(drew)
            if not n:
                text += " The stock is empty: nobody draws"
            elif event.get("everyone", True):
                text += f" {drew[0] if n == 1 else 'Everyone else'} draws a card"
            else:
                text += f" Only {WORDS[n]} draw{'s' * (n == 1)}: the stock ran out"
        return text
    if k == "card_drawn":
        return f"{who} draws {a_card(event['card'])} from the stock"
    if k == "skip":
        names = [seat_name(x, seats) for x in event["skipped"]]
        # a clause of its own after the lay's words ("... on the pile \u2014 Bot 4 is skipped"), "you are
        # skipped" for the person: no "Skip:" before it, which would start a new sentence ("Skip: You")
        return f"{and_words(names)} {'is' if len(names) == 1 else 'are'} skipped"
    if k == "base_given":
        what = base_words(event)
        target = seat_name(event["target"], seats)
        # the giver's base, named before the one it goes to, so no pronoun stands for either (for the
        # person, "Your base 2 ... goes to Bot 3" and "Bot 3's base 2 ... goes to you")
        return (f"{who}'s base {event['base'] + 1} ({what}) goes to {target}: now {target}'s base "
                f"{event['now_base'] + 1}")
    if k == "no_base_target":
        return f"nobody has played before {who} this round: no base to give"
    if k == "round_scored":
        text = f"Round {event['round']} is over: {seat_name(event['winner'], seats)} goes out"
        if event["deduction"]:
            text += deduction_words(event)
        pts = [f"{seat_name(x, seats)} +{p}" for x, p in enumerate(event["points"])
               if p is not None and x != event["winner"]]
        if pts:
            text += "; " + ", ".join(pts) + (" (doubled)" if event["double"] else "")
        if event["out"]:
            names = [seat_name(x, seats) for x in event["out"]]
            text += f"; {and_words(names)} {'is' if len(names) == 1 else 'are'} out"
        return text
    return None


def and_words(items):
    """['a', 'b', 'c'] -> 'a, b and c'."""
    items = list(items)
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def mimics_in(cards, value, mimic):
    """The cards of a group of `value` that are Mimics joining it (none when the group is the Mimic's own
    value)."""
    return [c for c in cards if c in VALUE and VALUE[c] == mimic and value != mimic]


def turned_from(event):
    """'turns up the hidden card of base 2 and ' when a declared turn began with a hidden card (its turn-up
    is told in the same sentence, in the words every event about a hidden card uses), else ''."""
    base = event.get("turned_from")
    return "" if base is None else TURNS_UP.format(base + 1) + " and "


def laid_words(event):
    """The cards a move laid (an event's "cards" of "value") as a person says them, Mimics joining the
    group counted apart and action cards named: 'a 10', 'an 8 Skip', 'two 9s and a Mimic', 'a Mimic 5',
    'three 6s (a Skip) and a Mimic (5 Link)', 'a Mimic as a 6' (Mimics alone as the pile's value). The tray
    at your turn says these same words (paint_tray.moves_since): its shorter form lost the Mimic and which
    base's hidden card it was (review 25)."""
    cards, value = event["cards"], event["value"]
    joining = mimics_in(cards, value, event["mimic"])
    own = [c for c in cards if c not in joining]
    parts = []
    mimic = "Mimic " if value == event["mimic"] else ""      # Mimics at their own value are named too
    # what Links do, said once a game (the rules mark the first Links laid that stay on a pile: after a
    # Flush they are gone)
    explain = bool(event.get("links_new")) and event.get("flushed") is None
    if len(own) == 1:
        parts.append((("a " + mimic + card_words(own[0])) if mimic else a_card(own[0]))
                     + (f" ({LINKS_DO})" if explain and KIND[own[0]] == "L" else ""))
        explain = explain and KIND[own[0]] != "L"
    elif own:
        parts.append(counted(len(own), mimic + str(value)) + kinds_note(own, explain))
        explain = explain and not any(KIND[c] == "L" for c in own)
    if joining:
        one = joining[0]
        mimics = ("a Mimic" + (f" ({a_card(one)}" + (f": {LINKS_DO}" if explain and KIND[one] == "L" else "")
                               + ")" if KIND[one] else "")
                  if len(joining) == 1 else count_words(len(joining), "Mimic") + kinds_note(joining, explain))
        parts.append(mimics if own else f"{mimics} as {counted(1, value) if len(joining) == 1 else f'{value}s'}")
    return " and ".join(parts)


def laid_brief(cards, value, mimic):
    """laid_words without the cards' kinds: 'two 10s', 'three 7s and a Mimic', 'two Mimics as 6s', 'a Mimic
    5' (the hint's short form; its full reason names the kinds)."""
    joining = mimics_in(cards, value, mimic)
    k = len(cards) - len(joining)
    parts = [counted(k, f"Mimic {value}" if value == mimic else value)] if k else []
    if joining:
        mimics = "a Mimic" if len(joining) == 1 else count_words(len(joining), "Mimic")
        parts.append(mimics if k else f"{mimics} as {counted(1, value) if len(joining) == 1 else f'{value}s'}")
    return " and ".join(parts)


def kinds_words(cards, short=False):
    """'a Skip and two Links' for the action cards among `cards` ('a Skip, two Links' when `short`), ''
    when there are none."""
    kinds = [KIND_WORDS[k].strip() for k in ("S", "L", "D")]
    found = [(sum(1 for c in cards if KIND[c] == k), name) for k, name in zip(("S", "L", "D"), kinds)]
    said = [("a " + name) if n == 1 else count_words(n, name) for n, name in found if n]
    return ", ".join(said) if short else and_words(said or [""])


LINKS_DO = "Links count towards a Link Flush"     # what a Link does, said where Links are laid


def kinds_note(cards, explain=False):
    """The action cards among a group of `cards` in plain words, '' when there are none: ' (one a Skip)',
    ' (one a Skip, two Links)'; with `explain`, what Links do is said too ('... two Links: Links count towards
    a Link Flush'). A bare ' (a Link)' after 'two Mimics' read as if the Mimics were a Link, and said nothing of
    what a Link does; ' (one of them a Link)' said the same as ' (one a Link)' in a bracket the Moves column
    keeps whole, so its lines broke early (session 36), and so did ' (among them a Skip and two Links)' (review
    36b): each kind counted as "one a Skip" is, the kinds a comma apart."""
    found = [(sum(1 for c in cards if KIND[c] == k), KIND_WORDS[k].strip()) for k in ("S", "L", "D")]
    found = [(n, name) for n, name in found if n]
    if not found:
        return ""
    if len(found) == 1 and found[0][0] == len(cards) > 1:
        note = f"{'both' if len(cards) == 2 else 'all'} {found[0][1]}s"
    else:
        note = ", ".join(f"one a {name}" if n == 1 else count_words(n, name) for n, name in found)
    if explain and any(KIND[c] == "L" for c in cards):
        note += f": {LINKS_DO}"
    return f" ({note})"


def flushed_words(event):
    """': Flush!' when the cards an event laid made a Flush (the rules mark it, see rounds.flush_pile),
    with the run when earlier cards counted in it ('four 9s on top, Flush!'); else ''."""
    f = event.get("flushed")
    if f is None:
        return ""
    name = "Super Flush" if f["super"] else "Flush"
    if f["how"] == "run" and f["count"] > len(event["cards"]):
        return f": {count_words(f['count'], f['value'])} on top, {name}!"
    return f": {name}!"


def cards_words(cards, value, mimic):
    """Laid cards in words, Mimics marked (joining a group or at their own value): '6, 6 Skip and 7 (Mimic)'."""
    return and_words([card_words(c) + (" (Mimic)" if VALUE.get(c) == mimic else "") for c in cards])


def counted_words(entry):
    """One card a seat still held at the end of a round, with the points it counted: 'hidden 7 Skip (6)'."""
    return f"{'hidden ' if entry['hidden'] else ''}{card_words(entry['card'])} ({entry['points']})"


def winner_words(event):
    """The round's result for the seat that went out, as the sheet records it: "went out: 0 points", then
    how its Deductions counted (deduction_words)."""
    pts = event["points"][event["winner"]]
    return f"went out: {pts} point{'' if abs(pts) == 1 else 's'}" + deduction_words(event)


def deduction_words(event):
    """How the Deductions of the seat that went out counted, " (Deduction: 5 off)", or "": they come off its
    total, never below zero (rules page), so a Deduction larger than the total takes off only what there is."""
    d = event["deduction"]
    off = -event["points"][event["winner"]]
    if not d:
        return ""
    # in a round that counts double the cards' own amounts are doubled: "4 × 2 = 8" (review 44B item 8)
    said = f"{d // 2} × 2 = {d}" if event.get("double") else f"{d}"
    if off == d:
        return f" (Deduction: {said} off)"
    if off == 0:
        return f" (a Deduction of {said}: the total was 0, so nothing came off)"
    # the round's change is the negative "-off" in the scores, so the words say where the total stopped, not
    # "never below 0" beside a "-9" (review s50 item 4)
    return f" (a Deduction of {said}: only {off} came off, the total stops at 0)"


def round_end_legend(event):
    """The line over a round's result: how its cards were counted, and its marks (a hidden card's gold
    frame, a Mimic's gold "M" badge, as in the hand), each where a card shown bears it: "M by the points" over
    cards with no M left a new player looking for one (review 46)."""
    held = [x for cards in event["held"] if cards for x in cards]
    how = ["Points: what each still holds"]
    if any(x.get("hidden") for x in held):
        how.append("a gold frame: it was hidden")
    if event["mimic"] is not None and any(VALUE.get(x["card"]) == event["mimic"] for x in held):
        how.append(f"M by the points: a Mimic {event['mimic']}, counted triple")
    if event["double"]:
        how.append("the last round counts double")
    return "; ".join(how)


def held_points_words(pts, double):
    """A seat's points for the cards it still held: "+54 (27 × 2)" in a round that counts double (the
    figures under the cards are the undoubled ones: "+54" over cards of 20 and 7 read as a miscount, review 44),
    else "+54". The one wording for the round's result, the summary's notes and its table alike."""
    return f"+{pts} ({pts // 2} × 2)" if double and pts else f"+{pts}"


def round_end_rows(event):
    """A round_scored event as rows for a person: (seat, points, how they were counted), the seat that
    went out first, then the others in seat order; seats already out have no row."""
    winner = event["winner"]
    rows = [(winner, str(event["points"][winner]), winner_words(event))]
    double = " × 2 (last round double)" if event["double"] else ""
    for seat, held_ in enumerate(event["held"]):
        if held_ is None:
            continue
        words = ", ".join(counted_words(x) for x in held_) or "nothing"
        if any(VALUE.get(x["card"]) == event["mimic"] for x in held_):
            words += f" (Mimic {event['mimic']}s count triple)"
        # the points under the name say the doubling too: "+16" over cards of 2, 5 and 1 read as a miscount (review 44)
        pts = event["points"][seat]
        rows.append((seat, held_points_words(pts, event["double"]), words + double))
    return rows


def group_words(cards, v):
    mimics = [c for c in cards if c in VALUE and VALUE[c] != v]
    text = count_words(len(cards), v)
    if mimics:
        text += f" (with {count_words(len(mimics), 'Mimic')})"
    return text
