"""Scores over a game, for the charts: per-seat totals at the end of every round (or hand).

A game may say it best with an optional hook, `game.score_history(state) -> [[total per seat], ...]` (one
list per finished round). Without it the kit reads the match itself: `game.result(state)["scores"]` at
every round boundary (where the round / hand counter of the spectator's view changes), or, for a game
without rounds (The Game), every few moves. Nothing here needs a game to change.
"""

import math

from .sounds import round_number

SAMPLES = 30      # points on a chart of a game without rounds


class History:
    """Points of a score chart: `labels[i]` (round number or move number) and `totals[i]` (per seat)."""

    def __init__(self, labels, totals, x_title):
        self.labels, self.totals, self.x_title = labels, totals, x_title

    def __len__(self):
        return len(self.totals)

    def series(self, names, cooperative=False):
        """[(label, values)] for draw_line_chart: seats whose totals are the same all game (a team, or
        everyone in a co-operative game) share one line named after all of them."""
        if not self.totals:
            return []
        seats = len(self.totals[0])
        per_seat = [[row[s] for row in self.totals] for s in range(seats)]
        groups = []
        for s in range(seats):
            for g in groups:
                if per_seat[g[0]] == per_seat[s]:
                    g.append(s)
                    break
            else:
                groups.append([s])
        if cooperative and len(groups) == 1:
            return [("Team", per_seat[0])]
        return [(" & ".join(names[s] for s in g), per_seat[g[0]]) for g in groups]


def _hook(game, state):
    hook = getattr(game, "score_history", None)
    if not callable(hook):
        return None
    rows = hook(state)
    if not rows:
        return None
    return History([str(i + 1) for i in range(len(rows))], [list(r) for r in rows], "round")


def _scores(game, state):
    return list(game.result(state)["scores"])


def _round_changes(game, states):
    """Indexes i where the round counter of states[i] differs from states[i - 1], with the counters.
    Round counters only go up, so equal counters at both ends of a stretch mean no change inside it: a
    long game (5,000 moves of Quadruple War) is read with a few hundred views, not one per move."""
    cache = {}

    def r(i):
        if i not in cache:
            cache[i] = round_number(game.view(states[i], None))
        return cache[i]

    changes = []
    stack = [(0, len(states) - 1)]
    while stack:
        a, b = stack.pop()
        if b <= a or r(a) == r(b):
            continue
        if b == a + 1:
            changes.append(b)
            continue
        mid = (a + b) // 2
        stack.append((mid, b))
        stack.append((a, mid))
    changes.sort()
    return changes, r


def history_from_states(game, states):
    """The chart points of a game from its states (Match.replay_states(): the start to now)."""
    got = _hook(game, states[-1])
    if got is not None:
        return got
    changes, r = _round_changes(game, states)
    if r(0) is not None and changes:
        labels, totals = ["start"], [_scores(game, states[0])]
        for i in changes:
            labels.append(str(r(i - 1)))
            totals.append(_scores(game, states[i]))
        last = len(states) - 1
        if changes[-1] != last:
            labels.append(str(r(last)) + ("" if states[-1].to_move is None else "\u2026"))
            totals.append(_scores(game, states[-1]))
        return History(labels, totals, "round")
    n = len(states) - 1
    k = max(1, math.ceil(n / SAMPLES))
    idx = list(range(0, n + 1, k))
    if idx[-1] != n:
        idx.append(n)
    return History([str(i) for i in idx], [_scores(game, states[i]) for i in idx], "move")


class ScoreTracker:
    """Follows a match as it is played and says when a round ends, without replaying the game each move.
    `update(match)` returns the number of the round that just ended (or None); `history(match)` the
    chart points so far (rebuilt from the match's replay once after an undo or a resumed game)."""

    def __init__(self, game):
        self.game = game
        self.n = None           # how many actions the tracker has seen
        self.round = None
        self._history = None    # History for self._history_n actions
        self._history_n = None

    def update(self, match):
        n = len(match.actions)
        if n == self.n:
            return None
        r = round_number(self.game.view(match.state, None))
        ended = None
        step = self.n is not None and n == self.n + 1
        if step and self.round is not None and r is not None and r != self.round:
            ended = self.round
        if (step and self._history is not None and self._history_n == self.n
                and self._history.x_title == "round" and _hook(self.game, match.state) is None):
            self._extend(match, ended)
        self.n, self.round = n, r
        return ended

    def _extend(self, match, ended):
        """One more move on a known history: a new point when a round ended, the live point moved."""
        h = self._history
        if h.labels[-1].endswith("\u2026"):
            h.labels.pop()
            h.totals.pop()
        scores = _scores(self.game, match.state)
        if ended is not None:
            h.labels.append(str(ended))
            h.totals.append(scores)
        else:
            over = match.state.to_move is None
            h.labels.append(str(self.round if self.round is not None else "") + ("" if over else "\u2026"))
            h.totals.append(scores)
        self._history_n = self.n + 1

    def history(self, match):
        if self._history is None or self._history_n != len(match.actions):
            self._history = history_from_states(self.game, match.replay_states())
            self._history_n = len(match.actions)
        return self._history
