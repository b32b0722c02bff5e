"""NumberQuash in words: a move (`describe`) and what a move caused (`describe_event`), with seats
written "Seat N" (the table writes each player's name for it). A cell is named with its octagon as the
table shows it: a colour's pair lies side by side at every table size, so "left red 4" and "right red 4" need no label
on the board (numbers did: "octagon 2" named nothing a player could see)."""

from ...engine.naming import a_or_an, joined
from .state import COLOURS, ordinal, seat_word


# "bonus octagon 10" is one name: a no-break space keeps a wrapped line from ending at "bonus" (the move
# log read "... on bonus / octagon 10"); the number stays with "octagon" by the log's own rule
BONUS_OCTAGON = "bonus\u00a0octagon"


def describe_event(event, seats):
    """Words for what a move caused (the move log, captions). An event flagged "tells_move" says the
    whole move in one sentence, and the log writes it in place of the move's bare words ("Seat 1 rolls
    4 and 2 (6)" rather than "Seat 1 rolls the dice"); a placement with both dice and a bonus spent are
    said in the move's own words (the log writes them once; the header shows them while they are told)."""
    kind = event.get("kind")
    who = seat_word(event["seat"]) if event.get("seat") is not None else ""
    if kind == "dice_rolled":
        a, b = event["dice"]
        # "again": the same dice as the roll before it in the turn, a new roll all the same ("third" says so)
        again = " again" if event.get("again") and not event.get("third_double") else ""
        if event.get("third_double"):
            fell = f"a third double {a} ({a + b}): the next turn is forfeit"
        elif a == b:
            fell = f"a double {a} ({a + b}){again}"
        else:
            fell = f"{a} and {b} ({a + b}){again}"
        if event.get("free"):
            return f"{who} takes the free roll and rolls {fell}" if again else f"{who} takes the free roll: {fell}"
        return f"{who} rolls {fell}"
    clause = mover_clause(event)
    if clause is not None:
        return f"{who} {clause}"
    if kind == "banked":       # the move's whole sentence (it tells the move): the octagon said once
        return f"{who} banks the roll and puts {a_or_an(event['colour'])} quasher on {BONUS_OCTAGON} {event['value']}"
    if kind == "bonus_spent" and event.get("effect") == "steal":    # the move's whole sentence (tells_move)
        return f"{who} spends a banked {event['value']} and steals {steals_words(event['steals'])}"
    if kind == "bonus_spent":      # the header's words while it is told (flagged "told": the move says it all)
        return spent_words(event, who)
    if kind == "nothing_fits" and not event.get("auto"):       # the End move, in one sentence
        a, b = event["dice"]
        then = {"roll_again": " and rolls again", "free_roll": " and takes the free roll"}.get(event.get("then"))
        return f"{who} can't use {a} and {b}{then}" if then else f"{who} ends the turn: nothing fits {a} and {b}"
    if kind == "nothing_fits":
        a, b = event["dice"]
        return f"Nothing fits {a} and {b}{came_of_nothing_fits(event, who, ': ')}"
    if kind == "skip":
        if event.get("why") == "forfeit":
            # whose turn goes and why, plainly (the rules page: the third double "costs your next turn");
            # "forfeits this turn (third double)" under "Your turn" read as a riddle (session 27)
            return f"{who} loses this turn to the third double rolled last turn"
        # by whom and how, as the rules say it (a 10 spent "to block" a player, who skips their next turn):
        # "is blocked and misses this turn" left a new player asking blocked by what (review 28)
        by = seat_word(event["by"]) if event.get("by") is not None else "another player"
        return f"{who} misses this turn: {by} spent a 10 to block {who}"
    if kind == "quash":
        return f"Quashed! {who} has covered all 18 {event['colour']} cells ({ordinal(event['place'])} place)"
    if kind == "last_seat":
        # the why of a place given, not raced to ("is the last seat playing: 2nd place", review 28)
        return f"{who} is the only one still playing and takes {ordinal(event['place'])} place"
    if kind == "places_taken":
        # the game's end said at every seat count, from the rules (review 37: 6 seats ended on a "Quashed!")
        if event["places"] == 1:
            return "The first to finish wins: the game is over"
        return f"All {event['places']} places played for are taken: the game is over"
    if kind == "stalemate_round":
        # a line of its own, short (session 20: "Nobody covered a cell in round 19 (banks and steals do not
        # count): 1 stalemate round (2 in a row end the game in a draw) — Stalemate: the game ends in a draw
        # between ..." ran to five lines of the log). The game's round leads ("stalemate round 1 of 5" alone
        # read as the game's round 1 of 5); why a bank does not count is said at the first only (review 15)
        why = " (banks and steals don't count)" if event["count"] == 1 else ""
        return f"Round {event['round']}: no cell covered{why}: " + stalemate_words(event["count"], event["of"])
    if kind == "stalemate_over":
        return f"Round {event['round']}: a cell covered, the stalemate count is back to 0"
    if kind == "draw":
        seats = event["seats"]
        among = ("both players" if len(seats) == 2 == event.get("of_seats", -1)     # ("all 2 players", review 28)
                 else f"all {len(seats)} players" if len(seats) == event.get("of_seats", -1)
                 else joined([seat_word(o) for o in seats]))
        return f"Stalemate: the game ends in a draw between {among}"
    return None


def mover_clause(event):
    """An event's words after its seat's name, for the events a seat's own move causes it ("covers left red 4",
    "rolls again (a double)"): the whole sentence is the name and these (describe_event), and the log's
    clause after the move's dash is these alone (rules.event_clause: "Bot 3 covers left red 4 \u2014 rolls again
    (a double)"). None for any other event."""
    kind = event.get("kind")
    if kind == "roll_again":
        return "rolls again (" + ("the free roll" if event.get("why") == "free_roll" else "a double") + ")"
    if kind == "placed":
        covered = f"covers {cells_words(event['cells'])}"
        if not event.get("one_die"):
            return covered
        a, b = event["dice"]
        return f"{covered} with one die (the total {a + b} did not fit)"
    if kind == "retired":
        return "has used up every quasher and retires"
    return None


def caption_brief(event):
    """A told step's words in fewer, for a header too narrow for its caption on one line (1024x640, 6 seats:
    "Seat 3 covers left yellow 1, 2 and 3; right yellow 1 and 5" took two lines); None where
    the caption is the one form. The table shows the rest (the quashers glide to their cells): the cells
    are not placed on their octagons, several counted, the dice written 4+2."""
    kind = event.get("kind")
    who = seat_word(event["seat"]) if event.get("seat") is not None else ""
    if kind == "dice_rolled":
        a, b = event["dice"]
        if event.get("third_double"):
            return f"{who}: third double, turn forfeit"
        fell = f"double {a}" if a == b else f"{a}+{b}"
        return f"{who}: free roll, {fell}" if event.get("free") else f"{who} rolls {fell}"
    if kind == "placed":
        cells = event["cells"]
        # each cell named as the log and the plates name it, its octagon's side first (it said "red 3 and 4"
        # of left red 3 and right red 4, session 31): up to three on one octagon, else counted (two octagons'
        # took two lines of the header at 1024x640)
        if len(cells) <= 3 and len({(c, o) for c, o, _ in cells}) == 1:
            said = f"{who} covers {cells_words(cells)}"
        else:
            said = f"{who} covers {len(cells)} cells"
        return said + (" (one die)" if event.get("one_die") else "")
    if kind == "banked":
        return f"{who} banks {event['value']}"
    if kind == "nothing_fits":
        a, b = event["dice"]
        then = {"roll_again": "rolls again", "free_roll": "free roll"}.get(event.get("then"), "turn over")
        return f"{who} can't use {a}+{b}: {then}"
    if kind == "bonus_spent":
        if event.get("effect") == "free_roll":
            return f"{who} spends 10: free roll"
        if event.get("effect") == "block":
            return f"{who} blocks {seat_word(event['target'])}"
        steals = event["steals"]
        if len(steals) == 1:
            return f"{who} steals {seat_word(steals[0]['seat'])}'s {cell_words(steals[0]['from'])}"
        # the quashers taken, counted: what moved is a quasher each (the cells it left and went to are the
        # log's; "steals 5 cells" read as cells changing hands)
        return f"{who} steals {len(steals)} quashers ({event['value']})"
    if kind == "skip":
        return (f"{who} loses a turn (third double)" if event.get("why") == "forfeit"
                else f"{who} misses this turn (blocked)")
    return None


def came_of_nothing_fits(event, who, ends):
    """What came of a roll nothing fitted, after its words: ", so Seat 2 rolls again", or `ends` (": " in the
    log's sentence, ", " in the header's) and "the turn ends (by itself)". The seat goes mid-sentence (", so"):
    after a colon it was capitalised ("Nothing fits 4 and 1: You take the free roll")."""
    then = {"roll_again": f", so {who} rolls again", "free_roll": f", so {who} takes the free roll"}.get(event.get("then"))
    return then or ends + "the turn ends" + (" by itself" if event.get("auto") else "")


def stalemate_words(count, of):
    """Where a stalemate round leaves the count, after "Round 16: no cell covered: " (the game's round
    leads, so the count is not read as it): "stalemate 2 of 5" (5 in a row end the game in a draw, the middle
    band's counters show it), "a stalemate round" where one ends the game."""
    if of == 1:
        return "a stalemate round"
    return f"stalemate {count} of {of}"


def caption_event(event, seats):
    """An event's words while the header shows it: a steal short (spent_words: what was taken from whom),
    a turn that ended by itself with whose it was ("Seat 3: nothing fits 1 and 2, the turn ends by itself":
    the log's line follows the roll that names the seat, the header's stands alone: at 6 seats it named
    nobody, review 25); every other event as the log says it."""
    if event.get("kind") == "bonus_spent":
        return spent_words(event, seat_word(event["seat"]))
    if event.get("kind") == "nothing_fits" and event.get("auto") and event.get("seat") is not None:
        a, b = event["dice"]
        who = seat_word(event["seat"])
        return f"{who}: nothing fits {a} and {b}{came_of_nothing_fits(event, who, ', ')}"     # one colon in the line
    return describe_event(event, seats)


def steals_words(steals):
    """A bonus's steals for the log: each cell emptied, from whom, and where its quasher went; a quasher
    not of the emptied cell's colour (taken from another seat before) is named by its own colour:
    "the yellow quasher on left blue 9 from Seat 2 onto left yellow 9". A steal with no
    "quasher" (an action, before the rules moved anything) names the cell only."""
    return "; ".join(f"{quasher_on(st)}{cell_words(st['from'])} from {seat_word(st['seat'])} onto "
                     f"{cell_words(st['to'])}" for st in steals)


def quasher_on(steal):
    """"the yellow quasher on " when a steal moved a quasher of another colour than its cell's, else ""."""
    q = steal.get("quasher")
    return f"the {q} quasher on " if q is not None and q != steal["from"][0] else ""


def describe(action, seat=None, seats=2):
    who = seat_word(seat) if seat is not None else "Someone"
    t = action.get("type")
    if t == "roll":
        return f"{who} rolls the dice"
    if t == "bank":
        return f"{who} banks the roll"
    if t == "end":
        return f"{who} can't use the roll and ends the turn"
    if t == "place":
        return f"{who} covers {cells_words(action['cells'])}"
    if t == "bonus":
        v = action.get("value")
        if v == 10 and action.get("effect") == "free_roll":
            return f"{who} spends a banked 10 on a free roll"
        if v == 10:
            return f"{who} spends a banked 10 to block {seat_word(action['seat'])}"
        return f"{who} spends a banked {v} and steals " + steals_words(action.get("steals", []))
    return None


def hinted_quasher(steal, octagons):
    """"the pink quasher on " when the hinted steal's cell holds a quasher of another colour than its own
    (read from the view's `octagons`), else "": the hint said "steal green 9" of a pink quasher (review 17)."""
    colour, o, n = steal["from"]
    try:
        q = steal.get("quasher") or (octagons[colour][o][n - 1] if octagons else None)
    except (KeyError, IndexError, TypeError):
        q = None
    return quasher_on(dict(steal, quasher=q))


def steals_hint(steals, octagons=None):
    """A 12's steals as a hint says them, short: each quasher to take and the cell of yours it goes onto, "steal left
    blue 4 onto left red 4 and left yellow 8 onto right red 8" ("steal left blue 4 and left yellow 8" said not
    where, review 61); from whom the table shows (a ring on each)."""
    return "steal " + _and([f"{hinted_quasher(st, octagons)}{cell_words(st['from'])} onto {cell_words(st['to'])}"
                            for st in steals])


def describe_hint(action, octagons=None):
    """A move as advice to the person who would make it ("cover left red 8", "spend your banked
    11: steal left blue 9 from Seat 2 onto left red 9"; a 12's steals short, each with its side: "spend your
    banked 12: steal left blue 9 onto left red 9 and right yellow 7 onto left red 7" ("blue 7 and yellow 7" said
    neither side, review 60; nor where they went, review 61)); the table writes each "Seat N" as that
    player's name. With the view's `octagons`, a quasher not of its cell's colour is named by its own:
    "steal the pink quasher on green 9"."""
    t = action.get("type")
    if t == "roll":
        return "roll the dice"
    if t == "bank":
        return "bank the roll"
    if t == "end":
        return "end the turn (the roll can't be used)"
    if t == "place":
        return f"cover {cells_words(action['cells'])}"
    if t == "bonus" and action.get("effect") == "free_roll":
        return "spend your banked 10 on a free roll"
    if t == "bonus" and action.get("effect") == "block":
        return f"spend your banked 10 to block {seat_word(action['seat'])}"
    steals = action.get("steals", []) if t == "bonus" else []
    if len(steals) > 1:     # a 12: what to take, short, and where each goes in the same order (review 61: it did not say)
        return f"spend your banked {action.get('value')}: {steals_hint(steals, octagons)}"
    if t == "bonus":
        parts = [f"{hinted_quasher(st, octagons)}{cell_words(st['from'])} from {seat_word(st['seat'])} onto {cell_words(st['to'])}"
                 for st in steals]
        return f"spend your banked {action.get('value')}: steal " + "; ".join(parts)
    return None


def opening_ties(opening):
    """For each round of the opening rolls, the total its players had tied on in the round they tied in
    (None for the first round: everyone rolls). Ties re-roll depth first (state.opening_rolls), so a
    round's tie is in the latest earlier round that holds all its players."""
    ties = []
    for k, rnd in enumerate(opening):
        seats = {seat for seat, _, _ in rnd}
        tie = None
        for j in range(k - 1, -1, -1):
            totals = {seat: a + b for seat, a, b in opening[j]}
            if seats <= totals.keys():
                tie = totals[next(iter(seats))]
                break
        ties.append(tie)
    return ties


def reroll_settled(rnd, name=seat_word):
    """What one re-roll settled, said after its rolls ("Tied on 7, rolled again: ..., so <this>"): the
    order of the totals it rolled, the seats it left tied named together and said to roll again ("Bot 6
    before Bot 4 before Bot 5"; "Bot 4 and Bot 6 before Bot 5; Bot 4 and Bot 6 roll again"). It read "so
    Bot 6 before Bot 4 before Bot 5" when Bots 4 and 6 were still tied on 6 (the next re-roll settled
    them): a line says only what its own roll settled (review 37)."""
    by_total = {}
    for seat, a, b in rnd:
        by_total.setdefault(a + b, []).append(name(seat))
    groups = [by_total[t] for t in sorted(by_total, reverse=True)]
    if len(groups) == 1:
        return "they roll again"
    order = " before ".join(_and(g) for g in groups)
    again = "; ".join(f"{_and(g)} roll again" for g in groups if len(g) > 1)
    return f"{order}; {again}" if again else order


def in_turn_order(rnd, order):
    """One round of opening rolls ([seat, a, b], ...) listed in the turn order they decided, as every list
    of the seats is (the rolls are kept in seat order: "Bot 3 plays before Bot 2" under a table of rolls
    listing Bot 2 first, session 49)."""
    at = {seat: i for i, seat in enumerate(order)}
    return sorted(rnd, key=lambda r: at[r[0]])


def opening_rounds(opening, order):
    """The opening rolls as the move log says them, each round in the turn `order` they decided: "Seat 3
    6+6, Seat 2 6+6, Seat 1 3+5; tied on 12, rolled again: Seat 3 5+3, Seat 2 4+3" (a re-roll says which
    tie it breaks, so its lower totals do not read as the highest rolls)."""
    parts = []
    for rnd, tie in zip((in_turn_order(rnd, order) for rnd in opening), opening_ties(opening)):
        rolls = ", ".join(f"{seat_word(seat)} {a}+{b}" for seat, a, b in rnd)
        parts.append(rolls if tie is None else f"tied on {tie}, rolled again: {rolls}")
    return "; ".join(parts)


def opening_verdict(opening, order):
    """Who starts and why, from the opening rolls (seats written "Seat N"): "Seat 1 starts: the highest
    opening roll (11)"; after a tie, the tie and the re-roll that broke it, "Seat 2 starts: tied with
    Seat 1 on 12, then won the re-roll 7 to 5" (it said "the highest opening roll after a tie (7)", as if
    7 had been the highest roll). With no opening rolls, the options set the order."""
    starter = order[0]
    starts = f"{seat_word(starter)} starts"
    if not opening:
        return f"{starts}: the turn order was set in the options"
    ties = opening_ties(opening)
    mine = [(k, a + b) for k, rnd in enumerate(opening) for seat, a, b in rnd if seat == starter]
    if len(mine) == 1:
        return f"{starts}: the highest opening roll ({mine[0][1]})"
    first_tie = ties[mine[1][0]]
    tied_with = [seat_word(seat) for seat, a, b in opening[mine[0][0]] if seat != starter and a + b == first_tie]
    again = [str(ties[k]) for k, _ in mine[2:]]
    last_k, last = mine[-1]
    beaten = sorted((a + b for seat, a, b in opening[last_k] if seat != starter), reverse=True)
    said = f"{starts}: tied with {_and(tied_with)} on {first_tie}"
    if again:
        said += f", again on {_and(again)}"
    return said + f", then won the re-roll {last} to {_and([str(t) for t in beaten])}"


def held_bonuses(view, seat):
    """The bonus octagons `seat` has a quasher banked on, as numbers ("10", "12")."""
    return sorted({v for c in view["colours"][seat] for v, k in view["bonus"][c].items() if k}, key=int)


def roll_reason(view):
    """Why rolling is the move when it is the only one (a hint reads "roll the dice — <reason>"), said
    for this position: a double or the free roll rolls again, and a banked bonus held meanwhile waits for
    the next turn (a bonus is spent before the turn's first roll)."""
    held = held_bonuses(view, view["to_move"])
    banked = f"your banked {_and(held)}" if held else ""
    if view["phase"] == "before_roll":
        if not held:
            return "no bonus to spend first"
        return f"{banked} has nothing to take yet: no other player has a covered cell"
    if view["free_roll"] == "now":
        why = "this is your free roll"
    elif view["doubles"]:
        why = "your double rolls again"
    else:
        why = "your bonus is spent: now the turn's roll"
    return f"{why}; {banked} waits for your next turn" if held else why


def keep_reason(view):
    """Why a bonus that could be spent is kept, and rolling is the move."""
    held = held_bonuses(view, view["to_move"])
    what = {"10": "free roll or block", "11": "steal", "12": "steal from each"}
    return f"keep your banked {_and(held)} for later: no {' or '.join(what[v] for v in held)} is worth it yet"


def spent_words(event, who):
    """A bonus spent, short enough for the header while it is told: what was taken from whom, not where
    it went (the quasher glides there): "Seat 2 steals Seat 1's left red 9 (11)"."""
    value = event["value"]
    if event.get("effect") == "free_roll":
        return f"{who} spends a banked 10 on a free roll"
    if event.get("effect") == "block":
        return f"{who} blocks {seat_word(event['target'])} (10): a turn missed"
    # the cell with its octagon's side ("left red 9"): "your red 9" did not say which of two (session 25)
    taken = [f"{quasher_on(st)}{seat_word(st['seat'])}'s {cell_words(st['from'])}" for st in event["steals"]]
    return f"{who} steals {_and(taken)} ({value})"


def stolen_words(thief, value, steals, brief=False):
    """Steals from you, told to you: "Bot 4 stole your left red 9 (11)" (`thief` is the name the table writes);
    a quasher of another colour on it is named: "Bot 4 stole the blue quasher on your left red 9 (11)". `brief`:
    your cells alone, for a narrow header ("Bot 4 stole your left red 9"; the whole wrapped to two lines at
    1024x640): "your" stays, it is the news ("stole left red 9 (11)" did not say whose, review 25), the bonus
    spent goes."""
    cells = [cell_words(st["from"]) for st in steals]       # with the octagon's side, as the log
    if brief:
        return f"{thief} stole your {_and(cells)}"
    if not any(quasher_on(st) for st in steals):
        return f"{thief} stole your {_and(cells)} ({value})"
    taken = [f"{quasher_on(st)}your {cell_words(st['from'])}" for st in steals]
    return f"{thief} stole {_and(taken)} ({value})"


def stolen_together_brief(thieves, steals):
    """Several bonuses' steals from you in one sentence, for a narrow header: "Bot 2 and Bot 3 stole your left
    red 3 and 4" (`thieves`: the names the table writes, each once; "Bot 3 stole your left red 9; Bot 4 …"
    was cut at 1024x640, session 31): who and what, whole, each cell with the log's name."""
    cells = sorted(tuple(st["from"]) for st in steals)
    return f"{_and(thieves)} stole your {cells_words(cells)}"


def stolen_counted_brief(thieves, count):
    """Steals from you counted, for a header too narrow for every cell's name: "Bot 2 and Bot 3 stole 3 of your
    cells" (the table marks each robbed cell)."""
    return f"{_and(thieves)} stole {count} of your cells"


def missed_words(skips, short, brief=False):
    """Turns of yours skipped since your last move [(why, by)], told to you: "you missed a turn, blocked by
    Bot 3 (10)" (`short`: a seat's name; `brief`, for a narrow header: "Bot 3 blocked your last turn")."""
    whys = [why for why, _ in skips]
    blocked, forfeit = whys.count("blocked"), whys.count("forfeit")
    parts = []
    if blocked:
        turns = "a turn" if blocked == 1 else f"{blocked} turns"
        by = _blockers([by for why, by in skips if why == "blocked"], short)
        # "Player 1, your turn: blocked, missed a turn" left them asking by whom (review 59)
        # (brief: "Player 2 blocked your last turn", one line after "Player 1, your turn: " at 1024x640, where
        # "Player 2 blocked you: you missed a turn" broke as "Player 2 blocked / you: you missed a turn", review 60)
        mine = "your last turn" if blocked == 1 else f"your last {blocked} turns"
        parts.append(f"{by} blocked {mine}" if brief else f"you missed {turns}, blocked by {by} (10)")
    if forfeit:
        parts.append("3rd double, missed a turn" if brief else "your third double cost you a turn")
    return "; ".join(parts)


def others_missed_words(skips, short, brief=False):
    """Other seats' turns skipped [(seat, why, by)], told at the table: "Ann missed a turn, blocked by Bot 3
    (10)", "Ann lost a turn to a third double" (after "Your turn: ", "Ann misses this turn (third double)" said
    neither whose turn went nor why, session 27; "Ann is blocked and misses this turn" neither by what nor
    which turn, review 28) (`short`: a seat's name, "you" for yours; `brief`, for a narrow header: "Ann missed
    a turn"); a seat skipped twice said once."""
    said = []
    for seat, why, by in skips:
        words = (f"{short(seat)} missed a turn" if brief
                 else f"{short(seat)} missed a turn, blocked by {_blockers([by], short)} (10)"
                 if why == "blocked" else f"{short(seat)} lost a turn to a third double")
        if words not in said:
            said.append(words)
    return "; ".join(said)


def skips_tip(name, you, blockers, forfeit, short):
    """What a plate's white counters mean (its tooltip): whose turns go, why, and for how long: "Bot 2 misses
    its next turn: Bot 3 spent a 10 to block it. A white counter is a turn to miss; it goes once missed."
    (`name`: the seat's short name, `you`: the screen's person; `blockers`: who blocked it, one a block;
    `forfeit`: turns a third double costs it; `short`: a seat's name, "you" for yours)."""
    n = len(blockers) + forfeit
    turns = "next turn" if n == 1 else f"next {n} turns"
    who, whose, it = ("You miss", "your", "you") if you else (f"{name} misses", "its", "it")
    why = []
    if blockers:
        why.append(f"{_blockers(blockers, short)} spent a 10 to block {it}")
    if forfeit:
        why.append(f"{'you' if you else 'it'} rolled a third double in one turn, which costs the next turn")
    return f"{who} {whose} {turns}: {' and '.join(why)}. Each white counter is one turn to miss."


def skips_forms(you, blockers, forfeit, short):
    """The turns a seat will miss, and why, on its plate beside the white counters, the most said first and
    shorter forms after: "third double: misses its next turn", "blocked by Bot 3: misses a turn", "3rd double"
    ("forfeits: misses a turn" said neither whose turn nor why, session 32). `you`: the plate is the screen's
    person's ("you miss your next turn"); `blockers`: who blocked it, one a block; `forfeit`: turns a third
    double costs it; `short`: a seat's name, "you" for yours."""
    n = len(blockers) + forfeit
    miss, its, skip, sit = ("you miss", "your", "you skip", "you sit") if you else ("misses", "its", "skips", "sits")
    turns, counted = ("next turn", "a turn") if n == 1 else (f"next {n} turns", f"{n} turns")
    by = [f"blocked by {_blockers(blockers, short)}"] if blockers else []
    why, brief = ", ".join(by + ["third double"] * bool(forfeit)), ", ".join(by + ["3rd double"] * bool(forfeit))
    bare = ", ".join(["blocked"] * bool(blockers) + ["3rd double"] * bool(forfeit))
    return (f"{why}: {miss} {its} {turns}", f"{brief}: {miss} {its} {turns}", f"{brief}: {miss} {turns}",
            f"{brief}: {miss} {counted}", f"{brief}: {skip} {counted}", f"{brief}: {sit} out" + (f" {n}" if n > 1 else ""),
            brief, bare + (f" \u00d7{n}" if n > 1 else ""))


def _blockers(seats, short):
    """Who blocked: "Bot 3", "you", "Bot 3 and Bot 4" (each once; "another player" where the state loaded
    keeps no record of it)."""
    names = []
    for by in seats:
        name = short(by) if by is not None else "another player"
        if name not in names:
            names.append(name)
    return _and(names)


def logged_placement(cells, seat):
    """A placement as the state's own log has always written it (no octagon): saves hold that log and
    are checked against a replay of their moves, so its words may not change."""
    names = [f"{c} {n}" for c, _, n in cells]
    words = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f"{seat_word(seat)} covers {words}"


def a_number(n):
    """A number with its article, by the number's sound: "a 9", "an 8", "an 11", "an 18"."""
    return a_or_an(str(n))


OCTAGON_SIDES = ("left", "right")


def cell_words(cell):
    """"left blue 7": the octagon said first, as briefly as a hint's line needs (a steal names two cells:
    "blue 7 (left octagon)" ran a hint out of the tray's room)."""
    colour, o, n = cell
    return f"{OCTAGON_SIDES[o]} {colour} {n}"


def cell_names(colours=COLOURS):
    """Every cell's name of these colours, as `cell_words` and `cells_words` say it ("left orange 1", "orange 1",
    "on the left"): the units a wrapped tip never breaks ("left / orange 1" split a cell's name across two lines,
    review 39)."""
    return [cell_words((c, o, n)) for c in colours for o in range(len(OCTAGON_SIDES)) for n in range(1, 10)] + \
        [f"{c} {n}" for c in colours for n in range(1, 10)] + [f"on the {side}" for side in OCTAGON_SIDES]


CELL_NAMES = cell_names()


def cells_words(cells):
    """A placement's cells, each octagon named once, as a player says them: "left red 3 and 4", "left red 3 and
    right red 4"; several numbers on one of several octagons said by octagon, "red 1 and 2 on the left and red 2
    on the right" (it read "left red 1 and 2; right red 2", the hint a list to decode, review 35b)."""
    kept = {}       # each octagon, as first named, with its numbers
    for colour, o, n in cells:
        kept.setdefault((colour, o), []).append(str(n))
    groups = list(kept.items())
    if len(groups) == 1 or all(len(numbers) == 1 for _, numbers in groups):
        return _and([f"{OCTAGON_SIDES[o]} {colour} {_and(numbers)}" for (colour, o), numbers in groups])
    return _and([f"{colour} {_and(numbers)} on the {OCTAGON_SIDES[o]}" for (colour, o), numbers in groups])


def picked_words(cells):
    """A split's cells as picked, the octagon said once for cells picked one after another on it: "left red 1 +
    2 + right red 1" (review 28: "red 1 + red 1" said no side; each cell with its own side ran long)."""
    parts, last = [], None
    for colour, o, n in cells:
        parts.append(str(n) if (colour, o) == last else f"{OCTAGON_SIDES[o]} {colour} {n}")
        last = (colour, o)
    return " + ".join(parts)


def _and(words):
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
