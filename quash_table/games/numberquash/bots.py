"""NumberQuash bots. They see only `view` and `legal` (dice games hide nothing, but the rule holds).

normal: every position of one colour's pair of octagons is valued by the expected number of turns needed
to cover it from there, playing as well as possible: an exact solution of the one-colour race (3^9
positions: for each number 1..9, zero, one or two cells open) over the two-dice rolls, with the one-die
fallback and the extra roll of doubles. Placements keep the hardest numbers coverable because the table
knows, for instance, that a lone 9 needs a total of exactly 9 (one roll in nine) while a 1 is covered by
every roll that shows a 1. Bonuses are valued in the same unit (turns), and are banked when worth more
than the placement, and spent on the seat that leads (block or rob) when it pays.

The table takes about a second to compute, so it is shipped precomputed (`table_data.py`, made by
`build_table()`; a test checks that the two agree).

hard: the table hides nothing, so a sampled world is the view with fresh dice; the race table's best
placements (and banking), or rolling and the normal bot's best bonuses, are each played to the end of the
game with the normal bot for every seat, on the same dice for every candidate, and the move that wins
most often is kept when it is clearly better than the normal bot's own. The playouts run in place on the
search's own copy of the table (playout.py): the normal bot's very moves, without views, action lists or
words; its use of a roll is chosen with the roll and kept for tables that repeat, a 10 or an 11 weighed
without listing every steal (tests play them step by step beside the public interface and the bot's
choice from the view).
"""

import json
from functools import lru_cache

from ...bots import Bot
from .block_pick import block_value
from .moves import banked, covered_cells, open_cells, others_playing, victims
from .rules import COLOURS
from .state import colour_names, used_colours
from .race_table import build_table, POW, table
from .reasons import bank_reason, block_reason, placement_reason, steal_reason
from .steal_each import StealEach, action as twelve_action, settled
from .words import keep_reason, roll_reason

# --- reading the view --------------------------------------------------------------------------------
def colour_index(octagons):
    """Table position of one colour from its view octagons ([[None|colour]*9]*2)."""
    o0, o1 = octagons
    return sum(((o0[i] is None) + (o1[i] is None)) * POW[i] for i in range(9))


@lru_cache(maxsize=4096)
def row_index(row):
    """Table position of one colour from its state string (octagon 0, '|', octagon 1; '.' open)."""
    return sum(((row[i] == ".") + (row[10 + i] == ".")) * POW[i] for i in range(9))


@lru_cache(maxsize=64)
def seat_colour_names(colours):
    """Each seat's colour names (a view's "colours"), read from a state's colour indexes."""
    return colour_names(colours)


@lru_cache(maxsize=65536)
def form_effect(cells):
    """A placement's outcome (its (colour, number) cells, either octagon) and what it takes off each
    colour's table position."""
    covers = {}
    for c, _, n in cells:
        covers[c] = covers.get(c, 0) + POW[n - 1]
    return tuple(sorted((c, n) for c, _, n in cells)), covers


class Position:
    """The table positions of every colour and the seats' standing, read from a view."""

    def __init__(self, view):
        self.view = view
        self.E = table()
        self.me = view["to_move"]
        self.idx = {name: colour_index(octs) for name, octs in view["octagons"].items()}
        self.colours = view["colours"]
        self._standing(view["status"])

    @classmethod
    def of_state(cls, s):
        """The same position read straight from a state (the hard bot's playouts), with no view."""
        pos = cls.__new__(cls)
        pos.view = None
        pos.state = s
        pos.E = table()
        pos.me = s.to_move
        pos.idx = {name: row_index(s.cells[c]) for c, name in used_colours(s.colours)}
        pos.colours = seat_colour_names(s.colours)
        pos._standing(s.status)
        return pos

    @classmethod
    def for_placing(cls, s):
        """Only what place_choice reads when no bank is on offer (the seat to move's own colours and
        value), read from a state: the hard bot's playouts ask it for most of their rolls."""
        pos = cls.__new__(cls)
        pos.view = None
        pos.E = table()
        pos.me = me = s.to_move
        pos.idx = {COLOURS[c]: row_index(s.cells[c]) for c in s.colours[me]}
        pos.colours = seat_colour_names(s.colours)
        pos.values = {me: pos.value(me)}
        return pos

    def _standing(self, status):
        self.playing = [s for s, st in enumerate(status) if st == "playing"]
        self.values = {s: self.value(s) for s in self.playing}
        opps = [s for s in self.playing if s != self.me]
        self.lead = min(opps, key=lambda s: (self.values[s], s)) if opps else None

    def value(self, seat, idx=None):
        """Expected turns a seat needs (its best colour, nudged by the others): lower is better."""
        idx = idx or self.idx
        es = [self.E[idx[c]] for c in self.colours[seat]]
        return min(es) + 0.05 * sum(es)

    def value_with(self, seat, cells, sign=-1):
        """The seat's value after covering (sign -1) or uncovering (+1) some of its cells."""
        E, idx = self.E, self.idx
        es = []
        for c in self.colours[seat]:
            i = idx[c]
            for colour, _, n in cells:
                if colour == c:
                    i += sign * POW[n - 1]
            es.append(E[i])
        return min(es) + 0.05 * sum(es)

    def opponents(self):
        return [s for s in self.playing if s != self.me]

    def leader(self):
        return self.lead

    def weight(self, seat):
        """How much hurting `seat` is worth to me: the leader counts fully, the others less."""
        return 1.0 if seat == self.lead else 0.35

    def after(self, cells, sign=-1):
        """Positions after covering (sign -1) or uncovering (+1) the given cells."""
        idx = dict(self.idx)
        for colour, _, n in cells:
            idx[colour] += sign * POW[n - 1]
        return idx

    def cover_gain(self, seat, count):
        """Turns saved by covering `count` of the seat's cells, the best ones, greedily."""
        idx = dict(self.idx)
        start = self.value(seat, idx)
        for _ in range(count):
            best = None
            for c in self.colours[seat]:
                for n in range(1, 10):
                    if (idx[c] // POW[n - 1]) % 3:
                        idx[c] -= POW[n - 1]
                        v = self.value(seat, idx)
                        idx[c] += POW[n - 1]
                        if best is None or v < best[0]:
                            best = (v, c, n)
            if best is None:
                break
            idx[best[1]] -= POW[best[2] - 1]
        return start - self.value(seat, idx)

    def rob_harm(self, seat):
        """Turns a seat loses when its best covered cell is taken."""
        idx = dict(self.idx)
        start = self.values.get(seat) or self.value(seat)
        worst = 0.0
        for c in self.colours[seat]:
            for n in range(1, 10):
                if (idx[c] // POW[n - 1]) % 3 < 2:
                    idx[c] += POW[n - 1]
                    worst = max(worst, self.value(seat, idx) - start)
                    idx[c] -= POW[n - 1]
        return worst


FREE_ROLL_VALUE = 0.95   # one more roll is worth a little under a turn (doubles on it roll no further)
BANK_DELAY = 0.85        # a banked bonus pays only later


class NormalBot(Bot):
    level = "normal"

    def choose(self, view, legal):
        if len(legal) == 1:
            a = legal[0]
            # a hint reads "roll the dice — <reason>": the reason says why, not the move again
            self.reason = roll_reason(view) if a["type"] == "roll" else {"end": "nothing can be placed"}.get(
                a["type"], "the only move")
            if a["type"] == "place" and view.get("phase") == "place":     # why these cells, all the same
                self.reason = placement_reason(Position(view), a, legal)
            return a
        pos = Position(view)
        phase = view["phase"]
        if phase == "before_roll":
            return self._bonus_or_roll(pos, legal)
        if phase == "place":
            return self._place(pos, view, legal)
        self.reason = roll_reason(view)
        return {"type": "roll"} if {"type": "roll"} in legal else legal[0]

    # --- before the roll -------------------------------------------------------------------------
    def bonus_value(self, pos, action):
        me = pos.me
        if action["type"] != "bonus":
            return 0.0, ""
        if action["value"] == 10:
            if action["effect"] == "free_roll":
                return FREE_ROLL_VALUE, "one more roll this turn is worth more than anything else you could do first"
            return block_value(pos, action["seat"]), block_reason(pos, action["seat"])
        steals = action["steals"]
        gain = pos.values[me] - pos.value_with(me, [st["to"] for st in steals])
        for st in steals:
            v = st["seat"]
            gain += pos.weight(v) * (pos.value_with(v, [st["from"]], sign=+1) - pos.values[v])
        return gain, steal_reason(pos, steals)

    def best_twelve(self, pos, picks=()):
        """The 12 worth most, from any covered quasher of each seat (the legal list holds only some):
        from each victim the quasher whose loss hurts it most, the most hurt victims when there are
        fewer open cells than victims, onto my cells chosen one by one for the most turns saved. `picks`:
        the steals (victim, from, to) already made of a 12 half built, kept (the hint asked mid-12)."""
        c = StealEach(pos.view, pos.me, picks)
        if not c.need or len(c.picks) > c.need:
            return None
        harms = []
        for v in c.left():
            harm, frm = max((pos.value_with(v, [f], sign=+1) - pos.values[v], f) for f in sorted(c.covered[v]))
            harms.append((pos.weight(v) * harm, v, frm))
        k = c.need - len(c.picks)
        chosen = sorted(sorted(harms, key=lambda h: (-h[0], h[1]))[:k], key=lambda h: h[1])
        tos = [t for _, _, t in c.picks]
        for _ in range(k):
            tos.append(min(sorted(c.mine_open - set(tos)), key=lambda t: pos.value_with(pos.me, tos + [t])))
        rest = sorted(tos[len(c.picks):])
        return twelve_action(list(c.picks) + [(v, frm, to) for (_, v, frm), to in zip(chosen, rest)])

    def _twelves(self, pos, legal):
        """The 12s to weigh: the legal list's and the best composed from any quashers; while a 12 is half
        built on the table (the view's "building": its finishes), only 12s that keep the quashers already
        taken, the best of them composed from those (pressed H mid-12, the hint was a 12 from other
        quashers, with no step on the table to show: session 29)."""
        building = [a for a in (pos.view or {}).get("building", ()) if a.get("type") == "bonus" and a.get("value") == 12]
        if not building:
            return legal + [self.best_twelve(pos)]
        picks = settled(building)
        keeps = [a for a in legal if not (a["type"] == "bonus" and a["value"] == 12)] + building
        keeps = [a for a in keeps if a["type"] != "bonus" or a["value"] != 12 or
                 set(picks) <= {(st["seat"], tuple(st["from"]), tuple(st["to"])) for st in a["steals"]}]
        return keeps + [self.best_twelve(pos, picks)]

    def _bonus_or_roll(self, pos, legal):
        best, why = None, ""
        seen = set()
        if any(a["type"] == "bonus" and a["value"] == 12 for a in legal):
            legal = self._twelves(pos, legal)
        for a in legal:
            if a is None or a["type"] != "bonus":
                continue
            if a["value"] == 11:   # the same steal on either octagon: value one form only
                st = a["steals"][0]
                key = (st["seat"], st["from"][0], st["from"][2], st["to"][0], st["to"][2])
                if key in seen:
                    continue
                seen.add(key)
            v, words = self.bonus_value(pos, a)
            if best is None or v > best[0]:
                best, why = (v, a), words
        if best is not None and best[0] > 0.05:
            self.reason = why      # the move's own words already say which banked number is spent
            return best[1]
        self.reason = keep_reason(pos.view) if pos.view is not None else ""     # a playout says nothing
        return {"type": "roll"}

    # --- with the dice on the table --------------------------------------------------------------
    def place_choice(self, pos, dice, options):
        """The index of the best of the moves with the dice down, given as (type, cells) in the legal
        order (the public path's legal actions, or the hard bot's playout options); the index counts
        from the end (negative) when it covers the seat's last cells, with self.reason said. With it,
        whether the order of the placements decided it: another placement was as good, or one quashes
        (the first listed is taken)."""
        me = pos.me
        now = pos.values[me]
        best = None
        seen = set()
        E, idx, mine = pos.E, pos.idx, pos.colours[me]
        for i, (kind, cells) in enumerate(options):
            if kind == "place":
                # legal lists each placement on either octagon: the outcome is the same, value it once
                outcome, covers = form_effect(cells if type(cells) is tuple else tuple(map(tuple, cells)))
                if outcome in seen:
                    continue
                seen.add(outcome)
                # the seat's value after the placement (Position.value_with, with the cells' sums kept)
                after = [idx[c] - covers.get(c, 0) for c in mine]
                es = [E[x] for x in after]
                v = min(es) + 0.05 * sum(es)
                if v < 1e-9 or 0 in after:
                    self.reason = "this covers your last cells: Quashed!"
                    return i - len(options), True
                # between equals, fewer quashers keeps the supply (and the 10s for later)
                key = (round(v, 6), len(cells))
                if best is not None and key == best[0] and options[best[1]][0] == "place":
                    tied = True
            elif kind == "bank":
                v = now - self.bank_value(pos, dice[0] + dice[1])
                key = (round(v, 6), 0)
            else:
                key = (now, 99)
            if best is None or key < best[0]:
                best = (key, i)
                tied = False
        return best[1], tied

    def bank_value(self, pos, total):
        me = pos.me
        if total == 10:
            opp = pos.leader()
            block = 0.0
            if opp is not None and pos.values[opp] < pos.values[me]:
                block = 1.0
            return BANK_DELAY * max(FREE_ROLL_VALUE, block)
        victims = [s for s in pos.opponents()]
        if not victims:
            return BANK_DELAY * pos.cover_gain(me, 1)
        harms = sorted((pos.weight(v) * pos.rob_harm(v) for v in victims), reverse=True)
        if total == 11:
            return BANK_DELAY * (pos.cover_gain(me, 1) + harms[0])
        return BANK_DELAY * (pos.cover_gain(me, len(victims)) + sum(harms))

    def _place(self, pos, view, legal):
        i, _ = self.place_choice(pos, view["dice"], [(a["type"], a.get("cells")) for a in legal])
        a = legal[i]
        if i < 0:
            return a
        if a["type"] == "bank":
            self.reason = bank_reason(sum(view["dice"]), pos, legal)
        elif a["type"] == "place":     # the hint has said the cells already: the reason says why these
            self.reason = placement_reason(pos, a, legal)
        else:
            self.reason = "nothing can be placed"
        return a


class EasyBot(Bot):
    """Greedy and simple: the biggest numbers first, never banks, spends bonuses on itself."""

    level = "easy"

    def choose(self, view, legal):
        places = [a for a in legal if a["type"] == "place"]
        if places:
            a = min(places, key=lambda a: (len(a["cells"]), [-n for _, _, n in a["cells"]]))
            self.reason = "cover the biggest numbers I can"
            return a
        for a in legal:
            if a["type"] == "bonus" and (a["value"] != 10 or a["effect"] == "free_roll"):
                self.reason = "use my bonus"
                return a
        for kind in ("roll", "bank", "end"):
            if {"type": kind} in legal:
                self.reason = {"roll": roll_reason(view), "bank": "nothing to place, so bank it",
                               "end": "nothing can be placed"}[kind]
                return {"type": kind}
        self.reason = "the only move"
        return legal[0]


LEVELS = {"easy": EasyBot, "normal": NormalBot}

__all__ = ["LEVELS", "EasyBot", "NormalBot", "build_table", "table", "COLOURS"]


# --- hard: search over the dice to come ---------------------------------------------------------------
from ...bots.search import SearchBot  # noqa: E402
from . import playout  # noqa: E402

_LETTER = {name: "rbygop"[i] for i, name in enumerate(COLOURS)}
_FREE = {None: 0, "pending": 1, "now": 2}


def sample_world(game, view, rng):
    """The full state behind a view. Nothing on a NumberQuash table is hidden: only the dice to come are
    unknown, so the world is the view itself with a fresh RNG for the dice (and no stacked dice)."""
    return game.load(dict(world_dict(view), rng=rng.next64()))


def world_dict(view):
    """The saved form of the state behind a view, but for its RNG (see sample_world)."""
    octagons = {name: "".join("." if x is None else _LETTER[x] for x in rows[0]) + "|"
                + "".join("." if x is None else _LETTER[x] for x in rows[1])
                for name, rows in view["octagons"].items()}
    to_move = view["to_move"]
    d = {
        "seats": view["seats"], "colours": [list(c) for c in view["colours"]], "octagons": octagons,
        "supply": dict(view["supply"]),
        "bonus": {name: [b["10"], b["11"], b["12"]] for name, b in view["bonus"].items()},
        "status": list(view["status"]), "places": list(view["places"]),
        "blocked": list(view["blocked"]), "forfeit": list(view["forfeit"]),
        "blockers": [list(by) for by in view.get("blockers") or [[None] * n for n in view["blocked"]]],
        "order": list(view["order"]), "opening": view["opening"],
        "pos": view["order"].index(to_move) if to_move is not None else 0,
        "phase": view["phase"], "dice": view["dice"], "last_roll": view["last_roll"],
        "doubles": view["doubles"], "bonus_used": view["bonus_used"], "free_roll": _FREE[view["free_roll"]],
        "stalemate": view["stalemate"], "round": view["round"], "covered": view["covered_this_round"],
        "next_place": 1 + sum(1 for p in view["places"] if p is not None) if to_move is not None
        else max([p for p in view["places"] if p is not None], default=0) + 1,
        "log": [json.dumps(e, separators=(",", ":")) for e in view["log"]], "events": view["events"],
        "queue": [], "rng": 0, "options": dict(view["options"]),
        "to_move": to_move, "ended": view["ended"],
    }
    return d


# the normal bot's use of the dice in a playout, by playout.choice_key (when no bank is on offer)
_PLAYOUT_CHOICES = {}


def outcome_key(action):
    """Actions with the same outcome (octagons 0 and 1 of a colour are interchangeable) share a key."""
    t = action["type"]
    if t == "place":
        return ("place", tuple(sorted((c, n) for c, _, n in action["cells"])))
    if t == "bonus" and action["value"] in (11, 12):
        return ("steal", action["value"], tuple((st["seat"], st["from"][0], st["from"][2], st["to"][0],
                                                 st["to"][2]) for st in action["steals"]))
    return tuple(sorted((k, str(v)) for k, v in action.items()))


class HardBot(SearchBot):
    """Plays every distinct move out to the end of the game over fresh dice, with the normal bot for
    every seat, and keeps the move that wins most often (common dice for all the candidates)."""

    level = "hard"

    def sample_world(self, view, rng):
        # every world of one decision is the same table with other dice: build its saved form once
        if getattr(self, "_for", None) is not view:
            self._for, self._dict = view, world_dict(view)
        return self.game.load(dict(self._dict, rng=rng.next64()))

    def rollout(self, world, players):
        """The normal bot's game from `world` on, played in place on the playout's own state
        (playout.py): rolls and the moves with the dice down skip views, action lists and words; only
        spending a bonus goes through the public interface."""
        while world.to_move is not None:
            world = self.playout_step(world, players)
        return self.utility(world, self.seat)

    def playout_step(self, world, players):
        """One move of the normal bot to move in a playout: `world` changed in place, or (a bonus
        spent) the public apply's new state. Returns the state to go on with."""
        seat = world.to_move
        world.caused = []
        if playout.must_roll(world):
            playout.play_roll(world)
            # the seat's use of these dice is chosen now: it also says whether they fit at all
            self._chosen = (world, self.placement(world, seat, players))
            playout.ends_turn(world, seat, self._chosen[1][0])
        elif playout.in_place_phase(world):
            chosen = self._chosen
            self._chosen = None
            option, full = chosen[1] if chosen is not None and chosen[0] is world else \
                self.placement(world, seat, players)
            playout.play_option(world, seat, option, full)
        else:
            action = self.playout_bonus(world, seat, players)
            if action["type"] == "roll":
                playout.play_roll(world)
                self._chosen = (world, self.placement(world, seat, players))
                playout.ends_turn(world, seat, self._chosen[1][0])
            else:
                playout.spend_bonus(world, seat, action)
        return world

    def playout_bonus(self, world, seat, players):
        """The normal bot's move before the roll with a bonus banked, in a playout: the roll or the
        bonus it spends. With a 12 banked, NormalBot's own choice over the legal actions (it composes a
        12 from the view); else the same weighing (NormalBot._bonus_or_roll over the legal list, in
        its order) without building the list: an 11's gain is what covering its cell saves the seat
        plus what losing the robbed cell costs the victim, each reckoned once."""
        game = self.game
        if banked(world, seat, 12):
            # the event record plays no part in a playout, and every view would decode it again
            world.log = []
            legal = game.legal_actions(world)
            if len(legal) == 1:
                return legal[0]
            if any(a["type"] == "bonus" and a["value"] == 12 for a in legal):
                return players[seat].choose(game.view(world, seat), legal)
            return players[seat]._bonus_or_roll(Position.of_state(world), legal)
        pos = Position.of_state(world)
        values = pos.values
        best, action = None, None
        if banked(world, seat, 10):
            best, action = FREE_ROLL_VALUE, {"type": "bonus", "value": 10, "effect": "free_roll"}
            for o in others_playing(world, seat):
                v = block_value(pos, o)      # their banks counted (block_pick.py)
                if v > best:
                    best, action = v, {"type": "bonus", "value": 10, "effect": "block", "seat": o}
        robbed = victims(world, seat) if banked(world, seat, 11) else ()
        every_open = open_cells(world, seat) if robbed else ()
        if every_open:
            mine = values[seat]
            gains = {to: mine - pos.value_with(seat, [to]) for to in every_open}
            seen = set()
            for v in robbed:
                w, was = pos.weight(v), values[v]
                for frm in covered_cells(world, v):
                    harm = w * (pos.value_with(v, [frm], sign=+1) - was)
                    for to in every_open:
                        key = (v, frm[0], frm[2], to[0], to[2])
                        if key in seen:
                            continue
                        seen.add(key)
                        g = gains[to] + harm
                        if best is None or g > best:
                            best, action = g, (v, frm, to)
            if type(action) is tuple:
                v, frm, to = action
                action = {"type": "bonus", "value": 11, "steals": [{"seat": v, "from": list(frm),
                                                                    "to": list(to)}]}
        if best is not None and best > 0.05:
            return action
        return {"type": "roll"}

    _chosen = None            # (world, placement) chosen with the roll, for the move that places it

    def placement(self, world, seat, players):
        """The normal bot's use of the dice on the table in a playout, as (option, full) of
        playout.place_options. Each outcome is valued once; only when the legal order decides (equal
        values, or a placement that quashes) is the choice made again over every form in that order.
        Without a bank on offer the choice depends on playout.choice_key alone, and is kept."""
        key = playout.choice_key(world, seat)
        got = _PLAYOUT_CHOICES.get(key) if key is not None else None
        if got is not None:
            return got
        options, full = playout.place_options(world, seat, every=False)
        pos = Position.of_state(world) if key is None else Position.for_placing(world)
        bot = players[seat]
        i, by_order = bot.place_choice(pos, world.dice, options)
        if by_order and full:
            every, _ = playout.place_options(world, seat)
            j, _ = bot.place_choice(pos, world.dice, every)
            got = every[j], full
        else:
            got = options[i], full
        if key is not None:
            if len(_PLAYOUT_CHOICES) > 100000:
                _PLAYOUT_CHOICES.clear()
            _PLAYOUT_CHOICES[key] = got
        return got

    BONUS_CANDIDATES = 4      # before the roll: rolling plus the normal bot's best few bonuses
    PLACE_CANDIDATES = 8      # with the dice down: the placements the race table likes best, and banking

    def candidates(self, view, legal):
        seen, out = set(), []
        for a in legal:
            k = outcome_key(a)
            if k not in seen:
                seen.add(k)
                out.append(a)
        if any(a["type"] == "bonus" and a["value"] == 12 for a in out):
            # the legal list holds only some 12s: add the one the normal bot composes from any quashers
            twelve = NormalBot(self.game, self.seat).best_twelve(Position(view))
            if outcome_key(twelve) not in seen:
                out.append(twelve)
        bonuses = [a for a in out if a["type"] == "bonus"]
        if len(bonuses) > self.BONUS_CANDIDATES:
            normal = NormalBot(self.game, self.seat)
            pos = Position(view)
            bonuses.sort(key=lambda a: -normal.bonus_value(pos, a)[0])
            keep = bonuses[:self.BONUS_CANDIDATES]
            out = [a for a in out if a["type"] != "bonus" or a in keep]
        places = [a for a in out if a["type"] == "place"]
        if len(places) > self.PLACE_CANDIDATES:
            pos = Position(view)
            places.sort(key=lambda a: (round(pos.value_with(pos.me, a["cells"]), 6), len(a["cells"])))
            keep = places[:self.PLACE_CANDIDATES]
            out = [a for a in out if a["type"] != "place" or a in keep]
        return out


LEVELS["hard"] = HardBot
