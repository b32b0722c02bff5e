"""What each seat did on its latest turn, in a few words for its plate ("rolled 5+2: pink 7", "stole your 9"):
at six seats with the move log folded a bot's turn passed in the header and was gone (session 30).

One source: the rules' events of each move (Game.events, what the move caused), as the seat at the screen may
know them; nothing is read from the log's words or from two views. A seat's line is its latest turn, kept
until that seat's turn comes again (the plate then shows its dice)."""

from ...engine.naming import joined

BACK = 60       # moves looked back over for the seats' latest turns (six seats, a few moves each)


def latest_turns(match, upto, viewer, known=None, back=BACK):
    """{seat: [event, ...]} of each seat's latest turn among the first `upto` moves, its events in order, as
    `viewer` may know them. A turn is the seat's run of moves in one turn of the order (the rules' round and
    place): at two seats a Block gives the blocker two turns in a row, the latest of them is said. `known`: a
    dict the caller keeps for one match, undo and viewer, {move index: (seat, turn, events, turn after)}, so
    each move is worked out once (the newest from the match's state; after a Load, by playing on once)."""
    upto = max(0, min(upto, len(match.actions)))
    lo = max(0, upto - back)
    known = {} if known is None else known
    missing = [i for i in range(lo, upto) if i not in known]
    if missing == [upto - 1] and upto == len(match.actions) and upto - 2 in known:
        state = match.state
        known[upto - 1] = (match.actors[upto - 1], known[upto - 2][3], match.game.events(state, viewer),
                           (state.round_no, state.pos))
    elif missing:
        state = match.state_after(missing[0])
        for i in range(missing[0], upto):
            turn = (state.round_no, state.pos)
            state = match.game.apply(state, match.actions[i])
            known[i] = (match.actors[i], turn, match.game.events(state, viewer), (state.round_no, state.pos))
    for i in [i for i in known if i < lo - back]:
        del known[i]
    found, closed = {}, set()
    for k in range(upto - 1, lo - 1, -1):
        seat, turn, events, _ = known[k]
        if seat is None or seat in closed:
            continue
        if seat in found and (found[seat][0] != turn or known[k + 1][0] != seat):
            closed.add(seat)            # an earlier turn of that seat
            continue
        old = found.get(seat, (turn, []))[1]
        found[seat] = (turn, events + old)
    return {seat: events for seat, (_, events) in found.items()}


def turn_parts(events, seat, named, whose, colours_of=None):
    """The words of one seat's turn, a part a roll (with what it did) or a bonus spent, in order:
    ["rolled 5+2: pink 7", "stole your 9"]. `named(seat)`: "you" or the seat's short name; `whose(seat)`:
    "your" or "Bot 3's"; `colours_of(seat)`: that seat's colours (a robbed cell's colour is said only for a
    seat with more than one)."""
    parts = []

    def attach(words):
        if parts and parts[-1][0] == "roll" and ":" not in parts[-1][1]:
            parts[-1] = ("roll", f"{parts[-1][1]}: {words}")
        else:
            parts.append(("roll", words))
    for e in events:
        kind = e.get("kind")
        if e.get("seat") != seat:
            continue        # another seat's news (its skip, the last seat's place): its own plate says it
        if kind == "dice_rolled":
            a, b = e["dice"]
            fell = f"{'free roll' if e.get('free') else 'rolled'} {a}+{b}"
            parts.append(("roll", fell + (": third double" if e.get("third_double") else "")))
        elif kind == "placed":
            attach(cells_brief(e["cells"]))
        elif kind == "banked":
            attach(f"banked {e['value']}")
            # a bonus banked outlasts the plain rolls when the line is fitted (fitted): "… rolled 4+6: blue 1
            # and 9" hid the 12 that seat had banked on its turn (review 30)
            parts[-1] = ("bank", parts[-1][1])
        elif kind == "nothing_fits":
            attach("nothing fit")
        elif kind == "bonus_spent":
            parts.append(("bonus", spent_brief(e, named, whose, colours_of)))
        elif kind == "quash":
            parts.append(("end", "Quashed!"))
        elif kind == "retired":
            parts.append(("end", "retired"))
    return parts


def cells_brief(cells):
    """"pink 7", "pink 3 and 4", "5 cells" (of more than one colour, or more than three)."""
    colours = {c for c, _, _ in cells}
    if len(colours) == 1 and len(cells) <= 3:
        return f"{cells[0][0]} {joined([str(n) for _, _, n in sorted(cells, key=lambda c: c[2])])}"
    return f"{len(cells)} cells"


def spent_brief(e, named, whose, colours_of=None):
    """A bonus spent, short: "free roll (10)", "blocked Bot 3", "stole your 9", "stole 3 quashers (12)"."""
    if e.get("effect") == "free_roll":
        return "spent 10: free roll"
    if e.get("effect") == "block":
        return f"blocked {named(e['target'])}"
    steals = e["steals"]

    def cell(st):
        colour, _, n = st["from"]
        many = colours_of is not None and len(colours_of(st["seat"])) > 1
        return f"{colour} {n}" if many else str(n)
    yours = [st for st in steals if whose(st["seat"]) == "your"]
    if len(steals) == 1:
        return f"stole {whose(steals[0]['seat'])} {cell(steals[0])}"
    if yours:       # a 12: the quasher taken from you is the news, the others counted
        return f"stole your {cell(yours[0])} and {len(steals) - 1} more (12)"
    return f"stole {len(steals)} quashers (12)"


def fitted(parts, fits):
    """The turn's line that `fits(text)`: every part, else the earliest rolls given up first ("… " before what
    is left), a roll that banked a bonus, a bonus spent and the end (Quashed!) kept as long as anything is; ""
    for no part."""
    line = "; ".join(words for _, words in parts)
    parts = list(parts)
    while len(parts) > 1 and not fits(line):
        rolls = [i for i, (kind, _) in enumerate(parts) if kind == "roll"]
        del parts[rolls[0] if rolls else 0]
        line = "\u2026 " + "; ".join(words for _, words in parts)
    return line     # (one part still too long: the plate cuts it)


class PlateNews:
    """A board's plate lines, worked out once per move, undo and seat at the screen: the moves the table is
    built from (the match's; the director's count of moves told moves on without a rebuild, and a plate read
    from it said a turn's roll without its placement at a pass-and-play hand-over)."""

    def __init__(self):
        self._key, self._parts = None, {}
        self._known_for, self._known = None, {}      # latest_turns' moves, for one undo and viewer

    def parts(self, board, seat):
        """turn_parts of `seat`'s latest turn."""
        s = board.session
        m = s.match
        upto = len(m.actions)
        key = (upto, m.undos, s.screen_seat)
        if self._key != key:
            colours = s.view()["colours"]
            if self._known_for != (m, m.undos, s.screen_seat):
                self._known_for, self._known = (m, m.undos, s.screen_seat), {}
            turns = latest_turns(m, upto, s.screen_seat, self._known)
            self._key, self._parts = key, {
                o: turn_parts(events, o, board._named, board.short_possessive, colours.__getitem__)
                for o, events in turns.items()}
        return self._parts.get(seat, [])
