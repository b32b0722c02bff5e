"""Scores over a game, for the charts: per-seat totals at the end of every round (or hand).

A game may say it best with an optional hook, `game.score_history(state) -> [[total per seat], ...]` (one
list per finished round). Without it the kit reads the match itself: `game.result(state)["scores"]` at
every round boundary (where the round / hand counter of the spectator's view changes), or, for a game
without rounds (The Game), after every turn (or every few). Nothing here needs a game to change.
"""

from ..engine.naming import joined
from .sounds import round_number

SAMPLES = 30      # points on a chart of a game without rounds (at most, and the last turn)


class History:
    """Points of a score chart: `labels[i]` (a round's name: "start", "2", "3 (now)"; or a turn number, an
    int, placed on the chart by its value) and `totals[i]` (per seat).
    `teams`: the game's partnerships as lists of seats (QUASH's sides at four), or None; `team_names`:
    the name the game gives each (its `sides`: "RED", "BLACK"), or None."""

    def __init__(self, labels, totals, x_title, teams=None, team_names=None):
        self.labels, self.totals, self.x_title = labels, totals, x_title
        self.teams = teams
        self.team_names = team_names

    def __len__(self):
        return len(self.totals)

    def series(self, names, cooperative=False, colours=None):
        """[(label, values)] for draw_line_chart, one line per seat; with `colours` (a colour or None per
        seat: the colour the table shows the seat in), [(label, values, colour)]. Seats share a line only when they
        play as one: everyone in a co-operative game ("Team"), or partners the game declares (QUASH's
        sides). A side the game names is one line and one legend row, labelled as the board names it,
        with its players: "RED (You and Bot 3)" (a narrow legend keeps "RED"); partners without a name
        keep a row each (the label is the tuple of their names). Seats whose scores merely happen to be
        equal (0 and 0 after the first round) keep lines of their own: the chart draws tied lines side
        by side."""
        groups, team_of = self.groups(cooperative)
        if groups == [None]:
            return [("Team", [row[0] for row in self.totals])]
        per_seat = [[row[s] for row in self.totals] for s in range(len(self.totals[0]))] if groups else []
        team_label = {g[0]: f"{self.team_names[team_of[g[0]]]} ({joined([names[s] for s in g])})" for g in groups
                      if len(g) > 1 and self.team_names and team_of[g[0]] < len(self.team_names)}
        out = [(names[g[0]] if len(g) == 1 else team_label.get(g[0], tuple(names[s] for s in g)), per_seat[g[0]])
               for g in groups]
        if colours and any(c is not None for c in colours):
            out = [line + (colours[g[0]],) for line, g in zip(out, groups)]
        return out

    def groups(self, cooperative=False):
        """(the seats of each of series' lines, in its order; {a partnership's first seat: its index in
        teams}); [None]: the one "Team" line of a co-operative game."""
        if not self.totals:
            return [], {}
        seats = len(self.totals[0])
        per_seat = [[row[s] for row in self.totals] for s in range(seats)]
        if cooperative and all(v == per_seat[0] for v in per_seat):
            return [None], {}
        groups, placed, team_of = [], set(), {}
        for k, team in enumerate(self.teams or ()):
            team = [s for s in team if 0 <= s < seats and s not in placed]
            if len(team) > 1 and all(per_seat[s] == per_seat[team[0]] for s in team):
                groups.append(team)
                placed.update(team)
                team_of[team[0]] = k
        groups += [[s] for s in range(seats) if s not in placed]
        groups.sort(key=lambda g: g[0])
        return groups, team_of

    def ranks(self, order, cooperative=False):
        """Each of series' lines' place in `order` (the seats best first: chrome.standings of the result),
        for the legend (chart.legend_rows): three NumberQuash finishers on 18 were listed in seat order."""
        at = {seat: i for i, seat in enumerate(order)}
        return [0 if g is None else min(at.get(s, len(at) + s) for s in g) for g in self.groups(cooperative)[0]]


def round_label(r, over):
    """A chart's x label for round `r`: "2 (now)" while it is still being played (a "2\u2026" read as a label
    cut off)."""
    return str(r) if over else f"{r} (now)"


def teams_of(game, state, seats):
    """Partnerships from the game: its own `teams(state)` hook if any, else the sides it declares at this
    many seats (`Game.sides`, which the Load list reads too: QUASH at four, RED seats 0 & 2, BLACK 1 & 3)."""
    got = game.teams(state)
    if got:
        return [list(t) for t in got]
    sides = game.sides(seats) if seats else None
    return [list(team) for _, team in sides] if sides else None


def team_names_of(game, state, seats):
    """The name of each of teams_of's partnerships, as the game declares its sides ("RED", "BLACK"), or
    None (a game's own `teams` hook names none)."""
    if game.teams(state):
        return None
    sides = game.sides(seats) if seats else None
    return [name for name, _ in sides] if sides else None


def _with_teams(h, game, state, seats):
    h.teams = teams_of(game, state, seats)
    h.team_names = team_names_of(game, state, seats) if h.teams else None
    return h


def _hook(game, state):
    rows = game.score_history(state)
    if not rows:
        return None
    return History([str(i + 1) for i in range(len(rows))], [list(r) for r in rows], "round")


def _scores(game, state):
    return list(game.result(state)["scores"])


def _round_changes(game, states, round_of=None):
    """Indexes i where the round counter of states[i] differs from states[i - 1], with the counters.
    Round counters only go up, so equal counters at both ends of a stretch mean no change inside it: a
    long game (5,000 moves of Quadruple War) is read with a few hundred views, not one per move.
    `round_of(state)`: a caller's own (remembering) way to the counter."""
    cache = {}
    round_of = round_of or (lambda state: round_number(game.view(state, None)))

    def r(i):
        if i not in cache:
            cache[i] = round_of(states[i])
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
    return _with_teams(h, game, states[-1], len(h.totals[0]) if h.totals else 0)


def _history_from_states(game, states):
    got = _hook(game, states[-1])
    if got is not None:
        return got
    changes, r = _round_changes(game, states)
    # a first round still going is charted by its turns, unless the game says a round is short
    # (Game.first_round_by_turns: NumberQuash's round is one turn each)
    if r(0) is not None and (changes or not game.first_round_by_turns):
        labels, totals = ["start"], [_scores(game, states[0])]
        for i in changes:
            labels.append(str(r(i - 1)))
            totals.append(_scores(game, states[i]))
        last = len(states) - 1
        if not changes or changes[-1] != last:
            labels.append(round_label(r(last), states[-1].to_move is None))
            totals.append(_scores(game, states[-1]))
        return History(labels, totals, "round")
    turns, idx = turn_points([st.to_move for st in states[:-1]])
    return History(turns, [_scores(game, states[i]) for i in idx], "turn")


# the steps of a chart's x axis (in turns, or in points for rounds) and of its sampling: even, nice numbers
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000)


def turn_points(actors):
    """Where a chart of a game without rounds (or of a first round still going) has its points, in the
    players' terms: turns, not moves (a turn of The Game is several cards and End turn). `actors[i]` is who
    made move i; a turn is a run of moves by one seat. Returns (turn numbers, the move count at each): 0
    the start, then every turn, or every 2, 5, 10... turns (a nice step, so the axis's ticks are even) when
    there are more than SAMPLES, and the last turn (the one being played) whatever its number."""
    n = len(actors)
    ends = [i for i in range(1, n) if actors[i] != actors[i - 1]] + ([n] if n else [])
    step = next((k for k in NICE_STEPS if len(ends) <= SAMPLES * k), NICE_STEPS[-1])
    turns = [0] + [t for t in range(step, len(ends) + 1, step)]
    if turns[-1] != len(ends):
        turns.append(len(ends))
    return turns, [0] + [ends[t - 1] for t in turns[1:]]


def _sampled(game, match):
    """Chart points every turn or few turns (a game or a first round without a boundary yet), read from
    the match's record of who moved and its checkpoints rather than a replay of every state."""
    turns, idx = turn_points(match.actors)
    h = History(turns, [_scores(game, match.state_after(i)) for i in idx], "turn")
    return _with_teams(h, game, match.state, len(h.totals[0]))


class ScoreTracker:
    """Follows a match as it is played and says when a round ends, without replaying the game each move.
    `update(match)` returns the number of the round that just ended (or None); `history(match)` the
    chart points so far.

    For a game with rounds, the round boundaries are read once, move by move as they come, and a game
    opened long (a save of 10,000 moves) is read a slice of moves per frame by `catch_up` (so no frame
    replays the whole game); an undo cuts the boundaries back instead of reading the game again. A game
    without rounds (The Game: at most a hundred moves) or with its own score_history hook is read whole."""

    SLICE = 128   # moves read per call of catch_up

    def __init__(self, game):
        self.game = game
        # a rules fact, on the game (engine/game.py): else a first round is charted as one round
        self.first_round_by_turns = game.first_round_by_turns
        self.n = None           # how many actions update() has seen
        self.round = None
        self._rounds = None     # does the game count rounds? (None until the first match is seen)
        self._points = []       # (moves, the move that ended there, label, totals) per round boundary read
        self._read = 0          # moves read for round boundaries
        self._read_state = None
        self._read_last = None  # the move object at _read - 1 (to notice an undo followed by other moves)
        self._whole = None      # (state, History): the chart points of the position last asked about
        self._counted = {}      # id(state) -> (state, round counter): the last few states' counters

    def _round_of(self, state):
        """The round counter of `state`, remembered: a move's state is asked about by update() and by
        catch_up() (now and as the start of its next slice), and a view of a long game is not cheap (a
        Quadruple War view copies its whole score sheet)."""
        got = self._counted.get(id(state))
        if got is not None and got[0] is state:
            return got[1]
        r = round_number(self.game.view(state, None))
        if len(self._counted) >= 8:
            self._counted.pop(next(iter(self._counted)))
        self._counted[id(state)] = (state, r)
        return r

    def update(self, match):
        n = len(match.actions)
        if n == self.n:
            return None
        r = self._round_of(match.state)
        ended = None
        if self.n is not None and n == self.n + 1 and self.round is not None and r is not None \
                and r != self.round:
            ended = self.round
        self.n, self.round = n, r
        return ended

    # --- round boundaries, read incrementally -----------------------------------------------------------
    def _reading(self, match):
        """True when this game's chart comes from round boundaries read here (not a hook, has rounds)."""
        if self._rounds is None:
            self._rounds = (round_number(self.game.view(match.initial, None)) is not None
                            and _hook(self.game, match.state) is None)
            self._read_state = match.initial
        return self._rounds

    def _cut_back(self, match):
        """After an undo (or moves that differ from those read): keep the boundaries still in the log."""
        acts = match.actions
        if self._read <= len(acts) and (self._read == 0 or acts[self._read - 1] is self._read_last):
            return
        while self._points and (self._points[-1][0] > len(acts)
                                or acts[self._points[-1][0] - 1] is not self._points[-1][1]):
            self._points.pop()
        self._read = self._points[-1][0] if self._points else 0
        self._read_last = acts[self._read - 1] if self._read else None
        self._read_state = match.state_after(self._read)

    def catch_up(self, match, moves=SLICE):
        """Read up to `moves` more moves for round boundaries; True when the whole log has been read."""
        if not self._reading(match):
            return True
        self._cut_back(match)
        acts = match.actions
        end = min(len(acts), self._read + moves)
        if end == self._read:
            return True
        states = [self._read_state]
        for a in acts[self._read:end]:
            states.append(self.game.apply(states[-1], a) if len(states) + self._read < len(acts)
                          else match.state)
        changes, r = _round_changes(self.game, states, self._round_of)
        for j in changes:
            self._points.append((self._read + j, acts[self._read + j - 1], str(r(j - 1)),
                                 _scores(self.game, states[j])))
        self._read, self._read_state, self._read_last = end, states[-1], acts[end - 1]
        return end == len(acts)

    def counts_rounds(self, match):
        """Does this game play in rounds or hands (its view has a round counter)?"""
        return round_number(self.game.view(match.initial, None)) is not None

    def caught_up(self, match):
        """Has the whole log been read (so history() costs no reading)?"""
        return not self._reading(match) or self._read == len(match.actions)

    def history(self, match):
        """The chart points for the match as it stands, made once per position (a summary or panel asks
        several times a frame)."""
        if self._whole is None or self._whole[0] is not match.state:
            self._whole = (match.state, self._history(match))
        return self._whole[1]

    def _history(self, match):
        if not self._reading(match):
            return history_from_states(self.game, match.replay_states())
        while not self.catch_up(match, 10 ** 9):
            pass
        if not self._points and self.first_round_by_turns:   # the first round still going: its moves, sampled
            return _sampled(self.game, match)
        n = len(match.actions)
        labels, totals = ["start"], [_scores(self.game, match.initial)]
        for _, _, label, scores in self._points:
            labels.append(label)
            totals.append(scores)
        if not self._points or self._points[-1][0] != n:
            over = match.state.to_move is None
            r = round_number(self.game.view(match.state, None))
            labels.append(round_label(r, over))
            totals.append(_scores(self.game, match.state))
        return _with_teams(History(labels, totals, "round"), self.game, match.state, len(totals[0]))
