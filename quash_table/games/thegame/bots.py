"""Bots for The Game: Quick & Easy.

`easy` is the plain greedy baseline (the card closest to a stack's top; a second card only if it is a
reverse trick or one step away). `normal` counts cards: it scores a position by how many live cards
(not yet laid) each stack still takes, plays the card that loses the least of that room, lays a second
card only when it costs nothing beyond the card itself, honours the team's "leave this stack" signals
and asks the team to leave a stack its other card fits for free.
"""

from ...bots import Bot
from ...bots.search import SearchBot
from . import playout as weights
from .playout import Playout
from .rules import COLOURS, STACKS, fits, number

ALL_NUMBERS = range(1, 11)


def gap(card, stack, top):
    """Plain distance: numbers skipped by the move (negative for a reverse trick going backwards)."""
    n = number(card)
    if stack == "up":
        t = number(top) if top else 0
        return n - t - 1
    t = number(top) if top else 11
    return t - n - 1


def live_cards(view):
    """Codes not yet laid (in some hand or in the pile), from what every seat can see."""
    laid = {h[1] for h in view["history"]}
    return {c + str(n) for c in COLOURS for n in ALL_NUMBERS} - laid


class EasyBot(Bot):
    """The greedy baseline: closest card; a second only if it is a reverse trick or one step away."""

    level = "easy"

    def choose(self, view, legal):
        plays = [a for a in legal if a["type"] == "play"]
        tops = {"up": view["up"], "down": view["down"]}
        if view["placed"] >= 1:
            good = [a for a in plays if gap(a["card"], a["stack"], tops[a["stack"]]) <= 0]
            if good or not any(a["type"] == "end_turn" for a in legal):
                pick = min(good or plays, key=lambda a: gap(a["card"], a["stack"], tops[a["stack"]]))
                self.reason = "a second card that costs nothing"
                return pick
            self.reason = "no cheap second card"
            return {"type": "end_turn"}
        pick = min(plays, key=lambda a: gap(a["card"], a["stack"], tops[a["stack"]]))
        self.reason = "the card closest to a stack's top"
        return pick


def room(up, down, live, mine, mine_weight, dead_penalty):
    """How playable the live cards are with these stack tops.

    Each live card scores 1 per stack that still takes it (by number or by a reverse trick on the top's
    colour); a card neither stack takes is dead and costs `dead_penalty`. Cards in our own hand weigh
    more: we know they exist and we must lay them.
    """
    up_n = number(up) if up else 0
    down_n = number(down) if down else 11
    up_c = up[0] if up else None
    down_c = down[0] if down else None
    total = 0.0
    for c in live:
        n, col = int(c[1:]), c[0]
        on_up = n > up_n or col == up_c
        on_down = n < down_n or col == down_c
        score = on_up + on_down if (on_up or on_down) else -dead_penalty
        total += score * (mine_weight if c in mine else 1.0)
    return total


class NormalBot(Bot):
    """Keeps the most live cards playable, honours and gives signals, lays a second card only if cheap."""

    level = "normal"
    # The weights live in playout.py, which plays this same policy fast for the hard bot's search.
    MINE_WEIGHT = weights.MINE_WEIGHT
    DEAD_PENALTY = weights.DEAD_PENALTY
    SECOND_CARD_SLACK = weights.SECOND_CARD_SLACK
    LEAVE_PENALTY = weights.LEAVE_PENALTY
    PLAY_BONUS = weights.PLAY_BONUS
    GIVE_SIGNALS = True

    def _asked(self, view):
        """Stacks teammates asked to leave (or to play) since this seat's previous turn."""
        n, me, turn = view["seats"], view["seat"], view["turn"]
        leave, play = set(), set()
        for sig in view["signals"]:
            if sig["seat"] == me or sig["turn"] < turn - (n - 1):
                continue
            text = sig["text"]
            if "ask" in text:
                (leave if text["ask"] == "leave" else play).add(text["stack"])
        return leave, play

    def _ranked(self, view, plays):
        """Plays with the room each one loses (negative delta = room lost), best first."""
        live = live_cards(view)
        mine = set(view["hand"])
        tops = {"up": view["up"], "down": view["down"]}
        before = room(tops["up"], tops["down"], live, mine, self.MINE_WEIGHT, self.DEAD_PENALTY)
        leave, play = self._asked(view)
        ranked = []
        for a in plays:
            after_tops = dict(tops)
            after_tops[a["stack"]] = a["card"]
            delta = room(after_tops["up"], after_tops["down"], live - {a["card"]}, mine - {a["card"]},
                         self.MINE_WEIGHT, self.DEAD_PENALTY) - before
            score = delta
            if a["stack"] in leave and gap(a["card"], a["stack"], tops[a["stack"]]) > 0:
                score -= self.LEAVE_PENALTY
            if a["stack"] in play:
                score += self.PLAY_BONUS
            ranked.append((score, delta, a))
        ranked.sort(key=lambda x: (-x[0], x[2]["card"], x[2]["stack"]))
        return ranked

    def choose(self, view, legal):
        plays = [a for a in legal if a["type"] == "play"]
        can_end = any(a["type"] == "end_turn" for a in legal)
        if not plays:
            self.reason = "nothing more fits"
            return {"type": "end_turn"}
        score, delta, best = self._ranked(view, plays)[0]
        if (self.GIVE_SIGNALS and view["placed"] == 0 and not view["signalled"]
                and not view["options"]["professional"]):
            signal = self._signal_for(view, best, legal)
            if signal is not None:
                return signal
        # Laying a card always removes its own room (up to 2 stacks, weighted as ours).
        own_room = 2 * self.MINE_WEIGHT
        if view["placed"] >= 1 and can_end and delta < -(own_room + self.SECOND_CARD_SLACK):
            self.reason = "keeping the stacks open: no cheap second card"
            return {"type": "end_turn"}
        if gap(best["card"], best["stack"], view[best["stack"]]) < 0:
            self.reason = "a reverse trick that gives the stack room again"
        elif view["placed"] >= 1:
            self.reason = "a second card that costs the team nothing"
        else:
            self.reason = "the play that keeps the most cards playable"
        return best

    def _signal_for(self, view, planned, legal):
        """Ask the team to leave a stack when a card we keep fits it for free after this play."""
        tops = {"up": view["up"], "down": view["down"]}
        tops[planned["stack"]] = planned["card"]
        for card in view["hand"]:
            if card == planned["card"]:
                continue
            for stack in STACKS:
                if fits(card, stack, tops[stack]) and gap(card, stack, tops[stack]) <= 0:
                    action = {"type": "signal", "text": {"stack": stack, "ask": "leave"}}
                    if action in legal:
                        self.reason = "asking the team to keep a stack for my next card"
                        return action
        return None


LEVELS = {"easy": EasyBot, "normal": NormalBot}


def hold_constraints(view):
    """(seat, colour, low, high) that other seats must still satisfy: a seat that said it holds such a
    card and has laid none of that colour and height since then still holds one."""
    from .rules import HEIGHTS
    out = []
    for sig in view["signals"]:
        seat, text = sig["seat"], sig["text"]
        if seat == view["seat"] or "colour" not in text:
            continue
        lo, hi = HEIGHTS[text["height"]] if "height" in text else (1, 10)
        laid_since = any(h[0] == seat and h[1][0] == text["colour"] and lo <= number(h[1]) <= hi
                         and h[3] >= sig["turn"] for h in view["history"])
        if not laid_since:
            out.append((seat, text["colour"], lo, hi))
    return out


def sample_world(game, view, rng):
    """A full state consistent with the view: unseen cards dealt to the other hands (respecting their
    counts and the colours they said they hold) and the rest, shuffled, as the pile."""
    from ...engine.rng import Rng
    me = view["seat"]
    unseen = sorted(live_cards(view) - set(view["hand"]))
    rng.shuffle(unseen)
    counts = view["hand_counts"]
    hands = [[] for _ in counts]
    hands[me] = list(view["hand"])
    for seat, col, lo, hi in hold_constraints(view):
        if any(c[0] == col and lo <= number(c) <= hi for c in hands[seat]):
            continue
        match = next((c for c in unseen if c[0] == col and lo <= number(c) <= hi), None)
        if match is not None and len(hands[seat]) < counts[seat]:
            hands[seat].append(match)
            unseen.remove(match)
    for seat, n in enumerate(counts):
        while seat != me and len(hands[seat]) < n:
            hands[seat].append(unseen.pop())
    state = {"seats": view["seats"], "hands": hands, "up": view["up"], "down": view["down"],
             "pile": unseen, "placed": view["placed"], "signalled": view["signalled"],
             "signals": view["signals"], "history": view["history"], "to_move": view["to_move"],
             "turn": view["turn"], "outcome": view["outcome"], "rng": Rng(rng.next64()).state,
             "options": view["options"]}
    return game.load(state)


class HardBot(SearchBot):
    """Plays every candidate out in deals sampled from what the seat has seen, with the normal team
    finishing each game, and keeps the move that wins (and lays) the most. Playouts run on the private
    integer simulator in playout.py, which makes exactly the normal team's moves several times faster."""

    level = "hard"
    GIVE_SIGNALS = True

    def sample_world(self, view, rng):
        return Playout.from_state(sample_world(self.game, view, rng), self.GIVE_SIGNALS)

    def play_candidate(self, world, action):
        p = world.copy()
        p.apply(action)
        return p

    def rollout_players(self, seed):
        return None       # the playout's team is the normal policy built into Playout

    def rollout(self, playout, players):
        return self.utility(playout.finish(), self.seat)

    def utility(self, playout, seat):
        won = 1.0 if playout.outcome == "won" else 0.0
        return (won + 0.3 * playout.laid / 50) / 1.3

    def candidates(self, view, legal):
        return [a for a in legal if a["type"] != "signal"]

    def quick_choice(self, view, legal):
        # Signals cost nothing: give the ones the card-counting heuristics would give.
        if self.GIVE_SIGNALS and view["placed"] == 0 and not view["signalled"]:
            normal = NormalBot(self.game, self.seat, self.rng.next64())
            action = normal.choose(view, legal)
            if action["type"] == "signal":
                self.reason = normal.reason
                return action
        return None

    def prior_choice(self, view, legal):
        return SilentNormalBot(self.game, self.seat).choose(view, legal)


class SilentNormalBot(NormalBot):
    """normal without signals (a table that plays in silence; measured beside the talking team)."""

    GIVE_SIGNALS = False


class SilentHardBot(HardBot):
    """hard without signals: gives none and expects none in its playouts."""

    GIVE_SIGNALS = False


LEVELS["hard"] = HardBot
# Not offered in the menus: the silent team is a measuring stick (`simulate thegame --bots normal-silent,...`).
LEVELS["normal-silent"] = SilentNormalBot
LEVELS["hard-silent"] = SilentHardBot
