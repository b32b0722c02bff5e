"""Why Undo is greyed and what U says (no pygame): the session's `undo_stop()` reads `block(session)`.

The reasons in the order they are asked: the game is over; every person here is out of the game while the bots
play on (the game's `everyone_out`, which the board's out choice reads too: `MatchSession.everyone_out`);
nothing of yours to take back; your last move final by itself or a round's result after it (the rules'
`undo_limit`); another seat has moved since (a game whose others' moves are final); the rules' undo limit.
"""

from . import settings as settings_mod

NOTHING_TO_UNDO = "you have not moved yet: Undo takes back only a move of your own"
OTHERS_FINAL = "another player's move is final"
# why Undo is greyed, and what U says, once the game is over (not a rule of play: review 16)
GAME_OVER_UNDO = "the game is over: its result is in the statistics"
# what U says once the bot that waited for an Undo (waits_for_undo) has played: what happened (review 16);
# ... and once every person here is out of the game while the bots play on (review 17, Flush)
TOO_LATE = "too late to undo"
# ... and right after an Undo (nothing played since): the move taken back was the one in time; "too late:
# Bot 2 has played since your last move" there read as if the Undo just made had failed (review 19)
MORE_UNDO = "nothing more to take back"
# Undo switched off for this table by the person: the greyed Undo and U say it (a loaded game lost its button)
UNDO_OFF = "undo is off in Settings (Allow undo on New game sets it too)"
# Undo at a pass-and-play table of a game whose moves the others see as they are made (the header keeps it,
# greyed with this, as every greyed button: it was taken away, and a new player looked for it, review 26)
# (as New game says it; "the other players have seen the table" read as odd where nothing is hidden, review 55n)
UNDO_SHARED = "undo is off in pass-and-play: a move the other players have seen stays"
YOU_ARE_OUT = "you are out of the game: your moves so far are final"


def shared_off(session):
    """Pass-and-play in a game whose moves the others see as they are made: no undo at this table, and the
    header keeps Undo greyed, saying so (UNDO_SHARED). Asked of the table, not of who holds the screen: at a
    curtain nobody does, and Undo left the header there and came back after Continue, shifting the buttons
    beside it (Quadruple War, review 57)."""
    match = session.match
    return not match.undo_at_table() and not session.stand_ins and len(match.human_seats()) > 1


def curtain_undo_note(session, seat):
    """The pass-and-play curtain's word on Undo for `seat`, who has not moved yet, where this table has none
    (UNDO_SHARED, capitalised); None elsewhere. The greyed Undo said why only in Keys and its tooltip, and a new
    player looked for it in vain (review 57)."""
    if not shared_off(session) or seat in session.match.actors:
        return None
    return UNDO_SHARED[:1].upper() + UNDO_SHARED[1:]


def block(session, first=False):
    """undo_stop's reason and whether another seat's move is what stops undo. `first`: the words of the
    first such refusal in a game, which say the rule behind it too, in the same short sentence (session's
    undo: it was the refusal then the rule, two sentences that said "your last move" twice, eight lines of
    Flush's message column, review 21)."""
    if session.match.over:
        return (GAME_OVER_UNDO if session.screen_seat is not None else None), False
    if session.everyone_out():
        return YOU_ARE_OUT, False
    if getattr(session, "held_seat", lambda: None)() is not None:
        # a turn over, waiting to be handed over (mover_moment.py): it stays, and the screen goes on (the
        # mover's click on Undo there did nothing and said nothing, review 28; then the rules' technical
        # "an ended turn is final (its new cards were drawn)…", session 29)
        return session.hold_undo_words(), False
    actors = session.match.actors
    if session.screen_seat not in actors:
        # nothing of yours to take back yet (a first hand others bid in before you): the greyed Undo too
        return (NOTHING_TO_UNDO if session.screen_seat is not None else None), False
    depth = 1 + actors[::-1].index(session.screen_seat)     # your last move and the moves after it
    if depth > 1 and session.game.others_moves_final:
        # your turn come round again, nothing done in it yet: the moment's reason, not your last move's
        fresh = session.game.fresh_turn_undo(session.match.state, session.screen_seat)
        if fresh is not None:
            return fresh, False
        # your last move may be final by itself (it scored a round, drew a card): that is what stops undo,
        # whatever came after it (QUASH: the dealer's deal of the next round is not why)
        mine = _own_limit(session, len(actors) - depth + 1)
        if mine is not None and mine[0] < 1:
            return mine[1], False
        # a round a move after yours scored: the round is over, whether its result is on the table (review 17),
        # being scored (QUASH, review 19: U said "too late: Bot 2 has played" where the greyed Undo said the round
        # is being scored) or already passed (Quadruple War, hand 2's bidding: U said "Bot 2 has played", of a card
        # in hand 1, with nobody's card yet in hand 2, review 43)
        state = session.match.state
        now = session.game.undo_limit(state)
        if now is not None and now[0] < depth - 1:
            return now[1], False
        # the first seat that moved after you, as a fact ("undo stops at Bot 2's move" when Bot 4 moved last)
        other = actors[-(depth - 1)]
        kind = session.match.actions[-(depth - 1)]
        kind = kind.get("type") if isinstance(kind, dict) else None
        moved = session.game.moved_words.get(kind, "has played")    # the move's kind: "has bid"
        if getattr(session, "undone_to", None) == len(actors):
            return (f"{MORE_UNDO}: {session.short_name(other)} has moved since your move before the one "
                    f"taken back"), True
        name = session.short_name(other)
        waited = grace(session, depth) if first and session.waits_for_undo else 0
        if waited > 0:
            # the rule as this table plays it: the next bot waits a moment for an Undo
            return f"{TOO_LATE}: {name} {moved}, after waiting {waited:.1f} s for an Undo", True
        # ("a bot moves at once" where it does not wait: other games, or the animation at instant)
        at_once = " (a bot moves at once)" if first else ""
        if session.waits_for_undo:
            return f"{TOO_LATE}: {name} {moved} since your last move{at_once}", True
        return f"{OTHERS_FINAL}: {name} has moved since your last move{at_once}", True
    limit = session.game.undo_limit(session.match.state)
    if limit is None:
        return None, False
    return (limit[1] if depth > limit[0] else None), False


def grace(session, depth=1):
    """Seconds the next bot waits for an Undo of the screen seat's move `depth` moves back (its last, by
    default): settings.undo_grace, longer by the board's share for that move where it weighs more
    (`session.undo_grace_share(action)`: Quadruple War's bid, a choice for the whole hand, which a new player
    wanted back after the bot's 2.5 s had run out: session 25)."""
    seconds = settings_mod.undo_grace(session.settings)
    share = getattr(session, "undo_grace_share", None)
    actors = session.match.actors
    if share is None or len(actors) < depth or actors[-depth] != session.screen_seat:
        return seconds
    return seconds * (1.0 + share(session.match.actions[-depth]))


def _own_limit(session, after):
    """The rules' undo limit at your last move (`after`: the moves made up to and with it), as it stands now.
    A move made while a round was scored (QUASH: your tiebreaker card) read "round 1 is being scored" at the
    start of round 2 (review 20, 4 players): once that scoring is over, the limit is the scored result's,
    read where the scoring ended."""
    game, match = session.game, session.match
    limit = game.undo_limit(match.state_after(after))
    if not game.being_scored(match.state_after(after)) or game.being_scored(match.state):
        return limit
    for later in range(after + 1, len(match.actors) + 1):
        state = match.state_after(later)
        if not game.being_scored(state):
            return game.undo_limit(state) or limit
    return limit


def undo_tip(session):
    """What a lit Undo would take back, for its tip under the pointer: lit while a bot rolls, it did not say
    it takes back your move, not the bot's (review 20). "" with nothing of yours to take back."""
    action = session.next_undo()
    if action is None:
        return ""
    m, seat = session.match, session.screen_seat
    said = session.words(session.game.describe(action, seat, len(m.seats)), short=True)
    mine = len(m.actors) - 1 - m.actors[::-1].index(seat)
    later = sum(1 for actor in m.actors[mine + 1:] if actor != seat)
    after = "" if not later else f", and the {later} move{'s' if later > 1 else ''} of others after it"
    reach = session.game.undo_reach_words(m.state, seat)
    reach = f". {reach}" if reach else ""
    return f"U takes back your last move ({said[:1].lower() + said[1:]}){after}{reach}"
