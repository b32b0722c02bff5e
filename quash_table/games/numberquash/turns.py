"""The turn flow of NumberQuash: rolling, the log and the events a move causes, what follows a roll
used or not usable (roll again, the free roll, the next turn), finishing, retiring, stalemate rounds and
the end of the game. Functions of a state copy being changed by `apply`."""

from ...engine.dice import roll_die
from .moves import has_banked, usable
from .state import (COLOURS, ENCODE, FINISHED, FREE_NOW, FREE_PENDING, LETTERS, LOG_KEEP, NO_FREE, OVER, PLACE,
                    PLAYING, RETIRED, ROLL_AGAIN, BEFORE_ROLL, cell_index, ordinal, seat_word)


def event(s, seat, kind, text, **extra):
    s.events += 1
    e = {"n": s.events, "seat": seat, "kind": kind, "text": text}
    e.update(extra)
    s.log.append(ENCODE(e))   # a string: dumps and copies cost nothing
    if len(s.log) > LOG_KEEP:
        del s.log[0]


def cause(s, kind, seat, **data):
    """Record a public event of the move being applied (state.caused; see Game.events)."""
    data["kind"], data["seat"] = kind, seat
    s.caused.append(data)


def throw(s, seat):
    """The dice fall: they lie on the table to be placed, and a double counts (a third one forfeits the
    seat's next turn). Returns the words a double adds to the roll's event ("" for none). The hard bot's
    playouts call this alone and decide themselves whether the dice fit (see roll)."""
    a, b = roll_die(s.rng, s.queue), roll_die(s.rng, s.queue)
    s.dice = s.last_roll = (a, b)
    s.phase = PLACE
    if a == b and s.free_roll != FREE_NOW:
        s.doubles += 1
        if s.doubles == 3:
            s.forfeit[seat] += 1
            return (" (third double: the next turn is forfeit)" if s.house.doubles_always
                    else " (third double: no further roll, and the next turn is forfeit)")
        return " (doubles)"
    return ""


def roll(s, seat, record=True):
    """Roll the dice. `record` False leaves the roll out of the log and the move's events: nothing else
    changes."""
    # the seat's roll before this one in the same turn (it rolls again after a double or for the free roll)
    before = s.last_roll if s.phase == ROLL_AGAIN and (s.doubles or s.free_roll == FREE_NOW) else None
    extra = throw(s, seat)
    a, b = s.dice
    if record:
        free = " (free roll)" if s.free_roll == FREE_NOW else ""
        event(s, seat, "roll", f"{seat_word(seat)} rolls {a} and {b}{free}{extra}", dice=[a, b])
        # its words are the whole move ("Seat 1 rolls 4 and 2 (6)"): the log says them for the bare move's;
        # "again": the same dice as the roll before, so two lines alike read as the two rolls they are
        cause(s, "dice_rolled", seat, dice=[a, b], double=a == b, free=bool(free),
              third_double=bool(extra) and s.doubles == 3,
              again=before is not None and sorted(before) == sorted((a, b)), tells_move=True)
    if s.house.auto_end and not usable(s, seat, a, b):     # after the roll's own events
        if record:
            event(s, seat, "end", f"{seat_word(seat)} can't use {a} and {b}")
        nothing_fits(s, seat, (a, b), auto=True)


def cover(s, cells):
    """Put a quasher of each cell's colour from its supply on the cells [(colour index, octagon, number)]."""
    for c, o, n in cells:
        i = cell_index(o, n)
        row = s.cells[c]
        s.cells[c] = row[:i] + LETTERS[c] + row[i + 1:]
        s.supply[c] -= 1
    s.covered = True


def bank_quasher(s, seat, total):
    """Bank a roll of `total` (10..12): a quasher of the seat's colour with the most in supply (the first
    on a tie) goes onto that bonus octagon. Returns the colour index."""
    cols = s.colours[seat]
    c = max(cols, key=lambda c: (s.supply[c], -cols.index(c)))
    s.supply[c] -= 1
    s.bonus[c * 3 + total - 10] += 1
    return c


def spend(s, seat, value):
    s.bonus_used = True
    for c in s.colours[seat]:
        if s.bonus[c * 3 + value - 10]:
            s.bonus[c * 3 + value - 10] -= 1
            s.supply[c] += 1
            return COLOURS[c]       # whose side of the octagon it left (the event says it: bonus_marks.py)
    raise AssertionError("no banked quasher to spend")


def add_blocker(blockers, victim, seat):
    """`blockers` (who blocked each seat, one a turn it will miss) with `seat`'s block of `victim` last."""
    return blockers[:victim] + (blockers[victim] + (seat,),) + blockers[victim + 1:]


def after_use(s, seat, full):
    """The dice on the table were used (or could not be): roll again, or end the turn."""
    a, b = s.dice
    s.dice = None
    if check_finished(s, seat):
        return
    if a == b and s.free_roll != FREE_NOW and (
            s.house.doubles_always or (full and s.doubles < 3)):
        s.phase = ROLL_AGAIN      # "used": a double used in full, up to the third; "always": every one
        return
    if s.free_roll == FREE_PENDING:
        s.free_roll = FREE_NOW
        s.phase = ROLL_AGAIN
        return
    end_turn(s)


def after_use_told(s, seat, full):
    """after_use for a move the rules apply (a placement, a bank): when the seat rolls again, its event
    says why (a double, or the free roll), so nobody wonders why the same player rolls once more."""
    pending = s.free_roll == FREE_PENDING
    after_use(s, seat, full)
    if s.to_move == seat and s.phase == ROLL_AGAIN:
        cause(s, "roll_again", seat, why="free_roll" if pending and s.free_roll == FREE_NOW else "double")


def nothing_fits(s, seat, dice, auto=False):
    """The dice on the table cannot be used (the seat ended, or under `auto_end` the roll itself
    found nothing): say so, and what follows (another roll, the free roll, or the next turn)."""
    # ended by hand, it tells the move ("Seat 1 ends the turn: nothing fits 4 and 6"); by itself, it is
    # said on a line of its own under the roll's sentence (its words are news, not the roller's clause)
    event = {"kind": "nothing_fits", "seat": seat, "dice": list(dice), "auto": auto, "tells_move": not auto,
             "own_line": auto}
    s.caused.append(event)
    pending = s.free_roll == FREE_PENDING
    after_use(s, seat, full=False)
    if s.to_move == seat and s.phase == ROLL_AGAIN:
        event["then"] = "free_roll" if pending and s.free_roll == FREE_NOW else "roll_again"
    else:
        event["then"] = "turn_over"


def check_finished(s, seat):
    """Finish or retire the seat if it has; True when its turn is over because of it."""
    if any("." not in s.cells[c] for c in s.colours[seat]):
        s.status[seat] = FINISHED
        s.places[seat] = s.next_place
        s.next_place += 1
        done = next(COLOURS[c] for c in s.colours[seat] if "." not in s.cells[c])
        event(s, seat, "finish", f"{seat_word(seat)} has quashed all 18 {done} cells: Quashed! "
                                       f"({ordinal(s.places[seat])} place)", place=s.places[seat])
        cause(s, "quash", seat, colour=done, place=s.places[seat])
        if (s.next_place - 1 >= s.house.places      # the places played for are all taken
                and sum(1 for o in range(s.seats) if s.status[o] == PLAYING) > 1):
            # one seat still playing is placed by itself below, whatever the places played for: a 2-player
            # race against a bot ended "1st: Bot 2" with no place for the loser, where the same race at a
            # shared screen (places 3) said "2nd: Ann" (review 17)
            # why the game ends, said by the rules as the log's last line (at 6 seats the log ended on a
            # seat's "Quashed! (3rd place)" and never said the game was over, review 37)
            taken = s.next_place - 1
            event(s, None, "places_taken", f"All {taken} places played for are taken: the game is over",
                  places=taken)
            cause(s, "places_taken", None, places=taken, own_line=True)
            game_over(s, "first_finisher" if s.house.places == 1 else "places")
            return True
    elif not any(s.supply[c] for c in s.colours[seat]) and not has_banked(s, seat):
        s.status[seat] = RETIRED
        event(s, seat, "retire", f"{seat_word(seat)} has used up every quasher and retires")
        cause(s, "retired", seat)
    else:
        return False
    playing = [o for o in range(s.seats) if s.status[o] == PLAYING]
    if len(playing) <= 1:
        for o in playing:
            s.places[o] = s.next_place
            s.next_place += 1
            event(s, o, "last", f"{seat_word(o)} is the last seat playing: "
                                      f"{ordinal(s.places[o])} place", place=s.places[o])
            cause(s, "last_seat", o, place=s.places[o])
        game_over(s, "all_placed")
        return True
    end_turn(s)
    return True


def game_over(s, why):
    s.ended = why
    s.to_move = None
    s.phase = OVER
    s.dice = None


def end_turn(s):
    s.dice = None
    s.doubles, s.bonus_used, s.free_roll = 0, False, NO_FREE
    n = len(s.order)
    pos = s.pos
    while True:
        pos += 1
        if pos >= n:
            pos = 0
            if s.covered:
                if s.stalemate:      # the stalemate rounds in a row are over: the log says so (it went
                    #                  on silently, and the next one read "stalemate round 1 of 5")
                    cause(s, "stalemate_over", None, round=s.round_no, was=s.stalemate,
                          of=s.options["stalemate_rounds"], own_line=True)   # news of the round, not the mover's
                s.stalemate = 0
            else:
                s.stalemate += 1
                event(s, None, "stalemate", f"Round {s.round_no} was a stalemate round "
                      f"({s.stalemate} of {s.options['stalemate_rounds']})", count=s.stalemate)
                cause(s, "stalemate_round", None, round=s.round_no, count=s.stalemate,
                      of=s.options["stalemate_rounds"], own_line=True)    # news of the round: its own line
            s.covered = False
            s.round_no += 1
            if s.stalemate >= s.options["stalemate_rounds"]:
                playing = [o for o in range(s.seats) if s.status[o] == PLAYING]
                for o in playing:
                    s.places[o] = s.next_place
                s.next_place += len(playing)
                event(s, None, "draw", "Stalemate: the game ends in a draw between "
                      + ", ".join(seat_word(o) for o in playing), seats=playing)
                cause(s, "draw", None, seats=list(playing), of_seats=s.seats, own_line=True)
                game_over(s, "stalemate")
                return
        seat = s.order[pos]
        if s.status[seat] != PLAYING:
            continue
        if s.forfeit[seat]:
            s.forfeit[seat] -= 1
            event(s, seat, "skip", f"{seat_word(seat)} forfeits this turn (third double)",
                  why="forfeit")
            cause(s, "skip", seat, why="forfeit", own_line=True)   # news for that seat, not the mover's clause
            continue
        if s.blocked[seat]:
            s.blocked[seat] -= 1
            # who spent the 10 (the first block still to be served), said by the log and the header: "Bot 2 is
            # blocked and misses this turn" left a new player asking by what, and which turn (review 28)
            by = s.blockers[seat][0] if s.blockers[seat] else None
            s.blockers = s.blockers[:seat] + (s.blockers[seat][1:],) + s.blockers[seat + 1:]
            event(s, seat, "skip", f"{seat_word(seat)} is blocked and misses this turn",
                  why="blocked")
            cause(s, "skip", seat, why="blocked", by=by, own_line=True)   # news for that seat, not the mover's clause
            continue
        s.pos = pos
        s.to_move = seat
        s.phase = BEFORE_ROLL
        return
