"""NumberQuash's Load row for a game still going (no pygame): one shape at every table, how many play and who
leads in words, "6 players: Bot 6 leads with 15 cells covered, you: 11" (session 24: a 2-seat row said "You: 15,
Bot 2: 10 cells covered", a 6-seat one "You: 11, Bots 2\u20136: 7, 6, 9, 6, 15 cells covered", and saves of
different tables read alike). A narrow row says the same counts in fewer words before it drops any: "3 players:
Ann: 16, Bob: 12, Bot 3: 15 cells" (a count after a colon, never straight after a name ending in a number:
review 25) (the row of a 2-seat game or of pass-and-play dropped the counts behind the
leader at 1280x800, session 24)."""

from ...engine.load_row_forms import RowForms
from ...engine.naming import YOU, joined
from ...engine.standing import RESULT, standing_words, unit_after

# the unit said short, after the last count of a form in fewer words ("Bob 12, Bot 3 15 cells")
SHORT_UNIT = ("cell", "cells")


def _who(names, seat):
    return "you" if names[seat] == YOU else names[seat]


def _count(names, scores, seat):
    """A seat's count after its name and a colon, "Bot 2: 5", "you: 4": a count straight after a name that
    ends in a number read as part of it ("2 players: Bot 2 5, you 4 cells", review 25)."""
    return f"{_who(names, seat)}: {scores[seat]}"


def _lead(names, scores, leaders, unit):
    """Who leads and with how many: "Ann leads with 16 cells covered", "you lead with 16" (`unit` None),
    "Ann and Bot 3 level on 13", "all level on 13", "level on 13" (two seats)."""
    best, n = scores[leaders[0]], len(names)
    said = f" {unit_after(best, unit)}" if unit else ""
    if len(leaders) == n:
        return f"{'level' if n == 2 else 'all level'} on {best}{said}"
    if len(leaders) > 1:
        return f"{joined([_who(names, i) for i in leaders])} level on {best}{said}"
    return f"{_who(names, leaders[0])} {'lead' if names[leaders[0]] == YOU else 'leads'} with {best}{said}"


def unfinished_row_forms(st, names, you_seat, bots, where, unit):
    """RowForms for an unfinished race's row (Game.unfinished_row_forms), longest first: the table, who leads
    by their count, then the people behind, each by name ("3 players: Ann leads with 16 cells covered, Bob:
    12, Bot 3: 15"), the same in fewer words ("... leads with 16, Bob: 12, Bot 3: 15 cells", then where every
    seat is said their counts alone, the leader first: "3 players: Ann: 16, Bob: 12, Bot 3: 15 cells"), then
    with whose turn it is but not the round's number, then without the table; then, a group of its own,
    who leads alone; then [where]. None where the standing has no count a seat, or places were awarded
    already (the kit's places say them)."""
    scores = st.get("scores") or []
    n = len(names)
    if st.get("to_move") is None or len(scores) != n or n < 2 or any(p is not None for p in st.get("places") or []):
        return None
    table = f"{n} players: "
    best = max(scores)
    leaders = [i for i in range(n) if scores[i] == best]
    people = [i for i in range(n) if (bots is None or i not in bots)]
    # behind the lead: every person by name (at three seats or fewer every seat: a short row has room)
    behind = [i for i in range(n) if i not in leaders and (n <= 3 or i in people)]
    counts = ", ".join(_count(names, scores, i) for i in behind)
    last = scores[behind[-1]] if behind else best
    brief = [_lead(names, scores, leaders, None) + f", {counts} {unit_after(last, SHORT_UNIT)}" if counts
             else _lead(names, scores, leaders, SHORT_UNIT)]
    if len(leaders) + len(behind) == n and len(leaders) < n:
        # every seat is said: the counts alone say who leads (the leaders first)
        brief.append(", ".join(_count(names, scores, i) for i in leaders + behind)
                     + f" {unit_after(last, SHORT_UNIT)}")
    p = st.get("progress")
    # whose turn it is without the round's number (not at a round's result: nobody's turn is on the table)
    turn = standing_words(dict(st, progress=None), names, you_seat, bots=bots)[0] if p and p[2:] != [RESULT] \
        else where
    every = [[where, table + _lead(names, scores, leaders, unit) + (f", {counts}" if counts else "")]]
    others = [i for i in range(n) if i not in leaders]
    if others != behind:
        # first every seat by name with its count, as the other games' rows name every opponent (Continue says
        # this longest form: "4 players: you lead with 7 cells covered" named no bot, session 34)
        every[:0] = [[where, table + _lead(names, scores, leaders, unit) + ", "
                      + ", ".join(_count(names, scores, i) for i in others)]]
        # then every seat still named, in fewer words, before the bots behind the lead are dropped: a row at four
        # seats or more named the leader alone where Continue named every seat (review 34)
        last_all = scores[others[-1]]
        # (never every count without the lead said: "Bot 6: 15, Annabelle: 11, ..." read as a list, not a race)
        all_brief = [_lead(names, scores, leaders, None) + ", " + ", ".join(_count(names, scores, i) for i in others)
                     + f" {unit_after(last_all, SHORT_UNIT)}"]
        every[1:1] = [[where, table + words] for words in all_brief] + [[turn, table + words] for words in all_brief] \
            + [[turn, words] for words in all_brief] + [[words] for words in all_brief]
    every += [[where, table + words] for words in brief] + [[turn, table + words] for words in brief] \
        + [[turn, words] for words in brief]
    # a crowded row (saved & autosaved, Continue opens this, older copies) keeps the counts without the
    # turn, then without their unit: at 1024x640 it fell to the leader alone, or to "round 6" (session 25)
    bare = _lead(names, scores, leaders, None) + (f", {counts}" if counts else "")
    every += [[words] for words in brief] + [[table + bare], [bare]]
    if len(leaders) == 1 and counts:        # the fewest words that still say who leads: "Bot 2 leads 11, you: 6"
        one = leaders[0]
        every.append([f"{_who(names, one)} {'lead' if names[one] == YOU else 'leads'} {best}, {counts}"])
        # then the counts alone, the leader first ("Bot 2: 11, you: 6"), before a count is dropped
        every.append([", ".join(_count(names, scores, i) for i in leaders + behind)])
    # (no form with the table alone: a shorter title with who leads comes before it)
    lead = [[where, table + _lead(names, scores, leaders, unit)], [where, table + _lead(names, scores, leaders, SHORT_UNIT)],
            [turn, table + _lead(names, scores, leaders, SHORT_UNIT)]]
    return RowForms(shorter(every), shorter(lead), [[where]])


def shorter(forms):
    """`forms` ([where, words] lists) each kept only where it is shorter than every one before it: a longer
    form after a shorter one is never the one that fits."""
    out = []
    for form in forms:
        if not out or len(" ".join(form)) < min(len(" ".join(f)) for f in out):
            out.append(form)
    return out
