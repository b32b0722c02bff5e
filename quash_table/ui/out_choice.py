"""Every person at a table out of the game while the bots play on: Watch, or Let the bots finish (no pygame).

One part for every board (Flush: out of the game at a round's result; NumberQuash: finished, or with no place
left to win). The session says when every person here is out (`MatchSession.everyone_out`: the game's
`everyone_out`, of the table's view; Undo's reason reads the same) and the board whether its table asks the
choice now (`asks_out_choice`: Flush asks at a round's result, NumberQuash at once); this part keeps
what the person chose and answers the questions the header and the table's buttons ask:
- `offered()`: the table asks now (its two buttons, Watch and Let the bots finish, in place of the turn's);
- `in_header()`: the header keeps Let the bots finish (F) while the bots play on and the table does not ask
  (after Watch, or in a game loaded after everyone went out, where the table never asked);
- `finishing()`: the bots are finishing the game (no pace, no animation): the header and table say so.

The same Let the bots finish is offered to the one person at a table of bots at a round's result (session 22:
a game of Quadruple War to 500 is long): the bots then finish the game with a bot of STAND_IN_LEVEL in the
person's seat too (`MatchSession.finish_bots(stand_in=)`), and the summary says so (FOR_YOU_NOTE). The board
says where it offers it (`offers_bots_finish`, ui/board_hooks.py: at a round's result for a board that opts in,
`bots_finish_at_results`: Quadruple War).

The choice lives as long as the board (a game saved and loaded again asks again where its table asks, and the
header offers Let the bots finish meanwhile): a board never kept it in the save. Which seats a bot played
for their person, and from which move, is the match's (engine/stand_ins), saved with it.
"""

import re

from ..engine import stand_ins

WATCH = "watch"
FINISH = "finish"
FINISH_LABEL = "Let the bots finish"
FINISHING_WORDS = "The bots are finishing the game\u2026"
# the header while the table asks and the bots wait for the answer (session.bots_wait_for): it said the
# next bot's step ("Bot 5 rolls\u2026") over bots that did not move (session 20); a board's own line about
# the turn says the brief form beside the choice's buttons (NumberQuash's tray said "Bot 3 to roll", session 21)
WAITING_BRIEF = "The bots wait for your choice"
WAITING_WORDS = f"{WAITING_BRIEF}: Watch or Let the bots finish"
# the one person at a table of bots lets them finish: a bot of this level plays the person's seat
STAND_IN_LEVEL = "normal"
# the end summary's line then (ui/board_summary.summary_lines)
FOR_YOU_NOTE = f"The bots finished this game for you: a {STAND_IN_LEVEL} bot played your seat to the end"
# the heading's words for a seat a bot finished (ui/chrome.summary_heading): "You lost" alone read as the
# person's own loss (review 22), and "You won (finished by a bot)" as a riddle: who won, and what did the bot
# finish? Said plainly: the seat's result, and who played it to the end (session 25)
FINISHED_BY_BOT = "a bot finished the game for you"


def finished_heading(won):
    """The end summary's heading for the one person's seat a stand-in finished: "Your seat won — a bot
    finished the game for you"."""
    return f"Your seat {'won' if won else 'lost'} — {FINISHED_BY_BOT}"


def stand_in_heading(match, me, winners):
    """finished_heading for the seat of the one person at the screen (`me`) where a stand-in finished it, else
    None: the summary's heading and the header at the game's end say the same (review 55k: the header said
    plain "You win the game" over the summary's "Your seat won — a bot finished the game for you")."""
    if me is None or me not in match.stand_ins or len(match.human_seats()) != 1:
        return None
    return finished_heading(me in winners)


# asked before a bot takes the one person's seat (ui/screens/finish_confirm.py; review 23: one stray F ended
# the game at once, no way back)
CONFIRM_HEADING = "Let the bots finish?"
# the bots finish at once (ui/bots_finish.py): "You can watch" promised a show that never came, the game over
# two seconds later (session 25); the replay is where its moves are seen
CONFIRM_WORDS = (f"A {STAND_IN_LEVEL} bot plays your seat to the end of the game at once; Replay shows its moves"
                 " afterwards. The game counts as played, not won.")
KEEP_PLAYING = "Keep playing"


# the last word of a stand-in's name: the kit's wrap keeps the name whole by it (ui/theme.py)
STAND_IN_NOUN = "bot"


def stand_in_name(name, you):
    """The move log's name for a stand-in's mover (ui/narration.py; review 23: after the bot took over the
    log still said "You play the 7 of hearts"): "Your bot", "Ann's bot" ("Bot for you plays the J of spades"
    read oddly to a new player, session 60: the bot that plays your seat is your bot)."""
    return f"Your {STAND_IN_NOUN}" if you else f"{name}'s {STAND_IN_NOUN}"


def as_your_seat(text, name):
    """`text` (a game's words naming seats as the game does, "Seat 1") with the one person's seat, `name` as the
    game writes it, called "Your seat" once a stand-in plays it: what that seat did then was the bot's (review 56s:
    the log said "You win the game, 510 to 354" after the bots finished it, the table "Your seat wins the game")."""
    out, at = [], 0
    for mo in re.finditer(r"(?<!\w)" + re.escape(name) + r"(?!\d)", text):
        before = text[:mo.start()].rstrip()
        capital = not before or before.endswith((".", "!", "?")) or "\n" in text[len(before):mo.start()]
        out += [text[at:mo.start()], "Your seat" if capital else "your seat"]
        at = mo.end()
    return "".join(out) + text[at:]


def took_over_words(possessive):
    """The move log's line, once, where a stand-in took a seat over: "From here a normal bot plays your
    seat" (`possessive`: "your", "Ann's")."""
    return f"From here a {STAND_IN_LEVEL} bot plays {possessive} seat"


def for_you_note(match, seat):
    """The summary's line for a person's seat a bot played from some move on (engine/stand_ins, in the match
    and its save, so a reloaded game still says it): FOR_YOU_NOTE, from where and how much of the seat's
    play ("from hand 17 on: 55 of your 70 moves"); None for a seat nobody stood in for."""
    if seat not in match.stand_ins:
        return None
    by_bot, mine = stand_ins.moves_played(match, seat)
    where = stand_ins.progress_at(match, seat)
    # each phrase kept whole by no-break spaces (review 23: "from hand 4 / on"), the summary's wrap breaking
    # only between them (chrome's notes: theme.wrap's units, which give the spaces back)
    start = glued(f" from {where} on") if where else ""
    return f"{FOR_YOU_NOTE[:FOR_YOU_NOTE.rindex(' to the end')]}{start}: {glued(f'{by_bot} of your {mine} moves')}"


def glued(phrase):
    """`phrase` with its inner spaces no-break (a leading one stays a break)."""
    head = phrase[:len(phrase) - len(phrase.lstrip(" "))]
    return head + phrase.lstrip(" ").replace(" ", "\u00a0")


class OutChoice:
    """What the person out of the game chose: None (not asked yet, or not answered), WATCH or FINISH.
    `everyone_out()` (the session's) and `asks_now()` (the board's) are read each time (no state of the game
    here)."""

    def __init__(self, everyone_out, asks_now=None, offers_for_you=None, over=None):
        self.choice = None
        self.for_you = False        # finishing with a bot in the person's seat (offers_for_you)
        self._everyone_out = everyone_out
        self._asks_now = asks_now if asks_now is not None else (lambda: True)
        # the one person at a table of bots, still in the game, may let the bots finish (the board's
        # offers_bots_finish: at a round's result where the board opts in)
        self._offers_for_you = offers_for_you if offers_for_you is not None else (lambda: False)
        self._over = over if over is not None else (lambda: False)     # the game over: nobody finishes it

    def everyone_out(self):
        """Is every person here out of the game while it goes on (a replay, a finished game: never)?"""
        return bool(self._everyone_out())

    def offered(self):
        """Does the table ask now? Once, where the board asks, while every person is out."""
        return self.choice is None and self.everyone_out() and bool(self._asks_now())

    def in_header(self):
        """Does the header keep Let the bots finish? While every person is out, the bots not yet finishing,
        and the table not asking (one button for each way)."""
        if self.choice == FINISH:
            return False
        return (self.everyone_out() and not self.offered()) or self.offers_for_you()

    def offers_for_you(self):
        """Is Let the bots finish offered to the one person, still in the game (a bot taking their seat)?"""
        return self.choice != FINISH and not self.everyone_out() and bool(self._offers_for_you())

    def watching(self):
        return self.choice == WATCH and self.everyone_out()

    def finishing(self):
        """Are the bots finishing the game at the person's word (until it is over)?"""
        return self.choice == FINISH and ((self.for_you and not self._over()) or self.everyone_out())

    def watch(self):
        self.choice = WATCH

    def finish(self, for_you=False):
        self.choice = FINISH
        self.for_you = for_you
