"""The moments a replay jumps between (no pygame): where each round (Quadruple War's hand) begins, read from
the rules' events, so a long game (a game to 500 is about 1,000 moves) is stepped a round at a time as well
as a move at a time (review 23). Any game whose rules tell a round's next deal has them: the director's
NEXT_ROUND_KINDS after a move's GATE_KINDS (Quadruple War, Flush: the last card scores and deals), or in a
move of its own once a round was scored (QUASH's dealer deals with a move of its own: review 24 found its
replay's ◀◀ and ▶▶ treating the whole game as one round), and where each round's scored board is a step of its
own, where ◀◀ and ▶▶ stop too (session 27)."""

from .director import GATE_KINDS, NEXT_ROUND_KINDS


def scored_and_dealt(events):
    """Did a move with these events score a round and go on to deal the next?"""
    kinds = [e.get("kind") for e in events]
    scored = next((i for i, k in enumerate(kinds) if k in GATE_KINDS), None)
    return scored is not None and any(k in NEXT_ROUND_KINDS for k in kinds[scored + 1:])


def moments(events, over):
    """The steps a replay shows at one move's position, in order, each said by whether the round's result is
    on the table (`at_result`): a move that scored a round and dealt the next, the table as scored, then the
    deal (Flush, Quadruple War); a move that scored a round with no deal in it (QUASH: the dealer deals with
    a move of its own), the move (its scoring shown as it happens), then the scored board at rest, a step of
    its own before the next deal (review 26: a step on during QUASH's long scoring went straight to the
    next deal); the game's last result, one step (nothing follows it); any other move, itself."""
    if scored_and_dealt(events):
        return (True, False)
    if any(e.get("kind") in GATE_KINDS for e in events):
        return (True,) if over else (False, True)
    return (False,)


def deals_after_a_score(events, scored_before):
    """Does a move with these events put a new round's deal on the table: scoring a round and dealing the next
    in one move, or dealing in a move of its own after a round was scored (`scored_before`)?"""
    if scored_and_dealt(events):
        return True
    kinds = [e.get("kind") for e in events]
    return scored_before and not any(k in GATE_KINDS for k in kinds) and any(k in NEXT_ROUND_KINDS for k in kinds)


class RoundStarts:
    """The positions (moves made) at which each round's deal is on the table: 0, then after each move that
    scored a round and dealt the next; each round's scored board (its result, a step of its own: moments);
    and the game's word for a round ("Hand" where its rules score hands). ◀◀ and ▶▶ stop at both, in the
    order Left and Right step through them: they went from deal to deal past every scored board the replay
    has shown as a step of its own since session 26 (session 27)."""

    def __init__(self, game, full):
        self.starts, self.word = [0], "Round"
        self.steps = [(False,)]     # each position's steps (moments), position 0 the deal alone
        results = []                # (position, step) of each round's scored board
        scored = False      # a round was scored before: a deal then is the next round's (not the first one's)
        for n, state in enumerate(full.replay_states()[1:], start=1):
            events = game.events(state, None)
            self.steps.append(moments(events, state.to_move is None))
            if any(e.get("kind") == "hand_scored" for e in events):
                self.word = "Hand"
            if deals_after_a_score(events, scored):
                self.starts.append(n)
            if True in self.steps[n]:
                results.append((n, self.steps[n].index(True)))
            scored = scored or any(e.get("kind") in GATE_KINDS for e in events)
        # every stop as (position, its step there): a deal is its position's last step (after a result); the
        # game's end is the last round's result (QUASH's last move says "finish", no round scored)
        deals = [(n, len(self.steps[n]) - 1) for n in self.starts]
        end = len(self.steps) - 1
        self.stops = sorted(set(deals + results + ([(end, len(self.steps[end]) - 1)] if end else [])))

    def _here(self, position, at_result):
        steps = self.steps[position] if position < len(self.steps) else (at_result,)
        return position, steps.index(at_result) if at_result in steps else 0

    def _stop(self, stop):
        position, i = stop
        return position, self.steps[position][i]

    def number(self, position, at_result):
        """Which round the position shows (1 for the first): a round's result is the round it ends."""
        return sum(1 for s in self.starts if s < position or (s == position and not at_result))

    def next(self, position, at_result):
        """(position, at_result) of the next stop on: this round's scored board, else the next round's deal;
        None from the last round's result."""
        here = self._here(position, at_result)
        return next((self._stop(s) for s in self.stops if s > here), None)

    def previous(self, position, at_result):
        """(position, at_result) of the stop before: this round's deal, or from it the round before's scored
        board (as a player's "previous track"); None at the first deal."""
        here = self._here(position, at_result)
        return next((self._stop(s) for s in reversed(self.stops) if s < here), None)
