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
    """Points of a score chart: `labels[i]` (round number or move number) and `totals[i]` (per seat).
    `teams`: the game's partnerships as lists of seats (QUASH's sides at four), or None."""

    def __init__(self, labels, totals, x_title, teams=None):
        self.labels, self.totals, self.x_title = labels, totals, x_title
        self.teams = teams

    def __len__(self):
        return len(self.totals)

    def series(self, names, cooperative=False):
        """[(label, values)] for draw_line_chart, one line per seat. Seats share a line only when they
        play as one: everyone in a co-operative game ("Team"), or partners the game declares (QUASH's
        sides); such a line's label is the tuple of its players' names, so the legend still gives each
        player a row of their own. Seats whose scores merely happen to be equal (0 and 0 after the
        first round) keep lines of their own: the chart draws tied lines side by side."""
        if not self.totals:
            return []
        seats = len(self.totals[0])
        per_seat = [[row[s] for row in self.totals] for s in range(seats)]
        if cooperative and all(v == per_seat[0] for v in per_seat):
            return [("Team", per_seat[0])]
        groups, placed = [], set()
        for team in self.teams or ():
            team = [s for s in team if 0 <= s < seats and s not in placed]
            if len(team) > 1 and all(per_seat[s] == per_seat[team[0]] for s in team):
                groups.append(team)
                placed.update(team)
        groups += [[s] for s in range(seats) if s not in placed]
        groups.sort(key=lambda g: g[0])
        return [(names[g[0]] if len(g) == 1 else tuple(names[s] for s in g), per_seat[g[0]]) for g in groups]


def teams_of(game, state, seats):
    """Partnerships from the game: its own `teams(state)` hook if any, else the spectator view's `sides`
    when there are fewer sides than seats (QUASH at four: seats 0 & 2 are one side, 1 & 3 the other)."""
    hook = getattr(game, "teams", None)
    if callable(hook):
        got = hook(state)
        return [list(t) for t in got] if got else None
    sides = game.view(state, None).get("sides")
    if isinstance(sides, (list, tuple)) and 1 < len(sides) < seats and seats % len(sides) == 0:
        return [[s for s in range(seats) if s % len(sides) == k] for k in range(len(sides))]
    return None


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
    h = _history_from_states(game, states)
    h.teams = teams_of(game, states[-1], len(h.totals[0]) if h.totals else 0)
    return h


def _history_from_states(game, states):
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
