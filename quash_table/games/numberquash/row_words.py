"""NumberQuash's Load row for a game still going (no pygame): one shape at every table, how many play and who
leads in words, "6 players: Bot 6 leads with 15 cells covered, you 11" (session 24: a 2-seat row said "You: 15,
Bot 2: 10 cells covered", a 6-seat one "You: 11, Bots 2\u20136: 7, 6, 9, 6, 15 cells covered", and saves of
different tables read alike)."""

from ...engine.naming import YOU, joined
from ...engine.standing import unit_after


def _who(names, seat):
    return "you" if names[seat] == YOU else names[seat]


def unfinished_row_forms(st, names, you_seat, bots, where, unit):
    """[[where, words], ..., [where]] longest first for an unfinished race's row (Game.unfinished_row_forms):
    the table, who leads by their count, then the people behind, each by name; None where the standing has
    no count a seat, or places were awarded already (the kit's places say them)."""
    scores = st.get("scores") or []
    n = len(names)
    if st.get("to_move") is None or len(scores) != n or n < 2 or any(p is not None for p in st.get("places") or []):
        return None
    table = f"{n} players"
    best = max(scores)
    leaders = [i for i in range(n) if scores[i] == best]
    said = unit_after(best, unit)
    if len(leaders) == n:
        lead = f"{'level' if n == 2 else 'all level'} on {best} {said}"
    elif len(leaders) > 1:
        lead = f"{joined([_who(names, i) for i in leaders])} level on {best} {said}"
    else:
        lead = f"{_who(names, leaders[0])} {'lead' if names[leaders[0]] == YOU else 'leads'} with {best} {said}"
    people = [i for i in range(n) if (bots is None or i not in bots)]
    # behind the lead: every person by name (at three seats or fewer every seat: a short row has room)
    behind = [i for i in range(n) if i not in leaders and (n <= 3 or i in people)]
    rest = ", ".join(f"{_who(names, i)} {scores[i]}" for i in behind)
    # (no form with the table alone: a shorter title with who leads comes before it)
    forms = [[where, f"{table}: {lead}" + (f", {rest}" if rest else "")], [where, f"{table}: {lead}"], [where]]
    return [f for k, f in enumerate(forms) if f not in forms[:k]]
