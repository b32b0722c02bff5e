"""How a person builds a NumberQuash move on the board, one drop or button at a time (engine/composer.py;
no pygame).

Pieces (the board's sprite keys):
- "dice:pair"          both dice: dropped on one of your cells it covers it as part of the roll's total
                       (or of one die's number when the total fits nowhere);
- "die:0", "die:1"     one die: dropped on a cell of its own number, it waits there as part of the roll;
- "q:<colour>:<o>:<n>" the quasher on another seat's covered cell, before your roll, for a banked 11
                       (one quasher onto one of your open cells) or 12 (one from each other player).
Targets are your cells, "cell:<colour>:<o>:<n>". Buttons: "roll", "bank", "end", "free" (a 10's free
roll), "block:<seat>", "cover" (send the cells picked), "clear" (take back the cells picked or the
quashers taken), "mode:11" and "mode:12" (with both an 11 and a 12 banked: which one the steals are
for; the one chosen stays offered, pressing it again changes nothing), "steal:how" (with only one of them
banked: says the steal is a drag and that Roll keeps the bonus banked; it sends nothing).

A placement is built cell by cell: each drop adds a cell that can still lead to a legal placement (the
ones that can are lit), and the move is sent as soon as the cells picked are a legal placement that no
further cell could extend; when one could (a single die split over cells, whose other die is larger),
"cover" sends it. Dropping the pair on a cell already picked takes that cell back (the board's click on a
cell is that drop). Placements and 11s are every legal form in `legal`; a 12 is listed only in part
(see rules.py), so its steals are judged by steal_each.StealEach and the finished 12 may be one the list
does not hold (the rules accept every legal form: `NumberQuash.listed_in_part`).
"""

from ...engine.naming import a_or_an
from ...engine.composer import ComposerButton, Composer, Outcome
from .state import COLOUR_INDEX, COLOURS
from . import words
from .bots import Position
from .reasons import placement_reason
from .steal_each import StealEach

PAIR = "dice:pair"
MODES = ("mode:11", "mode:12")     # which banked steal the quashers dragged are for
ROLL_FIRST = "Finish the 12 or put its quashers back (Backspace) first"
PUT_BACK_FIRST = "put the quashers back (Backspace)"    # a hint that does not finish the 12 half built
# a hint that does not finish the split (or the die) begun: its cells cannot be used with the cells picked (session 59:
# the pair on left red 5 of an 8, H said "cover left red 8", a cell no drop could reach from there)
CLEAR_FIRST = "clear the cells picked (Backspace)"
# a lone banked steal's button (steal:how): the steal itself is a drag, and Roll leaves the bonus banked (with one
# banked and no button a new player thought Roll had wasted it; both banked had their mode buttons)
STEAL_HOW = "steal:how"
HOW_WORDS = {
    11: "Drag a quasher from another player's cell onto one of your open cells to steal it (your 11). "
        "Roll instead and the 11 stays banked for a later turn.",
    12: "Drag one quasher from each other player onto your open cells to steal them (your 12). "
        "Roll instead and the 12 stays banked for a later turn.",
}
ON_YOURS = "Drop the quasher on one of your open cells: the ringed ones take it"


def cell_key(cell):
    return f"cell:{cell[0]}:{cell[1]}:{cell[2]}"


def quasher_key(cell):
    return f"q:{cell[0]}:{cell[1]}:{cell[2]}"


def parse_cell(key, prefix):
    """The cell (colour, octagon, number) a key names, or None."""
    parts = key.split(":") if isinstance(key, str) else []
    if len(parts) != 4 or parts[0] != prefix or parts[2] not in ("0", "1") or parts[3] not in "123456789" \
            or len(parts[3]) != 1:
        return None
    return parts[1], int(parts[2]), int(parts[3])


def cell_words(cell):
    """"left red 4": the side as the rules page names it (it said "red 4" of the left one and "red 4 (2nd
    octagon)" of the right, review 28)."""
    return words.cell_words(cell)


def cell_bit(cell):
    """A cell as one bit (colour, octagon, number): a placement is the sum of its cells' bits, so the
    tens of thousands of placements a roll can have with three colours are indexed as plain ints."""
    return 1 << (COLOUR_INDEX[cell[0]] * 18 + cell[1] * 9 + cell[2] - 1)


def bit_cells(mask):
    """The cells of a mask, in order."""
    out = []
    while mask:
        low = mask & -mask
        i = low.bit_length() - 1
        out.append((COLOURS[i // 18], (i % 18) // 9, i % 9 + 1))
        mask ^= low
    return out


def cells_mask(cells):
    return sum(cell_bit(c) for c in cells)


class MoveIndex:
    """The legal actions of one position, indexed for the composer: placements by their cells' mask, 11s
    by (victim, from, to), the 10s, roll, bank and end."""

    def __init__(self, legal):
        self.places = []            # (mask of its cells, action)
        self.place_by_mask = {}
        self.steal11 = {}
        self.has12 = False
        self.block = {}
        self.single = {}            # "roll" / "bank" / "end" / "free" -> action
        bits = {}                   # id of a cell list -> its bit (the rules share equal cells' lists)
        for a in legal:
            kind = a["type"]
            if kind == "place":
                mask = 0
                for c in a["cells"]:
                    b = bits.get(id(c))
                    if b is None:
                        b = bits[id(c)] = cell_bit(c)
                    mask |= b
                self.places.append((mask, a))
                self.place_by_mask[mask] = a
            elif kind in ("roll", "bank", "end"):
                self.single[kind] = a
            elif kind == "bonus" and a["value"] == 10:
                if a["effect"] == "free_roll":
                    self.single["free"] = a
                else:
                    self.block[a["seat"]] = a
            elif kind == "bonus" and a["value"] == 11:
                st = a["steals"][0]
                self.steal11[(st["seat"], tuple(st["from"]), tuple(st["to"]))] = a
            elif kind == "bonus":
                self.has12 = True


class NumberQuashComposer(Composer):
    def __init__(self, view, legal):
        super().__init__(view, legal)
        self.me = view["seat"]
        self.ix = MoveIndex(self.legal)
        self.picks = []             # [(cell, die index or None)]: the placement being built
        self.steals = []            # [(victim, from cell, to cell)]: the 12 being collected
        self.mode12 = self.ix.has12 and not self.ix.steal11    # with both banked, the 11 first
        self.roll_past = None       # the board's RollPast: the first Roll past a banked bonus says so (roll_past.py)
        self._ext = {}
        self._each_for = {}         # picks of a 12 -> its StealEach
        self._owner = {c: s for s, cols in enumerate(view["colours"]) for c in cols}
        # what the last step did, in words, when the person may not have meant it: the pair dropped on a
        # cell lower than its total starts a split there (the board shows it; "" for a plain step)
        self.note = ""

    # --- what the placement being built can still become --------------------------------------------------
    def picked(self):
        return [c for c, _ in self.picks]

    def extensions(self, cells=None):
        """Cells that, added to `cells` (the picks), still lead to a legal placement: what lights."""
        key = cells_mask(self.picked() if cells is None else cells)
        got = self._ext.get(key)
        if got is None:
            union = 0
            for mask, _ in self.ix.places:
                if mask & key == key:
                    union |= mask
            got = self._ext[key] = set(bit_cells(union & ~key))
        return got

    def complete(self, cells=None):
        """The legal placement the cells picked make, or None."""
        return self.ix.place_by_mask.get(cells_mask(self.picked() if cells is None else cells))

    def target_words(self):
        """What the cells picked must add up to: the total, or (when it fits nowhere) the die or dice that
        can still be used ("6", not "6 or 4" when no 4 is open)."""
        a, b = self.view["dice"] or (0, 0)
        if not self.view["fallback"]:
            return str(a + b)
        usable = self.usable_dice()
        return " or ".join(map(str, usable)) if usable else f"{a} or {b}"

    def usable_dice(self):
        """With a total that fits nowhere: the dice's numbers some placement uses, in the dice's order."""
        made = {sum(c[2] for c in a["cells"]) for _, a in self.ix.places}
        return list(dict.fromkeys(v for v in self.view["dice"] or () if v in made))

    def stealing(self):
        """A StealEach for the 12 being collected (None outside one)."""
        if not (self.mode12 and self.ix.has12):
            return None
        return self._each(tuple(self.steals))

    def _each(self, steals=()):
        """The StealEach for these picks, made once: the board asks for pieces and targets many times a
        frame, and each is a walk over every seat's cells."""
        got = self._each_for.get(steals)
        if got is None:
            got = self._each_for[steals] = StealEach(self.view, self.me, steals)
        return got

    def steal_ready(self):
        return self.view["phase"] == "before_roll" and (self.ix.steal11 or self.ix.has12)

    # --- the interface ----------------------------------------------------------------------------------
    def pieces(self):
        if self.ix.places:
            ext = self.extensions()
            used = {d for _, d in self.picks if d is not None}
            out = [PAIR] if ext else []
            for i, v in enumerate(self.view["dice"] or ()):
                if i not in used and any(c[2] == v for c in ext):
                    out.append(f"die:{i}")
            return out
        if not self.steal_ready():
            return []
        st = self.stealing()
        if st is not None:
            if len(self.steals) >= st.need:
                return []
            return [quasher_key(c) for v in st.victims if v not in st.robbed for c in sorted(st.covered[v])]
        froms = []
        for _, frm, _ in self.ix.steal11:
            if quasher_key(frm) not in froms:
                froms.append(quasher_key(frm))
        return froms

    def why_not_pick(self, piece):
        """A quasher that may not be taken for the 11 or 12 under way says why (a seat robbed already...),
        and so does a die that fits no open cell of yours."""
        if isinstance(piece, str) and piece.startswith("die:"):
            return self._why_not_die(piece)
        frm = parse_cell(piece, "q")
        if frm is None or frm[0] not in self._owner or not self.steal_ready() or piece in self.pieces():
            return None
        if self._owner[frm[0]] == self.me:
            return "A steal takes another player's quasher, not one of yours"
        st = self.stealing() or self._each()
        return st.why_not_take(self._owner[frm[0]], frm) or "That quasher cannot be taken now."

    def _why_not_die(self, piece):
        dice = self.view["dice"]
        if not dice or not self.ix.places or piece in self.pieces() or not piece[4:].isdigit():
            return None
        i = int(piece[4:])
        v = dice[i]
        if any(d == i for _, d in self.picks):
            return f"That {v} is in the cells picked already (Clear takes them back)"
        if self.view["fallback"]:
            return f"No open cell of yours is {a_or_an(str(v))}: only the {self.target_words()} can be used"
        target = self.target_words()
        mine = [(c, o, v) for c in self.view["colours"][self.me] for o, cells in enumerate(self.view["octagons"][c])
                if cells[v - 1] is None and (c, o, v) not in self.picked()]
        if not mine:
            return f"No open cell {v} of yours helps make {target}: drag the pair, or click cells adding up to {target}"
        # the cell is open, but what would be left of the roll fits none of your other open cells: a double
        # as it fell needs two cells of its number ("No open cell 4 of yours" of a 4 open on octagon 2)
        rest = (sum(dice) - sum(c[2] for c in self.picked())) - v
        where = cell_words(mine[0]) if len(mine) == 1 else f"open {v}s"
        if dice[0] == dice[1] and not self.picks:
            return (f"Your {where} can't take this die: a double {v} on its own numbers needs a second open {v}, "
                    f"or cells adding up to {rest}. Cover {target} another way: the ringed cells")
        return (f"Your {where} can't take this die: no other open cells of yours add up to the {rest} left. "
                f"Cover {target} another way: the ringed cells")

    def why_not_end(self):
        """Why End turn is greyed (its tooltip, and what E says), or "" when it may be pressed."""
        if "end" in self.ix.single or self.view["seat"] != self.view["to_move"]:
            return ""
        if not self.view["dice"]:
            return "End turn is for a roll nothing fits: roll first"
        return "End turn is only for a roll nothing fits: this one fits the ringed cells"

    def why_not_bank(self):
        """Why Bank is greyed (its tooltip, and what B says), or "" where it may be pressed or no reason is sure
        (review 56q: B on a roll of 5 did nothing, nothing said)."""
        if "bank" in self.ix.single or self.view["seat"] != self.view["to_move"]:
            return ""
        if not self.view["dice"]:
            return "Bank is for a roll of 10, 11 or 12: roll first"
        total = sum(self.view["dice"])
        return f"Only a roll of 10, 11 or 12 may be banked: this one is {total}" if total < 10 else ""

    def targets(self, piece):
        if piece == PAIR and self.ix.places:
            return [cell_key(c) for c in sorted(self.extensions())]
        die = self._die(piece)
        if die is not None:
            return [cell_key(c) for c in sorted(self.extensions()) if c[2] == die[1]]
        frm = parse_cell(piece, "q")
        if frm is None or piece not in self.pieces():
            return []
        st = self.stealing()
        if st is not None:
            victim = self._owner.get(frm[0])
            return [cell_key(to) for to in sorted(st.mine_open) if st.drop(victim, frm, to)[0] != "refuse"]
        return [cell_key(to) for (v, f, to) in self.ix.steal11 if f == frm]

    def drop(self, piece, target):
        cell = parse_cell(target, "cell")
        if piece == PAIR or self._die(piece) is not None:
            return self._drop_dice(piece, cell)
        frm = parse_cell(piece, "q")
        if frm is None or frm[0] not in self._owner or not self.steal_ready():
            return Outcome.refused("That cannot be moved now.")
        if cell is None:
            return Outcome.refused(ON_YOURS)
        victim = self._owner[frm[0]]
        st = self.stealing()
        if st is not None:       # StealEach says why a quasher may not be taken (a seat robbed already...)
            what, detail = st.drop(victim, frm, cell)
            if what == "refuse":
                return Outcome.refused(detail)
            if what == "act":
                self.steals = []
                return Outcome.play(detail)
            self.steals.append((victim, frm, cell))
            return Outcome.step()
        action = self.ix.steal11.get((victim, frm, cell))
        if action is not None:
            return Outcome.play(action)
        why = self._each().why_not_take(victim, frm) or self._each().why_not_put(cell)
        return Outcome.refused(why or "An 11 takes one quasher of another player onto one of your open cells.")

    def off_target(self, piece):
        """Why a die, the pair or a stolen quasher dropped where no cell is (a bonus octagon, the tray, the
        felt) springs back: it did so without a word."""
        if piece in self.pieces() and (piece == PAIR or piece.startswith("die:")):
            return f"Drop the dice on one of your cells: the ringed ones can cover {self.target_words()}"
        if parse_cell(piece, "q") is not None and piece in self.pieces():
            return ON_YOURS
        return None

    def _die(self, piece):
        """(index, value) of a die piece that may be picked now, else None."""
        if not (isinstance(piece, str) and piece.startswith("die:")) or piece not in self.pieces():
            return None
        i = int(piece[4:])
        return i, self.view["dice"][i]

    def _drop_dice(self, piece, cell):
        if piece not in self.pieces():
            if piece == PAIR and cell in self.picked():
                return self._unpick(cell)
            return Outcome.refused("There are no dice to place now.")
        if cell is None:
            return Outcome.refused("Drop the dice on one of your cells.")
        die = self._die(piece)
        if cell in self.picked():
            if die is None:
                return self._unpick(cell)
            return Outcome.refused(f"You picked your {cell_words(cell)} already")
        if cell not in self.extensions():
            return Outcome.refused(self._why_not_cell(cell, die))
        if die is not None and cell[2] != die[1]:
            return Outcome.refused(f"This die shows {die[1]}: drop it on a {die[1]}, or drag the pair of dice "
                                   f"to cover the total or a split")
        cells = self.picked() + [cell]
        done = self.complete(cells)
        if done is not None and not self.extensions(cells):
            self.picks = []
            return Outcome.play(done)
        self.note = self._split_note(cell) if die is None and not self.picks else ""
        self.picks.append((cell, None if die is None else die[0]))
        return Outcome.step()

    def _split_note(self, cell):
        """The pair dropped on a cell below its total does not cover the total there (the rules: the total
        goes on ONE cell of its number, or is split over cells adding up to it): it starts a split on that
        cell. Said, with the way back, as a player who meant to place the pair otherwise sees only a ring."""
        total = sum(self.view["dice"])
        if self.view["fallback"] or cell[2] >= total:
            return ""
        # neutral words: a split is a legal move ("12 won't go on a 3" read as an error, review 22); first what
        # the pair makes and that it is being split ("Split of 5 started on left red 4" read as the pair
        # silently doing something else than covering the 4, review 56q); the split first, not "The pair makes 7,
        # not 1", which read as a refusal of a click on the 1 (review 59u)
        return (f"Your {total} is split: {cell[2]} on {cell_words(cell)} (the pair makes {total}); pick cells for "
                f"the {total - cell[2]} left, or Clear (\u232b) takes it back")

    def _unpick(self, cell):
        self.note = ""
        self.picks = [(c, d) for c, d in self.picks if c != cell]
        return Outcome.step()

    def _why_not_cell(self, cell, die):
        owner = self._owner.get(cell[0])
        if owner != self.me:
            # whose it is, and whose to use ("That is not one of your cells." of a click on another's octagon
            # said nothing, review 57)
            yours = " and ".join(self.view["colours"][self.me])
            whose = f"Seat {owner + 1}'s" if owner is not None else "not your"
            return f"That is {whose} {cell[0]} octagon: you cover cells of your own, the {yours} ones"
        # a die on another number is told so first: "Your red 6 is already covered" of a 3 dropped there
        # said nothing of why a die goes on its own number
        if die is not None and cell[2] != die[1]:
            return (f"This die shows {die[1]}: drop it on a {die[1]}, or drag the pair of dice to cover the "
                    f"total or a split")
        if self.view["octagons"][cell[0]][cell[1]][cell[2] - 1] is not None:
            return f"Your {cell_words(cell)} is already covered"
        if self.picks:
            return (f"Your {cell_words(cell)} can't complete {self.target_words()} with the cells you picked: "
                    f"the ringed cells can")
        return f"Your {cell_words(cell)} can't be part of covering {self.target_words()}"

    # --- buttons ------------------------------------------------------------------------------------------
    def buttons(self):
        ix, out = self.ix, []
        busy12 = bool(self.steals)
        for bid in ("free", "roll", "bank", "end"):
            if bid in ix.single:
                held = busy12 and bid in ("free", "roll")
                out.append(ComposerButton(bid, self.label(bid), not held, ROLL_FIRST if held else ""))
        for seat in sorted(ix.block):
            out.append(ComposerButton(f"block:{seat}", f"Block seat {seat + 1}", not busy12,
                                      ROLL_FIRST if busy12 else ""))
        if self.steal_ready() and ix.steal11 and ix.has12:
            for bid in MODES:
                out.append(ComposerButton(bid, self.label(bid), not busy12,
                                          "Put the quashers back first" if busy12 else ""))
        elif self.steal_ready() and not self.steals:
            out.append(ComposerButton(STEAL_HOW, self.label(STEAL_HOW)))
        if self.picks:
            done = self.complete()
            out.append(ComposerButton("cover", "Cover these", done is not None,
                                      "" if done else f"Pick cells adding up to {self.target_words()}"))
        if self.picks or self.steals:
            out.append(ComposerButton("clear", "Clear"))
        return out

    def label(self, bid):
        if bid in MODES:
            return "Steal one (11)" if bid == "mode:11" else "From each (12)"
        if bid == STEAL_HOW:
            return "Steal (12)" if self.mode12 else "Steal (11)"
        return {"free": "Free roll (10)", "roll": "Roll", "bank": "Bank", "end": "End turn"}[bid]

    def press(self, button):
        offered = {b.id: b for b in self.buttons()}
        b = offered.get(button)
        if b is None:
            return Outcome.refused("That button does nothing now.")
        if not b.enabled:
            return Outcome.refused(b.reason or "That button does nothing now.")
        if button == "clear":
            self.cancel()
            return Outcome.step()
        if button in MODES:
            self.mode12 = button == "mode:12"
            return Outcome.step()
        if button == STEAL_HOW:         # nothing to send: the steal is a drag; the table says how
            return Outcome("step", said=HOW_WORDS[12 if self.mode12 else 11])
        if button == "cover":
            done = self.complete()
            self.picks = []
            return Outcome.play(done)
        if button.startswith("block:"):
            return Outcome.play(self.ix.block[int(button[6:])])
        if button == "roll" and self.roll_past is not None:
            said = self.roll_past.first_roll(self.spendable(), self)    # (a composer is made for each position)
            if said:
                return Outcome.step(said)
        return Outcome.play(self.ix.single[button])

    def spendable(self):
        """The bonuses (10, 11, 12) that may be spent now, before rolling."""
        ix = self.ix
        return [v for v, can in ((10, "free" in ix.single or ix.block), (11, ix.steal11), (12, ix.has12)) if can]

    def cancel(self):
        self.picks, self.steals = [], []
        self.note = ""

    def busy(self):
        return bool(self.picks or self.steals)

    def building(self):
        """A 12 half built: two ways to finish it from the quashers taken (steal_each.finishes), which the
        hint composes its 12 from, keeping them; a split (or a die) begun: the placements that finish it, which
        the hint's reason weighs its move against (reasons.py: "your left red 2 and 5 stay open, not the 7"
        compared the 7 with the dice as they fell, the 1 picked, review 59); else nothing."""
        st = self.stealing()
        if st is not None and self.steals:
            return st.finishes()
        key = cells_mask(self.picked()) if self.picks else 0
        return [a for mask, a in self.ix.places if mask & key == key] if key else []

    def first_words(self, action):
        """A hint whose first step puts the quashers of a 12 half built back, or clears the cells picked of a split
        or the die waiting on its cell (it hints another move)."""
        if not self.busy() or self.next_step(action) != ("press", "clear"):
            return None
        return PUT_BACK_FIRST if self.steals else CLEAR_FIRST

    def takes_back(self, step):
        return step in (("press", "cancel"), ("press", "clear"))

    # --- hints --------------------------------------------------------------------------------------------
    def step_words(self, action):
        """A split hinted and partly picked: the cells still to cover ("now cover left red 3"), not the whole move
        again beside "Cells picked: left red 2" (session 52: "cover left red 2 and 3" stood after the 2 was
        picked); a hinted 12 partly taken: the steals still to make ("now steal left yellow 8 onto left red 8");
        None else."""
        if action.get("type") == "bonus" and action.get("value") == 12 and self.mode12 and self.steals:
            # the steals still to make ("steal left blue 4 and left yellow 8" stayed after the blue 4 was taken,
            # review 61)
            taken = set(self.steals)
            left = [st for st in action["steals"] if (st["seat"], tuple(st["from"]), tuple(st["to"])) not in taken]
            return f"now {words.steals_hint(left, self.view.get('octagons'))}" if left and len(left) < len(
                action["steals"]) else None
        left = self._cells_left(action) if action.get("type") == "place" and self.picks else None
        return f"now cover {words.cells_words(left)}" if left else None

    def step_reason(self, action):
        """Why the rest of a hinted split once a cell of it is picked, weighed against the ways still to finish it
        (reasons.begun_other), not the whole move's reason, which compared with moves the pick has ruled out ("your
        left red 4 and 8 stay open, not the 3 and 9" with the 3 picked, review 61); None else."""
        if action.get("type") != "place" or not self.picks or not self._cells_left(action):
            return None
        return placement_reason(Position(dict(self.view, building=self.building())), action, self.legal)

    def _cells_left(self, action):
        """The hinted placement's cells not picked yet, in its order, or None where a pick is none of its."""
        cells = [tuple(c) for c in action["cells"]]
        picked = set(self.picked())
        return [c for c in cells if c not in picked] if picked <= set(cells) else None

    def next_step(self, action):
        enabled = {b.id for b in self.buttons() if b.enabled}
        step = self._next_step(action, enabled)
        if step is None and self.busy() and "clear" in enabled:
            return ("press", "clear")      # a 12 or a split half built the hint does not finish: put it back first
        return step

    def _next_step(self, action, enabled):
        kind = action.get("type")
        if kind == "place":
            return self._next_place(action, enabled)
        if kind == "bonus" and action.get("value") in (11, 12):
            return self._next_steal(action, enabled)
        if kind == "bonus":
            bid = "free" if action.get("effect") == "free_roll" else f"block:{action.get('seat')}"
        else:
            bid = kind
        wanted = self.ix.block.get(action.get("seat")) if bid.startswith("block:") else self.ix.single.get(bid)
        return ("press", bid) if bid in enabled and wanted == action else None

    def _next_place(self, action, enabled):
        left = self._cells_left(action)
        if left is None or self.complete({tuple(c) for c in action["cells"]}) != action:
            return None
        if not left:
            return ("press", "cover") if "cover" in enabled else None
        return ("drop", PAIR, cell_key(min(left)))

    def _next_steal(self, action, enabled):
        twelve = action["value"] == 12
        if twelve != self.mode12:
            bid = "mode:12" if twelve else "mode:11"
            return ("press", bid) if bid in enabled else None
        steals = [(st["seat"], tuple(st["from"]), tuple(st["to"])) for st in action["steals"]]
        if not set(self.steals) <= set(steals):
            return None
        for v, frm, to in steals:
            if (v, frm, to) not in self.steals:
                return ("drop", quasher_key(frm), cell_key(to))
        return None


def numbered(keys, n):
    """The cell keys among `keys` of cells numbered n, in their order (the board's digit keys)."""
    return [k for k in keys if (parse_cell(k, "cell") or (0, 0, 0))[2] == n]
