"""Who played a person's seat: from which move a bot stood in for them (the kit's Let the bots finish for the
one person at a table of bots, ui/bots_finish.py). No pygame.

The fact lives in the match (`match.stand_ins`: {seat: the move index from which a bot played that seat}),
is saved with the game (engine/saves "stand_ins", checked by engine/save_fields) and read by the summary,
the Load row and the statistics, so it outlives a reload (review 22: "You lost", "You 18 of 19 bids made"
though a bot played 16 of 19 hands, and after a reload nothing said it)."""

from .standing import standing


def record(match, seats):
    """A bot plays `seats` from the next move on (a seat already stood in for keeps its first move)."""
    for seat in seats:
        match.stand_ins.setdefault(seat, len(match.actions))


def played_by_stand_in(match, seat, i):
    """Was move `i`, made by `seat`, a stand-in's (the bot's, not the person's)? (A match-like object with no
    record of stand-ins, the move log's in a test, has none.)"""
    start = getattr(match, "stand_ins", {}).get(seat)
    return start is not None and i >= start


def taken_over_at(match, i):
    """The seats a stand-in took over from move `i` on (the move log says so once, there)."""
    return sorted(seat for seat, start in getattr(match, "stand_ins", {}).items() if start == i)


def moves_played(match, seat):
    """(moves a stand-in made for `seat`, every move of that seat) in the match."""
    start = match.stand_ins.get(seat)
    mine = [i for i, actor in enumerate(match.actors) if actor == seat]
    if start is None:
        return 0, len(mine)
    return sum(1 for i in mine if i >= start), len(mine)


def progress_at(match, seat):
    """Where the game was when the stand-in took `seat` over, in the game's own progress words ("hand 17",
    "round 3"), or None where the game says none. A stand-in taken at a round's result plays from the next
    round on, so the position counts as passed (review 27: Let the bots finish at hand 2's result said
    "from hand 2 on", though the bot's first move was hand 3's)."""
    start = match.stand_ins.get(seat)
    if start is None:
        return None
    progress = (standing(match.game, match.state_after(start), passed=True) or {}).get("progress")
    if not progress or len(progress) < 2:
        return None
    return f"{progress[0]} {progress[1]}"


def check(value, seats, moves):
    """None if `value` (a save's "stand_ins") is a list of [seat, move index] pairs, each seat a person's,
    once, each index within the moves; else the problem in words."""
    if not isinstance(value, list) or len(value) > len(seats):
        return "the save's stand-ins are not a list of [seat, move number]"
    seen = set()
    for pair in value:
        if not (isinstance(pair, list) and len(pair) == 2 and all(type(x) is int for x in pair)):
            return "the save's stand-ins are not a list of [seat, move number]"
        seat, start = pair
        if not 0 <= seat < len(seats) or seat in seen or not 0 <= start <= moves:
            return "the save's stand-ins name a seat or a move out of range"
        if seats[seat].get("kind") != "human":
            return "the save's stand-ins name a bot's seat"
        seen.add(seat)
    return None
