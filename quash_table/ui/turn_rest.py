"""The rest at the end of a bot's turn of several moves, before the next seat begins (no pygame).

At the bots' pace each move rests as long as every other, so a turn of several moves (NumberQuash's roll and
its cover, The Game's cards and End turn, QUASH's draw and lay) ended as quickly as any of its moves, and
the next seat's began at once: at six NumberQuash seats five bots' turns passed in about two seconds each
and a new player could not follow who did what (session 29). The table now rests longer where one bot's
turn of several moves ends and another seat is to move, so what it did can be seen whole before the next
turn begins. A turn of one move (Quadruple War's card, a bid) keeps the plain pace: nothing more to read.
The session adds it to its pace (`MatchSession.bot_wait`); the marks (`recent_marks.py`) keep what every
seat did since your last move on the table after that.
"""

# the share of the bots' pace added to the next bot's wait where a bot's turn of several moves ends: at the normal
# pace (settings.BOT_PACE, 0.8 s) the turn's last move then rests 1.4 s, past the 1.2 s a new player needed to see
# a NumberQuash bot's roll and cover whole before the next seat's began (session 29); a faster or slower pace the
# player chose shortens or lengthens it alike, instant: none. (Session 29 wrote it as max(0.75, 1.2 s / BOT_PACE
# - 1): with BOT_PACE a constant that is 0.75 at every pace, session 30.)
TURN_END_SHARE = 0.75


def turn_run(actors):
    """How many moves in a row the seat that made the last move made (its turn so far): 0 for none."""
    if not actors:
        return 0
    last, n = actors[-1], 0
    for seat in reversed(actors):
        if seat != last:
            break
        n += 1
    return n


def turn_end_share(actors, to_move, is_bot, pace):
    """The share of `pace` (seconds) added to the next bot's wait where a bot's turn of several moves has
    just ended (`actors`: the seats that made the moves, in order; `to_move`: the seat to move now, another
    one): TURN_END_SHARE; 0.0 otherwise, and at an instant pace."""
    if not pace or not actors or to_move == actors[-1] or not is_bot(actors[-1]) or turn_run(actors) < 2:
        return 0.0
    return TURN_END_SHARE
