"""Spending a banked bonus (rules.py's apply for {"type": "bonus"}): a 10 on a free roll or a block, an
11 stealing one quasher, a 12 stealing one from each seat; each checked with a reason a person can
read, the state unchanged when refused."""

from ...engine.naming import a_or_an
from ...engine.game import IllegalAction, require
from .moves import banked, victims
from .state import (BEFORE_ROLL, BONUS_VALUES, COLOUR_INDEX, COLOURS, FREE_PENDING, LETTER_COLOUR, PLAYING,
                    ROLL_AGAIN, cell_index, seat_word)
from .turns import add_blocker, cause, check_finished, event, spend
from .words import cell_words


def apply_bonus(state, seat, action):
    value = action.get("value")
    require(type(value) is int and value in BONUS_VALUES,
            f"the bonus octagons are 10, 11 and 12, not {value!r}")
    require(not state.bonus_used, "only one banked bonus can be used in a turn")
    require(state.phase == BEFORE_ROLL, "a banked bonus can be used only before your first roll")
    require(banked(state, seat, value), f"you have no quasher banked on bonus octagon {value}")
    if value == 10:
        effect = action.get("effect")
        if effect == "free_roll":
            require(set(action) == {"type", "value", "effect"}, "a free roll takes nothing else")
            s = state.copy()
            colour = spend(s, seat, 10)
            s.free_roll = FREE_PENDING
            event(s, seat, "bonus", f"{seat_word(seat)} spends a 10 on a free roll",
                  value=10, effect="free_roll")
            # told: the header shows its words while it is told; the log has the move's own, which say it all
            cause(s, "bonus_spent", seat, told=True, value=10, effect="free_roll", colour=colour)
            s.phase = ROLL_AGAIN
            return s
        require(effect == "block", "a 10 is spent on a free roll or to block a seat "
                                   "(effect free_roll or block)")
        require(set(action) == {"type", "value", "effect", "seat"}, "a block names exactly one seat")
        victim = action["seat"]
        require(isinstance(victim, int) and not isinstance(victim, bool) and 0 <= victim < state.seats,
                f"there is no seat {victim!r}")
        require(victim != seat, "you can't block yourself")
        require(state.status[victim] == PLAYING, f"{seat_word(victim)} is no longer playing")
        s = state.copy()
        colour = spend(s, seat, 10)
        s.blocked[victim] += 1
        s.blockers = add_blocker(s.blockers, victim, seat)
        event(s, seat, "bonus", f"{seat_word(seat)} spends a 10 to block {seat_word(victim)}",
              value=10, effect="block", target=victim)
        cause(s, "bonus_spent", seat, told=True, value=10, effect="block", target=victim, colour=colour)
        s.phase = ROLL_AGAIN
        return s
    require(set(action) == {"type", "value", "steals"},
            f"{a_or_an(str(value))} names its steals: {{\"type\":\"bonus\",\"value\":{value},\"steals\":[...]}}")
    steals = action["steals"]
    require(isinstance(steals, (list, tuple)) and steals, "name the quashers you steal")
    robbable = victims(state, seat)
    require(robbable, "no other seat still playing has a covered cell to steal from")
    if value == 11:
        require(len(steals) == 1, "an 11 steals exactly one quasher")
    else:
        n_open = state.open_count(seat)
        need = min(len(robbable), n_open)
        require(len(steals) == need,
                f"a 12 steals one quasher from each of {len(robbable)} seats"
                + ("" if need == len(robbable) else f", as many as your {n_open} open cells allow")
                + f": name {need}, not {len(steals)}")
    moves = []
    robbed = set()
    taken_to = set()
    for st in steals:
        require(isinstance(st, dict) and set(st) == {"seat", "from", "to"},
                "each steal is {\"seat\":1,\"from\":[colour,octagon,number],\"to\":[colour,octagon,number]}")
        v = st["seat"]
        require(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < state.seats,
                f"there is no seat {v!r}")
        require(v != seat, "you can't steal from yourself")
        require(state.status[v] == PLAYING, f"{seat_word(v)} is no longer playing")
        require(v in robbable, f"{seat_word(v)} has no covered cell to steal from")
        require(v not in robbed, f"{seat_word(v)} is robbed only once")
        if moves and v < moves[-1][0]:    # one order only, so each 12 is written one way in a log
            raise IllegalAction(f"list a 12's steals in seat order ({seat_word(v)} before "
                                f"{seat_word(moves[-1][0])})")
        robbed.add(v)
        fc, fo, fn = cell_of(state, st["from"], state.colours[v], f"{seat_word(v)}'s")
        require(state.cells[fc][cell_index(fo, fn)] != ".",
                f"{cell_words((COLOURS[fc], fo, fn))} is not covered")
        tc, to, tn = cell_of(state, st["to"], state.colours[seat], "your")
        require(state.cells[tc][cell_index(to, tn)] == ".",
                f"your {cell_words((COLOURS[tc], to, tn))} is already covered")
        require((tc, to, tn) not in taken_to, f"{cell_words((COLOURS[tc], to, tn))} gets only one quasher")
        taken_to.add((tc, to, tn))
        moves.append((v, fc, fo, fn, tc, to, tn))
    s = state.copy()
    colour = spend(s, seat, value)
    words = []
    quashers = []      # the colour of each quasher taken: a cell may hold another seat's (stolen before)
    for v, fc, fo, fn, tc, to, tn in moves:
        fi, ti = cell_index(fo, fn), cell_index(to, tn)
        q = s.cells[fc][fi]
        quashers.append(COLOURS[LETTER_COLOUR[q]])
        s.cells[fc] = s.cells[fc][:fi] + "." + s.cells[fc][fi + 1:]
        s.cells[tc] = s.cells[tc][:ti] + q + s.cells[tc][ti + 1:]
        words.append(f"{COLOURS[fc]} {fn} from {seat_word(v)} onto {COLOURS[tc]} {tn}")
    steals = [{"seat": v, "from": [COLOURS[fc], fo, fn], "to": [COLOURS[tc], to, tn]}
              for v, fc, fo, fn, tc, to, tn in moves]
    event(s, seat, "bonus", f"{seat_word(seat)} spends a {value} and steals "
          + "; ".join(words), value=value, steals=steals)
    # the state's log keeps its words and steals as saves hold them; what the move caused also says whose
    # quasher each steal moved ("quasher": its colour), which the cell's colour does not always tell
    cause(s, "bonus_spent", seat, tells_move=True, value=value, effect="steal", colour=colour,
          steals=[dict(st, quasher=q) for st, q in zip(steals, quashers)])
    if check_finished(s, seat):
        return s
    s.phase = ROLL_AGAIN
    return s


def cell_of(s, cell, cols, whose):
    if not isinstance(cell, (list, tuple)) or len(cell) != 3:
        raise IllegalAction(f"{cell!r} is not a cell: write [colour, octagon 0 or 1, number 1..9]")
    name, o, n = cell
    c = COLOUR_INDEX.get(name) if isinstance(name, str) else None
    if c is None:
        raise IllegalAction(f"{name!r} is not a colour ({', '.join(COLOURS)})")
    if c not in cols:
        if whose == "your":
            raise IllegalAction(f"{name} is not your colour: you play "
                                + " and ".join(COLOURS[x] for x in cols))
        raise IllegalAction(f"{name} is not {whose} colour")
    if type(o) is not int or o not in (0, 1):
        raise IllegalAction(f"octagon must be 0 or 1, not {o!r}")
    if type(n) is not int or not 1 <= n <= 9:
        raise IllegalAction(f"the cells are numbered 1 to 9, not {n!r}")
    return c, o, n
