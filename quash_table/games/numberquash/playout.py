"""A fast private simulator of NumberQuash for the hard bot's playouts.

The rules' dict actions, views and copying apply stay the public surface; this module only serves the
search. A playout owns its state, so these steps change it in place (no copy, no move words, no event
record for the board) and offer the choices with the dice down as the rules' own placement tuples, in the
order legal_actions lists them, without wrapping each in an action dict. What happens after a roll is
used (roll again, the next turn, finishing, stalemate rounds) is the rules' own code (turns.py). Moves the
fast path does not cover go through the public apply; a bonus is spent in place too, but a 12 is
chosen through the public view and legal actions (the normal bot composes it from the view). A test plays whole games both
ways and checks that they choose the same moves and end the same.
"""

from .moves import has_banked
from .placements import MASK, _every_form, _placements, one_die_forms
from .state import BEFORE_ROLL, COLOUR_INDEX, FREE_PENDING, PLACE, ROLL_AGAIN, cell_index
from .turns import add_blocker, after_use, bank_quasher, check_finished, cover, nothing_fits, spend, throw

BANK = ("bank", None)
END = ("end", None)


def needs_public(s):
    """Whether the seat to move may spend a bonus: that choice goes through views and legal_actions."""
    return s.phase == BEFORE_ROLL and not s.bonus_used and has_banked(s, s.to_move)


def must_roll(s):
    """Whether rolling is the only move (before the roll with no bonus to spend, or rolling again)."""
    return s.phase == ROLL_AGAIN or (s.phase == BEFORE_ROLL and not needs_public(s))


def place_options(s, seat, every=True):
    """The moves with the dice down, in legal_actions' order: BANK (a 10 to 12 with a quasher in supply),
    then ("place", cells) for every form of the placements (cells: (colour name, octagon, number)), or
    END when nothing fits. Returns (options, full): full when the placements use both dice.
    every False: a placement with both dice is offered once per outcome (a number open on both
    octagons taken from octagon 0 first, the form legal_actions lists first), in another order."""
    a, b = s.dice
    t = a + b
    cols = s.colours[seat]
    opts = []
    if t >= 10 and any(s.supply[c] for c in cols):
        opts.append(BANK)
    forms = (_every_form if every else _placements)(*forms_key(s, seat, t))
    if forms:
        opts.extend(("place", cells) for cells in forms)
        return opts, True
    part = one_die_forms(s, seat, a)
    if b != a:
        part += one_die_forms(s, seat, b)
    if part:
        opts.extend(("place", cells) for cells in part)
    else:
        opts.append(END)
    return opts, False


def forms_key(s, seat, total):
    """What the placements of `total` depend on: the seat's colours, their open cells, their supplies
    (capped at 6, the most a roll covers). The seat's table position is a function of it too."""
    cols = s.colours[seat]
    return cols, tuple(s.cells[c].translate(MASK) for c in cols), tuple(min(s.supply[c], 6) for c in cols), total


def play_option(s, seat, option, full):
    """Carry out one of place_options' moves on `s` itself."""
    kind, cells = option
    if kind == "place":
        cover(s, [(COLOUR_INDEX[name], o, n) for name, o, n in cells])
        after_use(s, seat, full=full)
    elif kind == "bank":
        bank_quasher(s, seat, s.dice[0] + s.dice[1])
        after_use(s, seat, full=True)
    else:
        nothing_fits(s, seat, s.dice)


def play_roll(s):
    """The dice fall for the seat to move (turns.throw): whether they fit is the caller's choice to
    make (it needs the seat's best use of them anyway; see ends_turn)."""
    throw(s, s.to_move)


def ends_turn(s, seat, option):
    """After play_roll: when the game ends a turn by itself (`auto_end`) and the seat's options are only
    END, the dice are given up at once, as turns.roll does."""
    if option is END and s.house.auto_end:
        nothing_fits(s, seat, s.dice, auto=True)


def choice_key(s, seat):
    """What the seat's best use of the dice on the table depends on when banking is not on offer: its
    colours, their open cells (octagon strings, 'x' covered, '.' open), their supplies
    capped at 6, the dice in order (one die alone is tried a first, then b) and whether one die may be
    split over several cells (the house rule). None when a 10 to 12
    could be banked (the bonus is weighed against the other seats)."""
    a, b = s.dice
    cols = s.colours[seat]
    supply = s.supply
    if a + b >= 10 and any(supply[c] for c in cols):
        return None
    cells = s.cells
    return (cols, tuple(cells[c].translate(MASK) for c in cols), tuple(min(supply[c], 6) for c in cols), a, b,
            s.house.split_single_die)


def in_place_phase(s):
    return s.phase == PLACE


def spend_bonus(s, seat, action):
    """A legal bonus action of the seat to move, carried out on `s` itself (bonus.apply_bonus without
    its checks and words)."""
    value = action["value"]
    spend(s, seat, value)
    if value == 10:
        if action["effect"] == "free_roll":
            s.free_roll = FREE_PENDING
        else:
            s.blocked[action["seat"]] += 1
            s.blockers = add_blocker(s.blockers, action["seat"], seat)
        s.phase = ROLL_AGAIN
        return
    cells = s.cells
    for st in action["steals"]:
        fname, fo, fn = st["from"]
        tname, to, tn = st["to"]
        fc, tc = COLOUR_INDEX[fname], COLOUR_INDEX[tname]
        fi, ti = cell_index(fo, fn), cell_index(to, tn)
        q = cells[fc][fi]
        cells[fc] = cells[fc][:fi] + "." + cells[fc][fi + 1:]
        cells[tc] = cells[tc][:ti] + q + cells[tc][ti + 1:]
    if not check_finished(s, seat):
        s.phase = ROLL_AGAIN
