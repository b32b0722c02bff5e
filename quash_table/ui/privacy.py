"""Privacy in one place: whose eyes are on the screen, and so whose view of the table may be drawn.

- Alone against bots: the one person's seat, always.
- A table of bots only: nobody's (the spectator view: public information only).
- Two or more people at a table that hides something (pass-and-play): a seat's view is drawn only while it
  is that seat's turn and its person has lifted the curtain; from the moment their move is made until
  their next turn the screen shows the spectator view; between two people a curtain hides everything.
  The curtain comes only when the screen changes owner: a person whose turn comes again while nobody
  else was asked to take the screen (only bots moved, or the table played a move for someone) takes
  their view back with no curtain (`needs_curtain`), unless another person's turn was passed over
  meanwhile (a Skip): that person may be at the screen by habit, so the curtain comes, saying why.
  A round's result waiting for Next is a screen everybody looks at: it too is the spectator view, and the
  next person's hand comes only after the curtain, even when the same person moves last and first.
  A game whose table hides nothing (`Game.open_table`) needs no curtain: the screen turns to whoever is
  to play.
- A finished game: nothing is secret any more, so its table may show every hand face up (`open_hands`),
  alone against bots and at a pass-and-play table alike.
- A replay: once the game is over, any seat's view and every hand face up; before that, only what a
  person alone against bots saw (their own seat), and for a pass-and-play or a bots-only game only the
  spectator view, since the person replaying may be any of them. A game that hides nothing
  (`Game.open_table`) has one view, over or not: no view switch, no hands face up (`has_view_switch`).

No pygame here: the sessions (ui/session.py, ui/replay.py) ask these functions and the boards draw what
the session's `screen_seat` may see, nothing more.
"""

from .faceup import face_up_hands

FACE_UP = "all"     # the replay's choice that shows every hand


def hides_between_turns(game, match):
    """Does the screen cover a person's hand between their turns (pass-and-play at a hiding table)?"""
    return len(match.human_seats()) > 1 and not game.open_table


def first_eyes(game, match):
    """(screen_seat, curtain) for a live table as it opens. At a pass-and-play table where a bot moves
    first nobody is asked to take the screen yet: the curtain comes for the first person to have a move
    to make (it was put up for the first person at once, who lifted it, watched the bots, and was
    covered again with nothing to do when a bot's Skip passed them by)."""
    humans = match.human_seats()
    if not humans:
        return None, None
    if len(humans) == 1:
        return humans[0], None
    first = match.to_move if match.is_human(match.to_move) else None
    if first is not None and game.automatic_action(match.state, humans) is not None:
        # the table makes that move by itself (QUASH deals for a pass-and-play dealer): the curtain comes
        # for whoever moves after it (a save at a round's end called the dealer "to play a card", review 22)
        first = None
    if game.open_table:
        return (first if first is not None else humans[0]), None
    return first, first        # the first player too is asked to take the screen


def eyes_after_move(game, match, screen_seat, result_waiting=False):
    """The seat whose view stays on screen after a move: a person who has just finished their turn at a
    pass-and-play table is covered at once (the spectator view) until their next turn; so is everybody
    while a round's result waits for Next (`result_waiting`): the whole table looks at it, so the next
    hand, theirs again or not, is shown only behind a curtain."""
    if hides_between_turns(game, match) and (result_waiting or match.to_move != screen_seat):
        return None
    return screen_seat


def needs_curtain(game, seat, holder, passed=()):
    """Must the screen be covered before `seat`'s person sees their view (pass-and-play)? Not at an open
    table, nor when that person is still at the screen (`holder`: who last lifted the curtain, None once a
    round's result was shown to everyone) and no other person's turn was passed over since they looked
    (`passed`, passed_people): nobody else has had the screen since, so nobody else is looking. A person
    whose turn a Skip passed over may have been handed the screen by habit (review 60: Player 1 skipped
    Player 2, a bot played, and Player 1's hand came back uncovered)."""
    return not game.open_table and (seat != holder or any(p != holder for p in passed))


def passed_people(game, match, since, holder):
    """The people other than `holder` whose turn a move after the first `since` passed over, in order
    (the rules' events: `Game.passed_over`)."""
    found = []
    for n in range(min(since, len(match.actions)) + 1, len(match.actions) + 1):
        for event in game.events(match.state_after(n), None):
            found += [p for p in game.passed_over(event)
                      if p != holder and match.is_human(p) and p not in found]
    return found


def replay_choices(game, match, finished):
    """Whose eyes a replay may borrow: every seat and all face up once over, else see the module doc; a
    game without hidden information only the one view its unfinished replay shows (every seat saw the same
    table: a switch to "All cards face up" and an empty hands panel said card words of a dice game)."""
    return replay_eyes(match.human_seats(), len(match.seats), finished and has_view_switch(game))


def has_view_switch(game):
    """Does a replay of `game` offer other eyes once it is over? Not a game whose table hides nothing."""
    return not game.open_table


def replay_eyes(human_seats, seat_count, finished):
    """replay_choices from the seats alone (the Load list says it from a save's header, with no replay)."""
    if finished:
        # the view a finished replay opens in, then all face up (what a person replays a game to see: it
        # was fourth of four at three seats, review 20), then the other seats' eyes
        first = [human_seats[0]] if len(human_seats) == 1 else []
        return first + [FACE_UP] + [seat for seat in range(seat_count) if seat not in first]
    if len(human_seats) == 1:
        return [human_seats[0]]
    return [None]


# a save of a game since finished: why its replay's view switch is greyed, and where the whole game is
LATER_FINISHED_WORDS = ("This save stops before the end of its game, so it shows only {what}; the finished game's "
                        "replay, with every view, is in Load under Finished games")


def replay_locked_words(match, finished, later_finished=False):
    """Why a replay offers no other eyes than its one view (see replay_choices), as its greyed view switch
    says when pressed; "" when it offers more. `later_finished`: a save of a game since played to its end
    (the Load row says "later finished"): "until the game is over" denied the row (review 25), so the words
    say the save stops before the end and where the whole game's replay is; what it shows is the same."""
    if finished or not has_view_switch(match.game):
        return ""
    if later_finished:
        one = len(match.human_seats()) == 1
        return LATER_FINISHED_WORDS.format(what="what you saw" if one else "what everyone could see (no hand)")
    if len(match.human_seats()) == 1:
        return "Until the game is over, its replay shows only what you saw; each seat's view comes after the game ends"
    return ("Until the game is over, its replay shows only what everyone could see (no hand); each seat's "
            "view comes after the game ends")


def open_hands(game, match):
    """{seat: cards} a live table may show face up: every seat's hidden cards once the game is over
    ("See the table" after a loss showed the bots' cards face down), none before."""
    return face_up_hands(game, match.state) if match.over else {}
