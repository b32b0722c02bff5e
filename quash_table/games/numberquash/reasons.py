"""Why the normal bot's placement: the hint's reason, from the race table's own figures (bots.py).

The bot keeps the placement after which the seat's colours need the fewest turns to finish (the race table,
race_table.py, valued as Position.value_with). A hint that said only "the quickest way to finish from here"
did not tell a player why 3 and 4 rather than 7. Here the chosen placement is set beside the best placement
with another outcome and the difference is put in words: the number it covers that no single die covers
(or the small ones it keeps for a die), what it leaves to cover (sets up), and how much closer to finishing it
leaves you than the other (what it scores, in whole turns). Nothing here changes what the bot plays.
"""

from ...engine.naming import Reason, counted_unit, joined
from .block_pick import bank_words, stolen_cells
from .race_table import POW
from .state import ordinal
from .words import a_number, cell_words, cells_words

BIG = 7          # from 7 up no single die shows the number: it needs both dice (their total or a split)
CLOSE = 0.05     # turns: closer than this, two placements are as quick as each other
ABOUT = 0.25     # turns: "about N turns" said of a figure this close to N, else "N to N+1 turns"


def open_numbers(idx):
    """The open numbers of one colour's table position, each as often as it is open (once per octagon)."""
    return [n for n in range(1, 10) for _ in range((idx // POW[n - 1]) % 3)]


def turns_left(pos, idx):
    """Expected turns to finish the seat's quickest colour from the positions `idx` (the race table)."""
    return min(pos.E[idx[c]] for c in pos.colours[pos.me])


def outcome(cells):
    """What a placement does, whichever octagon each cell is on: its (colour, number)s."""
    return tuple(sorted((c, n) for c, _, n in cells))


def best_other(pos, action, legal):
    """The placement the bot values best among those with another outcome than `action`'s, or None."""
    mine = outcome(action["cells"])
    others = {}
    for a in legal:
        if a.get("type") == "place" and outcome(a["cells"]) != mine:
            others.setdefault(outcome(a["cells"]), a)
    if not others:
        return None
    return min(others.values(), key=lambda a: (round(pos.value_with(pos.me, a["cells"]), 6), len(a["cells"])))


def _counted(numbers):
    """"a 3 and a 5", "two 4s"."""
    words = []
    for n in sorted(set(numbers)):
        k = numbers.count(n)
        words.append(a_number(n) if k == 1 else f"two {n}s")
    return joined(words)


def _differs(covered, other, number=lambda n: n):
    """(numbers this placement covers that the other does not, and the other's that this one leaves); with
    `number` (a cell's number: _differs_cells), of cells compared by their numbers."""
    rest = list(other)
    only = []
    for n in covered:
        same = next((m for m in rest if number(m) == number(n)), None)
        if same is not None:
            rest.remove(same)
        else:
            only.append(n)
    return only, rest


def why_cells(mine, theirs, open_after=None, open_colours=None, open_sides=None):
    """Why these numbers rather than the other placement's, from the dice's rules: a number from 7 up is
    covered only by a total or a split, a small one also by a die alone (a roll that fits nothing else
    still covers it). `open_after`: the numbers up to 6 still open after this placement in the colours the
    other placement covers: the small cells it keeps are all said, "it keeps 1, 4 and 6 open", or counted, "it
    keeps 11 cells of 1 to 6 open" ("it keeps the 1 and 4 open" read as all there was where 6 was open too,
    session 31), in no more letters. `open_colours`: the colour of each of `open_after`'s cells, where they are of
    several colours: each colour is said, "11 red and 12 blue cells of 1 to 6" ("23 cells of 1 to 6" of two
    colours read as one colour's count, review 39). `open_sides`: the octagon of each, a number open on one octagon
    only named by its side, as the move names its cells ("cover left red 4 — it keeps two 1s and 4 open": that 4
    was the right one, review 54g2)."""
    only, left = _differs(mine, theirs)
    big = max(only, default=0)
    if big >= BIG and big > max(left, default=0):
        # (a short hint fits by the prompt; "only a total or a split covers an 8" read as nonsense to a new
        # player, every cell being covered by a total or a split, review 35b: what it means, said)
        return f"{a_number(big)} needs both dice"
    if left and max(left) <= 6 and max(left) < big:
        if open_after:      # every cell it keeps for a die alone, or their count where they are many
            listed = kept_words(open_after, open_colours, open_sides)
            return f"it keeps {listed} open: a die alone can cover {'it' if len(open_after) == 1 else 'one'} later"
        kept = [str(n) if left.count(n) == 1 else f"two {n}s" for n in sorted(set(left))]
        # (it said "it leaves the 1 and 2 for a die alone": what a die alone does, said outright)
        return f"it keeps the {joined(kept)} open: one die alone can cover a small number later"
    if len(only) > len(left):
        return f"it covers {len(mine)} cells with one roll"
    return ""


def kept_words(numbers, colours=None, sides=None):
    """The small cells a placement keeps open: "1, 4 and 6", "11 cells of 1 to 6"; of several colours each
    colour's, "red 1 and blue 4", "11 red and 12 blue cells of 1 to 6". With the octagon of each (`sides`), a number
    open on one octagon alone is named as a cell, by its side: "two 1s and right red 4"."""
    if sides is not None and len(set(zip(colours, numbers))) <= 3:
        return _sided(numbers, colours, sides)
    order = sorted(set(colours or ()))
    if len(order) < 2:
        kept = [str(n) if numbers.count(n) == 1 else f"two {n}s" for n in sorted(set(numbers))]
        return joined(kept) if len(kept) <= 3 else f"{len(numbers)} cells of 1 to 6"
    cells = sorted(zip(colours, numbers))
    if len(cells) <= 3:
        return joined([f"{c} {n}" for c, n in cells])
    return joined([f"{colours.count(c)} {c}" for c in order]) + " cells of 1 to 6"


def _sided(numbers, colours, sides):
    """"two 1s and right red 4": a number open on both octagons of its colour counted (with its colour where there
    are several), one open on one octagon named as the move names a cell."""
    several = len(set(colours)) > 1
    said = []
    for colour, n in sorted(set(zip(colours, numbers)), key=lambda cn: (cn[1], cn[0])):
        on = [o for c, o, k in zip(colours, sides, numbers) if (c, k) == (colour, n)]
        said.append(f"two {colour + ' ' if several else ''}{n}s" if len(on) > 1 else cell_words((colour, on[0], n)))
    return joined(said)


def _differs_cells(cells, other_cells):
    """_differs of two placements' cells by their numbers: (this one's cells whose number the other does not cover,
    the other's cells whose number this one leaves), each cell with its colour and side."""
    return _differs(cells, other_cells, number=lambda cell: cell[2])


def left_open_words(cells, other_cells):
    """Why these cells when the dice's rules say nothing (`why_cells` is ""): the race table values the cells
    this leaves open as easier to cover on later rolls than those the other covers ("your left red 2 and 5 left open
    are easier to cover later than the 3 and 4"), each cell left open by its colour and side as the board shows it
    ("the 1 and 9 left open" did not say which octagon's, review 57), or "" where the two differ in colour alone.
    "Easier" only where the dice's odds say so (easier_later); else that you finish sooner with them open, the race
    table's own finding (session 59: "1 and 9 left open are easier to cover later than the 2 and 8" beside a steal's
    "only 4 rolls in 36 add up to 9")."""
    only, left = _differs_cells(cells, other_cells)
    if not only or not left:
        return ""
    # (the cells this one covers by number alone: the move's own words have named them)
    kept, covered = choice_words(None, left), _listed([n for _, _, n in only])
    if not easier_later([n for _, _, n in left], [n for _, _, n in only]):
        return f"with your {kept} left open, not the {covered}, you should finish sooner"
    return f"your {kept} left open {'is' if len(left) == 1 else 'are'} easier to cover later than the {covered}"


def rolls_adding_to(n):
    """How many of the 36 rolls add up to `n`: the one figure every hint's odds come from ("only 4 rolls in 36 add
    up to 9", "fewer rolls add up to 8 than to 7", and what is "easier to cover later")."""
    return max(0, 6 - abs(n - 7)) if 2 <= n <= 12 else 0


def easier_later(left, covered):
    """Do the odds the hints say make the numbers `left` open no harder to cover later than those `covered` instead?
    A number up to 6 one die alone may cover; one from 7 up needs both dice, so it is no harder only than numbers from
    7 up that no more rolls add up to. (The race table, which weighs splits too, may prefer cells these odds do not
    call easier: then the hint says the turns it finds, never "easier".)"""
    return all(n < BIG or all(m >= BIG and rolls_adding_to(m) <= rolls_adding_to(n) for m in covered) for n in left)


def _listed(numbers):
    """"3 and 4", "two 2s" (as `why_cells` lists the numbers it keeps)."""
    return joined([str(n) if numbers.count(n) == 1 else f"two {n}s" for n in sorted(set(numbers))])


def choice_words(view, cells):
    """The other placement a hint compares with, every cell with its octagon's side as the rules page names
    them ("left red 3 and 4"; "than red 1 and 2" said no side, review 28; "than blue 1 and 9" read as the
    covered ones), in the words the hint's move has (words.cells_words): several numbers on one of two
    octagons said by octagon, "red 1 and 2 on the left and red 2 on the right" (it read "left red 1 and 2;
    right red 2", the semicolon cutting the reason's sentence in two, review 34b). `view` is kept for the
    callers."""
    return cells_words(sorted(cells, key=lambda c: (c[1], c[0], c[2])))


def sets_up(colour, opened):
    """What a colour has left to cover after the placement, when it is near the end."""
    if not opened:
        return f"it covers your last {colour} cells: Quashed!"
    if len(opened) <= 2:
        return f"it leaves {colour} only {_counted(opened)} to cover"
    return ""


RARE_TOTAL = 4     # a total this few rolls in 36 make (9 and up, 5 and down) is "hard" to roll again


def _best_colour(pos, seat):
    """(cells covered, open numbers) of the seat's most covered colour, as the header counts it ("16/18")."""
    covered = {c: 18 - len(open_numbers(pos.idx[c])) for c in pos.colours[seat]}
    best = max(pos.colours[seat], key=lambda c: (covered[c], c))
    return covered[best], open_numbers(pos.idx[best])


def block_reason(pos, seat):
    """Why a 10 blocks `seat`, in the search's own terms (NormalBot.bonus_value: the block is worth most on
    the opponent the race table expects to finish first, Position.lead), said so that it never reads against
    the cells the header counts: "ahead" only when they have covered more than you (both on 16/18, it said
    "who is ahead" from the race table's fraction of a turn, review 28); where another player has covered as
    many cells or more, why this one all the same: the numbers they still need are easier to roll ("it holds
    back Bot 3, who is level with you" while Bot 2 led the race with more cells gave no reason to pass Bot 2
    by, review 44); what they need when it is two cells or fewer ("who needs only two 7s"). Banked 11s and 12s
    count as the cells they will steal, and are said (block_pick.py, review 56q)."""
    theirs, needs = _best_colour(pos, seat)
    mine = _best_colour(pos, pos.me)[0]
    # a banked 11 or 12 is cells taken before the holder's next roll (public): counted in the race
    # (block_pick.race_value) and said ("13 cells to Bot 2's 16" hid Bot 2's banked 12, review 56q)
    cells = {s: _best_colour(pos, s)[0] for s in pos.playing}
    ahead = {s: min(18, cells[s] + stolen_cells(pos, s)) for s in pos.playing}
    others = [s for s in pos.playing if s not in (seat, pos.me)]
    held = bank_words(pos, seat)
    top = max((ahead[s] for s in others), default=-1)
    plain_top = max((cells[s] for s in others), default=-1)
    compared = bool(others) and (ahead[seat] <= top or theirs <= plain_top)
    if compared:
        # another has covered as many (its banks counted): why this one all the same
        rival = min((s for s in others if ahead[s] == top) if ahead[seat] <= top else
                    (s for s in others if cells[s] == plain_top))
        rival_held = bank_words(pos, rival)
        if theirs == cells[rival] and held == rival_held:
            than = f"level with Seat {rival + 1} on {counted_unit(theirs, 'cell')}" + (f" and {held} each" if held
                                                                                         else "")
        else:
            than = (f"{theirs} cells{' and ' + held if held else ''} to Seat {rival + 1}'s {cells[rival]}"
                    f"{' and ' + rival_held if rival_held else ''}")
        how = f"who should finish first: {than}" + (", but the numbers they still need are easier to roll"
                                                    if ahead[seat] <= top else "")
        held = ""                                    # said already
    elif theirs > mine:
        how = "who leads the race" if others else "who is ahead of you"
    elif theirs == mine:
        how = "who is level with you" + (", ahead of the others" if others else "")
    else:
        how = f"who is {counted_unit(mine - theirs, 'cell')} behind you" + (", ahead of the others" if others else "")
    if held:
        how += f", with {held} to steal cells before its next roll"
    elif 0 < len(needs) <= 2:
        how += f"{';' if compared else ''} and needs only {_counted(needs)}"
    return f"it holds back Seat {seat + 1}, {how}"


def bank_reason(total, pos=None, legal=None):
    """Why the hint banks a roll, in a new player's words: what the banked bonus does on a later turn, for whom,
    and what it is worth more than now ("banked, the 11 is a steal of one quasher later: worth more than any
    placement of it now" read as the rules' shorthand, and no hint seemed to bank at all, review 36b). With the
    position (`pos`, `legal`): the player it would rob or block named where there is one, and the placement given
    up ("worth more to you than covering left red 2 and 9 now"). A Reason: the short form without the placement."""
    others = pos.opponents() if pos is not None else []
    one = f"Seat {others[0] + 1}" if len(others) == 1 else None
    does = {10: "gives you a free roll, or makes " + (one or "another player") + " miss a turn",
            11: "steals " + (f"one of {one}'s quashers" if one else "another player's quasher") + " onto a cell of yours",
            12: f"steals a quasher from {one or 'each player'} onto a cell of yours"}.get(total, "is a bonus")
    short = f"banked, on a later turn the {total} {does}"
    places = [a for a in legal or () if a.get("type") == "place"]
    if pos is None:
        return f"{short}: worth more than any placement of it now"
    dice = (pos.view or {}).get("dice") or ()
    # a double banked is a roll used in full: it rolls again, where ending the turn would not (review 60)
    again = "; a double banked rolls again (End turn does not)" if len(dice) == 2 and dice[0] == dice[1] else ""
    if not places:
        return Reason(f"{short} (spent before you roll); nothing of this roll fits your octagons now{again}",
                      short + again)
    best = min(places, key=lambda a: (round(pos.value_with(pos.me, a["cells"]), 6), len(a["cells"])))
    instead = choice_words(pos.view or {}, [tuple(c) for c in best["cells"]])
    one_die = " with one die" if (pos.view or {}).get("fallback") else ""
    return Reason(f"{short} (spent before you roll): worth more to you than covering {instead}{one_die} now", short)


def steal_reason(pos, steals):
    """Why a steal is worth it, in the words of what the normal bot weighs (the hint's move has named the
    quasher and the player already): it finishes you, the robbed player was one cell from finishing, or
    must roll a number few rolls make again ("only" only for a rare total: 7 is the likeliest). A quasher
    "taken back" is one of your own colour that was stolen from you (it said "it takes back a 7" of a
    quasher that had never been yours)."""
    mine = [st["to"] for st in steals]
    # a colour of mine with no open cell left once the stolen quashers are on it (idx counts open cells)
    done = next((c for c in pos.colours[pos.me] if pos.idx[c] == sum(POW[n - 1] for k, _, n in mine if k == c)),
                None)
    if done is not None:
        # the place it gives, not "wins the game" (at six seats with places the 1st place does not end it,
        # review 22); "cell" or "cells" as many as were open ("your last open cells" of one, review 37)
        taken = sum(1 for p in (pos.view or {}).get("places") or () if p)
        last = "your last open cell" if sum(1 for k, _, _ in mine if k == done) == 1 else "your last open cells"
        return f"it covers {last}: it finishes you {ordinal(taken + 1)}"
    if len(steals) > 1:     # one short reason: the hint's box covered the bonus octagons at 1280x800
        return f"it fills {len(steals)} cells of yours without a roll"
    colour, o, n = steals[0]["from"]
    back = quasher_on(pos, steals[0]["from"]) in pos.colours[pos.me]
    idx = pos.idx[colour]
    if sum((idx // POW[i]) % 3 for i in range(9)) == 1:       # one open cell of that colour left to cover
        said = f"it leaves them two {colour} cells to cover, not one"
        return said + ("; and your quasher comes back to you" if back else "")
    ways = rolls_adding_to(n)
    if n >= 7 and ways <= RARE_TOTAL:
        return f"it leaves them {a_number(n)} to cover again, and only {ways} rolls in 36 add up to {n}"
    takes = "it takes back your own quasher from their" if back else "it uncovers their"
    if n >= 7:
        return f"{takes} {n}: no single die covers {a_number(n)}, and a cell of yours is filled without a roll"
    return f"{takes} {n}, the cell whose loss sets them back most, and fills a cell of yours without a roll"


def quasher_on(pos, cell):
    """The colour of the quasher on a cell (a stolen one keeps its colour), or None without a view."""
    colour, o, n = cell
    view = pos.view or {}
    rows = view.get("octagons", {}).get(colour)
    return rows[o][n - 1] if rows else None


LATER = {10: "a free roll or a block", 11: "a steal", 12: "a steal from each"}


def not_banked_words(pos, legal, cells=2):
    """Why a cover, not the bank a 10, 11 or 12 offers (the bank legal), in a few words: "covered, not banked:
    these cells are worth more now than a free roll or a block later" (a hint to cover a 10 said nothing of the
    bank beside it, review 57), "this cell is" for one of `cells` ("these cells" of one, review 59); "" where
    banking is not a choice."""
    dice = (pos.view or {}).get("dice")
    if not dice or not any(a.get("type") == "bank" for a in legal or ()):
        return ""
    later = LATER.get(sum(dice), "a bonus")
    what = "this cell is" if cells == 1 else "these cells are"
    return f"covered, not banked: {what} worth more now than {later} later"


def begun_other(view, action):
    """The placements still possible with the split (or the die) begun on the table (the view's "building":
    composer.building), the moves the hint weighs `action` against: where the hint clears the split, the move the
    person weighs it against is theirs, not the dice as they fell ("your left red 2 and 5 stay open, not the 7"
    with the 1 picked, review 59); where it goes on from it, only the other ways to finish it (with right red 1
    picked for 1 and 6, "right red 3 and 4 would do just as well" no longer fitted the 6 left, review 61); []
    with nothing begun."""
    return [a for a in view.get("building", ()) if a.get("type") == "place"]


def goes_on(view, action):
    """Does `action` finish the split begun on the table (one of the view's "building" placements)?"""
    mine = outcome(action["cells"])
    return any(outcome(a["cells"]) == mine for a in begun_other(view, action))


def only_words(action, pool, total, count):
    """Why `action` where no placement of another outcome is possible: the only numbers adding up to `total`,
    naming the same numbers on another octagon where they too are open (ringed: "the only number of yours that
    adds up to 7" stood beside a ringed right red 7, review 61)."""
    only = "the only number of yours that adds" if count == 1 else "the only numbers of yours that add"
    mine = outcome(action["cells"])
    cells = sorted(tuple(c) for c in action["cells"])
    alike = next((a for a in pool if a.get("type") == "place" and outcome(a["cells"]) == mine
                  and sorted(tuple(c) for c in a["cells"]) != cells), None)
    if alike is None:
        return f"{only} up to {total}"
    same = "number" if count == 1 else "numbers"
    return f"{only} up to {total} (or {choice_words(None, [tuple(c) for c in alike['cells']])}, the same {same})"


def placement_reason(pos, action, legal):
    """The hint's reason for covering `action`'s cells (the move's own words have named them): why these
    cells, what it leaves, and the turns to finish against the best other placement; where the roll could be
    banked, first why it is not (not_banked_words)."""
    said = _placement_reason(pos, action, legal)
    kept = not_banked_words(pos, legal, len(action["cells"]))
    if not kept:
        return said
    short = getattr(said, "short", str(said))
    return Reason("; ".join(p for p in (kept, str(said)) if p), "; ".join(p for p in (kept, short) if p))


def _placement_reason(pos, action, legal):
    """placement_reason's words of the cells alone."""
    cells = [tuple(c) for c in action["cells"]]
    total = sum(n for _, _, n in cells)
    after = pos.after(cells)
    colour = max({c for c, _, _ in cells}, key=lambda c: (sum(1 for k, _, _ in cells if k == c), c))
    left_after = turns_left(pos, after)
    setup = sets_up(colour, open_numbers(after[colour]))
    view = pos.view or {}
    if view.get("fallback"):        # the total fits nothing: one die covers a cell of its own number
        a, b = view["dice"]
        fell = f"nothing adds up to {a + b}, so one die covers a cell of its own number"
        return "; ".join(p for p in (fell, setup) if p)
    pool = begun_other(view, action) or legal
    other = best_other(pos, action, pool)
    if other is None:
        # (the same numbers on the other octagon are the same placement)
        only = f"the only way left to make up the {total} with the cells picked" if goes_on(view, action) \
            else only_words(action, pool, total, len(cells))
        return "; ".join(p for p in (only, setup) if p)
    other_cells = [tuple(c) for c in other["cells"]]
    other_left = turns_left(pos, pos.after(other_cells))
    mine, theirs = [n for _, _, n in cells], [n for _, _, n in other_cells]
    small_open = [(c, n) for c in sorted({c for c, _, _ in other_cells}) for n in open_numbers(after[c]) if n <= 6]
    sided = open_cells_after(view, cells, {c for c, _ in small_open})
    small_open, sides = ([(c, n) for c, _, n in sided], [o for _, o, _ in sided]) if sided else (small_open, None)
    why = why_cells(mine, theirs, [n for _, n in small_open], [c for c, _ in small_open], sides)
    rest = still_to_pick(view, action, other_cells)
    instead = choice_words(view, rest)
    if other_left - left_after >= CLOSE:
        # the turns are the outcome, never the reason: said after the reason that makes them ("about 3 turns
        # closer" stood alone, review 22), the numbers left open when the dice's rules give no other
        trade = trade_words(cells, other_cells, instead, rest)
        if trade:
            # the full reason in board terms a new player checks on the octagons: what each choice leaves open,
            # why the other's is worse, then the figure ("an 8 needs both dice, so you should finish 1 to 2 turns
            # sooner than with left blue 1 and 7" did not say that the 8 stays open with 1 and 7, review 46-2)
            # (why_cells's "it keeps 11 cells of 1 to 6 open" said again what the leftovers say: where every number
            # kept is smaller than every one covered, that; else what the race table finds: they are easier)
            only, left = _differs(mine, theirs)
            if max(only) >= BIG and max(only) > max(left) >= BIG:
                # both need both dice ("your 1 and 8 stay open, not the 9: a 9 needs both dice" said of the 8 too)
                said = f"fewer rolls add up to {max(only)} than to {max(left)}"
            elif max(only) >= BIG and max(only) > max(left):
                said = why                                  # "an 8 needs both dice"
            elif not easier_later(left, only):
                said = None             # the odds the hints say call them no easier: the turns alone (session 59)
            elif max(left) < min(only):
                said = "smaller numbers are easier to cover later"
            else:
                said = f"{'that is' if len(left) == 1 else 'those are'} easier to cover later"
            # the figure where it is whole turns; under that the leftovers and why say it (the three seats' place
            # by the prompt at 1280x800 held no more, and the hint went to the foot of the Moves column)
            sooner = other_left - left_after
            finish = closer_words(sooner, None, nearest_colour(pos, after))
            full = f"{trade}: from there {finish}" if said is None else \
                f"{trade}: {said}" + (f", so {finish}" if sooner >= 1.5 else "")
            short = why or left_open_words(cells, other_cells)
            return Reason("; ".join(p for p in (full, setup) if p), "; ".join(p for p in (short, setup) if p))
        why = why or left_open_words(cells, other_cells)
        score = closer_words(other_left - left_after, instead, nearest_colour(pos, after))
        if why:
            # the short hint says the reason alone: "about 3 turns closer" beside one cell against two read as
            # a wrong sum (review 28); the figure, in plain words, is for the full reason (H)
            return Reason("; ".join(p for p in (f"{why}, so {score}", setup) if p),
                          "; ".join(p for p in (why, setup) if p))
    elif left_after - other_left >= CLOSE:     # several colours: the other finishes one sooner, this keeps all on
        # (the bot's value adds a little of every colour's turns: "keeps your colours closer to finishing" said
        # neither which colour nor why, review 38)
        fast = nearest_colour(pos, pos.after(other_cells))
        score = (f"{instead} would bring {fast} a shade nearer to all covered, but this moves "
                 f"{'both' if len(pos.colours[pos.me]) == 2 else 'all'} your colours on")
    elif len(cells) < len(other_cells):
        score = f"{instead} would do as well, but this uses fewer quashers"
    else:
        # ("as quick to finish as left red 3 and 4" read oddly, review 39: the other move said to be as good)
        score = f"{instead} would do just as well"
    return "; ".join(p for p in (why, setup, score) if p)


def open_cells_after(view, cells, colours):
    """The cells of 1 to 6 of `colours` still open once `cells` are covered, with their octagons (the view's), by
    colour, number and side; None without the octagons in the view (the race table alone knows no sides)."""
    octagons = view.get("octagons")
    if not octagons:
        return None
    placed = set(cells)
    return sorted((c, o, n) for c in colours for o, row in enumerate(octagons[c]) for n in range(1, 7)
                  if row[n - 1] is None and (c, o, n) not in placed)


def nearest_colour(pos, idx):
    """The seat's colour with the fewest turns left to cover all its cells from the positions `idx` (the one
    turns_left counts), or None where the seat has one colour."""
    colours = pos.colours[pos.me]
    return min(colours, key=lambda c: (pos.E[idx[c]], c)) if len(colours) > 1 else None


def still_to_pick(view, action, other_cells):
    """The other placement's cells a hint names: with a split begun that `action` goes on from, those not picked
    yet ("as with left red 1, 3 and 8" named the 3 picked beside "your left red 1 and 8 stay open", review 61)."""
    if not goes_on(view, action):
        return other_cells
    picked = set.intersection(*[{tuple(c) for c in a["cells"]} for a in begun_other(view, action)])
    return [c for c in other_cells if c not in picked] or other_cells


def trade_words(cells, other_cells, instead, named=None):
    """What this placement leaves open beside what the best other one (`instead`, its words) would, cells a player
    finds on the octagons, those left open by colour and side: "your left blue 1 and 7 stay open, not the 8"
    ("your 2 and 8 stay open, not the 1 and 9" did not say which octagon's, review 57), with "as with `instead`"
    where the other covers more than the cells left open (`named`: those of its cells it names, not picked yet); ""
    where one covers every number the other does."""
    only, left = _differs_cells(cells, other_cells)
    if not only or not left:
        return ""
    said = f"your {choice_words(None, left)} stay{'s' if len(left) == 1 else ''} open, not the {_listed([n for _, _, n in only])}"
    return said if sorted(left) == sorted(named or other_cells) else f"{said} as with {instead}"


def closer_words(sooner, instead, colour=None):
    """The race table's comparison in a new player's words: `sooner` is how many turns fewer this placement
    leaves to finish than `instead` (it said "about 15.6 turns to finish, against 18.3 after red 3 and 5").
    A whole number of turns is said from about 1.5 up; less is "closer". `colour`: the seat's colour nearest to
    done, where it has several: what finishes is said ("you should finish sooner" of two colours said neither
    which one nor what finishing is, review 38). `instead` None: the other placement is said before (trade_words)."""
    than = "" if instead is None else f" than with {instead}"
    finish = f"you should have all 18 {colour} cells covered" if colour else "you should finish"
    turns = round(sooner)
    # (it said "you can expect to finish about 3 turns sooner than after ...", the race table's expectation
    # read as a formula, session 30: now what the placement does for you, as a player says it, no longer)
    # "about N" only where the table's figure is near N; between two whole numbers it says both ("about 2
    # turns sooner" of the table's 1.56, on a first move, read doubtful: review 37)
    if turns >= 2 and abs(sooner - turns) <= ABOUT:
        return f"{finish} about {turns} turns sooner{than}"
    if sooner >= 1.5:
        low = int(sooner)
        return f"{finish} {low} to {low + 1} turns sooner{than}"
    return f"{finish} sooner{than}"
