"""The hint of Flush (Flush.hint_level): the hard bot's search, said in the words of what the move does.

The hint was the normal bot: a person following it every turn played exactly as the two normal bots at the
table and finished last as often as either (session 22). The search plays the normal bot's best moves out to
the round's end in deals sampled from what the seat has seen and leaves the normal bot's move only on a
clear lead (hard_bot.py); scripts/flush_hint_duplicate.py measures it against the normal bot on the same
deals. Its own reason ("played this and the other moves out...") told a person nothing about the move, so
the hint says what the chosen move does, worked out by the normal bot's scoring of that very move
(reasons.py), and, where the search overruled the normal bot's move, which move it beat.
"""

import time
from collections import Counter

from ...bots import person_waits
from ...bots.search import clearly_better, lower
from ...engine.naming import Reason
from ...engine.rng import Rng
from .hard_bot import HardBot
from ...bots.hint_seed import view_seed
from .cards import VALUE, count_words
from .normal_bot import NormalBot, resolve
from .close_call import reason_words
from .reasons import circling_reason, leaves_words, pickup_over_lay, plain_reason
from .telling import describe_hint, describe_hint_brief, laid_brief
from .why_not import FEWEST_DEALS, beat_words, next_best_words, paired, why_not_parts


# the fewest sampled deals on which the hint leaves the normal bot's move: a busy machine's second gave a
# handful, and a hint that told a person to pick the pile up rather than lay a Link Flush on that little
# evidence reads as a mistake (on a quiet machine the same position kept the Link Flush in 60-80 deals)
MIN_WORLDS = 16
# Giving up a sure Flush (a move that flushes the pile whatever the unseen cards) asks the search for a gain it
# is sure of (95%) and worth a whole round point. Review 23: with two 3s on the pile and two in hand the hint
# said to turn up a hidden card rather than lay the Flush (it was an 8: five cards picked up). Some 180 sampled
# deals had measured the turn-up better beyond noise (z 2.4-2.8), but by under a round point, and as the best of
# five candidates (two of them the same blind turn-up): on 400 fresh deals the two were even within a point.
# Asked of every overrule, that bar cost the hint some two round points a deal (the duplicate script): the
# normal bot's other moves are left on the usual evidence (HardBot.overrule_z).
MIN_GAIN_POINTS = 1.0
GAIN_Z = 1.64
# The hint's budget: a number of playouts, so that one position gets the same hint wherever the search is not
# cut (its deals are drawn from a seed made of the position: hint_seed.py), and a number of moves played in them,
# the bound on a long position's work. 400 playouts at 6 seats play some 20-25 thousand moves (0.9-1.5 s of CPU),
# 3 seats half that. Review 23 had put work in place of the old 2.5 s bound (two presses in one position were
# cut at different deals and disagreed; the session now keeps the hint found for a position, and a second
# press shows it again). But work alone left a loaded machine's person waiting: at load ~25 on two cores one
# hint's 1.5 s of CPU took 10-90 s of wall time, and a person pressed H again (session 33). So the search also
# stops at WALL_SECONDS of wall time from its start, with the best it has found by then (the normal bot's move
# where fewer than MIN_WORLDS deals were played: a cut search overrules it on no less evidence than before).
PLAYOUTS = 400
PLAYOUT_MOVES = 40_000
WALL_SECONDS = 2.0
# A search begun ahead (the hint worker searches it from early in the person's turn, before anyone asked) is the
# person's time reading the table, not their wait: it is bounded by its work and by WALL_AHEAD; once the person
# asks (H: bots/person_waits.py) it ends as a hint asked at once would, WALL_SECONDS from its start, or at once
# where that is past. A loaded machine's hint asked after some seconds of the turn is thus searched for those
# seconds too, where it stopped 2 s from the turn's start (a few deals: the normal bot's move); nobody waits
# longer than before. (Session 34 also tried a search short of MIN_WORLDS deals at WALL_SECONDS going on to them,
# at most to 3 s: on 76 positions at a 10th and a 20th of a core, 3 and 6 seats, it was the whole search's move
# as often as the 2 s hint, 67 times, for a wait up to 3.2 s: left out.)
# Its bound, WALL_AHEAD, is short of a long look at the table: a search still running when the person moves is ended
# with its worker process (ui/session_hints.hint_moved), and the next turn waits for a new one to start.
WALL_AHEAD = 10.0


class Then(dict):
    """A sure Flush and the first move of the extra turn it gives, one candidate of the search: the move as a
    dict (what is played and hinted), `then` played after it in every playout. Review 31 (six seats, three 1s on
    the pile, your 1 Deduction on a base): the Flush's extra turn was played by the rollout rule, which on the
    empty pile lays its highest card (a 10), so the Flush was worth that move: it lost by two round points to a
    16% turn-up, where turning up a hidden card after the Flush (it goes whatever it is) measured almost a point
    better than the 10, and the Flush and the turn-up, played out with a searching seat, were even. Searched
    with each of its extra turn's moves, the Flush is worth its extra turn played well."""

    def __init__(self, move, then):
        super().__init__(move)
        self.then = then

    def __eq__(self, other):
        return dict.__eq__(self, other) and getattr(other, "then", None) == self.then

    def __ne__(self, other):
        return not self == other

    __hash__ = None


class HintBot(HardBot):
    """hard's search (PLAYOUTS playouts, at most PLAYOUT_MOVES moves in them and WALL_SECONDS of wall time, in
    the hint worker: searched ahead on the person's turn), its deals drawn from a seed made of the position, its
    reason what the move does for the person. Uncut, one position gets one hint on any machine; a level such
    as hint@200 (the duplicate script) is its playouts only, never cut by the clock."""

    level = "hint"
    clock = staticmethod(time.perf_counter)     # the wall clock its WALL_SECONDS are read on (a test's own)

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed, seconds, PLAYOUTS if iterations is None else iterations)
        # the moves its playouts may play (a level such as hint@200, the duplicate script: its playouts only)
        self.move_budget = PLAYOUT_MOVES if iterations is None else None
        self.wall_seconds = WALL_SECONDS if iterations is None else None
        self._deadline = None

    _world = None
    searched = ((), ())
    _staged_beaten = None      # (diffs, move): the staged move the chosen one clearly beat (keep_staged)

    def choose(self, view, legal):
        self._prior = self._world = None
        self.playout_moves = 0
        # from the start of choose: what it does before and after its deals is a few hundredths of a second
        start = self.clock() if self.wall_seconds is not None else None
        # searched ahead, nobody asking yet: its time is the person's reading the table (WALL_AHEAD)
        self._ahead = start is not None and not person_waits.waits()
        self._start = start
        self._deadline = None if start is None else start + (WALL_AHEAD if self._ahead else self.wall_seconds)
        self.rng = Rng(view_seed(view, self.seat))      # the same position, the same deals: the same hint
        self._chosen = super().choose(view, legal)
        self._staged_beaten = None
        self._chosen = self.keep_staged(view) or self._chosen
        action = dict(self._chosen)     # (a Then: the move alone is hinted)
        if isinstance(self._prior, Then):
            self._prior = dict(self._prior)
        self.reason = self.move_words(view, action, legal)
        return action

    def candidates(self, view, legal):
        """hard's candidates and the moves the cards staged on the table go on to (view's "building",
        composer.building: weighed against taking them back); where the normal bot's move (the yardstick) is a
        sure Flush that gives the seat another turn, that Flush once with each of the moves hard would search for
        that turn (Then)."""
        cands = super().candidates(view, legal)
        cands += [a for a in view.get("building", ()) if a in legal and a not in cands]
        if len(cands) < 2:
            return cands
        prior = self.normal_choice(view, legal)
        after = self.extra_turn(prior)
        if after is None:
            return cands
        self._prior = Then(prior, NormalBot(self.game, self.seat).choose(*after))
        return [c for c in cands if c != prior] + [Then(prior, t) for t in super().candidates(*after)]

    def normal_choice(self, view, legal):
        """The normal bot's move, and a deal of the hint's own (the search's deals are left as they were) to
        read what a move surely does."""
        self._prior = super().prior_choice(view, legal)
        self._world = self.sample_world(view, Rng(self.rng.next64()))
        return self._prior

    def prior_choice(self, view, legal):
        """The normal bot's move (a sure Flush: with the normal bot's move for the extra turn it gives)."""
        return self._prior

    def extra_turn(self, move):
        """(view, legal) of the extra turn a sure Flush `move` gives the seat (the same in every deal: its own
        cards, the pile and every count), or None: no sure Flush, or one move only then."""
        if not self.sure_flush(move):
            return None
        after = self.game.apply(self._world, move)
        if after.to_move != self.seat or after.stage is not None:
            return None
        legal = self.game.legal_actions(after)
        return (self.game.view(after, self.seat), legal) if len(legal) > 1 else None

    def play_candidate(self, world, action):
        after = self.game.apply(world, dict(action))
        then = getattr(action, "then", None)
        if then is not None and after.to_move == self.seat and after.stage is None:
            after = self.game.apply(after, then)
        return after

    def decided(self, diffs, alive, prior, worlds):
        """The search stops once its playouts have played the moves of its budget (a long position: the
        rounds go on and on), a count, so the same position stops at the same deal; or at its wall time (a
        loaded machine), after the deal being played: one deal's playouts take a tenth of a second or two
        there. Searched ahead, nobody asking yet, its wall time is WALL_AHEAD; once asked, WALL_SECONDS from its
        start, or now where that is past."""
        if self.move_budget is not None and self.playout_moves >= self.move_budget:
            return True
        if self._deadline is None:
            return False
        now = self.clock()
        if self._ahead and person_waits.waits():     # asked now (H): a person waits from here
            self._ahead = False
            self._deadline = min(self._deadline, max(self._start + self.wall_seconds, now))
        return now >= self._deadline

    def overrules(self, diffs, action, prior):
        """Leave the normal bot's move only on enough deals (MIN_WORLDS, where the move budget cut the search),
        beyond noise, and, where that move is a sure Flush and `action` is not, for a gain sure to be worth a
        whole round point (MIN_GAIN_POINTS at GAIN_Z)."""
        if self.move_budget is not None and len(diffs) < MIN_WORLDS:
            return False
        if not clearly_better(diffs, self.overrule_z):
            return False
        if self.sure_flush(prior) and not self.sure_flush(action):
            return all(lower(d, GAIN_Z) >= MIN_GAIN_POINTS / (2 * self.SCALE)   # points as utility (utility())
                       for d in self.over_the_flush(diffs, prior))
        return True

    def never_dropped(self, action, prior):
        """The sure Flush with each of its extra turn's moves (Then) is searched to the end: the yardstick a move
        must beat to leave it (over_the_flush), dropped after four deals by the luck of them."""
        return isinstance(prior, Then) and isinstance(action, Then) and dict.__eq__(action, prior)

    def over_the_flush(self, diffs, prior):
        """`diffs` (a move's value less the prior's, deal by deal) as that move's gain over the sure Flush
        `prior` with each extra turn searched for it (Then) on MIN_WORLDS deals or more, on the deals both were
        played in: leaving the Flush asks a sure gain over it played well, not over the normal bot's extra turn."""
        if not isinstance(prior, Then):
            return [diffs]
        cands, all_diffs = self.searched
        out = []
        for cand, d in zip(cands, all_diffs):
            if isinstance(cand, Then) and dict.__eq__(cand, prior) and len(d) >= MIN_WORLDS:
                n = min(len(d), len(diffs))
                out.append([diffs[k] - d[k] for k in range(n)])
        return out or [diffs]

    def sure_flush(self, action):
        """Does `action` flush the pile whatever the cards the seat has not seen (the rules' "flushed" event in
        a sampled deal, the move not a hidden card's turn-up)?"""
        if action["type"] == "hidden" or self._world is None:
            return False
        before = len(self._world.log)
        after = self.game.apply(self._world, action)
        return any(e["event"] == "flushed" for e in after.log[before:])

    def move_words(self, view, action, legal):
        """What `action` does for the seat, as the normal bot's scoring of it says (its reason for that
        move, else the move's plain words); where the search left the normal bot's own move, which one; for a
        new pile, why not the Flush card or a lower card the seat holds (why_not.py). The full why also says what
        the move leaves you (reasons.leaves_words) and by how much it beat the move it names (why_not.by_words, the
        search's own score), and what it adds to the short words is its `more` (session 49)."""
        circle = circling_reason(view) if len(legal) > 1 else None
        if circle is not None:      # the round goes round in circles: what ends it matters more
            return circle
        normal = NormalBot(self.game, self.seat)
        normal.reason = ""
        # (one legal move too: its words say what it does, "the best move here" said nothing, session 34)
        normal._prepare(view)
        normal._score(view, action)
        why = normal.reason or plain_reason(action, view)
        leaves = leaves_words(view, action, why)
        chosen, scale = self.chosen_diffs(), self.SCALE
        more = []
        prior = self._prior
        beat = ""
        if prior is not None and prior != action:
            other = describe_hint(prior, self.seat, view["seats"], view)
            if other and action["type"] == "pickup" and prior["type"] == "play" and len(action["cards"]) < 4:
                # a new pile where a lay looked natural: why, in the short words too (review 32)
                brief = describe_hint_brief(prior, self.seat, view["seats"], view, flush=False) or other
                kept = lay_kept(view, prior, action)
                # (what the new pile keeps is said by `kept` where it has one: not twice)
                why_so = "" if kept else reason_words(view, action, prior, other)
                why = pickup_over_lay(normal, resolve(view, action["cards"]), len(view["pile"]),
                                      beat_words(chosen, other, scale, reason=why_so),
                                      beat_words(chosen, brief, scale, tried=False, reason=why_so), view, kept)
                more.append(beat_words(chosen, other, scale, reason=why_so))
            elif other:
                # the move's own words first (the hint's short form), what it beat on demand (H again), and how
                # often, as a player says it: "in 190 sampled rounds" was the search's word (review 32)
                why_so = reason_words(view, action, prior, other)
                beat = f"; {beat_words(chosen, other, scale, reason=why_so)}"
                more.append(beat_words(chosen, other, scale, reason=why_so))
        # a new pile picks the old one up: why not the Flush card or the lower card held, on H only (issue 23)
        flush, lower, played_said = why_not_parts(view, action, legal, self.searched, chosen, prior, str(why), scale)
        said = ("" if not flush else f", and {flush}" if played_said else f"; {flush}") + (f"; {lower}" if lower else "")
        if flush or lower:
            # (after what `more` says already: "tried both to the round's end" once, review 61v, revv_20)
            again = why_not_parts(view, action, legal, self.searched, chosen, prior, "; ".join(more), scale)
            if flush and again[2] and more:
                more[-1] += f", and {again[0]}"
            elif flush:
                more.append(again[0])
            more += [lower] if lower else []
        elif prior is None or dict(prior) == action:
            # the hint kept the normal bot's move: why not the next best the search played out (review 47)
            said = next_best_words(view, action, self.searched, chosen, scale)
            more += [said] if said else []
            said = f"; {said}" if said else ""
        # (what it leaves last: between "played out, ..." and its ", and about as many as to play your Flush card" it
        # broke the sentence)
        more += [leaves] if leaves else []
        full = f"{why}{beat}{said}{f'; {leaves}' if leaves else ''}"
        short, brief = getattr(why, "short", why), getattr(why, "brief", "")
        left = self.staged_words(view)
        if left:
            # the cards staged are taken back: why, first in every form (review 54j: the change read as a flip)
            return Reason(f"{left}; {full}", short=f"{left}; {short}", brief=left.brief, warns=True,
                          more="; ".join(more), least=str(left))
        # the fewest: what it was weighed against, alone (review 60: at six seats no place held `more`)
        return Reason(full, short=short, brief=brief, warns=getattr(why, "warns", False), more="; ".join(more),
                      least=more[0] if len(more) > 1 else "")

    def staged_words(self, view):
        """Why the staged move is left (keep_staged found the chosen move clearly better): "better than your staged
        move (play your Flush card) about 3 times in 4 ..."; "" where it was kept or not played out."""
        if self._staged_beaten is None:
            return ""
        pair, move = self._staged_beaten
        other = describe_hint(dict(move), self.seat, view["seats"], view)
        why_so = reason_words(view, self._chosen, dict(move), other)
        return Reason(f"it beats what you staged: {beat_words(pair, other, self.SCALE, reason=why_so)}",
                      brief=f"it beats your staged \u201c{other}\u201d") if other else ""

    def keep_staged(self, view):
        """A move the staged cards go on to (view's "building") where the search did not find the chosen move
        clearly better than it (as the search leaves a move: overrule_z): continuing the plan on the table, else
        None. Review 54j: the hint said "play your Flush card" three times; with the last one staged, H said "take
        the staged cards back, lay a 7 Deduction", the two even within the deals' luck. Where the chosen move
        clearly beat every staged one, the best of those is kept (_staged_beaten: its words, staged_words)."""
        staged = [dict(a) for a in view.get("building", ())]
        if not staged or dict(self._chosen) in staged:
            return None
        chosen = self.chosen_diffs()
        cands, diffs = self.searched
        played = [(paired(chosen, d), c) for c, d in zip(cands, diffs) if dict(c) in staged]
        played = [(p, c) for p, c in played if len(p) >= FEWEST_DEALS]
        if not played:
            return None
        even = [(p, c) for p, c in played if not clearly_better(p, self.overrule_z)]
        if even:
            return max(even, key=lambda f: (len(f[0]), -sum(f[0])))[1]
        self._staged_beaten = max(played, key=lambda f: (len(f[0]), -sum(f[0])))
        return None

    def chosen_diffs(self):
        """The chosen move's value less the normal bot's, deal by deal, as the search played them ([] if not
        searched)."""
        cands, diffs = self.searched
        return next((d for c, d in zip(cands, diffs) if c is getattr(self, "_chosen", None)), [])


LOW_KEPT = 5        # the highest value whose lay kept for later is said as a rule (lower cards fit more piles)


def lay_kept(view, lay, pickup):
    """pickup_over_lay's `kept`: (the `lay`'s cards in words, whether all are Mimics) where the `pickup` leaves
    every one of them in your hand, else None (the review's new pile of a 9 and the Mimic took the very Mimic the
    lay would have laid: "you keep your Mimic" would be untrue)."""
    laid, used = Counter(resolve(view, lay["cards"])), Counter(resolve(view, pickup["cards"]))
    held = Counter(view["hand"]) + Counter(b["top"] for b in view["bases"][view["seat"]] if b["top"])
    if laid - (held - used):
        return None
    codes = list(laid.elements())
    if all(VALUE[c] == view["mimic"] for c in codes):
        return ("a Mimic" if len(codes) == 1 else count_words(len(codes), "Mimic")), True
    # (a low card's: "keeps your 9" over a new pile of a 10 said no rule a player could use)
    return (laid_brief(codes, lay["as"], view["mimic"]), False) if lay["as"] <= LOW_KEPT else None
