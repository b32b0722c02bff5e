"""Bots for The Game: Quick & Easy.

`easy` is the plain greedy baseline (the card closest to a stack's top; a second card only if it is a
reverse trick or one step away). `normal` counts cards: it scores a position by how many live cards
(not yet laid) each stack still takes, the cards teammates said they hold counting extra, and plays the
whole turn (one card or two) that keeps the most of that room (playout.normal_policy). It never plays
on a stack a teammate asked to leave alone while it has another move, and as its turn ends it tells the
team about the card it keeps by the convention in playout.what_to_say (written out for players on the
rules page). `hard` plays normal's move unless a search, in deals sampled to agree with everything the
other seats said, finds another clearly better (anchor.py); it talks and honours requests the same way.
"""

import time

from ...bots import Bot
from ...bots.search import SearchBot, default_seconds
from . import lookahead, playout
from .fastsolve import finish, solve
from .anchor import anchored_search
from .heeding import asks_this_round, heeding_play_asks, honouring, laid_on_this_turn  # noqa: F401 (read here and by tests)
from .playout import Playout
from .reason_words import (ENDGAME_REASON, against_request, claim_words, endgame_words, kept_strands_words,
                           listen_words, play_then_why, said_then_end, second_card_words)
from .request_advice import advised_request
from ...engine.rng import Rng
from .rules import COLOURS, HEIGHTS, STACK_ARROWS, STACKS, card_words, number, signal_describes, standing_signal
from .contrast import contrast
from .why import end_turn_words, turn_back_plan

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


class NormalBot(Bot):
    """Plays the turn that keeps the most live cards playable (most of all those teammates said they
    hold), honours and gives signals.
    The policy itself is playout.normal_policy, which the hard bot's playouts run for every seat."""

    level = "normal"
    GIVE_SIGNALS = True
    REASONS = {     # a hint's "why", said to the person it is for; a play's at most 44 letters (hard adds
                    # what its search found)
        "room": "it keeps the most cards playable",
        "second": "a second card that costs the stacks nothing",
        "trick": "the reverse trick gives it room again",
        "open": "every second card would use up room",
        "honour": "a teammate asked to leave that stack alone",
        "forced": "you were asked to leave it alone, but no other stack is free",
        "costly": "the request would cost more than it saves",
        "keep": "a teammate can turn that stack back",
        "forced_keep": "a teammate can turn it back, but no other stack is free",
        "nothing": "nothing more fits",
        "leave": "to ask the team to keep a stack for your next card",
        "reverse": "to tell the team you can turn a stack back",
        "hold": "to tell the team the card you keep, so they keep room for it",
        "listen": "it keeps room for the card a teammate holds",
        "done": "the turn is over",
        "endgame": ENDGAME_REASON,
        "only": "your only move, as nothing else fits",
        "only_end": "your only move, as nothing more fits",
        "ahead": "it leaves your team-mate more room next turn",
        "play_ask": "a teammate asked the team to play on that stack",
    }

    def choose(self, view, legal):
        if view["pile_count"] <= ENDGAME_PILE:
            usual = self.policy_choice(dict(view, signalled=True), legal)     # its play, without the talk
            won = []
            move = endgame_choice(self.game, view, legal, usual, self.rng, tally=won)
            if move is not None:
                said = signal_as_turn_ends(self.game, view, move) if self.GIVE_SIGNALS and not view["signalled"] else None
                if said is not None and said in legal:
                    self.reason = self.REASONS[said["text"].get("ask", "hold")]
                    return said
                self.reason = only_move_words(move, legal, view) or endgame_words(view, move, *won)
                return move
        move = self.policy_choice(view, legal)
        self.reason = only_move_words(move, legal, view) or self.reason
        return move

    # look ahead to the team-mate's turn (lookahead.py)? Measured at 2 players it did not help (session 21:
    # 600 paired deals, every variant tried won fewer than the one-turn policy): off; `normal-lookahead`
    # keeps it as a measuring stick
    LOOKAHEAD = False

    def look_ahead(self, view):
        """The play chooser for normal_policy: lookahead.lookahead_play on deals sampled from this view
        alone (sampled once, on first need, and shared by the policy's calls for this decision), or None
        (the one-turn policy) at larger tables, in the endgame (solved instead) and for the one-turn level."""
        if not self.LOOKAHEAD or view["seats"] > lookahead.LOOKAHEAD_SEATS or view["pile_count"] <= ENDGAME_PILE:
            return None
        dealt = []

        def worlds():
            if not dealt:
                needs = requirements(view)
                dealt.extend(Playout.from_state(sample_world(self.game, view, self.rng, needs), self.GIVE_SIGNALS)
                             for _ in range(lookahead.DEALS))
            return dealt

        def choose_play(hand, tops, live, placed, limit, heard):
            return lookahead.lookahead_play(hand, tops, live, placed, limit, heard, worlds, self.GIVE_SIGNALS)
        return choose_play

    def policy_choice(self, view, legal):
        """The card-counting policy's move (playout.normal_policy, the hard bot's playouts)."""
        me = view["seat"]
        asks = asks_this_round(view)
        hand = [playout.INDEX[c] for c in view["hand"]]
        live = playout.mask_of(playout.INDEX[c] for c in live_cards(view))
        tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
        limit = self.game.max_cards_per_turn_of(view["options"])
        heard = playout.heard_asks(asks, me)
        if heard[1]:
            heard = playout.played_on(heard, laid_on_this_turn(view))
        ahead = self.look_ahead(view)
        move, why = playout.normal_policy(hand, tops, live, view["placed"], limit, view["signalled"],
                                          self.GIVE_SIGNALS, heard, view["seats"], ahead)
        if move[0] == "signal" and said_already(view, playout.move_as_action(
                move, heights=not view["options"]["professional"])):
            # what the convention would say stands already: the move without the talk
            move, why = playout.normal_policy(hand, tops, live, view["placed"], limit, True, False, heard,
                                              view["seats"], ahead)
        if heard[4] and move[0] == "play" and why not in ("ahead", "costly"):
            deaf = heard[:4] + ((),)       # the same seat, not told what its teammates hold
            if playout.normal_policy(hand, tops, live, view["placed"], limit, True, False, deaf,
                                     view["seats"])[0] != move:
                why = "listen"
        self.reason = (why == "listen" and listen_words(self.game, view)) or claim_words(self.game, view, why, move) \
            or self.REASONS[why]
        if why == "open" and move[0] != "play":
            self.reason = end_turn_words(view, legal) or self.reason
        if move[0] == "play" and why in ("room", "listen", "second", "trick"):
            # why this card and not the close alternative, where the policy's score can tell (why.py)
            kept_off = playout.left_alone(heard)
            turn = playout._best_turn(hand, tops, live, view["placed"], limit, heard, kept_off) if kept_off else None
            avoid = kept_off if turn is not None else ()
            turn = turn if turn is not None else playout._best_turn(hand, tops, live, view["placed"], limit, heard, ())
            # a card that skips room for the same-colour card after it turning that stack back (yellow 2 on ▼'s
            # purple 10, then yellow 5): the plan is its point ("Lay yellow 2 on ▼ — skips 7 numbers" alone, and
            # its why weighing yellow 5 on ▲, read as a waste: session 47)
            plan = trick_plan(view, tops, turn) if turn and turn[0] == move[1:] and len(turn) == 2 and \
                turn[1][1] == turn[0][1] and playout.gap(turn[0][0], turn[0][1], tops[turn[0][1]]) > 0 else None
            if plan:
                self.reason = plan
            elif turn and turn[0] == move[1:]:
                # a small trick laid for the big one after it (purple 9 on ▲'s purple 10, then purple 2):
                # "turns ▲ back by 1: the reverse trick gives it room again" hid the plan; a trick with none says
                # why it beats the next best move, as every other card does (H said "turns ▼ back by 4. The
                # reverse trick gives it room again.", the move again in other words: session 59)
                said = (why == "trick" and len(turn) == 2 and trick_plan(view, tops, turn)) or \
                    contrast(view, hand, tops, live, view["placed"], limit, heard, avoid, turn)
                self.reason = said or self.reason
        action = playout.move_as_action(move, heights=not view["options"]["professional"])
        if why == "second" and self.reason == self.REASONS["second"]:
            # no other card to weigh it against: the choice was this card or End turn. "Costs the stacks
            # nothing" was said of yellow 4 starting an empty ▲, which shuts 1 to 3 out of it (the loss
            # verdict then named that very card as the costliest): say what it skips
            self.reason = kept_strands_words(view, action) or second_card_words(view, action) or self.reason
        return action


LEVELS = {"easy": EasyBot, "normal": NormalBot}


def trick_plan(view, tops, turn):
    """The words for a turn of two cards whose second turns a stack back, or None: "then purple 2 turns ▲
    back by 7"."""
    (first, stack1), (second, stack2) = turn
    top = first if stack2 == stack1 else tops[stack2]
    if top == playout.NO_TOP or playout.gap(second, stack2, top) >= 0:
        return None
    return turn_back_plan(view, second, stack2, top)


def only_move_words(move, legal, view=None):
    """The reason for `move` when it is the only move there is (talk aside), else None: "it keeps the most
    cards playable" was said of a card that was the only one that fitted. With `view`: and the request it goes
    against, where one stands (reason_words.against_request)."""
    moves = [a for a in legal if a["type"] != "signal"]
    if moves != [move]:
        return None
    return against_request(view or {}, move, NormalBot.REASONS["only_end" if move["type"] == "end_turn" else "only"])


def said_already(view, action):
    """Would the seat to move say again what it said and still stands (review 15: a bot said "I have a
    high red card" every turn)? A statement stands while it is true (rules.standing_signal), so saying it
    again tells the team nothing."""
    sig = standing_signal(view, view["seat"])
    return action.get("type") == "signal" and sig is not None and sig["text"] == action["text"]


ENDGAME_PILE = 9          # from this many cards left to draw (measured at 3 seats: 0 won 25%, 4 28%, 9 30%)
ENDGAME_DEALS = 24        # ways of dealing the unseen cards out (measured at 3 seats: 12 won 27%, 24 won 30%)
ROLLOUT_SOLVE_PILE = ENDGAME_PILE    # the hard bot's playouts settle their last cards by an exact solve
HARD_ENDGAME_DEALS = 48  # the hard bot looks at twice as many
DEFAULT_ROLLOUTS = 300   # hard's default budget: 300 playouts or its second, whichever ends first (300 take
                         # about 0.8 s on a free core, so `hard` plays as `hard@300` wherever that fits)
ENDGAME_SECONDS = 0.05    # per exact solve (endgame positions of a few cards solve in well under that)
STUCK_AT_ONCE = 0.5      # review 37: an extra yellow 9 left the team-mate stuck at once, where ending did not


def endgame_choice(game, view, legal, usual, rng, deals=None, deadline=None, tally=None):
    """Late in the game (at most ENDGAME_PILE cards left to draw) few cards are hidden: the others' hands and
    the pile, only not who holds which nor the pile's order. Deal them out `deals` ways (fitting the counts and
    everything said, as the hard bot's sampler does), solve each after every candidate with every card known, and
    keep the move that wins in the most, a deal where it leaves the next hand no card to lay counting STUCK_AT_ONCE
    against it: `usual` (the policy's own move) unless another scores strictly more. None when there is no choice
    to make, or it is too early. `deadline` (a perf_counter time): no deal is begun after it (the hint's). `tally`
    (a list) is given the chosen move's share of the deals won, which the hint's words say (why.chance_words)."""
    cands = [a for a in legal if a["type"] != "signal"]
    if view["pile_count"] > ENDGAME_PILE or len(cands) < 2:
        return None
    cands = honouring(view, cands, turn_back=False)     # a request binds here too
    if len(cands) < 2:
        return cands[0]
    # a stack a teammate can turn back is left to them unless the deals say that loses more: late in the
    # game the solves can tell (covering it lost games a person would not have lost)
    kept = [i for i, a in enumerate(cands) if a in honouring(view, cands)]
    # so is a "play on ▼" asked before this turn, unless the deals say honouring it loses more
    asked = [i for i, a in enumerate(cands) if a in heeding_play_asks(game, view, cands)]
    asked = [i for i in asked if i in kept] or asked
    needs = requirements(view)
    seen, wins, stuck = set(), [0.0] * len(cands), [0] * len(cands)
    for k in range(deals or ENDGAME_DEALS):
        if deadline is not None and k and time.perf_counter() > deadline:
            break
        world = Playout.from_state(sample_world(game, view, rng, needs))
        key = (tuple(tuple(sorted(h)) for h in world.hands), tuple(world.pile))
        if key in seen:
            continue
        seen.add(key)
        lost = set()          # positions of this deal proven lost, shared by its candidates' solves
        for i, action in enumerate(cands):
            after = world.copy()
            after.apply(action)
            if after.outcome is not None:     # won, or lost at once (no card of the next hand fits)
                wins[i], stuck[i] = wins[i] + (after.outcome == "won"), stuck[i] + (after.outcome == "lost")
                continue
            won = solve(after.hands, after.pile, after.tops, after.to_move, after.placed, after.limit,
                        ENDGAME_SECONDS, lost)
            wins[i] += 0.5 if won is None else float(won)
    score = [w - STUCK_AT_ONCE * k for w, k in zip(wins, stuck)]     # lost at once: a certain loss, weighed
    best = max(range(len(cands)), key=lambda i: score[i])
    if kept and max(score[i] for i in kept) >= score[best]:
        best = max(kept, key=lambda i: score[i])
    if len(asked) < len(cands) and max(score[i] for i in asked) >= score[best]:
        best = max(asked, key=lambda i: score[i])
    if usual in cands and score[cands.index(usual)] >= score[best]:
        best = cands.index(usual)
    if tally is not None:     # the share won, and the other move that left the next hand stuck most (its share)
        worst = max(range(len(cands)), key=lambda i: stuck[i])
        tally[:] = [wins[best] / max(1, len(seen))] + ([(cands[worst], stuck[worst] / len(seen))]
                                                         if stuck[worst] > stuck[best] else [])
    return cands[best]


def hold_constraints(view):
    """(seat, colours, low, high) that other seats must still satisfy: a seat that said it holds a card
    of that colour and height and has laid none of them since still holds one; so does a seat that said
    it can turn a stack back (a card of the top's colour). `colours` is a string of colour letters: more
    than one where the view leaves open which colour the top had when the seat spoke."""
    out = []
    for sig in view["signals"]:
        seat, text = sig["seat"], sig["text"]
        if seat == view["seat"]:
            continue
        if "colour" in text:
            lo, hi = HEIGHTS[text["height"]] if "height" in text else (1, 10)
            laid_since = any(h[0] == seat and h[3] >= sig["turn"] and signal_describes(text, h[1])
                             for h in view["history"])
            if not laid_since:
                out.append((seat, text["colour"], lo, hi))
        elif text.get("ask") == "reverse":
            colours = "".join(sorted(reverse_colours(view, text["stack"], sig)))
            if colours:
                out.append((seat, colours, 1, 10))
    return out


def reverse_colours(view, stack, sig):
    """The colours `sig`'s seat may have meant by "I can turn `stack` back", if it must still hold one.
    The view does not say where in its turn the seat spoke: at each possible moment (before its cards
    that turn, or after one of them) the stack's top had some colour. The seat still holds one of those
    colours unless, for some moment, it has laid a card of that moment's colour since (that moment may
    have been the real one): then nothing is known."""
    seat, turn = sig["seat"], sig["turn"]
    before = [h for h in view["history"] if h[3] < turn]
    during = [h for h in view["history"] if h[3] == turn]
    after = [h for h in view["history"] if h[3] > turn and h[0] == seat]
    colours = set()
    for moment in range(len(during) + 1):
        tops = [h[1] for h in before + during[:moment] if h[2] == stack]
        if not tops:
            continue          # an empty stack has no colour: the seat did not speak then
        if any(h[1][0] == tops[-1][0] for h in during[moment:] + after):
            return set()
        colours.add(tops[-1][0])
    return colours


def convention_requirements(view):
    """(seat, cards): a seat whose latest turn is when it asked to leave a stack alone holds, by the
    team's convention, a card that fits that stack without skipping a number at the end of that turn
    (one of `cards`, the live cards this seat cannot see). Asks from a seat that has played since, or
    that no unseen card could explain, tell nothing."""
    me = view["seat"]
    unseen = live_cards(view) - set(view["hand"])
    out = []
    for sig in view["signals"]:
        seat, text = sig["seat"], sig["text"]
        if seat == me or text.get("ask") != "leave":
            continue
        if any(h[0] == seat and h[3] > sig["turn"] for h in view["history"]):
            continue
        tops = [h[1] for h in view["history"] if h[2] == text["stack"] and h[3] <= sig["turn"]]
        stack = STACKS.index(text["stack"])
        top = playout.INDEX[tops[-1]] if tops else playout.NO_TOP
        close = playout.CLOSE[stack][top + 1]
        cards = frozenset(c for c in unseen if close >> playout.INDEX[c] & 1)
        if cards:
            out.append((seat, cards))
    return out


def requirements(view):
    """Every (seat, cards) a sampled deal should honour, the seat holding at least one of `cards`, in the
    order to serve them: what the other seats said they hold (true by the rules, so always possible
    together), then what their asks mean by the convention; the narrowest first within each."""
    unseen = live_cards(view) - set(view["hand"])
    said = [(seat, frozenset(c for c in unseen if c[0] in col and lo <= number(c) <= hi))
            for seat, col, lo, hi in hold_constraints(view)]
    by_size = lambda r: len(r[1])     # noqa: E731
    return sorted(said, key=by_size) + sorted(convention_requirements(view), key=by_size)


def sample_world(game, view, rng, needs=None):
    """A full state consistent with the view: unseen cards dealt to the other hands (respecting their
    counts, the colours they said they hold and what their asks mean) and the rest, shuffled, as the
    pile. Narrow requirements are served first, each by a random card that meets it. `needs`: the
    view's requirements, when the caller already has them (a search samples one view many times)."""
    me = view["seat"]
    unseen = sorted(live_cards(view) - set(view["hand"]))
    rng.shuffle(unseen)
    counts = view["hand_counts"]
    hands = [[] for _ in counts]
    hands[me] = list(view["hand"])
    for seat, cards in requirements(view) if needs is None else needs:
        if any(c in cards for c in hands[seat]):
            continue
        match = next((c for c in unseen if c in cards), None)
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
    """normal's move unless a search clearly finds better: every other candidate is played out beside
    normal's own move in the same deals, sampled to agree with everything the other seats said, with the
    normal team finishing each game (anchor.anchored_search), and it replaces normal's move only on a
    clear paired lead. Playouts run on the private integer simulator in playout.py, which makes exactly
    the normal team's moves several times faster. A stack a teammate asked to leave alone is left alone
    as normal leaves it."""

    level = "hard"
    GIVE_SIGNALS = True

    _needs = (None, None)     # (view, its requirements): read once per decision, not once per deal

    def sample_world(self, view, rng):
        if self._needs[0] is not view:
            self._needs = (view, requirements(view))
        return Playout.from_state(sample_world(self.game, view, rng, self._needs[1]), self.GIVE_SIGNALS)

    def playout_value(self, world, action):
        """The value of `action` in a sampled deal, the normal team playing the rest."""
        p = world.copy()
        p.apply(action)
        return self.utility(finish(p, ROLLOUT_SOLVE_PILE), self.seat)

    def utility(self, playout, seat):
        won = 1.0 if playout.outcome == "won" else 0.0
        return (won + 0.3 * playout.laid / 50) / 1.3

    def candidates(self, view, legal):
        """Plays and the end of the turn, none on a stack left to a teammate (asked to leave it alone, or
        told it can turn it back) while there is another (as normal honours them: honouring)."""
        return heeding_play_asks(self.game, view, honouring(view, [a for a in legal if a["type"] != "signal"]))

    _plan = None      # (position, move, reason): the move searched for, kept while the seat signals
    endgame_deals = HARD_ENDGAME_DEALS
    endgame_deadline = False      # the endgame's deals are all solved, however long they take

    def choose(self, view, legal):
        """Search for the move; when it ends the turn, first say what the team's convention says about
        the cards kept (the same words the normal team would use: playout.what_to_say)."""
        position = (view["turn"], view["placed"], tuple(view["hand"]))
        if self._plan is None or self._plan[0] != position:
            start = time.perf_counter()
            self.last_stats = {}
            heuristic = SilentNormalBot(self.game, self.seat)
            usual = heuristic.policy_choice(view, legal)
            won = []
            move = endgame_choice(self.game, view, legal, usual, self.rng, self.endgame_deals,
                                  start + self.seconds if self.endgame_deadline else None, won)
            if move is not None:
                self._plan = (position, move, only_move_words(move, legal, view) or endgame_words(view, move, *won))
            else:
                move = self.search(view, legal, usual, start)
                self._plan = (position, move, only_move_words(move, legal, view)
                              or search_words(self, usual, heuristic.reason, move, view))
        _, move, reason = self._plan
        if self.GIVE_SIGNALS and not view["signalled"]:
            said = signal_as_turn_ends(self.game, view, move)
            if said is not None and said in legal:
                self.reason = said_then_end(NormalBot.REASONS[said["text"].get("ask", "hold")], move, reason)
                return said
        self.reason = reason
        return move

    def search(self, view, legal, usual, start):
        """normal's move `usual` unless another candidate clearly beats it in the sampled deals."""
        cands = self.candidates(view, legal)
        if usual not in cands:
            cands.append(usual)
        if len(cands) == 1:
            return usual
        if self.iterations is None:       # the default: a second, or DEFAULT_ROLLOUTS if they come first
            budget, deadline = DEFAULT_ROLLOUTS, start + self.seconds
        else:                             # hard@N: N playouts, the same on any machine
            budget, deadline = self.iterations, None
        best, stats = anchored_search(lambda: self.sample_world(view, self.rng), self.playout_value, cands,
                                      cands.index(usual), budget, deadline)
        self.last_stats = dict(stats, seconds=time.perf_counter() - start)
        return cands[best]


def move_words(move):
    """A move as the hint names it beside the move it beat: "red 8 on ▲", "ending the turn"."""
    if move["type"] == "play":
        return f"{card_words(move['card'])} on {STACK_ARROWS[move['stack']]}"
    return "ending the turn"


def search_words(bot, usual, usual_reason, move, view):
    """Why the hint's move, as someone at the table explains it (the hint line shows it): what the move
    does (why.does_words: "skips 5 on ▲", "turns ▼ back by 6"), then its one reason. Where the search
    kept normal's move, normal's reason ("green 7 on ▼ would skip 8 to 10"); where it found another clearly
    better, that the team likely lays more cards with it ("played out many ways" was no player's talk, review
    32). How the search looked ("in 8 guesses at the hidden cards...") is not a reason a player can use."""
    reason = usual_reason
    if bot.last_stats and usual != move:
        reason = f"the team likely lays more cards with it than {'with' if usual['type'] == 'play' else 'by'} {move_words(usual)}"
    if move.get("type") != "play":
        return reason
    return play_then_why(view, move, reason)


def signal_as_turn_ends(game, view, move):
    """The convention's signal to give before `move` if the move ends the seat's turn, else None."""
    limit = game.max_cards_per_turn_of(view["options"])
    tops = [playout.INDEX[view[st]] if view[st] else playout.NO_TOP for st in STACKS]
    kept = [playout.INDEX[c] for c in view["hand"]]
    touched = None
    if move["type"] == "play":
        if view["placed"] + 1 < limit:
            return None
        card = playout.INDEX[move["card"]]
        kept.remove(card)
        touched = STACKS.index(move["stack"])
        tops[touched] = card
    elif move["type"] != "end_turn":
        return None
    live = playout.mask_of(playout.INDEX[c] for c in live_cards(view))
    said = playout.what_to_say(kept, tops, live, view["seats"], touched)
    if said is None:
        return None
    action = playout.move_as_action(said, heights=not view["options"]["professional"])
    return None if said_already(view, action) else action


HINT_SECONDS = 0.3        # the hint's search budget: a person waits for it (hard's full second, with the
                          # worker's start, took about 5 s on a busy machine); it still starts from
                          # normal's move and leaves it only on a clear lead


class HintBot(HardBot):
    """The hint (TheGame.hint_level): hard's search on a budget a person does not wait for: HINT_SECONDS
    of playouts, and late in the game normal's number of deals, none begun after that time."""

    level = "hint"
    endgame_deals = ENDGAME_DEALS
    endgame_deadline = True

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed, min(HINT_SECONDS, default_seconds()) if seconds is None else seconds,
                         iterations)

    _advice = (None, None)     # (position, (request, reason) or None): asked once a position

    def choose(self, view, legal):
        """hard's move, or first a request about a stack where playing it out says it helps the team
        (request_advice: the convention never asks at a turn's start, so the hint never taught one)."""
        said = super().choose(view, legal)
        position = (view["turn"], view["placed"], tuple(view["hand"]), view["signalled"])
        if self._advice[0] != position:
            self._advice = (position, advised_request(self, view, legal, self._plan[1], said, ROLLOUT_SOLVE_PILE))
        if self._advice[1] is None:
            return said
        said, reason = self._advice[1]
        self.reason = reason or self._plan[2]       # no reason: the move itself, its words dropped
        return said


ROLLOUT_BUDGET = 100      # normal-rollout's playouts a decision (a count, not a time: the same on any machine)


class RolloutNormalBot(HardBot):
    """normal with full-game rollouts at a small budget (hard's anchored search, ROLLOUT_BUDGET playouts,
    normal's endgame deals): measured beside normal at 2 players, not offered in the menus."""

    level = "normal-rollout"
    endgame_deals = ENDGAME_DEALS

    def __init__(self, game, seat, seed=0, seconds=None, iterations=None):
        super().__init__(game, seat, seed, seconds, ROLLOUT_BUDGET if iterations is None else iterations)


class SilentNormalBot(NormalBot):
    """normal without signals (a table that plays in silence; measured beside the talking team)."""

    GIVE_SIGNALS = False


class LookaheadNormalBot(NormalBot):
    """normal with the look-ahead to the team-mate's turn at 2 players (lookahead.py; measured beside normal,
    not offered in the menus)."""

    LOOKAHEAD = True


class SilentHardBot(HardBot):
    """hard without signals: gives none and expects none in its playouts."""

    GIVE_SIGNALS = False


LEVELS["hard"] = HardBot
LEVELS["hint"] = HintBot      # not offered in the menus either: the hint's budget (bot_levels lists only LEVELS)
# Not offered in the menus: the silent team is a measuring stick (`simulate thegame --bots normal-silent,...`).
LEVELS["normal-silent"] = SilentNormalBot
LEVELS["hard-silent"] = SilentHardBot
LEVELS["normal-lookahead"] = LookaheadNormalBot
LEVELS["normal-rollout"] = RolloutNormalBot
