"""The moments a replay jumps between (no pygame): where each round (Quadruple War's hand) begins, read from
the rules' events, so a long game (a game to 500 is about 1,000 moves) is stepped a round at a time as well
as a move at a time (review 23). Any game whose rules tell a round's score and its next deal has them: the
director's GATE_KINDS then NEXT_ROUND_KINDS in one move's events."""

from .director import GATE_KINDS, NEXT_ROUND_KINDS


def scored_and_dealt(events):
    """Did a move with these events score a round and go on to deal the next?"""
    kinds = [e.get("kind") for e in events]
    scored = next((i for i, k in enumerate(kinds) if k in GATE_KINDS), None)
    return scored is not None and any(k in NEXT_ROUND_KINDS for k in kinds[scored + 1:])


class RoundStarts:
    """The positions (moves made) at which each round's deal is on the table: 0, then after each move that
    scored a round and dealt the next; and the game's word for a round ("Hand" where its rules score hands)."""

    def __init__(self, game, full):
        self.starts, self.word = [0], "Round"
        for n, state in enumerate(full.replay_states()[1:], start=1):
            events = game.events(state, None)
            if any(e.get("kind") == "hand_scored" for e in events):
                self.word = "Hand"
            if scored_and_dealt(events):
                self.starts.append(n)

    def number(self, position, at_result):
        """Which round the position shows (1 for the first): a round's result is the round it ends."""
        return sum(1 for s in self.starts if s < position or (s == position and not at_result))

    def next(self, position, at_result):
        """(position, at_result) of the next round's deal, or None from the last round."""
        number = self.number(position, at_result)
        return (self.starts[number], False) if number < len(self.starts) else None

    def previous(self, position, at_result):
        """(position, at_result) of this round's deal, or the round before's when the table shows this round's
        deal already (as a player's "previous track"); None at the first deal."""
        number = self.number(position, at_result)
        start = self.starts[number - 1]
        if start == position and not at_result:
            return (self.starts[number - 2], False) if number >= 2 else None
        return start, False
