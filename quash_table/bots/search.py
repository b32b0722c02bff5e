"""Determinised search that never peeks (the `hard` level).

The bot sees only its view. Each iteration it samples one world consistent with everything the seat has
seen (the game's `sample_world`: hidden cards dealt from the unseen ones, respecting counts, voids and
signals), plays each surviving candidate move in it and finishes the game (or a stretch of it) with fast
heuristic players. Candidates share worlds and playout seeds (common random numbers), and the weaker
half is dropped as samples accumulate (successive halving). This is determinised Monte Carlo search at
the root (PIMC): honest because nothing but the view enters a sampled world, and simple because the
rules' own apply() is the simulator.

The budget is wall time (default 1 s, `QUASH_TABLE_BOT_SECONDS` or the setting), or a fixed number of
playouts per decision with a level such as `hard@200`, which makes runs reproducible on any machine.
"""

import os
import time

from ..engine.rng import Rng
from . import make_bot
from .base import Bot

DEFAULT_SECONDS = 1.0


def default_seconds():
    try:
        return float(os.environ.get("QUASH_TABLE_BOT_SECONDS", DEFAULT_SECONDS))
    except ValueError:
        return DEFAULT_SECONDS


class SearchBot(Bot):
    """Root-bandit determinised search. A game subclasses it and supplies sample_world()."""

    level = "hard"
    takes_budget = True          # a level such as hard@200 gives it a fixed number of playouts
    rollout_level = "normal"     # who plays the rest of a sampled game
    rollout_moves = None         # stop a playout after this many moves (None: play to the end)
    # how sure the sampled deals must be (one-sided z of the paired difference) before the search
    # overrules the heuristic's own move; a game lowers it where its arena showed that pays
    overrule_z = 1.64
    # with a fixed number of playouts (iterations), still stop at the wall-time budget: a hint a person waits
    # for has both (the count makes it the same each time it is asked; the time bounds a slow machine's wait)
    capped = False

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed)
        self.seconds = default_seconds() if seconds is None else seconds
        self.iterations = iterations
        self.last_stats = {}

    # --- what a game supplies -------------------------------------------------------------------
    def sample_world(self, view, rng):
        """A full state consistent with `view` (hidden cards drawn from what the seat has not seen)."""
        raise TypeError(f"{type(self).__name__} must implement sample_world(view, rng)")

    def utility(self, state, seat):
        """Value of a (possibly unfinished) state for `seat`, in [0, 1]. Default: share of the win."""
        res = self.game.result(state)
        if seat in res["winners"]:
            return 1.0 / len(res["winners"])
        return 0.0

    def candidates(self, view, legal):
        """The moves worth searching (a game may prune obviously equivalent ones)."""
        return legal

    def quick_choice(self, view, legal):
        """A move to play without searching (e.g. a signal the heuristics always give), or None."""
        return None

    def decided(self, diffs, alive, prior, worlds):
        """May the search stop before its budget, the answer being clear (`diffs[i]`: per sampled world,
        candidate i's value less the prior's; `alive` the candidates still searched)? Never by default:
        a game whose person waits for the answer (a hint) may stop once more deals would not change it."""
        return False

    def never_dropped(self, action, prior):
        """Is candidate `action` searched to the end, whatever its value on the first deals, as the prior
        always is? None other by default (a game's hint may keep the moves it weighs a move against)."""
        return False

    def overrules(self, diffs, action, prior):
        """Does candidate `action` leave the heuristic's move `prior`, `diffs` being its value less the prior's
        in each sampled world? When the deals say it is better beyond noise (clearly_better at overrule_z); a
        game's hint may ask more of some moves."""
        return clearly_better(diffs, self.overrule_z)

    def play_candidate(self, world, action):
        """The sampled world after our candidate move (a game with a private playout encoding converts
        here)."""
        return self.game.apply(world, action)

    def prior_choice(self, view, legal):
        """The heuristic's move: the search overrules it only when the sampled deals clearly say so."""
        return make_bot(self.game.id, self.rollout_level, self.seat, self.rng.next64()).choose(view, legal)

    # --- the search -----------------------------------------------------------------------------
    def rollout_players(self, seed):
        r = Rng(seed)
        return [make_bot(self.game.id, self.rollout_level, s, r.next64()) for s in range(self._seats)]

    def rollout(self, state, players):
        game, moves = self.game, 0
        limit = self.rollout_moves
        while state.to_move is not None and (limit is None or moves < limit):
            seat = state.to_move
            action = players[seat].choose(game.view(state, seat), game.legal_actions(state))
            state = game.apply(state, action)
            moves += 1
        return self.utility(state, self.seat)

    def choose(self, view, legal):
        quick = self.quick_choice(view, legal)
        if quick is not None:
            return quick
        cands = self.candidates(view, legal)
        if len(cands) == 1:
            self.reason = "the only sensible move"
            return cands[0]
        self._seats = view["seats"]
        prior = self.prior_choice(view, legal)
        if prior not in cands:
            cands = cands + [prior]
        p = cands.index(prior)
        # Common random numbers: every surviving candidate is played in the same sampled world with the
        # same playout seeds, so their difference measures the move, not the luck of the deal. The
        # weaker half is dropped each time the survivors' samples double (successive halving).
        alive = list(range(len(cands)))
        totals, counts = [0.0] * len(cands), [0] * len(cands)
        diffs = [[] for _ in cands]   # per world: value of candidate minus value of the prior
        start = time.perf_counter()
        deadline = start + self.seconds
        worlds = rollouts = 0
        next_cut = 4
        while True:
            world = self.sample_world(view, self.rng)
            seed = self.rng.next64()
            values = {}
            for i in alive:
                values[i] = self.rollout(self.play_candidate(world, cands[i]), self.rollout_players(seed))
                totals[i] += values[i]
                counts[i] += 1
                rollouts += 1
            for i in alive:
                diffs[i].append(values[i] - values[p])
            worlds += 1
            if self.iterations is not None and rollouts >= self.iterations:
                break
            if (self.iterations is None or self.capped) and time.perf_counter() >= deadline:
                break
            if self.decided(diffs, alive, p, worlds):
                break
            if worlds >= next_cut and len(alive) > 2:
                alive.sort(key=lambda j: -totals[j] / counts[j])
                kept = [j for j in alive if self.never_dropped(cands[j], cands[p])]
                alive = alive[:max(2, (len(alive) + 1) // 2)]
                if p not in alive:      # the prior is the yardstick: it is never dropped
                    alive[-1] = p
                alive += [j for j in kept if j not in alive]
                next_cut *= 2
        best = max(alive, key=lambda j: (totals[j] / counts[j], counts[j]))
        self.searched = (cands, diffs)      # every candidate's diffs, for a game's overrules() to weigh
        if best != p and not self.overrules(diffs[best], cands[best], prior):
            best = p
        mean = totals[best] / counts[best]
        self.last_stats = {"worlds": worlds, "rollouts": rollouts, "value": mean,
                           "seconds": time.perf_counter() - start}
        self.reason = f"played this and the other moves out in {worlds} sampled deals: it did best"
        return cands[best]


def clearly_better(diffs, z=1.64):
    """Is the mean paired difference positive beyond noise (one-sided 95%)?"""
    n = len(diffs)
    if n < 4:
        return False
    m = sum(diffs) / n
    var = sum((d - m) ** 2 for d in diffs) / (n - 1)
    return m > 0 and (var == 0 or m / (var / n) ** 0.5 > z)


def _mean_se(d):
    n = len(d)
    m = sum(d) / n
    return m, ((sum((x - m) ** 2 for x in d) / (n - 1) / n) ** 0.5 if n > 1 else float("inf"))


def upper(diffs, z):
    """The mean of paired differences `diffs` plus z standard errors: how much better it may still be."""
    m, se = _mean_se(diffs)
    return m + z * se


def lower(diffs, z):
    """The mean of `diffs` less z standard errors."""
    m, se = _mean_se(diffs)
    return m - z * se
