"""The Game's score chart (the Scores panel and the end summary): what a co-operative game is about, not a
score. The kit's chart of a game without rounds is each seat's score turn by turn; here that was one "Team"
line of cards laid, climbing by one or two a turn, which told a new player nothing (session 23). Charted
instead: the cards still to lay (the team wins at 0) and the cards in the draw pile, turn by turn: where
the two lines meet the pile is empty, and the gap between them is the cards held in hands. Public facts only
(every seat sees the laid cards and the pile's count). No pygame."""

from ...ui.scores import turn_points

TITLE = "Cards still to lay (0: the team wins), turn by turn"
STILL_TO_LAY = "Still to lay"
IN_THE_PILE = "In the draw pile"


def team_series(match):
    """(series, x labels, x title, title) of `match` so far, as the kit's score_series gives a chart (its
    points where the kit's are: every turn, or every few turns in a long game, and the last)."""
    turns, idx = turn_points(match.actors)
    states = [match.state_after(i) for i in idx]
    total = len(states[0].history) + len(states[0].pile) + sum(len(h) for h in states[0].hands)
    left = [total - len(s.history) for s in states]
    pile = [len(s.pile) for s in states]
    return [(STILL_TO_LAY, left), (IN_THE_PILE, pile)], turns, "turn", TITLE
