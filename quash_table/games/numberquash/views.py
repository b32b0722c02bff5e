"""What NumberQuash shows and saves: a seat's view (everything is public), the result, and the state
to and from plain data."""

import json

from ...engine.dice import check_stacked_dice
from ...engine.game import IllegalAction, require
from ...engine.naming import counted_unit
from ...engine.rng import Rng
from .placements import can_place
from .state import (CELL_NAME, COLOUR_INDEX, COLOURS, EMPTY, FREE_NOW, FREE_PENDING, LETTERS, NO_FREE, PLACE, PLAYING,
                    RETIRED, HouseRules, State, colour_names, opening_lists, ordinal, seat_word, used_colours)


def view(s, seat):
    used = used_colours(s.colours)
    octagons = {}
    for c, name in used:
        row = s.cells[c]
        octagons[name] = [[CELL_NAME[ch] for ch in row[:9]], [CELL_NAME[ch] for ch in row[10:]]]
    free = {NO_FREE: None, FREE_PENDING: "pending", FREE_NOW: "now"}[s.free_roll]
    fallback = False
    if s.phase == PLACE:
        fallback = not can_place(s, s.to_move, s.dice[0] + s.dice[1])
    return {
        "game": "numberquash", "seat": seat, "seats": s.seats, "to_move": s.to_move, "phase": s.phase,
        "colours": [[COLOURS[c] for c in cols] for cols in s.colours],
        "octagons": octagons,
        "supply": {name: s.supply[c] for c, name in used},
        "bonus": {name: {"10": s.bonus[c * 3], "11": s.bonus[c * 3 + 1], "12": s.bonus[c * 3 + 2]}
                  for c, name in used},
        "status": list(s.status), "places": list(s.places),
        "blocked": list(s.blocked), "forfeit": list(s.forfeit),
        "blockers": [list(by) for by in s.blockers],      # who blocked each seat, one a turn it will miss
        "stalemate": s.stalemate, "stalemate_rounds": s.options["stalemate_rounds"],
        # a stalemate's end counted the next round before ending the game (saves hold that count): the view
        # says the last round played ("Round 17" stood over a game the stalemate of round 16 ended)
        "round": s.round_no - 1 if s.ended == "stalemate" else s.round_no, "covered_this_round": s.covered,
        "dice": list(s.dice) if s.dice else None,
        "last_roll": list(s.last_roll) if s.last_roll else None,
        "fallback": fallback, "split_single_die": s.house.split_single_die,
        "doubles": s.doubles, "bonus_used": s.bonus_used, "free_roll": free,
        "order": list(s.order), "opening": [[list(r) for r in rnd] for rnd in s.opening],
        "log": json.loads("[" + ",".join(s.log) + "]"), "events": s.events,
        "ended": s.ended, "options": dict(s.options),
        # once the game is over, the rules' places and words (result: rules_places, unplaced_words), which
        # the plates read as the summary does
        "final_places": rules_places(s) if s.to_move is None else None,
        "final_words": ([None if s.places[o] and o not in drawn_seats(s) else
                         unplaced_words(s, o, best_counts(s), drawn_seats(s)) for o in range(s.seats)]
                        if s.to_move is None else None),
    }


def rolls_again_for_a_double(v):
    """Does the seat to move in view `v` roll again for a double it used (not for its free roll)? Between its
    rolls (no dice out), a double counted this turn. A bonus spent before the turn's first roll changes nothing:
    the header, the prompt and the tray asked that none had been, and after a steal at the turn's start a double
    said only "Your turn" (review 59); the roll after a spend has no double counted yet."""
    return v["phase"] == "roll_again" and v["dice"] is None and v["free_roll"] != "now" and bool(v["doubles"])


def best_counts(s):
    """Each seat's score: the cells covered of its best colour."""
    return [max(18 - s.cells[c].count(".") for c in cols) for cols in s.colours]


def result(s):
    """The rules' result: `places`, each seat's place as the rules define it (rules_places: the finishers'
    1st, 2nd, 3rd..., the last seat playing's; None for every other seat: not placed), `drawn` (the seats
    in a stalemate's draw) and, once over, `standing_words`, each unplaced seat's words ("not placed, 1
    cell left", "draw, 2 cells left", "retired"), and `order`, the seats in turn order, which every list of
    the seats follows where nothing else ranks them (the summary's rows and the chart's legend: a seed whose
    turn order was You, Bot 3, Bot 2 listed You, Bot 2, Bot 3, session 49). The heading, the summary, the
    Load row and the plates read these (review 19b: "You lost", "you joint 4th of 6", "4th: You 17" and "3rd:
    Bot 2" in a stalemate of one game)."""
    scores = best_counts(s)
    over = s.to_move is None
    places, drawn = rules_places(s), drawn_seats(s)
    # the winners are the seats the rules placed 1st: a stalemate's draw with nobody finished has none (the
    # drawn seats were "winners" under a heading "A draw", and the Load row said "won": session 20)
    winners = [o for o in range(s.seats) if places[o] == 1]
    if not over:
        summary = f"In play: round {s.round_no}."
    else:
        summary = finish_words(s, scores, winners, places, drawn)
    res = {"over": over, "winners": winners, "scores": scores, "summary": summary, "places": places,
           "drawn": drawn, "order": list(s.order)}
    if over:
        res["standing_words"] = [last_left_words(s, o, scores[o]) if places[o] else unplaced_words(s, o, scores, drawn)
                                 for o in range(s.seats)]
        # the note the summary's heading adds to a place ("You came 2nd of 2, 1 cell short of covering red")
        res["place_notes"] = [last_left_words(s, o, scores[o]) if places[o] else None for o in range(s.seats)]
    return res


def rules_places(s):
    """Each seat's place as the rules award it: a finisher's, the last seat playing's; None for a seat
    with none (still racing, retired, or in a stalemate's draw, which is a draw among the players still in,
    not a place: the state keeps the next place for them, as it always has, for saves)."""
    drawn = drawn_seats(s)
    return [None if o in drawn else s.places[o] for o in range(s.seats)]


def drawn_seats(s):
    """The seats in a stalemate's draw: those still playing when it ended the game."""
    if s.ended != "stalemate":
        return []
    return [o for o in range(s.seats) if s.status[o] == PLAYING]


def unplaced_words(s, o, scores, drawn):
    """An unplaced seat's words once the game is over: "draw, 1 cell left", "not placed, 2 cells left",
    "retired"."""
    if s.status[o] == RETIRED:
        return "retired"
    left = cells_word(18 - scores[o]) + " left"
    return f"draw, {left}" if o in drawn else f"not placed, {left}"


def last_left_words(s, o, score):
    """A placed seat's note: None for a seat that covered its colour; "1 cell short of covering red" for the
    last seat playing, placed by the rules without finishing ("You finished 3rd of 3" read as if it had,
    review 22; "You finished 2nd of 2 (last one left, 1 cell open)" read oddly, review 28)."""
    if score >= 18:
        return None
    best = max(s.colours[o], key=lambda c: 18 - s.cells[c].count("."))     # the colour its count is of
    return f"{cells_word(18 - score)} short of covering {COLOURS[best]}"


def cells_word(n):
    return counted_unit(n, "cell")      # one plural rule for every unit (engine/naming)


def finish_words(s, scores, winners, places, drawn):
    """A finished race in the summary, as the rules say it: the placed seats in order with the cells of
    their best colour ("1st: Seat 1, 18 cells covered."), the winner's margin over the next best, a
    stalemate's draw among the players still in, the seats not placed with the cells they had left, and
    the retired (the rest were ranked "4th: You, 17" beyond the places the rules give: review 19b); seats
    level in turn order, as every list of the seats (session 49)."""
    placed = sorted((p, o) for o, p in enumerate(places) if p is not None)
    # (a place given to the last one left is noted once, by its own words: place_notes, standing_words;
    # here too it was said three times on the summary, review 25)
    words = [" ".join(f"{ordinal(p)}: {seat_word(o)}, {cells_word(scores[o])} covered." for p, o in placed)]
    if len(winners) == 1 and len(placed) > 1:
        w = winners[0]
        margin = scores[w] - max(scores[o] for _, o in placed if o != w)
        if margin > 0:
            words.append(f"{seat_word(w)} wins by {cells_word(margin)}.")

    def left(o):
        # "with 1 cell left": the name may hold brackets of its own ("Bot 2 (normal) (1 cell left)", review 28)
        return f"{seat_word(o)} with {cells_word(18 - scores[o])} left"
    if drawn:
        words.append("A stalemate ends the game: a draw among the players still in: "
                     + ", ".join(left(o) for o in s.order if o in drawn) + ".")
    rest = [o for o in s.order if places[o] is None and o not in drawn and s.status[o] != RETIRED]
    if rest:     # the most cells covered first (sorted keeps the turn order among equals)
        words.append("Not placed: " + ", ".join(left(o) for o in sorted(rest, key=lambda o: -scores[o])) + ".")
    retired = [o for o in s.order if s.status[o] == RETIRED]
    if retired:
        words.append("Retired: " + ", ".join(seat_word(o) for o in retired) + ".")
    return " ".join(w for w in words if w)


def race_places(s):
    """Each seat's place in the race now (game.race_places): once over, the rules' places (rules_places:
    a seat they did not place has none); while it goes on, a finished seat's awarded place and a seat still
    racing after every finished one, by its best colour's count (seats level share a place), as long as
    that place is one the rules play for (a 4th of 6 is no place: review 19b); None for any other seat. None
    while the race goes on and nobody has a place yet: the counts alone say who leads ("Ann to roll, Ann
    2nd, Ben 1st of 2" read as a result, review 17)."""
    if s.to_move is None:
        return rules_places(s)
    scores = best_counts(s)
    done = sum(1 for p in s.places if p)
    if not done:
        return None
    racing = [o for o in range(s.seats) if not s.places[o] and s.status[o] != RETIRED]
    # every seat racing will be placed when no more of them race than the places left and the last one's
    limit = s.house.places if len(racing) > s.house.places - done + 1 else s.seats

    def now(o):
        p = done + 1 + sum(1 for j in racing if scores[j] > scores[o])
        return p if p <= limit else None
    return [s.places[o] if s.places[o] else (now(o) if o in racing else None) for o in range(s.seats)]


def before_last_placed(d):
    """A dump as the rules wrote it before a race that ended on its places also placed its one seat still
    playing (review 17): that seat unplaced, the game ended on its places, without the last seat's event.
    None when `d` is no such ending. A save of then still loads (Game.saved_state_matches)."""
    places = d.get("places")
    if d.get("ended") != "all_placed" or not places or not d.get("log"):
        return None
    last = [o for o, st in enumerate(d["status"]) if st == PLAYING and places[o] is not None]
    limit = HouseRules(d["options"]).places
    if len(last) != 1 or places[last[0]] - 1 < limit:      # a place the rules of then played for
        return None
    old = dict(d, places=[None if o == last[0] else p for o, p in enumerate(places)],
               next_place=d["next_place"] - 1, events=d["events"] - 1, log=d["log"][:-1],
               ended="first_finisher" if limit == 1 else "places")
    return old


def dump(s):
    used = used_colours(s.colours)
    cells, supply, bonus = s.cells, s.supply, s.bonus
    opts = s.options
    if opts["order"] is not None:
        opts = dict(opts, order=list(opts["order"]))
    else:
        opts = dict(opts)
    return {
        "seats": s.seats, "colours": colour_names(s.colours),
        "octagons": {name: cells[c] for c, name in used},
        "supply": {name: supply[c] for c, name in used},
        "bonus": {name: bonus[c * 3:c * 3 + 3] for c, name in used},
        "status": s.status[:], "places": s.places[:], "blocked": s.blocked[:], "forfeit": s.forfeit[:],
        "order": list(s.order), "opening": opening_lists(s.opening),
        "pos": s.pos, "phase": s.phase, "dice": list(s.dice) if s.dice else None,
        "last_roll": list(s.last_roll) if s.last_roll else None,
        "doubles": s.doubles, "bonus_used": s.bonus_used, "free_roll": s.free_roll,
        "stalemate": s.stalemate, "round": s.round_no, "covered": s.covered,
        "next_place": s.next_place, "log": s.log[:], "events": s.events,
        "queue": s.queue[:], "rng": s.rng.state, "options": opts,
        "to_move": s.to_move, "ended": s.ended,
    }


# the log's events of a move that is no roll: each such move writes one of them first
_MOVE_EVENTS = ("place", "bank", "bonus")


def since_roll(log, auto_end):
    """The moves since the last roll, read from the log's events (the dump keeps no count of its own, so
    every save and its replay check stay as they were; a Match never loads a state: it replays its moves,
    so the count apply keeps is exact there). An "end" is a move of its own when turns end by hand; under
    `auto_end` one is read as its roll's own end (a hand end there, declining to bank, is counted as
    nothing: the count may be short, never long)."""
    n = 0
    for raw in reversed(log):
        kind = json.loads(raw)["kind"]
        if kind == "roll":
            return n
        if kind in _MOVE_EVENTS or (kind == "end" and not auto_end):
            n += 1
    return n


def load(d):
    try:
        s = State()
        s.seats = d["seats"]
        s.colours = tuple(tuple(COLOUR_INDEX[c] for c in cols) for cols in d["colours"])
        s.cells = [EMPTY] * 6
        s.supply = [0] * 6
        s.bonus = [0] * 18
        for name, row in d["octagons"].items():
            c = COLOUR_INDEX[name]
            require(isinstance(row, str) and len(row) == 19 and row[9] == "|"
                    and all(ch == "." or ch in LETTERS for ch in row[:9] + row[10:]),
                    f"bad octagons for {name}")
            s.cells[c] = row
            s.supply[c] = int(d["supply"][name])
            s.bonus[c * 3:c * 3 + 3] = [int(x) for x in d["bonus"][name]]
        s.status = list(d["status"])
        s.places = list(d["places"])
        s.blocked = list(d["blocked"])
        s.forfeit = list(d["forfeit"])
        # who blocked whom is no part of the dump (saves are checked against it): unknown, one a block, but
        # where a state is made from a view (the bots' sampler, bots.py), as the view says
        s.blockers = (tuple(tuple(by) for by in d["blockers"]) if d.get("blockers") is not None
                      else tuple((None,) * n for n in s.blocked))
        s.order = tuple(d["order"])
        s.opening = tuple(tuple(tuple(r) for r in rnd) for rnd in d["opening"])
        s.pos, s.phase = d["pos"], d["phase"]
        s.dice = tuple(d["dice"]) if d["dice"] else None
        s.last_roll = tuple(d["last_roll"]) if d["last_roll"] else None
        s.doubles, s.bonus_used, s.free_roll = d["doubles"], d["bonus_used"], d["free_roll"]
        s.stalemate, s.round_no, s.covered = d["stalemate"], d["round"], d["covered"]
        s.next_place = d["next_place"]
        s.log = list(d["log"])
        require(all(isinstance(e, str) for e in s.log), "the log holds one JSON text per event")
        s.events = d["events"]
        s.queue = check_stacked_dice(d["queue"]) or []
        s.rng = Rng(d["rng"])
        s.options = dict(d["options"])
        s.house = HouseRules(s.options)
        s.to_move, s.ended = d["to_move"], d["ended"]
        s.caused = []
        s.since_roll = since_roll(s.log, s.house.auto_end)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        if isinstance(e, IllegalAction):
            raise
        raise IllegalAction(f"not a NumberQuash state: {e}") from None
    return s
