"""What the cards staged on the Flush board declare: pure functions of the view and the staged cards, so
the board (scene.py) only draws them and the tests run without a window.

The staged cards are `names` (as actions name them: a code, or `bN` for a base top) and their `codes`,
in the order staged; `to` is the spot they wait under ("pile" or "newpile"). `as_pile` is the person's
choice for Mimics alone (or a turned hidden Mimic): count as the pile's top value (the default: they are
played with the cards on top, as in the sheet's example) or as their own value.
"""

from .rules import FLUSHES, KIND, VALUE, card_words, count_words, pile_top

HIDDEN_STAGES = ("hidden", "hidden_pickup")


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


def takes_pile_value(view, codes, to, as_pile):
    """The value the staged cards take from the pile (the choice made, or forced by an added card of
    the pile's value), or None when they count as their own."""
    alt = mimic_choice(view, codes, to)
    if alt is None:
        return None
    if as_pile or any(VALUE[c] == alt for c in codes):
        return alt
    return None


def declarations(view, names, codes, to, as_pile):
    """What the staged cards declare: [(button id, label, action, then)], the main one first. `then` is
    sent after `action` succeeds (a turn begun with a hidden card is declared once complete)."""
    stage = view["stage"]
    links = bool(codes) and all(KIND.get(c) == "L" for c in codes)
    taken = takes_pile_value(view, codes, to, as_pile)
    if stage in HIDDEN_STAGES:
        v = view["staged"]["value"] if taken is None else taken
        declare = {"type": "declare"} if taken is None else {"type": "declare", "as": taken}
        if not names:
            return [("declare", "Declare", declare, None)]
        out = [("declare", "Declare", {"type": "play", "cards": names, "as": v}, {"type": "declare"})]
        if links and stage == "hidden":
            out.append(("link_flush", "Link Flush", {"type": "link_flush", "cards": names}, None))
        return out
    if not names:
        return []
    if len(names) == 1 and codes[0] in FLUSHES:
        return [("declare", "Declare", {"type": "flush", "card": names[0]}, None)]
    v = group_value(codes, view["mimic"]) if taken is None else taken
    if to == "newpile":
        group = {"type": "pickup", "cards": names}
    else:
        group = {"type": "play", "cards": names, "as": v}
    link = ("link_flush", "Link Flush", {"type": "link_flush", "cards": names}, None)
    if links and len({VALUE[c] for c in codes if VALUE[c] != view["mimic"]}) > 1:
        return [("declare", "Declare", link[2], None)]
    out = [("declare", "Declare", group, None)]
    if links:
        out.append(link)
    return out


def _run_words(total, v):
    """What lies on top after the declaration: a Flush at 4, a Super Flush at 6."""
    return (f", {count_words(total, v)}: Super Flush" if total >= 6 else
            f", {count_words(total, v)}: Flush" if total >= 4 else "")


def declaration_words(view, codes, to, as_pile, decls):
    """The declaration written over the tray: exactly what Declare will do."""
    stage = view["stage"]
    taken = takes_pile_value(view, codes, to, as_pile)
    if stage in HIDDEN_STAGES:
        turned = view["turn_cards"]
        n = len(turned) + len(codes)
        if taken is not None:
            # the turned Mimic leaves the new pile (if it started one) for the cards on top
            pile = view["pile"][:-1] if stage == "hidden" else view["pile"]
            under = pile_top(pile)[1]
            return (f"{count_words(n, taken)}: the turned Mimic as a {taken}, onto the pile"
                    + _run_words(under + n, taken))
        v = view["staged"]["value"]
        text = count_words(n, v)
        return f"new pile of {text}, pick up the pile" if stage == "hidden_pickup" else text
    if not decls:
        return ""
    action = decls[0][2]
    kind = action["type"]
    if kind == "flush":
        return f"a {card_words(codes[0])} card: Flush"
    if kind == "link_flush":
        on_pile = view["pile_run_links"]
        return (f"Link Flush: {count_words(len(codes), 'Link')}"
                + (f" and {on_pile} on the pile" if on_pile else ""))
    if taken is not None:
        mimics = "the Mimic" if len(codes) == 1 else "the Mimics"
        return (f"{count_words(len(codes), taken)}: {mimics} as the pile's {taken}s"
                + _run_words(view["pile_run"] + len(codes), taken))
    v = group_value(codes, view["mimic"])
    text = count_words(len(codes), v)
    if kind == "pickup":
        n = len(view["pile"])
        return f"new pile of {text}, pick up {count_words(n, 'card')}"
    if mimic_choice(view, codes, to) is not None:
        return f"{text}: {'the Mimic as its' if len(codes) == 1 else 'the Mimics as their'} own value"
    return text
