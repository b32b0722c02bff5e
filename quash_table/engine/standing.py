"""Where a game stands, as data a save's header carries and as the words Continue and the Load list say.

`standing(game, state)` is read from the game when a save is written (the Load list reads headers only,
so it never replays a save to say where it is); `standing_words` turns it into "round 2, Ann to bid · Ann: 12,
Bob: 3" with the names the table uses (engine/naming.table_names). A save written before standings carried
none: its line says what its header has.
"""

from .load_row_forms import RowForms
from .naming import YOU, joined, who_words

# Where a game is, in its spectator view's words: the first of these it has ("round 3", "hand 2", "turn 14").
PROGRESS_KEYS = (("round", "round"), ("hand_no", "hand"), ("round_no", "round"), ("turn", "turn"))
# Views that count what is done, not which one is on: The Game's "turn" is the turns already played (0 on
# the first turn), and a person counts turns from 1.
COUNTS_DONE = frozenset({"turn"})
# A third word of a progress, ["round", 1, "result"]: the position is that round's result, the table waiting
# for Next (Flush deals the next round in the move that scores one): "round 1's result", not "round 2, ...".
RESULT = "result"

# A turn whose every legal move is of one of these kinds is named by it ("Ann to bid"); any other turn,
# or a turn offering moves of several kinds, is "to play". The kinds are the games' own action types.
TURN_VERBS = ("bid", "deal", "roll")


# How a finished game ended for one seat, by its standing (seat_outcome): the summary's heading and the
# result's sound read it, every game.
WON, PLACED, DRAW, LOST = "won", "placed", "draw", "lost"


def seat_outcome(game, result, seat):
    """WON, PLACED, DRAW or LOST for `seat` in the finished game's `result` (game.result): WON for a winner
    (the team's win in a co-operative game); PLACED for a seat the rules gave a place below the first with a
    seat ranked under it (`places`: NumberQuash's "2nd of 6"; the last place, "2nd of 2", is LOST); DRAW for
    a seat in the rules' draw (`drawn`: NumberQuash's stalemate) or where nobody won; LOST for any other
    seat (the team's loss)."""
    winners = result.get("winners") or ()
    if game.cooperative:
        return WON if winners else LOST
    if seat in winners:
        return WON
    if seat in (result.get("drawn") or ()) or not winners:
        return DRAW
    places = result.get("places")
    mine = places[seat] if places else None
    if mine is not None and any(p is None or p > mine for o, p in enumerate(places) if o != seat):
        return PLACED
    return LOST


def sole_kind(legal):
    """The one kind (action type) of every legal move in `legal`, or None (none, or several kinds)."""
    kinds = {a.get("type") for a in legal if isinstance(a, dict)}
    return kinds.pop() if len(kinds) == 1 else None


def turn_verb(legal):
    """What the seat to move does now, from its legal moves: "bid" while bidding (Quadruple War), "deal"
    when only a deal is left (QUASH), "roll" (NumberQuash), else "play"."""
    kind = sole_kind(legal)
    return kind if kind in TURN_VERBS else "play"


def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


def standing(game, state, passed=False):
    """{"progress": ["round", 2] (["round", 1, "result"]) or None, "to_move": seat or None, "verb": "bid", "scores": [...],
    "winners": [...]} for `state` (plain JSON: it is written into a save's header). `passed`: the person
    has moved on past the result the last move scored (Next): the position is the next round's, not that
    result (a save after Next at round 2's result was labelled "round 2's result", review 17)."""
    progress = game.progress(state)
    if passed and progress is not None and progress[2:] == [RESULT]:
        progress = [progress[0], progress[1] + 1]     # the next round (hand) is the one on the table
    if progress is None:
        view = game.view(state, None)
        progress = next(([word, view[key] + (key in COUNTS_DONE)] for key, word in PROGRESS_KEYS
                         if _whole(view.get(key))), None)
    result = game.result(state)
    to_move = state.to_move
    st = {"progress": progress, "to_move": to_move,
          "verb": turn_verb(game.legal_actions(state)) if to_move is not None else None,
          "scores": [s if _whole(s) else 0 for s in result.get("scores", [])],
          "winners": [w for w in result.get("winners", []) if _whole(w)]}
    # a race's places (game.race_places): "you 2nd of 4" (older saves have none); a finished race's too, its
    # final places ("finished, you won · You: 18, Bot 2: 18, Bot 3: 18" named no places, review 16)
    stage = game.stage(state) if to_move is not None and progress and progress[2:] != [RESULT] else None
    if stage is not None:
        st["stage"] = list(stage)
    held = game.cards_held(state) if to_move is not None else None
    if held is not None:
        st["held"] = [h if _whole(h) else 0 for h in held]
    places = game.race_places(state)
    if places is not None:
        st["places"] = [p if _whole(p) else None for p in places]
    drawn = result.get("drawn")
    if drawn:       # the seats in the rules' draw (NumberQuash's stalemate): no place, no win, a draw
        st["drawn"] = [d for d in drawn if _whole(d)]
    if game.standing_version > 1:
        st["version"] = game.standing_version
    return st


def at_result(st):
    """Does a save header's standing `st` stand at a round's result not yet passed ("round 2's result")? Such a
    save opens on that result, so it is another position than the same moves after Next (saves.position_key):
    Load folded the two as one row, which said round 2 and opened on round 1's result (session 24)."""
    progress = st.get("progress") if isinstance(st, dict) else None
    # (a finished game's last result is no moment to open on: nobody is to move, and its copies match by moves)
    return isinstance(progress, list) and progress[2:] == [RESULT] and st.get("to_move") is not None


def fresh_standing(game, st, state_data):
    """A save header's standing `st` as the game says it now: a finished game's standing written before the
    game's standing_version is read again from the save's final state (`state_data`, its dump: the position
    of a finished game never changes), so an old save's row reads as a new one's ("joint 4th of 6" and a
    stalemate's "won" in rows written before, session 20). Any other standing, or one whose state does not
    load, is `st` as it is (a row is only shown: the save itself is proved by its replay when opened)."""
    if not isinstance(st, dict) or st.get("to_move") is not None \
            or st.get("version", 1) >= game.standing_version:
        return st
    try:
        state = game.load(state_data)
        if state.to_move is not None:
            return st
        return standing(game, state)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):   # a damaged state: the header's words
        return st


def check_standing(value, seats):
    """The reason a save's standing is not one ("" when it is): it is only shown, but shown from a file."""
    if not isinstance(value, dict) or set(value) - {"places", "held", "drawn", "version", "stage"} != \
            {"progress", "to_move", "verb", "scores", "winners"}:
        return "the save's standing is not a standing"
    if "stage" in value and stage_words(value["stage"]) is None:
        return "the save's standing has no part of a round a person can read"
    drawn = value.get("drawn", [])
    if not (isinstance(drawn, list) and all(_whole(d) and 0 <= d < seats for d in drawn)):
        return "the save's standing names drawn seats that are not at the table"
    version = value.get("version", 1)
    if not (_whole(version) and 1 <= version < 1000):
        return "the save's standing has no version a standing has"
    held = value.get("held", [])
    if not (isinstance(held, list) and len(held) <= seats and all(_whole(h) and 0 <= h < 10 ** 6 for h in held)):
        return "the save's standing has cards held that are not counts"
    places = value.get("places", [])
    if not (isinstance(places, list) and len(places) <= seats
            and all(p is None or _whole(p) and 1 <= p <= seats for p in places)):
        return "the save's standing has places that are not places at the table"
    p, seat = value["progress"], value["to_move"]
    if p is not None and not (isinstance(p, list) and len(p) in (2, 3) and p[0] in dict(PROGRESS_KEYS).values()
                              and _whole(p[1]) and 0 <= p[1] < 10 ** 9 and p[2:] in ([], [RESULT])):
        return "the save's standing has no round a person can read"
    if seat is not None and not (_whole(seat) and 0 <= seat < seats):
        return "the save's standing names a seat that is not at the table"
    if value["verb"] not in TURN_VERBS + ("play", None):
        return "the save's standing has an unknown kind of turn"
    scores, winners = value["scores"], value["winners"]
    if not (isinstance(scores, list) and len(scores) <= seats and all(_whole(s) and abs(s) < 10 ** 9 for s in scores)):
        return "the save's standing has scores that are not numbers"
    if not (isinstance(winners, list) and all(_whole(w) and 0 <= w < seats for w in winners)):
        return "the save's standing names winners that are not at the table"
    return ""


def turn_words(names, seat, verb, you):
    """ "Ann to bid", "your turn to bid" (`you`: the seat is the one person at a table of bots); "your turn"
    and "Ann to play" for an ordinary turn."""
    if you:
        return "your turn" if verb == "play" else f"your turn to {verb}"
    return f"{names[seat]} to {verb}"


def _side_words(name, seats, scores, names, you_seat, bots):
    """ "RED (you and Bot 3) 13": a side, who is in it (unless all bots), its score."""
    score = scores[seats[0]]
    if bots is not None and all(i in bots for i in seats):
        return f"{name} {score}"
    return f"{name} ({joined(['you' if i == you_seat else names[i] for i in seats])}) {score}"


def bots_named(names, bots):
    """The bots at `bots` (seats, in order) named at once, as short as their names allow: "Bots 2\u20136" for
    Bot 2 to Bot 6 in seats 2 to 6, "Bots 2, 4 and 5" for seats apart; the names joined where they are not
    the seats' own "Bot N" ("Ann's bot"...)."""
    numbers = [i + 1 for i in bots]
    if any(names[i] != f"Bot {i + 1}" for i in bots):
        return joined([names[i] for i in bots])
    if len(numbers) > 2 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"Bots {numbers[0]}\u2013{numbers[-1]}"
    return "Bots " + joined([str(n) for n in numbers])


def brief_who_words(names, bots):
    """Who plays a co-operative table (naming.who_words), its bots (seats `bots`) named together where they
    are several ("with Bots 2\u20134" for "with Bot 2, Bot 3 and Bot 4"): a narrow Load row still names who
    plays (review 20)."""
    if len(bots) < 2:
        return who_words(names, True)
    people = [n for i, n in enumerate(names) if i not in bots and n != YOU]
    return "with " + joined(people + [bots_named(names, bots)])


def standing_words(st, names, you_seat=None, cooperative=False, bots=None, sides=None, named_bots=2,
                   team_score=None, by_seat=False, unit=None):
    """(where, scores) in words: ("round 2, Ann to bid", "Ann: 12, Bob: 3"); a finished game is ("Ann won",
    scores) or ("lost" / "won" for a co-operative table). `names`: each seat's name as the table says it;
    `you_seat`: the one person at a table of bots (called "you"); `bots`: the bots' seats, where they
    are named together rather than each when there are more than `named_bots` (Game.named_bot_scores: 2,
    or NumberQuash's 3) ("You: 23, Bots 2\u20136: 16, 0, 13, 37, 14": they were counted, "5 bots", and a long
    table's line named nobody but you);
    `sides`: partnerships (Game.sides), each said once with its score and the people in it: "RED (you
    and Bot 3) 13 · BLACK 1" (a side of bots only by its name). `team_score`: a co-operative game's words
    for its one score (Game.team_score_words; "score 12" without it). `by_seat` (Game.scores_by_seat): the
    scores one way only, every seat by name in seat order, "You: 50, Bot 2: 10, Bot 3: 10, Bot 4: 82". `unit`
    (Game.score_unit): what the scores count, said after them ("You: 8, Bot 2: 7 points"), after each side's
    score ("RED (you and Bot 3) 13 points · BLACK 1 points"); the cards held say their own. A seat's name and its
    count have a colon between them, however the scores are said: "Bot 2 10" read as one name (review 26)."""
    scores = st["scores"]
    held = st.get("held")
    # every score still 0 in a game going on ("round 1, your turn · all 0" after several turns, review 18b):
    # the cards each seat holds, from the saved position, say how far it went
    # (not where the scores are said by seat: the trick being played says how far, "You 13" read as a score)
    counted = (bool(held) and len(held) == len(scores) and not any(scores) and st["to_move"] is not None
               and not by_seat and not cooperative and not sides)
    if counted:
        scores = held

    grouped = bots is not None and len(bots) > named_bots
    # the seat said first: the people before the bots said together, else seat order
    first = next((i for i in range(len(scores)) if not grouped or i not in bots), None)

    def count(i):
        """Seat i's score, or its cards held, the first said with its noun ("Ann: 10 cards, Bob: 14", as a race's
        row says its unit: "Ann: 10, Bob: 14 cards held" read as points, review 52b)."""
        return f"{scores[i]} {unit_after(scores[i], ('card', 'cards'))}" if counted and i == first else str(scores[i])
    if cooperative:             # one team: one score
        said = ((team_score or (lambda n: f"score {n}"))(scores[0])) if scores else ""
    elif sides and all(0 <= i < len(scores) for _, seats in sides for i in seats):
        said = " \u00b7 ".join(_side_words(name, seats, scores, names, you_seat, bots)
                             + (f" {unit_after(scores[seats[0]], unit)}" if unit else "")
                             for name, seats in sides)
        unit = None             # said after each side's
    elif by_seat:
        said = ", ".join(f"{n}: {s}" for n, s in zip(names, scores))      # "Bot 2: 10", not "Bot 2 10"
    elif grouped:     # a long table: the people by name, the bots together
        said = ", ".join([f"{names[i]}: {count(i)}" for i in range(len(scores)) if i not in bots]
                         + [f"{bots_named(names, bots)}: " + ", ".join(count(i) for i in bots if i < len(scores))])
    else:
        said = ", ".join(f"{n}: {count(i)}" for i, n in enumerate(names[:len(scores)]))
    if st["to_move"] is None:
        winners = st["winners"]
        drawn = st.get("drawn") or []        # the rules' draw (NumberQuash's stalemate): no place, no win
        if cooperative:
            where = "finished, won" if winners else "finished, lost"
        elif not winners:
            where = "finished, a draw" if drawn else "finished"
        else:
            where = "finished, " + joined(["you" if w == you_seat else names[w] for w in winners]) + " won"
        forms = None if cooperative or sides else race_row_forms(st, names, you_seat, bots, unit)
        if forms:
            # a race: where says your place, as the summary does ("finished, you 1st of 4": Continue says
            # it alone); the scores in the one form the Load rows have (race_row_forms)
            placed = places_words(st["places"], names, you_seat, bots, drawn)
            if placed and you_seat in winners and len(winners) == 1:
                where = "finished, " + placed
            elif placed and (winners or not drawn):
                where += ", " + placed
            return where, forms[0][1]
        return where, (f"{said} {unit_after(scores[-1], unit)}" if said and unit and not cooperative else said)
    if said and unit and not cooperative and not counted:
        said += f" {unit_after(scores[-1], unit)}"
    turn = turn_words(names, st["to_move"], st["verb"] or "play", st["to_move"] == you_seat)
    p = st["progress"]
    # the trick being played ("hand 2, trick 5 of 13, your turn"); the bidding is said by "to bid"
    stage = stage_words(st.get("stage")) if p and st.get("stage") != ["bidding"] else None
    if p and p[2:] == [RESULT]:        # a round's result waiting for Next: nobody's turn is on the table yet
        # "hand 1 scored", as the board's result panel says it ("hand 1's result" read oddly, review 32)
        return f"{p[0]} {p[1]} scored", said
    where = f"{p[0]} {p[1]}, {stage + ', ' if stage else ''}{turn}" if p else turn
    placed = places_words(st.get("places"), names, you_seat, bots)
    return (f"{where}, {placed}" if placed else where), said


def unit_after(n, unit):
    """What a score counts, said after the number `n`: `unit` is (one, many) (Game.score_unit) or one word
    for any number ("You: 2, Bot 2: 1 cells covered" said the plural after a 1, review 22)."""
    if isinstance(unit, str):
        return unit
    return unit[0] if n == 1 else unit[1]


def race_row_forms(st, names, you_seat, bots, unit=None):
    """A finished race's Load row (a standing with `places`, Game.race_places), RowForms longest first, in
    one form: the seats in place order, each place before its name and score (a colon between them: "1st Bot
    6 18" read as one name, review 26), the unit after the first score; the seats with no place after them,
    said once: "finished" · "1st Bot 4: 18 cells covered, 2nd Bot 6: 18, 3rd Bot 5: 18, not placed: Bot 3: 17,
    Bot 2: 16, You: 15". Shorter forms with every score drop the unit, then "finished" (the places say it),
    then say "then" for "not placed"; the next group leaves out the bots with no place ("..., not placed:
    You: 15"), then the scores ("1st Bot 4, ..., not placed: You,
    Bots 2 and 3"), then every seat but the first and the people ("finished, 1st Bot 4, not placed: You").
    Places stay apart and each score beside its name ("Bots 4, 6 and 5: 18" merged three places, review
    22; "not placed: Bots 3, 5, 2: 17, 17, 15" made a player pair names and counts, session 24). None where
    the standing has no place for every seat (an older save)."""
    final, scores = st.get("places"), st.get("scores") or []
    if st.get("to_move") is not None or not final or not len(final) == len(scores) == len(names):
        return None
    drawn, n = st.get("drawn") or [], len(names)
    ranked = sorted(range(n), key=lambda i: (final[i] is None, i not in drawn, final[i] or 0, -scores[i], i))

    def place(i, then=False):
        if final[i] is None:
            return "drawn" if i in drawn else ("then" if then else "not placed")
        return ("joint " if final.count(final[i]) > 1 else "") + ordinal(final[i])

    def listed(seats, scored, with_unit=True, then=False):
        """The seats in order, each after its place, a score after each name (`scored`), the unit after
        the first (`with_unit`); `then`: "then" said for "not placed". Without scores, the bots with no
        place said together ("not placed: You, Bots 2 and 3")."""
        rest = [i for i in seats if final[i] is None and bots is not None and i in bots]
        if not scored and len(rest) > 1 and all(names[i] == f"Bot {i + 1}" for i in rest) \
                and all(place(i) == place(rest[0]) for i in rest):
            head = listed([i for i in seats if i not in rest], False)
            said = "Bots " + joined([str(i + 1) for i in rest])
            if not any(final[i] is None and place(i) == place(rest[0]) for i in seats if i not in rest):
                said = f"{place(rest[0])}: {said}"
            return f"{head}, {said}" if head else said
        parts, group = [], None
        for i in seats:
            # a colon between a name and its count: "1st Bot 6 18" read as one name, "Bot 6 18" (review 26)
            score = f": {scores[i]}" if scored else ""
            if scored and not parts and unit and with_unit:
                score += f" {unit_after(scores[i], unit)}"
            if final[i] is not None:
                parts.append(f"{place(i)} {names[i]}{score}")
            elif place(i, then) != group:       # the seats with no place: their word once, then each name
                group = place(i, then)
                parts.append(f"{group}{'' if group == 'then' else ':'} {names[i]}{score}")
            else:
                parts.append(f"{names[i]}{score}")
        return ", ".join(parts)
    where = "finished, a draw" if drawn and not any(p is not None for p in final) else "finished"
    people = [i for i in range(n) if bots is None or i not in bots]
    first = [i for i in ranked if final[i] == 1]
    few = first + [i for i in ranked if i in people and i not in first]
    brief = listed(few, False)
    kept = [i for i in ranked if final[i] is not None or i in people]      # the bots with no place left out
    return RowForms([[where, listed(ranked, True)], [where, listed(ranked, True, False)],
                     [listed(ranked, True, False)],     # the places say it is finished (a six-seat row at 1280)
                     [listed(ranked, True, False, then=True)]],
                    [[where, listed(kept, True, False)], [listed(kept, True, False)]] if kept != ranked else [],
                    [[where, listed(ranked, False)]],
                    [[f"{where}, {brief}" if brief else where]])


def stage_words(stage):
    """A standing's part of the round (Game.stage) in words: "bidding", "trick 5 of 13", "14 of 36 slots
    filled" (QUASH's board); None for anything
    else (it is read from a file)."""
    if stage == ["bidding"]:
        return "bidding"
    if (isinstance(stage, list) and len(stage) == 3 and stage[0] == "trick" and _whole(stage[1])
            and _whole(stage[2]) and 1 <= stage[1] <= stage[2] <= 1000):
        return f"trick {stage[1]} of {stage[2]}"
    if (isinstance(stage, list) and len(stage) == 3 and stage[0] == "filled" and _whole(stage[1])
            and _whole(stage[2]) and 0 <= stage[1] <= stage[2] <= 1000):
        return f"{stage[1]} of {stage[2]} slots filled"
    return None


def places_words(places, names, you_seat, bots, drawn=()):
    """The people's places in a race (standing "places", game.race_places): "you 2nd of 4", "joint 2nd"
    for a place shared, "Ann 1st, Bob 3rd of 3" at a shared screen, "you not placed" for a seat with none
    (retired, or beyond the places the rules give: "you joint 4th of 6" named a place NumberQuash has not,
    review 19b); "" for none (a game without places, an older save, a table of bots only, everybody level)."""
    if not places or len(places) != len(names) or len({p for p in places if p is not None}) < 2 and not drawn:
        return ""           # nobody ahead of anybody (the first turns): no place tells anything
    people = [i for i in range(len(names)) if bots is None or i not in bots]

    def place(i):
        if places[i] is None:
            return "drawn" if i in drawn else "not placed"
        return ("joint " if places.count(places[i]) > 1 else "") + ordinal(places[i])
    said = [("you" if i == you_seat else names[i]) + " " + place(i) for i in people]
    if not said:
        return ""
    return ", ".join(said) + (f" of {len(names)}" if any(places[i] is not None for i in people) else "")


def ordinal(n):
    """1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"



def match_standing(match):
    """Where `match` stands, as its save's header says it (standing.standing): one reading for the header,
    the Load row made from it, and Continue's note."""
    return standing(match.game, match.state, passed=match.result_passed == len(match.actions))
