"""The legal actions of a NumberQuash position (see rules.py for the rulings they follow): before a
roll the bonuses that may be spent and the roll, after it the placements, a bank or the end. An 11 is
listed in every form; a 12 only in a bounded way (steal_each.py composes any of them)."""

from .placements import can_place, can_use_die, one_die_forms, placements
from .state import BEFORE_ROLL, COLOURS, PLAYING, ROLL_AGAIN


def banked(s, seat, value):
    return sum(s.bonus[c * 3 + value - 10] for c in s.colours[seat])


def has_banked(s, seat):
    return any(s.bonus[c * 3 + v] for c in s.colours[seat] for v in range(3))


def others_playing(s, seat):
    return [o for o in range(s.seats) if o != seat and s.status[o] == PLAYING]


def victims(s, seat):
    """Seats a steal can rob: still playing, not the thief, with a covered cell."""
    return [o for o in others_playing(s, seat)
            if any(s.cells[c].count(".") < 18 for c in s.colours[o])]


def legal_actions(s):
    seat = s.to_move
    if s.phase == BEFORE_ROLL:
        acts = []
        if not s.bonus_used:
            acts.extend(bonus_actions(s, seat))
        acts.append({"type": "roll"})
        return acts
    if s.phase == ROLL_AGAIN:
        return [{"type": "roll"}]
    a, b = s.dice
    t = a + b
    acts = []
    if t >= 10 and any(s.supply[c] for c in s.colours[seat]):
        acts.append({"type": "bank"})
    full = placements(s, seat, t, every=True)
    if full:
        acts.extend({"type": "place", "cells": cells} for cells in full)
        return acts
    part = one_die_forms(s, seat, a)
    if b != a:
        part += one_die_forms(s, seat, b)
    if part:
        acts.extend({"type": "place", "cells": cells} for cells in part)
    else:
        acts.append({"type": "end"})
    return acts


def bonus_actions(s, seat):
    acts = []
    if banked(s, seat, 10):
        acts.append({"type": "bonus", "value": 10, "effect": "free_roll"})
        for o in others_playing(s, seat):
            acts.append({"type": "bonus", "value": 10, "effect": "block", "seat": o})
    has11, has12 = banked(s, seat, 11), banked(s, seat, 12)
    if not (has11 or has12):
        return acts
    robbed = victims(s, seat)
    if not robbed:
        return acts
    mine = open_types(s, seat)
    if not mine:
        return acts
    if has11:
        every_open = open_cells(s, seat)
        for v in robbed:
            for frm in covered_cells(s, v):
                for to in every_open:
                    acts.append({"type": "bonus", "value": 11,
                                 "steals": [{"seat": v, "from": list(frm), "to": list(to)}]})
    if has12:
        acts.extend(steal_each_actions(s, seat, robbed, mine))
    return acts


def open_types(s, seat):
    """One representative open cell per (colour, number) of the seat, as (colour, octagon, number)."""
    out = []
    for c in s.colours[seat]:
        cells = s.cells[c]
        for n in range(1, 10):
            if cells[n - 1] == ".":
                out.append((COLOURS[c], 0, n))
            elif cells[9 + n] == ".":
                out.append((COLOURS[c], 1, n))
    return out


def covered_cells(s, seat):
    """Every covered cell of the seat's colours, as (colour, octagon, number)."""
    out = []
    for c in s.colours[seat]:
        cells = s.cells[c]
        for o in (0, 1):
            for n in range(1, 10):
                if cells[o * 10 + n - 1] != ".":
                    out.append((COLOURS[c], o, n))
    return out


def top_covered(s, seat):
    """The highest covered number of each of the seat's colours (what a 12 is listed as taking)."""
    out = []
    for c in s.colours[seat]:
        cells = s.cells[c]
        for n in range(9, 0, -1):
            if cells[n - 1] != ".":
                out.append((COLOURS[c], 0, n))
                break
            if cells[9 + n] != ".":
                out.append((COLOURS[c], 1, n))
                break
    return out


def steal_each_actions(s, seat, robbed, mine):
    free = open_cells(s, seat)
    m = min(len(robbed), len(free))
    groups = [robbed] if m == len(robbed) else list(_combinations(robbed, m))
    # the thief's cells: every multiset of (colour, number) of size m, octagon 0 first
    avail = []
    for c in s.colours[seat]:
        cells = s.cells[c]
        for n in range(1, 10):
            k = (cells[n - 1] == ".") + (cells[9 + n] == ".")
            if k:
                first = 0 if cells[n - 1] == "." else 1
                avail.append([(COLOURS[c], first, n)] + ([(COLOURS[c], 1, n)] if k == 2 else []))
    targets = []

    def pick(i, left, acc):
        if left == 0:
            targets.append(sorted(acc))
            return
        for j in range(i, len(avail)):
            cells = avail[j]
            for take in range(1, min(len(cells), left) + 1):
                pick(j + 1, left - take, acc + cells[:take])

    pick(0, m, [])
    acts = []
    for group in groups:
        froms = [top_covered(s, v) for v in group]
        for combo in _product(froms):
            for to in targets:
                acts.append({"type": "bonus", "value": 12, "steals": [
                    {"seat": v, "from": list(f), "to": list(t)} for v, f, t in zip(group, combo, to)]})
    return acts


def open_cells(s, seat):
    out = []
    for c in s.colours[seat]:
        cells = s.cells[c]
        for o in (0, 1):
            for n in range(1, 10):
                if cells[o * 10 + n - 1] == ".":
                    out.append((COLOURS[c], o, n))
    return out


def usable(s, seat, a, b):
    """Can the dice on the table be placed (in full or one die) or banked? If not, the only move
    left would be to end."""
    t = a + b
    if t >= 10 and any(s.supply[c] for c in s.colours[seat]):
        return True
    return can_place(s, seat, t) or can_use_die(s, seat, a) or can_use_die(s, seat, b)


def _combinations(items, k):
    if k == 0:
        yield []
        return
    for i in range(len(items) - k + 1):
        for rest in _combinations(items[i + 1:], k - 1):
            yield [items[i]] + rest


def _product(lists):
    if not lists:
        yield []
        return
    for first in lists[0]:
        for rest in _product(lists[1:]):
            yield [first] + rest

