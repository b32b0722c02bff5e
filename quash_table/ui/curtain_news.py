"""What the pass-and-play curtain says happened while its person was away (no pygame).

One source: the moves since that seat's latest action (`first_since`, which the recent marks read too)
and, for each, the move log's own entry (narration.MoveLogBook: the move in the game's words, then the
words of the public events it caused). Public words only: the curtain is on the screen before the person
called has taken it, so whoever passes it still sees it, and the log never names a card hidden from any
seat (Flush's cards laid face down, QUASH's face-down tiebreakers). A move folded into a later move's
sentence (its entry "") says nothing of its own.
"""

LOOK_BACK = 64          # moves looked back at most (a round of The Game at 5 seats is well under this)
MOST_MOVES = 6          # moves the curtain lists at most, the newest; fewer where the window has no room
OWN_LINE_MARK = "\u25b8 "


def first_since(match, seat, upto=None, look_back=LOOK_BACK):
    """The index of the first move after `seat`'s latest action of its own (up to move `upto`, by default all),
    looking back `look_back` moves at most: moves first_since..upto-1 were made while the seat waited."""
    n = len(match.actions) if upto is None else min(upto, len(match.actions))
    start = n
    # a move the table made for the seat (game.made_by_table: QUASH's deal) is no move of its own
    while start > 0 and n - start < look_back and (match.actors[start - 1] != seat
                                                   or match.game.made_by_table(match.actions[start - 1])):
        start -= 1
    return start


def news_items(book, match, seat, brief=False):
    """[[line, ...] one per move] of what the other seats did since `seat` last acted, oldest first: the
    move log's words for each (`book`: the board's MoveLogBook; `brief`: in the fewest words the game gives
    its events, book.entries); a round closed or opened on its own line ("▸ Hand 2 scored ..."), as the log
    shows it."""
    if seat is None:
        return []
    start = first_since(match, seat)
    items = []
    if ended_a_round(match, seat, start):
        # the seat's own last move ended a round and the next was dealt: that round's close and the new deal
        # (its own lines in the log: Flush's new Mimic) are news to it; round 2's curtain said nothing (review 57)
        for _mover, lines in book.entry_lines(start - 1, start, brief=brief):
            if lines[1:]:
                items.append([OWN_LINE_MARK + line for line in lines[1:]])
    for _mover, lines in book.entry_lines(start, len(match.actions), brief=brief):
        if not lines:       # folded into a later move's sentence
            continue
        first, *own = lines
        items.append(([first] if first else []) + [OWN_LINE_MARK + line for line in own])
    return [item for item in items if item]


def ended_a_round(match, seat, start):
    """Is the move before `start` (first_since) `seat`'s own, one that ended a round and dealt the next
    (game.scored_position)?"""
    if start <= 0 or match.actors[start - 1] != seat:
        return False
    return match.game.scored_position(match.state_after(start - 1), match.actions[start - 1]) is not None


def more_words(dropped):
    """The line that stands for the older moves left out."""
    return f"\u2026and {dropped} earlier move{'s' if dropped != 1 else ''} (the move log lists them)"


def fit_news(items, rows, room, most=MOST_MOVES, more=more_words):
    """(lines shown, moves left out) of `items` (news_items) where `rows(line)` is how many rows a line
    takes and `room` the rows there are: the newest moves that fit, at most `most`, whole, and first a
    line saying how many older ones were left out (`more(count)`: a board's own shorter words)."""
    shown, used = [], 0
    kept = 0
    for item in reversed(items):
        need = sum(rows(line) for line in item)
        left = len(items) - kept - 1
        tail = rows(more(left)) if left else 0
        if kept >= most or used + need + tail > room:
            break
        shown[:0] = item
        used += need
        kept += 1
    dropped = len(items) - kept
    if dropped:
        shown.insert(0, more(dropped))
    return shown, dropped


def curtain_why(session, words):
    """What the curtain says under "Pass to Ann": why it came for the person who held the screen, where a
    Skip passed another person over since they looked ("Ann again: Ben was skipped"), then the board's
    `words` (BoardScene.curtain_words), or None when neither says anything."""
    again = session.curtain_again
    if not again:
        return words
    names = [session.name(p) for p in again]
    who = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    lead = f"{session.name(session.curtain)} again: {who} {'was' if len(names) == 1 else 'were'} skipped"
    return f"{lead}. {words}" if words else lead


def addressed_seat(session):
    """The seat news is told to as "you" (MoveLogBook's `you`): in pass-and-play the person the curtain calls
    while it is up, then the person at the screen (the curtain said "Player 2 is skipped" to Player 2, review 60);
    None elsewhere, where is_you's "You" stands."""
    if not session.pass_and_play:
        return None
    return session.curtain if session.curtain is not None else session.screen_seat


def curtain_news(session, book):
    """(heading, items) of the news the curtain shows for the seat it calls (`session.curtain`)."""
    seat = session.curtain
    match = session.match
    heading = "Since your last move:" if seat in match.actors else "So far:"
    return heading, news_items(book, match, seat)
