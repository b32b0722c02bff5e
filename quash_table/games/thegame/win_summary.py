"""What the team did, for the end summary of a game won (the board's summary_notes): the cards each seat
laid, where the stacks ended, the biggest reverse trick and the requests kept, all read from the match's
moves and the events the rules recorded for them (never from the log's words). No pygame.
Review 22: a win said only "The team laid all 50 cards and beat the game!"."""

from ...engine.naming import joined
from .cards import STACK_ARROWS, card_words

REQUEST_ASKS = ("leave", "play", "reverse")
# the rules' events that say a request (or "I can turn it back") went unheeded (their "of": whose words)
BROKEN = ("left_alone_played", "play_ask_passed", "turn_back_covered", "turn_back_taken")


def match_events(game, match):
    """[(the state before, the action, its events)] of every move of `match`, in order."""
    out, before = [], match.initial
    for action in match.actions:
        after = game.apply(before, action)
        out.append((before, action, game.events(after)))
        before = after
    return out


def _askers(event):
    return event["of"] if isinstance(event["of"], list) else [event["of"]]


def request_record(moves):
    """{seat: ([the indexes in the signals of its requests about a stack], [those the team went against])}
    from match_events' `moves`: a request is broken by the rules' BROKEN events that name it (a "play on" no
    card of the turn fitted was not broken: nobody could follow it)."""
    out = {}
    for before, action, events in moves:
        if action["type"] == "signal" and action["text"].get("ask") in REQUEST_ASKS:
            out.setdefault(before.to_move, ([], []))[0].append(len(before.signals))
        for e in events:
            if e["kind"] in BROKEN and not (e["kind"] == "play_ask_passed" and e.get("forced")):
                for seat in _askers(e):
                    # the request that went unheeded: that seat's latest words about the stack
                    said = [i for i, x in enumerate(before.signals) if x["seat"] == seat
                            and x["text"].get("stack") == e["stack"]]
                    if said and said[-1] not in out.setdefault(seat, ([], []))[1]:
                        out[seat][1].append(said[-1])
    return out


# what each column of team_cells' compact table counts, said under it (ui/summary_table.py: "Asks: ..."): "Kept"
# stood unexplained beside "3/3" and "\u2013" at 1024x640 (session-31 review)
# at 1024x640 only three of its lines had room, and "Kept", last and two lines long, was the one left out
# (session-33 review): its words in one line, and the reverse tricks named only where a cell shows one
# the asks in the worded table's words and order, "1 asked, 1 kept" ("Kept" over "1/1", "asks kept / made", said
# them the other way round: session 36)
# (the first in two forms, the shorter where the legend has a line too few: the 2-player summary at 1024x640 left
# "Asks: times asked, kept" out, session 59; the kit's summary_table chooses)
# the narrow cell said "1, 1" under "Asks", a cipher even with this legend under it (session 60): it says "1 of 1
# kept" (ask_cell), the legend what was asked, in one line at 1024x640
TEAM_LEGEND = (("cards laid (\u21ba: reverse tricks)", "\u21ba reverse tricks"), "signals given",
               "requests made")
LAID_PLAIN = "cards laid"


def team_counts(game, match):
    """Each seat's part in the team's game, won or lost: [(cards laid, reverse tricks, signals given, its
    requests about a stack, of those the team kept)] by seat."""
    state = match.state
    moves = match_events(game, match)
    laid, tricks, signals = [0] * state.seats, [0] * state.seats, [0] * state.seats
    for seat, _card, _stack, _turn in state.history:
        laid[seat] += 1
    for before, action, events in moves:
        if action["type"] == "signal":
            signals[before.to_move] += 1
        for e in events:
            if e["kind"] == "stack_turned_back":
                tricks[e["seat"]] += 1
    record = request_record(moves)
    out = []
    for seat in range(state.seats):
        asked, broken = record.get(seat, ([], []))
        out.append((laid[seat], tricks[seat], signals[seat], len(asked), len(asked) - len(broken)))
    return out


def _count(n, one, many):
    return f"{n} {one if n == 1 else many}"


def part_words(laid, tricks, signals, asked, kept):
    """One player's part as the summary's table says it, a line a fact, each saying what it counts: "8 cards
    laid / 3 reverse tricks / 6 signals / 2 asked, 1 kept" (a reverse trick, a signal or a request only
    where the player made one). The compact table's "8 3\u21ba" read as a cipher even with a legend under it
    (review 32); "1 of 1 ask kept" read as a riddle to a new player (review 35): how often the player asked the
    team something about a stack ("leave ▲ alone"), and how many of those the team kept to."""
    lines = [_count(laid, "card laid", "cards laid")]
    if tricks:
        lines.append(_count(tricks, "reverse trick", "reverse tricks"))
    if signals:
        lines.append(_count(signals, "signal", "signals"))
    if asked:
        # in the words of the signals panel ("Ask them to…"), one line as narrow as "2 of 2 asks kept" (the column
        # holds no more at 1024x640: "1 of 1 request honoured" was cut short, two lines left no room for the rows)
        lines.append(ask_words(asked, kept))
    return "\n".join(lines)


def ask_words(asked, kept):
    """A player's asks about a stack and how many the team kept to, as both the summary's tables say them: "2
    asked, 1 kept" (the compact table said "1 of 2" under "Asks kept", the other way round: session 36)."""
    return f"{asked} asked, {kept} kept"


def ask_cell(asked, kept):
    """A player's asks in the compact table, the fullest form first: "2 asked, 1 kept", narrow "1 of 2 kept" (it
    said "2, 1", read as a cipher by a new player even with the legend under it: session 60), narrowest on two
    lines."""
    # the last on two lines: one has no room in the 2-player compact table at 1024x640
    return ask_words(asked, kept), f"{kept} of {asked} kept", f"{kept} of {asked}\nkept"


def team_cells(game, match):
    """The end summary's tables (BoardScene.summary_table), each seat's part in the team's game, won or lost:
    the cards it laid, its reverse tricks, the signals it gave, and of its requests about a stack how many the
    team kept, the fullest first (the kit draws the first whose rows all fit: ui/summary_table.py). First in
    words, a line a fact, in one column (part_words: the column's 200 design px hold no three columns of
    words), with no legend to read; then the compact table, a row a player ("8 (3\u21ba)", "2/2"), its legend
    under it (TEAM_LEGEND), where the notes above leave too little room for the words (a loss's five notes
    at 1024x640). The summary's left column held one row, "Team 50", and nothing under it (review 28)."""
    counts = team_counts(game, match)
    # its column named like the compact table's, an empty head over it read as a gap (session-33 review), in
    # plain words: "Each one's part" was a riddle to a new player (review 35)
    worded = ([("What each did",)], {seat: [part_words(*c)] for seat, c in enumerate(counts)},
              ("",))
    # "28 (11\u21ba)" said nothing of what \u21ba is (review 29): the head says it, in the same form
    heads = [("Laid (\u21ba tricks)", "Laid"), ("Signals", "Said"), ("Asks",)]
    rows = {}
    for seat, (laid, tricks, signals, asked, kept_n) in enumerate(counts):
        kept = ask_cell(asked, kept_n) if asked else ("none", "\u2013")
        turned = f" ({tricks}\u21ba)" if tricks else ""
        # the narrow form keeps the reverse tricks too: the legend under the table names them, and a seat
        # that made two showed "28" beside the legend naming them (review 32); parted as two facts on a line are,
        # "15 4\u21ba" read as one number (review 59w)
        narrow = f"{laid} \u00b7 {tricks}\u21ba" if tricks else str(laid)
        rows[seat] = [(f"{laid}{turned}", narrow), (str(signals),), kept]
    legend = TEAM_LEGEND if any(c[1] for c in counts) else (LAID_PLAIN,) + TEAM_LEGEND[1:]
    return [worded, (heads, rows, legend)]


def win_lines(game, match, name):
    """The lines under a won game's result; `name(seat)`: a seat's name as the summary says it ("You",
    "Bot 2"). [] for a game not won."""
    state = match.state
    if state.outcome != "won":
        return []
    moves = match_events(game, match)
    laid = [0] * state.seats
    for seat, _card, _stack, _turn in state.history:
        laid[seat] += 1
    lines = [f"{len(state.history)} cards in {state.turn} turns: "
             + ", ".join(f"{name(k)} laid {n}" for k, n in enumerate(laid)) + "."]
    ends = [f"{STACK_ARROWS[st]} {card_words(top)}" for st, top in (("up", state.up), ("down", state.down))
            if top is not None]
    if ends:
        lines.append("The stacks ended on " + " and ".join(ends) + ".")
    tricks = [e for _b, _a, events in moves for e in events if e["kind"] == "stack_turned_back"]
    if tricks:
        # the biggest alone: a line of three ran past the summary's width at 1280x800 and was cut
        by = max(e["by"] for e in tricks)
        best = [e for e in tricks if e["by"] == by]
        count = f"{len(tricks)} reverse trick{'s' if len(tricks) != 1 else ''}"
        if len(best) == 1:
            best = best[0]
            lines.append(f"{count}; the biggest: {name(best['seat'])} turned {STACK_ARROWS[best['stack']]} back by "
                         f"{by} ({card_words(best['card'])} on {card_words(best['on'])}).")
        else:
            # a tie said as one: "the biggest: Bot 2 by 8" left out the player's own 8 (review 56s)
            # each seat named once, its tricks together (review 58w: "Bot 2 (red 10 on ▼) and Bot 2 (blue 2 on ▲)")
            seats = {}
            for e in best:
                seats.setdefault(e["seat"], []).append(f"{card_words(e['card'])} on {STACK_ARROWS[e['stack']]}")
            each = [f"{name(seat)} ({', '.join(done)})" for seat, done in seats.items()]
            both = "both" if len(best) == 2 else f"all {len(best)}"
            lines.append(f"{count}; the biggest, {both} by {by}: {joined(each)}.")
    else:
        lines.append("No reverse trick was needed.")
    record = request_record(moves).values()
    requests = sum(len(asked) for asked, _ in record)
    if requests:
        kept = requests - sum(len(broken) for _, broken in record)
        lines.append(f"Requests about a stack: {requests} said, {kept} kept by the team.")
    return lines
