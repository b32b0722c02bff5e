"""What each seat did on its latest turn, in a few words for its plate ("rolled 5+2: left pink 7", "stole your
left red 9"):
at six seats with the move log folded a bot's turn passed in the header and was gone (session 30).

One source: the rules' events of each move (Game.events, what the move caused), as the seat at the screen may
know them; nothing is read from the log's words or from two views. A seat's line is its latest turn, kept
until that seat's turn comes again (the plate then shows its dice)."""

from .words import cell_words, cells_words

BACK = 60       # moves looked back over for the seats' latest turns (six seats, a few moves each)


def latest_turns(match, upto, viewer, known=None, back=BACK):
    """{seat: [event, ...]} of each seat's latest turn among the first `upto` moves, its events in order, as
    `viewer` may know them. A turn is the seat's run of moves in one turn of the order (the rules' round and
    place): at two seats a Block gives the blocker two turns in a row, the latest of them is said. A turn the
    rules skipped (blocked, a third double) is that seat's latest turn too, its one event the skip, told in
    the move of the seat before it (the plate kept the turn before and hid the turn missed, session 31).
    `known`: a dict the caller keeps for one match, undo and viewer, {move index: (seat, turn, events, turn
    after)}, so each move is worked out once (the newest from the match's state; after a Load, by playing on
    once)."""
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
        for e in reversed(events):      # turns skipped after this move, the latest first
            skipped = e.get("seat")
            if e.get("kind") == "skip" and skipped != seat and skipped not in found and skipped not in closed:
                found[skipped] = (None, [e])
                closed.add(skipped)
        if seat is None or seat in closed:
            continue
        if seat in found and (found[seat][0] != turn or known[k + 1][0] != seat):
            closed.add(seat)            # an earlier turn of that seat
            continue
        old = found.get(seat, (turn, []))[1]
        found[seat] = (turn, [e for e in events if not (e.get("kind") == "skip" and e.get("seat") != seat)]
                       + old)
    return {seat: events for seat, (_, events) in found.items()}


# never given up for a plain roll: a bonus banked, a steal or block of another seat, a 10 spent on a free roll
# ("bonus": a plate said "2 rolls: 1 cell" of a turn that spent a banked 10 on its free roll, review 37)
KEPT = ("bank", "steal", "bonus")


class Turn(list):
    """turn_parts' answer: the turn's parts [(kind, forms)], with `diced`, each part's forms that say its roll's
    dice (all its forms where it has no dice), and `whole`: the whole turn counted from the rules' events, the
    most said first, "3 rolls: 5 cells", "5 cells" ((), where it has fewer than two rolls or a part KEPT)."""

    rest = None     # after bonuses spent on others (steal, block) first in the turn: the turn's other parts, a Turn
    cells = 0       # the cells the turn covered (its placed events)

    def __init__(self, parts, diced, whole, rolls=None):
        super().__init__(parts)
        self.diced, self.whole = list(diced), tuple(whole)
        # each part's roll as the rules' events say it, (cells it covered, a double, banked), or None: what the
        # plate says of rolls it gives up for room ("first nothing fit", earlier_words)
        self.rolls = list(rolls) if rolls is not None else [None] * len(parts)


def turn_parts(events, seat, named, whose, badge=None):
    """The words of one seat's turn, a part a roll (with what it did), a bonus spent or a turn missed, in
    order, each as its forms, the most said first and shorter ones after, for a plate with less room:
    [("roll", ("rolled 5+2: left pink 7", "5+2: left pink 7", "left pink 7")), ("bonus", ("stole your left red
    9", "stole from you"))]. A cell is named as the log names it (words.cell_words, "left pink 7": the plate
    said "pink 7" where the log said "left pink 7", session 31). `named(seat)`: "you" or the seat's short
    name; `whose(seat)`: "your" or "Bot 3's". A bonus spent on another seat (a steal, a block) is a "steal"
    part: with a bank it outlasts the plain rolls (a steal dropped off the thief's plate for the roll after it,
    review 34). `badge`: {value: how many} the seat's plate shows banked (bank_badge.py), or None: a bank it
    shows gives way as a plain roll, its number said only where the badge holds others too ("bank 11 banked 11"
    said it twice, review 34). A Turn: with `diced` and `whole` (fitted)."""
    parts, diced, rolls = [], [], {}

    def roll_ends(kind, result, whole=None, whole_diced=()):
        """The roll before gets its result: "rolled 5+2: left pink 3 and 4", then `result`'s shorter forms
        still saying the roll, "rolled 5+2: 2 cells" (each plate says "rolled" as long as it can: one read
        "1+4: right orange 5" beside "rolled 1+4: ..." on the others, review 35b), then without it, "5+2: left
        pink 3 and 4", "left pink 3 and 4", "5+2: 2 cells", "2 cells" (the shorter ones those shorter than the
        cells: "pink 7", not "5+2: pink 7"); or `whole`, forms saying the roll and its result together, of which
        `whole_diced` say its dice (`diced`: the forms that say them, in order)."""
        if parts and parts[-1][2] is not None:
            lead, dice = parts[-1][2]
            # the cells named before the roll's "rolled" or their count: "rolled 6+4: 4 cells" said which roll,
            # not which cells, where "6+4: left red 1, 2, 3 and 4" fitted (review 60)
            named, counts = (result[:-1], result[-1:]) if len(result) > 1 else (result, ())
            briefer = [f for r in counts for f in (f"{dice}: {r}", r) if len(f) < len(result[0])]
            said = tuple(f"{lead} {dice}: {r}" for r in counts if len(r) < len(result[0]))
            first = tuple(dict.fromkeys(f for r in named for f in (f"{lead} {dice}: {r}", f"{dice}: {r}")))
            parts[-1] = (kind, whole or first + named + said + tuple(briefer), None)
            diced[-1] = whole_diced if whole else first + said + tuple(f for f in briefer if f not in result)
        else:
            parts.append((kind, whole or tuple(result), None))
            diced.append(whole_diced if whole else tuple(result))
    for e in events:
        kind = e.get("kind")
        if e.get("seat") != seat:
            continue        # another seat's news (its skip, the last seat's place): its own plate says it
        if kind in ("placed", "banked"):        # what the roll did, for the words of it given up (earlier_words)
            at = len(parts) - 1 if parts and parts[-1][2] is not None else len(parts)
            cells, double, banked = rolls.get(at, (0, False, False))
            rolls[at] = (cells + len(e.get("cells", ())), double, banked or kind == "banked")
        if kind == "dice_rolled":
            a, b = e["dice"]
            lead = "free roll" if e.get("free") else "rolled"
            if e.get("third_double"):       # what it covered joins it: "third double 3+3: left blue 6"
                parts.append(("roll", (f"{lead} {a}+{b}: third double", f"{a}+{b}: third double",
                                       "third double"), ("third double", f"{a}+{b}")))
                diced.append(parts[-1][1][:2])
            else:       # a roll waiting for its result: (lead, dice)
                parts.append(("roll", (f"{lead} {a}+{b}", f"{a}+{b}"), (lead, f"{a}+{b}")))
                diced.append(parts[-1][1])
            rolls[len(parts) - 1] = (0, a == b, False)
        elif kind == "placed" and e.get("one_die") and parts and parts[-1][2] is not None:
            forms = one_die_forms(parts[-1][2][0], e["dice"], e["total"], placed_forms(e["cells"]))
            roll_ends("roll", (), forms, forms[:5])
        elif kind == "placed":
            roll_ends("roll", placed_forms(e["cells"]))
        elif kind == "banked":
            # a bonus banked outlasts the plain rolls when the line is fitted (fitted): "… rolled 4+6: blue 1
            # and 9" hid the 12 that seat had banked on its turn (review 30)
            if badge and e["value"] in badge:       # the badge says it: "banked" alone, the number where it
                said = "banked" if set(badge) == {e["value"]} else f"banked {e['value']}"    # tells which
                lead, dice = parts[-1][2] if parts and parts[-1][2] is not None else ("", "")
                forms = ((f"{lead} {dice}: {said}", f"{dice}: {said}") if dice else ()) + (said,)
                roll_ends("roll", (), forms + (("banked",) if said != "banked" else ()), forms[:-1])
            else:
                roll_ends("bank", (f"banked {e['value']}",))
        elif kind == "nothing_fits":
            # the turn that placed nothing, said as what happened (it said "rolled 5+2: nothing fit")
            a, b = e["dice"]
            free = "free roll: " if parts and parts[-1][2] is not None and parts[-1][2][0] == "free roll" else ""
            forms = (f"{free}no place for {a}+{b}", f"no place for {a}+{b}", f"{a}+{b}: no place")
            roll_ends("roll", (), forms, forms)
        elif kind == "bonus_spent":
            parts.append(("bonus" if e.get("effect") == "free_roll" else "steal", spent_forms(e, named, whose), None))
        elif kind == "skip":
            parts.append(("end", skip_forms(e, named), None))
        elif kind == "quash":
            parts.append(("end", ("Quashed!",), None))
        elif kind == "retired":
            parts.append(("end", ("retired",), None))
        else:
            continue
        if len(diced) < len(parts):     # a part with no dice: each of its forms says all it has
            diced.append(parts[-1][1])
    parts = [(kind, forms) for kind, forms, _ in parts]
    rolled = [rolls.get(i) for i in range(len(parts))]
    turn = Turn(parts, diced, whole_forms(events, seat, parts, badge), rolled)
    turn.cells = sum(len(e["cells"]) for e in events if e.get("seat") == seat and e.get("kind") == "placed")
    first = next((i for i, (kind, _) in enumerate(parts) if kind != "steal"), 0)
    if first:       # a bonus is spent before the turn's first roll: what came after it, fitted in its own right
        turn.rest = Turn(parts[first:], diced[first:], whole_forms(events, seat, parts[first:], badge), rolled[first:])
        turn.rest.cells = turn.cells
    return turn


def whole_forms(events, seat, parts, badge=None):
    """The whole turn of `parts` in fewest words, counted from the rules' events, the most said first: "3 rolls:
    5 cells", "5 cells", "2 rolls: no place"; a bonus banked as its part says it ("3 rolls: banked, 4 cells"
    where the badge shows it); how it ended after ("2 rolls: 3 cells; Quashed!"). () for a turn of one roll (its own forms end so, "rolled
    5+2: 2 cells", "2 cells") or with a part KEPT (fitted keeps those). At six seats with the Moves open a plate
    beside its badge had no room for any of a long turn, and said nothing (session 36)."""
    mine = [e for e in events if e.get("seat") == seat]
    rolls = sum(e.get("kind") == "dice_rolled" for e in mine)
    if rolls < 2 or any(kind in KEPT and kind != "bonus" for kind, _ in parts):
        return ()
    cells = sum(len(e["cells"]) for e in mine if e.get("kind") == "placed")
    # a 10 spent on a free roll said first, as the turn spent it ("2 rolls: 1 cell" never said it, review 37)
    spent = ["free roll (10)" for e in mine if e.get("kind") == "bonus_spent" and e.get("effect") == "free_roll"]
    banked = ["banked" if badge and set(badge) == {e["value"]} else f"banked {e['value']}"
              for e in mine if e.get("kind") == "banked"]
    covered = [f"{cells} cell{'' if cells == 1 else 's'}"] if cells else []
    # the cells themselves before their count: "2 rolls: left blue 4 and 9" ("2 rolls: 2 cells" named none, review 60)
    where = cells_words(sorted((tuple(c) for e in mine if e.get("kind") == "placed" for c in e["cells"]),
                               key=lambda c: (c[0], c[1], c[2]))) if cells else ""
    where = brief_cells(where) if where else ""
    where_what = ", ".join(spent + banked + [where]) if where else ""
    # (a turn that covered and banked nothing, as its rolls say it: "2 rolls: no place", a free roll's too)
    what = ", ".join(spent + banked + (covered or ([] if banked else ["no place"])))
    ends = "".join(f"; {forms[-1]}" for kind, forms in parts if kind == "end")
    # where the badge shows what was banked, at last "banked" alone ("banked, 1 cell" beside "bank 10, 12")
    bare = ", ".join(spent + ["banked"] * bool(banked) + covered)
    # at last the free roll without its number (a free roll is the 10's alone): "free roll, 1 cell" beside a
    # badge at 6 seats 1024x640, where "free roll (10), 1 cell" did not fit and the cells went unsaid
    brief = ", ".join(["free roll"] * len(spent) + (["banked"] if banked else []) + covered)
    named = (f"{rolls} rolls: {where_what}{ends}", f"{where_what}{ends}") if where else ()
    return tuple(dict.fromkeys(named + (f"{rolls} rolls: {what}{ends}", f"{what}{ends}")
                               + ((f"{bare}{ends}",) if badge and banked else ())
                               + ((f"{brief}{ends}",) if spent and (covered or banked) else ())))


def one_die_forms(lead, dice, die, cells):
    """A roll of which one die was used (the total fitted nothing), the most said first: "rolled 1+2, only the 2
    fit: right yellow 2", "1+2, only the 2 fit: right yellow 2", "1+2, one die: right yellow 2", "1+2, only the 2
    fit: 1 cell", "one die: right yellow 2", "one die: 1 cell" (the first five say the dice). "rolled 1+2: right yellow 2" read as if 1+2 made a 2, the log saying "with one
    die (the total 3 did not fit)" (review 59). `lead`: the roll's ("rolled", "free roll"); `dice`: the two
    numbers (the placed event's); `die`: the number the die covered; `cells`: placed_forms."""
    a, b = dice
    dice = f"{a}+{b}"
    only = f"{dice}, only {'one' if a == b else 'the'} {die} fit"
    return (f"{lead} {only}: {cells[0]}", f"{only}: {cells[0]}", f"{lead} {dice}, one die: {cells[0]}",
            f"{dice}, one die: {cells[0]}", f"{only}: {cells[1]}", f"one die: {cells[0]}", f"one die: {cells[1]}")


def placed_forms(cells):
    """A placement's cells as the log names them, "left pink 3 and 4", then counted, "2 cells" ("1 cell"). A cell is
    never named without its side: every colour has two of each number ("blue 8" said neither, session 59)."""
    cells = sorted((tuple(c) for c in cells), key=lambda c: (c[0], c[1], c[2]))
    said = cells_words(cells)
    return tuple(dict.fromkeys((said, brief_cells(said), f"{len(cells)} cell{'' if len(cells) == 1 else 's'}")))


def brief_cells(said):
    """Cells as cells_words says them, in fewer letters for a plate short of room: "left red 1, 2, 3 and 4" as
    "left red 1,2,3,4" (the plate said "4 cells" where these fitted, review 60); the log says them whole."""
    return said.replace(", ", ",").replace(" and ", ",") if said.count(" and ") == 1 and "," in said \
        and " on the " not in said else said


def spent_forms(e, named, whose):
    """A bonus spent: "spent 10: free roll", "blocked Bot 3", "stole your left red 9" (then "stole from you"),
    "stole your left red 9 and 2 more (12)" (then "stole 3 quashers (12)", "stole 3 cells")."""
    if e.get("effect") == "free_roll":
        return "spent 10: free roll", "free roll (10)"
    if e.get("effect") == "block":
        return (f"blocked {named(e['target'])}",)
    steals = e["steals"]
    yours = [st for st in steals if whose(st["seat"]) == "your"]
    # the fewest words still say what was taken: "stole 3 (12)" read as "stole cell 3" (review 59u)
    counted = (f"stole {len(steals)} quashers (12)", f"stole {len(steals)} quashers", f"stole {len(steals)} cells")
    if len(steals) == 1:
        st = steals[0]
        return f"stole {whose(st['seat'])} {cell_words(st['from'])}", f"stole from {named(st['seat'])}"
    if yours:       # a 12: the quasher taken from you is the news, the others counted
        return (f"stole your {cell_words(yours[0]['from'])} and {len(steals) - 1} more (12)",) + counted
    return counted


def skip_forms(e, named):
    """A turn the rules skipped: "missed a turn: blocked by Bot 3", "missed a turn: third double"."""
    if e.get("why") == "forfeit":
        return "missed a turn: third double", "missed a turn"
    by = e.get("by")
    return ((f"missed a turn: blocked by {named(by)}",) if by is not None else ()) + (
        "missed a turn: blocked", "missed a turn")


def fitted(parts, fits):
    """The plate's line of the turn: the first of its forms that `fits(text)`, in the plate's own type (a part that
    did not fit came in smaller type, session 31), each whole, never a word cut nor an elision: every part whole,
    then the rolls' dice said briefly ("5+2: left pink 7"), else the earliest parts given up, plain rolls first,
    then a free roll or a turn missed, and counted in front of what is left, "2 rolls, then 5+3: 2 cells" (it read
    "… 5+3: 2 cells", the "…" a cut to a new player, review 35b); the turn's last part (where the seat left off)
    is given up only for what is KEPT before it; a part left in each of its shorter forms, longest first ("left
    or…" at 1280x800 beside a badge, review 34): "" where no form fits. KEPT parts, a bonus banked (a number the
    players need: "… rolled 2+4: left re…" hid the 12 banked before it, session 33) and a steal or block of
    another seat (the turn's news a player must not miss: "… 5+3: left yellow 8" hid the steal before it, review
    34), are never given up: in their fewest words that still say all they did ("banked 12", "stole your left red
    3") before the last part in each of its forms, else with the rest counted after them ("stole your left red 3
    and 2 rolls"), else alone, then so in their fewest words ("stole from you"). The last part after rolls counted
    is said with its dice ("1 roll, then left green 7" read as one roll of the two); where none of those fits, the
    whole turn counted (a Turn's `whole`: "3 rolls: 5 cells", "5 cells"), never nothing where that fits (a long
    turn beside a plate's badge said nothing, session 36)."""
    if getattr(parts, "rest", None) is not None:
        return _after_spent(parts, fits)
    whole, diced = (parts.whole, list(parts.diced)) if isinstance(parts, Turn) else ((), [f for _, f in parts])
    rolled = list(parts.rolls) if isinstance(parts, Turn) else [None] * len(parts)
    parts, given, gone = list(parts), [], []
    while parts:
        alone = len(parts) == 1
        lead = earlier_words(given, gone, rolled)
        if alone:       # its forms, those that say its dice after rolls counted
            for form in diced[0] if given else parts[0][1]:
                if given and form.startswith("rolled "):
                    continue        # "1 roll, then rolled 2+5" said the roll twice: "1 roll, then 2+5"
                if fits(lead + form):
                    return lead + form
            break
        for level in range(2):
            line = lead + "; ".join(forms[min(level, len(forms) - 1) if kind in ("roll", "bank") else 0]
                                    for kind, forms in parts)
            if fits(line):
                return line
        # the turn's last part stays for all but what is kept: it is where the seat left off ("… rolled 6+6:
        # banked 12" hid the 2+4 that ended the turn, and "…" read as earlier rolls left out: rev31b); before
        # it, plain rolls go first
        rolls = [i for i, (kind, _) in enumerate(parts[:-1]) if kind == "roll"]
        others = [i for i, (kind, _) in enumerate(parts[:-1]) if kind not in KEPT]
        if not rolls and not others:        # kept parts alone before the last part: they stay (below)
            break
        diced.pop((rolls or others)[0])
        gone.append(rolled.pop((rolls or others)[0]))
        given.append(parts.pop((rolls or others)[0])[0])
    for line in list(whole) + ([f"{earlier_words(given, gone, rolled)}{form}" for form in parts[0][1]
                                if form not in diced[0]] if given and len(parts) == 1 else []):
        if fits(line):      # the whole turn counted, else the last part after the rest counted, without its dice
            return line
    if not parts:
        return ""
    kept = parts[:-1] if len(parts) > 1 else [p for p in parts if p[0] in KEPT]
    if not kept:        # one part, none of its forms fits: nothing rather than a word cut
        return ""
    lead = earlier_words(given, gone, rolled)
    # each kept part in its fewest words that still say all it did (a bank's number, a steal's quasher), then in
    # its fewest: with the last part after them in each of its forms, else the rest counted, else alone
    whole = "; ".join(forms[0 if kind == "steal" else -1] for kind, forms in kept)
    fewest = "; ".join(forms[-1] for _, forms in kept)
    last = parts[-1] if len(parts) > 1 else None
    rest = given + ([last[0]] if last else [])
    for said in dict.fromkeys((whole, fewest)):
        for line in ([f"{lead}{said}; {form}" for form in last[1]] if last else []) + \
                ([f"{said} and {counted(rest)}"] if rest else []) + [said]:
            if fits(line):
                return line
    return fewest if fits(fewest) else ""


def _after_spent(turn, fits):
    """fitted's line for a turn begun with a bonus spent on another seat (a steal, a block): that bonus first, in
    its words that say all it did and then in its fewest, then the rest of the turn in the first of its own lines
    that fits after it ("blocked Bot 3; 3 cells", "stole your left red 9; 2 rolls: 3 cells"), in the order they
    happened; the rolls after it counted without their cells only where they covered none ("blocked Bot 3 and 1
    roll" hid the cells the turn covered, and "1 roll, then blocked Bot 3; …" put a roll before the block that came
    first, review 36b); else the bonus alone."""
    spent = turn[:len(turn) - len(turn.rest)]
    rest = turn.rest
    says = list(dict.fromkeys(("; ".join(forms[0] for _, forms in spent), "; ".join(forms[-1] for _, forms in spent))))
    for said in says:
        line = fitted(rest, lambda s, said=said: fits(f"{said}; {s}"))
        if line:
            return f"{said}; {line}"
    for said in says:
        if not rest.cells and fits(f"{said} and {counted([kind for kind, _ in rest])}"):
            return f"{said} and {counted([kind for kind, _ in rest])}"
    return next((said for said in says if fits(said)), "")


def earlier_words(given, gone, rolled):
    """The words before what is left of a turn for the parts given up for room (`given`, their kinds; `gone`, their
    rolls, Turn.rolls; `rolled`, those of the parts left): plain rolls said as what they did, "first nothing fit,
    then ", "first a double, 1 cell, then ", "rolled 3 times: first 2 cells, then " ("1 roll, then 2+3: left green 5"
    did not say what that roll did, nor why another followed, session 59); else counted, "2 moves, then "; "" for
    none."""
    if not given:
        return ""
    if any(r is None for r in gone):
        return f"{counted(given)}, then "
    times = len(gone) + sum(r is not None for r in rolled)
    cells = sum(c for c, _, _ in gone)
    did = ", ".join((["banked"] if any(b for _, _, b in gone) else [])
                    + ([f"{cells} cell{'' if cells == 1 else 's'}"] if cells else [])) or "nothing fit"
    if len(gone) == 1 and gone[0][1]:
        did = f"a double, {did}"
    # (one roll given up: "first nothing fit, then 2+3: left green 5", fewer words, the same said)
    return f"first {did}, then " if len(gone) == 1 else f"rolled {times} times: first {did}, then "


def counted(kinds):
    """Parts given up, counted: "1 roll", "2 rolls", "2 moves" (where not all were plain rolls)."""
    noun = "roll" if all(kind in ("roll", "bank") for kind in kinds) else "move"
    return f"{len(kinds)} {noun}{'' if len(kinds) == 1 else 's'}"


class PlateNews:
    """A board's plate lines, worked out once per move, undo and seat at the screen: the moves the table is
    built from (the match's; the director's count of moves told moves on without a rebuild, and a plate read
    from it said a turn's roll without its placement at a pass-and-play hand-over)."""

    def __init__(self):
        self._key, self._parts = None, {}
        self._known_for, self._known = None, {}      # latest_turns' moves, for one undo and viewer

    def parts(self, board, seat, badge=None):
        """turn_parts of `seat`'s latest turn; `badge`: what its plate's badge shows banked (turn_parts)."""
        s = board.session
        m = s.match
        upto = len(m.actions)
        key = (upto, m.undos, s.screen_seat)
        if self._key != key:
            if self._known_for != (m, m.undos, s.screen_seat):
                self._known_for, self._known = (m, m.undos, s.screen_seat), {}
            self._key, self._parts = key, latest_turns(m, upto, s.screen_seat, self._known)
        events = self._parts.get(seat)
        return turn_parts(events, seat, board._named, board.short_possessive, badge) if events else []
