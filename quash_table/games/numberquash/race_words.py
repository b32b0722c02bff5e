"""NumberQuash's header words (no pygame): the race as the header tells it, from the rules' result and the
view of the seat at the screen."""

from .state import ordinal


def race_words(result, view, short, brief=False):
    """The header's score line (`short(seat)`: a seat's short name). Each seat's best colour, in turn order (as the turn order list and the table read); a seat the
    rules have placed by its place ("Bot 2 1st"). Beyond three seats every name does not fit beside the
    header's buttons: yours and the race (each plate says its own count): who leads it, is level with
    you or is behind you, among the seats still playing. A seat that has finished is out of the race:
    it never "leads" (the header said "Bot 2 leads" of a Bot 2 that had finished); once places are won the
    race is for the next one and the header says so ("You: 17 of 18 cells covered · for 3rd: 1 cell ahead of Bot 2"). `brief`: for a
    header too narrow for it (1, then 2, fewer words each), equal leaders by their number ("for 2nd: 2 players on
    13/18": "Bot 6 and Bot 5 lead with 13" wrapped the status to two lines and shrank the title at 6 seats and
    1024x640)."""
    scores = result["scores"]
    order = list(view["order"]) if view and view.get("order") else list(range(len(scores)))
    awarded = result.get("places") or [None] * len(scores)
    out = {i for i, st in enumerate((view or {}).get("status") or ()) if st == "retired"}   # no place to win

    def standing(i):
        return f"{short(i)} {ordinal(awarded[i])}" if awarded[i] else f"{short(i)} {scores[i]}/18"
    if len(order) <= 3:
        if view and view.get("ended"):      # the places read in their order ("Bob 2nd   Ann 1st" did not)
            order.sort(key=lambda i: (awarded[i] is None, awarded[i] or 0))
        return "   ".join(standing(i) for i in order)
    me = view.get("seat") if view else None
    racing = [i for i in order if i != me and awarded[i] is None and i not in out]
    best = max(racing, key=lambda i: scores[i], default=None)     # the first in turn order among equals
    if me is None:      # a replay's "all face up": the winner, and the race still played
        said = [standing(i) for i in order if awarded[i] == 1][:1]
        if best is not None and len(racing) > 1:
            said.append(f"{short(best)} {'lead' if short(best) == 'You' else 'leads'} "
                        f"{scores[best]}/18")
        return "  \u00b7  ".join(said)
    if awarded[me] is not None:     # as the summary says it; brief, the place alone (with Let the bots finish
        # in a 1024x640 header, "You finished 1st of 6" shrank the title and wrapped the status: review 18b)
        return (f"{ordinal(awarded[me])} of {len(scores)}" if brief
                else f"{short(me)} finished {ordinal(awarded[me])} of {len(scores)}")
    if view.get("ended"):      # the race is over ("level with Bot 5" under Game over): who won it
        first = [standing(i) for i in order if awarded[i] == 1]
        return "  \u00b7  ".join([standing(me)] + first)
    taken = sum(1 for a in awarded if a)
    # the places already won are not in play: the race is for the next ("You 17/18 · 1 ahead of Bot 2"
    # read as leading the game while two bots had Quashed)
    mine = f"{own_count(short(me), scores[me], brief)}  \u00b7  " + (f"for {ordinal(taken + 1)}: " if taken else "")
    if best is None:
        return own_count(short(me), scores[me], brief)
    if scores[me] > scores[best]:
        # the lead as a number before the name ("2 ahead of Bot 3"): "ahead of Bot 3 2" read as one name;
        # every seat on the next count named, as the leaders are ("1 ahead of Bot 4" of three bots level on
        # 0 read as if Bot 4 alone were nearest, session 49)
        nearest = [i for i in racing if scores[i] == scores[best]]
        return mine + f"{cells(scores[me] - scores[best])} ahead of {seats_named(nearest, short, brief)}"
    if scores[me] == scores[best]:     # level: with whom (it read "nobody ahead" beside Bot 3's equal count)
        level = [i for i in racing if scores[i] == scores[me]]
        return mine + ("level with " + (short(best) if len(level) == 1 else f"{len(level)} others"))
    return mine + leaders(racing, scores, short, brief)


def own_count(name, n, brief=False):
    """Your count in the race beside the others', its unit said: "You: 17 of 18 cells covered" (`brief` 1: "You: 17
    of 18 cells", 2: "You 17/18"). "You 17/18 · 1 ahead of 2 players" read as a riddle to a new player: what
    17/18 counted, and 1 of what (review 57)."""
    if brief == 2:      # (the fewest words, for a header short of room: six seats at 1024x640 took two lines)
        return f"{name} {n}/18"
    return f"{name}: {n} of 18 cells" + ("" if brief else " covered")


def seats_named(seats, short, brief=False):
    """Seats on one count, as the header names them: one or two by name ("Bot 4 and Bot 3"), more by their
    number ("3 players"), and in a short header (`brief`) two by their number too."""
    if len(seats) == 1:
        return short(seats[0])
    if len(seats) == 2 and not brief:
        return f"{short(seats[0])} and {short(seats[1])}"
    return f"{len(seats)} players"


def cells(n):
    """A count of covered cells with its unit: "1 cell", "13 cells"."""
    return f"{n} cell" if n == 1 else f"{n} cells"


def leaders(racing, scores, short, brief=False):
    """Who leads the race, every seat on the top count named, with the count's unit: "Bot 3 and Bot 4 lead
    with 2 cells each" (the header named one of two equal leaders, "Bot 3 leads 2"); beyond two, their number
    of players ("4 lead with 1" read as a seat, Bot 4, with one of something: review 22). `brief` 1: the count
    as the header writes yours, out of 18 ("Bot 3 leads 2/18", "2 players on 13/18"); 2: fewest words, the count
    beside a name as a fraction, else the leaders alone (each plate says its count): "Bot 3 2/18", "2 players lead"."""
    top = max(scores[i] for i in racing)
    lead = [i for i in racing if scores[i] == top]
    who = short(lead[0]) if len(lead) == 1 else f"{len(lead)} players"
    if brief == 2:
        # a count with its fraction: "Bot 4 leads 13" read as a lead of 13 (review 22)
        return f"{who} {top}/18" if len(lead) == 1 else f"{who} lead"
    if brief:
        return f"{who} leads {top}/18" if len(lead) == 1 else f"{who} on {top}/18"
    if len(lead) == 1:
        return f"{who} leads with {cells(top)}"
    if len(lead) == 2:
        return f"{short(lead[0])} and {short(lead[1])} lead with {cells(top)} each"
    return f"{who} lead with {cells(top)} each"     # a new player counts players, not seats
