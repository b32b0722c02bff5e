"""Bots for QUASH. They see only `view` (what their seat may see) and the legal actions.

`easy` lays each card where it fits the sequence already started (or on an empty spot), never swaps, and
plays its highest tiebreaker card.

`normal` scores every legal move with a small probabilistic model of the round:
- what each side may still get: its own hand for certain, and each unseen card (not in hand, not on the
  board, not used in a tiebreaker) with the chance that side ends up holding it. At 2 players basic that
  chance comes from the draws left; once the pile is empty the unseen cards ARE the opponent's hand, so
  the bot reads it exactly. At 4 players the partner's part of the unseen cards counts for half.
- for every spot of both sides, the distribution of its final strength (best sequence still reachable,
  same-suited or mixed, or a failed sequence), and from the two distributions the expected point
  difference of the spot (1 for the spot, 1 more for the other side's failed sequence) and the chances
  of winning and losing it, which also price the QUASH bonus of each section;
- late in the race, when behind, spots 1-3 (then 4-6) weigh more: they are scored first;
- a small cost for spending a high card (it would win tiebreakers as a leftover);
- the seat's own hand is shared out among its spots (as the other side's cards are), not counted whole
  for each of them; at 4 players a card kept in hand is not sure to reach the side either (the seat lays
  only half the side's open slots, and its partner, who cannot see the hand, may fill the slot it was
  kept for), so it counts with the seat's share of the plays left, raised halfway to sure (HAND_SURE):
  the card that finishes the partner's run is laid, not kept; a high card costs its tiebreaker value only in so far as the side's runs will not use it;
- advanced: a small cost per card a swap moves, a large one (UNDO_COST) per card sent back to a spot
  it left on this seat's own swaps of the round, and a larger one (SETTLE_COST) per card moved again that
  this seat's latest play laid or moved, so cards are not shuffled to and fro; at 4 players one
  (PARTNER_SETTLE_COST) per card moved that the partner's latest play laid or moved, and one
  (PARTNER_PLAN_COST) per card any of the partner's plays of the round put where it lies, so the team's
  plan holds, and one more (PARTNER_BUILD_COST) per open spot the partner visibly builds that a move
  spoils (takes its card off, or closes with a lower run: plans.spoils_building). The hard bot (the
  hint) searches the normal bot's moves; of those the normal model values within PLAN_TIE of its best, it
  starts from (its prior) the one that moves least of this seat's plan: a card laid and moved again
  (REPEAT_COST), any card this seat's plays laid (PLAN_COST), one on a run the hand still finishes
  (PROMISE_COST: the run the hint's words promised, why.promised) with nothing of the other side's come
  there since. A tie-break, not a cost that hides a stronger move (in its search a move pays HOLD round points
  a point of that price: it must beat keeping the plan by so much); when it drops a plan, its words start with
  what changed (hints_plan.news_words). A new hint bot (after a Load) recalls the told plan (plan_told).
  It also prices a quiet card moved (QUIET_COST: one this seat put where it lies, with no other seat's card
  come to that spot since; plan_quiet), so the plan it told holds until news reaches it.
Tiebreakers: the bot wins for sure when it can (the cheapest card above everything the other side may
hold), throws its lowest card when it cannot win and more ties are coming, else plays its best.

`hard` searches (bots/search.py): the normal bot's six best moves are each played in deals sampled from
what the seat has seen (other hands, pile, discards and a face-down tiebreaker card dealt from the unseen
cards), and the round is finished with a fast placement policy (fast_choice: under a tenth of a
millisecond a move, where the normal model takes about 10 ms a move in the basic game and 50-70 ms in
the advanced one, up to 0.2 s early in a round with its two thousand swap chains; CPU time measured over
three rounds; in the advanced game it may also make a one-step swap, playout_swaps, where PLAYOUT_SWAPS
is set: off, see there) and the normal tiebreakers; the move with the best round margin is kept, a game won or lost
in the playout counting in full. Its budget is the whole answer's: the ranking of the legal plays, worked
out once, comes out of it. In the advanced game its plays are not searched (HardBot.ADVANCED_SEARCH, session 46:
the playouts overruled the normal model at a loss): the hint is then the normal model's best move, the swap-reply
lookahead and a told plan that costs at most PLAN_BIND (plan_told.plan_kept) deciding between near moves; a swap
half built on the table is still weighed against its take-back in sampled deals. `hint` (HintBot, not in the
menus) is a seat that follows every hint, to measure it: `arena quash --bots hint@40,normal`.

The normal bot's model of a round (spot distributions, unseen cards) is model.py; what a play undoes and costs
(plan keeping, the partner's share) is plans.py; the hint's words for a play are hints_plan.py.
"""

import time

from ...bots import Bot
from .model import cards_left, potential, probs, returned_cards, simulate_chain, unseen_cards  # noqa: F401
from .sequences import RV, SIZES, fails, mendable, open_slots
from .playout import draw_chance
from .playout_swaps import playout_play
from .plans import (PlanPrices, again_cost, failing_play, hand_share, moving_again, plan_hold,
                    plan_keeping, plays_left, told_named)
from .hints_plan import goes_on, play_words, position_key
from .plan_told import given_up, plan_kept, recall_told
from .describe import tiebreak_reason
from .tiebreak_choice import TiebreakChoice
from .why import why_words
from .reply import REPLY_WEIGHT, reply_ranked
from .spot_outlook import spot_margins
from .takeback import own_move, takeback_reason, twin, versus
from .ranked import named_first, one_of_each, ranked_plays, total  # noqa: F401  (ranked_plays moved there; tests import both from here)


class QuashBot(Bot):
    def choose(self, view, legal):
        kind = legal[0]["type"]
        if kind == "deal":
            self.reason = "deals the next round"
            return legal[0]
        if kind == "tiebreak":
            return self.tiebreak(view, legal)
        if kind == "tiebreak_chooser":
            return self.name_tiebreaker_player(view, legal)
        return self.play(view, legal)

    def name_tiebreaker_player(self, view, legal):
        """4 players, a team of bots: the first seat keeps the tiebreakers (its partner plays no better)."""
        self.reason = "plays the team's tiebreakers itself"
        return next(a for a in legal if a["seat"] == view["seat"])


class EasyBot(QuashBot):
    """Greedy and short-sighted: extend a sequence that still fits, else an empty spot; never swaps."""

    level = "easy"

    def play(self, view, legal):
        side = view["board"][view["side"]]
        best, best_score = None, None
        for a in legal:
            if "swap" in a:
                continue
            k = a["spot"] - 1
            cards = side[k] + [a["card"]]
            vals = [RV[c] for c in cards]
            if SIZES[k] == 1:
                score = RV[a["card"]] / 14.0
            elif potential(vals, SIZES[k]):
                score = 1.0 + len(side[k]) + max(vals) / 28.0
            else:
                score = -2.0 - RV[a["card"]] / 14.0
            score += self.rng.random() * 0.3
            if best_score is None or score > best_score:
                best, best_score = a, score
        k = best["spot"] - 1
        if not side[k]:
            self.reason = f"spot {k + 1} is still empty"
        elif potential([RV[c] for c in side[k] + [best["card"]]], SIZES[k]):
            self.reason = f"it fits the run started on spot {k + 1}"
        else:
            self.reason = "no open place keeps its run possible"
        return best

    def tiebreak(self, view, legal):
        a = max(legal, key=lambda x: RV[x["card"]])
        self.reason = "its highest leftover card"
        return a


class NormalBot(TiebreakChoice, QuashBot):
    """Expected points of each spot from what each side may still get; see the module docstring."""

    level = "normal"
    PARTNER_SHARE = 0.5      # 4 players: how much of the partner's (unknown) hand helps our side
    DRAW_SHARE = 0.7         # 2 players basic: drawn cards come late and are wanted in several places
    CONSUME = True
    # the seat's own spots share its hand out as the other side's do (side_dists with consume): counted
    # whole for every spot, the hand's Q, K and A made each empty triple a sure Q-K-A, so no run was ever
    # worth finishing and every swap that started one more spot with a high card looked like a free gain
    OWN_CONSUME = True
    TB_COST = 0.06           # cost of spending a high card (rank 10 up) that could win a tiebreaker
    # a swap must gain this much (expected points, per card moved) over keeping the cards where they lie:
    # at 0.01 the model's near-ties had the hint shuffle the same cards between spots turn after turn
    SWAP_COST = 0.05
    # sending a card back to a spot it left on this seat's earlier swaps of the round undoes them: only
    # a position that really changed (this much more, per card) may justify it, or the bot shuffles the
    # same card to and fro (or round 7 -> 1 -> 4 -> 7) turn after turn
    UNDO_COST = 0.5
    # moving again a card this seat laid or moved on its latest play: the model values each arrangement
    # as if it were final, and as the hand shrinks it re-sorts the board, pushing the cards it just laid on
    # down a chain turn after turn; a player sees the same cards shuffled every turn and no run finished.
    # A price, not a ban: at 3.0 the bot lost about 0.9 points a round to the old one (it must still
    # answer a spot the other side has just raised); at 2.0 it is level and moves such cards a third as often
    SETTLE_COST = 2.0
    # a card this seat's plays of the round already laid and moved may cost more to move each time
    # (REPEAT_COST per earlier lay or move beyond the first; SETTLE_COST sees only the latest play, not a
    # card laid, moved two turns later and again two turns after). The hint (HardBot) prices it; the
    # normal bot does not: against the bot without it, over 30 duplicate advanced deals, it won 7 of 30
    # games at 2.0 and 9 of 30 at 0.75 (it must move cards again to answer the other side)
    REPEAT_COST = 0.0
    # 4 players: moving a card the partner's latest play laid or moved on the team's side undoes its plan
    # (a person following the hint sees the partner bot swap out what the hint just laid, and back)
    PARTNER_SETTLE_COST = 1.5
    # 4 players: moving any card the partner's plays of the round put where it lies (model.partner_cards),
    # not only its latest play's: the partner bot and the person's hint took turns swapping each other's
    # cards out of the same spot (5♠ on 1 'for 3-4-5', the partner's 9♠ in, the hint's 3♠ in, the
    # partner's 9♦ in...), each move priced on the card just laid only. The team's plan holds unless a
    # move clearly gains; the hint (HardBot) keeps it for the partner bot's cards likewise. At 1.0 (below
    # the model's noise in comparing two arrangements) the partner still moved the person's cards on 12 of
    # its 54 plays (seeds 1-6; seed 2: the J♥ the person had moved to spot 4 holding Q♥ K♥, for a 5♣);
    # at 1.5 on 4. Duplicate rounds against 1.0 (a round a deal, both ways round): level at 1.5 (40
    # deals, +0.06 ± 0.95 a round); 2.0 lost about 0.6 a round (80 deals) and a signal 'the partner holds cards
    # for the runs it started' about a point (the partner counted on runs the person did not finish)
    PARTNER_PLAN_COST = 1.5
    # 4 players: a card of the partner's taken off a run it visibly builds (an open spot holding its cards
    # that can still become proper: plans.partner_building), on top of the above (the partner bot swapped a
    # 9♠ in and sent the person's J♥ away from their 10-J; review 18). Arena, 4 players advanced, hard@16 as
    # the person, 16 games (seed 18, target 8), old and new partner in the same deals: team margin
    # +0.25 ± 1.22 -> -0.62 ± 1.06 a game (paired -0.88 ± 0.79, within the noise); also pricing a card that
    # closes the spot lower (9-10 on the 10): paired -1.19 ± 0.97 (at 1.0), -1.00 ± 0.90 (at 0.5). Seeds
    # 4-15, round 1: partner plays taking the person's card off an open run spot 8 of 108 -> 0
    PARTNER_BUILD_COST = 1.0
    # moving a card this seat's plays laid for a run its hand still finishes (why.promised: the run the
    # hint's words promised, 'your J♠ would make it 10-J') while the other side laid nothing on that spot
    # since: the hint's price (HardBot), on top of PLAN_COST; the normal bot makes no promises
    PROMISE_COST = 0.0
    # moving any card this seat's plays of the round laid (model.plan_cards): the hint's price (HardBot)
    PLAN_COST = 0.0
    # 4 players: spoiling a team spot that the partner may still complete (a card it needs is unseen, so
    # the partner may hold it) gives up more than the spot-by-spot model sees, which counts the same hand
    # cards for several spots at once; such a spot is spoilt only when every other move is far worse
    PARTNER_SPOIL_COST = 1.0
    # 4 players: the seat's hand cards were counted as sure to reach the side, but a seat plays only half
    # the side's open slots (9 of its 13 cards in a round), and the partner, who does not see the hand,
    # may fill the slot a kept card was meant for. Counted sure, a card that finishes the partner's run
    # gained nothing laid now over kept, so the partner bot played elsewhere holding the only 10 for the
    # person's 9-J (or swapped the J away, the 10 'still' finishing 8-9-10). A kept card now counts as
    # reaching the side with the seat's share of plays left, raised by HAND_SURE of the rest (the seat
    # chooses which cards it plays). Duplicate rounds against the hand counted sure (4 normal bots, a round
    # a deal, both ways round, the team's round margin): basic, at 0.5 +0.78 ± 0.25 a round (80 deals), at
    # 0.75 +0.59 ± 0.34 (40), at 0 (the bare share) -0.43 ± 0.33 (28); advanced, at 0.5 level
    # (-0.01 ± 0.30, 51 deals)
    HAND_SURE = 0.5
    # the order in which the seat's spots share out its hand (model.side_dists, fullest first) is the board's
    # before the play weighed: a card laid on an empty double (A) does not take from a run already started
    # (J on spot 4) the one hand card both count on (K). Off: see CHANGELOG, session 33, for the measure so far
    CLAIMS_BEFORE = False

    # --- what each side may still get ------------------------------------------------------------
    def availability(self, view):
        me, seats = view["seat"], view["seats"]
        side = view["side"]
        hand = view["hand"]
        unseen = unseen_cards(view)
        counts = view["hand_counts"]
        u = max(1, len(unseen))
        pile = view["pile_count"]
        if seats == 2:
            opp_hand = counts[1 - me]
            # I play now, then draw; draws alternate while the pile lasts
            my_draws = (pile + 1) // 2 if view["to_move"] == me else pile // 2
            q_mine = self.DRAW_SHARE * my_draws / u
            q_opp = min(1.0, (opp_hand + pile - my_draws) / u)
        else:
            partner = (me + 2) % 4
            opp = counts[(me + 1) % 4] + counts[(me + 3) % 4]
            q_mine = self.PARTNER_SHARE * counts[partner] / u
            q_opp = min(1.0, opp / u)
        mine = {c: q_mine for c in unseen}
        q_hand = hand_share(view) if seats == 4 else 1.0
        q_hand += self.HAND_SURE * (1.0 - q_hand)
        for c in hand:
            mine[c] = q_hand
        theirs = {c: q_opp for c in unseen}
        return probs(mine), probs(theirs), side

    def weights(self, view):
        me, opp = view["scores"][view["side"]], view["scores"][1 - view["side"]]
        need = view["target"] - opp
        if need <= 10 and me < opp:
            return [1.6] * 3 + [1.25] * 3 + [1.0] * 3
        if need <= 10 or view["target"] - me <= 10:
            return [1.2] * 3 + [1.1] * 3 + [1.0] * 3
        return [1.0] * 9

    # --- playing a card --------------------------------------------------------------------------
    def play(self, view, legal):
        _, best, best_before = ranked_plays(self, view, legal)[0]
        side = view["side"]
        mine, theirs = view["board"][side], view["board"][1 - side]
        k = best["spot"]
        # why, not what: the hint line and the move log already say the move
        if "swap" not in best and fails(tuple(mine[k - 1]), best["card"], k - 1):
            mend = view["variant"] == "advanced" and mendable(list(mine[k - 1]) + [best["card"]], k, open_slots(mine) - 1)
            head = f"spot {k} cannot make a run now (a later swap can still mend it), and" if mend else \
                f"spot {k} will fail, but"
            self.reason = (f"{head} it had only a {best_before[1]:.0%} chance of winning: "
                           "spoiling it costs least (the other side gets its bonus point), and your other "
                           "spots keep their chances")
            return best
        self.reason = why_words(mine, theirs, best, view["hand"], plays=plays_left(view))
        return best

LEVELS = {"easy": EasyBot, "normal": NormalBot}


# --- hard: determinised search ------------------------------------------------------------------------
from ...bots.search import SearchBot, lower, upper  # noqa: E402
from .sampling import sample_world  # noqa: E402


def normal_ranking(bot, view, legal):
    """Every legal play with the normal bot's value for it, best first (the model its play() uses)."""
    return [(v, a) for v, a, _ in ranked_plays(bot, view, legal)]


class HardBot(SearchBot):
    """Plays the normal bot's best few moves out to the end of the round in deals sampled from what the
    seat has seen (the fast placement policy for every seat, the normal tiebreakers), and keeps the move
    with the best round margin; a game won or lost in the playout counts in full."""

    level = "hard"
    recall = recall_told  # Bot.recall: the plan the hints shown before told (a new hint bot, after a Load)
    # given the hints shown before every hint (not only when new): a hint searched ahead on the person's turn
    # and never shown told them nothing, so its plan is no memory of what they were told (session 34)
    recalls_every_hint = True
    TOP = 6               # candidates: the normal bot's best moves
    SCALE = 16.0          # round points that make the utility go from even to certain
    # the hard bot is the hint: a person follows its plan over several turns, so among the moves the normal
    # model values within PLAN_TIE round points of its best, the search starts from (its prior, kept unless
    # the sampled deals clearly say otherwise) the one that moves least of what this seat already laid:
    # a card laid and moved again (REPEAT_COST per earlier lay or move), any card this seat's plays laid
    # (PLAN_COST), one on a run the hint's words promised (PROMISE_COST: 'your J♠ would make it 10-J')
    # while the other side laid nothing there since. A tie-break, not a cost: as costs in the model that
    # picks the moves to search they kept the stronger moves out of the search, and following the hint
    # lost about 3.4 round points a deal to the normal bot (advanced, 2 players, 40 playouts)
    REPEAT_COST = 4.0
    PLAN_COST = 1.0
    PROMISE_COST = 2.5
    # advanced (swaps move cards already laid): 0.5; basic (no swaps: only a promised card laid elsewhere)
    # keeps 0.25. Measured with scripts/quash_hint_duplicate.py, deals 0-42 of seed 2016, 40 playouts, 0.25
    # and 0.5 in the same run, the hint's margin over the normal bot: advanced -0.02 ± 0.30 -> -0.08 ± 0.31
    # (paired -0.06 ± 0.36, level); basic +0.36 ± 0.23 -> +0.21 ± 0.22 (paired -0.15 ± 0.09: a small loss)
    # Session 46: 0 (exact ties only). Unsearched (ADVANCED_SEARCH), the prior is the move played: 0.5 against 0,
    # the rest as now, paired -0.76 ± 0.48 round points a deal over 33 duplicate deals (0-12 and 30-49 of seed
    # 2016, scripts/quash_hint_duplicate.py --person person); at 0 the hint is +0.32 ± 0.35 over the normal bot
    PLAN_TIE = 0.0
    # a plan the hints told binds the hint (plan_told.plan_kept) only while the best move that keeps it is valued
    # at most PLAN_BIND model points below the best move: bound at any cost, following the hint lost about 3.9
    # round points a deal to the normal bot (session 46, scripts/quash_hint_duplicate.py --person person)
    PLAN_BIND = 0.5
    BASIC_PLAN_TIE = 0.25
    # the tie-break alone barely steadied the hint (session 17: the search still overturned the plan on a
    # lucky few deals, and the plan-keeping move was seldom within the tie): in the search too, a move pays
    # what it breaks of the plan (the prices above, PlanPrices), HOLD round points a model point, so it must
    # beat the plan-keeping move by that much in the sampled deals (plans.plan_hold); the best move that
    # keeps the plan is always searched (candidates). Advanced only. Duplicate deals 0-11 of seed 2016
    # (scripts/quash_hint_duplicate.py's, 40 playouts, HOLD 0 and 0.5 side by side): of the hint's 432
    # plays, those that moved a card its own plays had laid 274 -> 140 (a card moved before too: 192 -> 52);
    # its margin over the normal bot -1.29 ± 0.57 -> -1.54 ± 0.56 round points a deal (paired -0.25 ± 0.86:
    # level within the noise)
    HOLD = 0.5
    # a card this seat put where it lies, moved on with nothing seen since at its spot or where it goes
    # (plan_quiet): the plan the hint told churned (a 2♦ moved 4 -> 7 -> 1 -> 8 -> 5 on successive turns).
    # Session 46: 0 (off). It widened the prior's tie to 2 model points wherever the best move moved a quiet
    # card; unsearched, that is the move played: 2.0 against 0, the rest as now, paired -2.15 ± 0.68 round points
    # a deal (deals 30-49). The normal model's own SETTLE_COST and UNDO_COST still price the churn
    QUIET_COST = 0.0
    # playouts that may swap (playout_swaps): off. Duplicate deals 0-4 and 100-104 of seed 2016, 40 playouts,
    # +1.15 ± 0.84 round points a deal (paired, within the noise), but the search then sent away cards of the
    # plan the hints told (test_quash_adv_s19) and a playout takes three times as long. Session 25, deals 0-6
    # and 100-106: paired +0.54 ± 0.58, still within the noise (the figures: scripts/quash_hint_duplicate.py)
    PLAYOUT_SWAPS = False
    # the advanced game's plays are not searched (the prior, the normal model's move with the plan's tie-break and
    # the swap-reply lookahead, is the answer; a swap half built is still weighed against its take-back): its
    # playout policy is far weaker than the normal bot (session 25: -5.75 round points a deal against it), and
    # overruling the model on its playouts lost points. Session 46, scripts/quash_hint_duplicate.py --person person,
    # 40 playouts, the same deals with and without the search (the rest as now): paired -3.70 ± 0.65 round points a
    # deal with it (deals 30-49 of seed 2016). Off, a hint takes the ranking's time (under 0.15 s of CPU)
    ADVANCED_SEARCH = False
    REPLY_WEIGHT = REPLY_WEIGHT   # what the other side's swap reply may take back (reply.py), a model point a point
    _ranked = None        # this decision's ranking of the legal plays (ranking())
    _hold = 0.0           # the candidate being played out: its plan price in utility (play_candidate)
    _building = ()        # this decision's plays finishing the swap half built on the table (view["building"])
    _holds = None         # this decision's plan prices: (moving_again, PlanPrices), or None
    _versus = None        # mid-swap: [the hint's own move, the plays finishing the swap], weighed alone (takeback)
    OVERRUN = 0.1         # seconds kept from the search for its last world and the words (choose())

    # the search stops once the answer is clear (decided): every other move still searched is below the
    # prior (or above it by less than STOP_GAIN, a sixth of a round point) beyond STOP_Z standard errors
    # of the paired difference, or one move is above the prior and every other by as much. A hint took
    # its whole second (2 s on a busy machine); see the CHANGELOG for how often it now chooses as before
    STOP_Z, STOP_GAIN, STOP_WORLDS, early_stop = 2.5, 0.005, 12, True   # (not before 12 deals, then every 4th)

    def sample_world(self, view, rng):
        return sample_world(self.game, view, rng)

    def decided(self, diffs, alive, prior, worlds):
        if not self.early_stop or worlds < self.STOP_WORLDS or worlds % 4:
            return False
        others = [i for i in alive if i != prior]
        if all(upper(diffs[i], self.STOP_Z) <= self.STOP_GAIN for i in others):
            return True               # the prior stays: no other move can pass it
        best = max(others, key=lambda i: sum(diffs[i]))
        return lower(diffs[best], self.STOP_Z) > 0 and all(
            lower([b - d for b, d in zip(diffs[best], diffs[j])], self.STOP_Z) > 0 for j in others if j != best)

    def candidates(self, view, legal):
        if self._versus:
            return self._versus       # the swap half built against the hint's own move (takeback.py)
        if legal[0]["type"] != "play":
            return legal
        if view["variant"] == "advanced" and not self.ADVANCED_SEARCH:
            return [self.prior_choice(view, legal)]
        ranker, ranked = self.ranker(), self.ranking(view, legal)
        # a move undoing this seat's own swaps, or moving again a card its latest play (or the partner's) laid
        # or moved, is searched only when the model puts it first (it paid UNDO_COST, SETTLE_COST...): a lucky
        # playout must not bring the shuffle back (the prior is always searched). Laying any card that spoils
        # a spot is the same move whatever the card: one such per spot (six ways of spoiling spot 5 once
        # crowded out the rest)
        left, again = cards_left(view), moving_again(view)
        out, spoilt = [], set()
        # equal ranks laid on the same spot are one move: searched once, as the prior where it is one (ranked.py)
        for i, a in enumerate(one_of_each([a for _, a in ranked], self.prior_choice(view, legal))):
            if i and (returned_cards(left, a) or again_cost(ranker, again, a)):
                continue
            if failing_play(view, a):
                if a["spot"] in spoilt:
                    continue
                spoilt.add(a["spot"])
            out.append(a)
            if len(out) == self.TOP:
                break
        # a swap half built (view["building"]: its finishing plays) is searched against its take-back
        out += [a for a in view.get("building", ()) if a not in out]
        # the best move that keeps the plan (moves no card this seat laid, keeps its promises) is searched
        # too: with HOLD, a move that breaks the plan must beat it in the sampled deals
        if self._holds and all(plan_hold(self._holds, a, 1.0) for a in out):
            keep = next((a for _, a in ranked if not plan_hold(self._holds, a, 1.0)
                         and not again_cost(ranker, again, a)), None)
            if keep is not None:
                out.append(keep)
        return out

    def prior_choice(self, view, legal):
        if self._versus:
            return self._versus[0]    # the hint's own move: finishing the swap must clearly beat it
        if legal[0]["type"] != "play":
            return super().prior_choice(view, legal)
        tie = self.PLAN_TIE if view["variant"] == "advanced" else self.BASIC_PLAN_TIE
        prior = plan_keeping(self.ranking(view, legal), moving_again(view), self, tie, view)
        # a swap half built that the model values at least as the prior: finishing it is kept unless taking
        # it back clearly wins in the sampled deals (review 19d)
        building = view.get("building") or []
        return (normal_ranking(self.ranker(), view, building + [prior])[0][1]) if building else prior

    def ranking(self, view, legal):
        """The ranker's values of the legal plays, best first: worked out once a decision (the candidates
        and the prior both read it; it is a tenth of the hint's time)."""
        if self._ranked is None:
            ranked = normal_ranking(self.ranker(), view, legal)
            # never into the fail warning while a move spoils nothing (review 16: 6♥ on 5 holding K♦ for Q-K)
            # nor off the plan the hints told while nothing seen since made it worse (plan_told)
            ranked = plan_kept(self, view, [r for r in ranked if not failing_play(view, r[1])] or ranked)
            # a spot won only until their next swap is not a gain (reply.py: the one-reply lookahead)
            ranked = reply_ranked(view, ranked, self.REPLY_WEIGHT, spot_ev=spot_margins(self.ranker(), view))
            # of equal cards on a spot, the one the hints before named for it (their words named the 6♥, not the 6♠)
            self._ranked = named_first(ranked, told_named(self, view)) if self.for_person else ranked
        return self._ranked

    def ranker(self):
        """The normal model that picks the moves to search (the normal bot's own prices)."""
        return NormalBot(self.game, self.seat)

    def rollout_players(self, seed):
        return None

    def play_candidate(self, world, action):
        # the playout that follows (rollout) is this candidate's: it pays its plan price (HOLD), but for
        # finishing the swap half built (the person moved those cards, not a hint) and the hint's own move
        # weighed against it (takeback.py: on equal terms, the swap must clearly do better)
        free = self._versus or action in self._building
        self._hold = 0.0 if free else plan_hold(self._holds, action, self.HOLD / (2 * self.SCALE))
        return super().play_candidate(world, action)

    def rollout(self, world, players):
        game = self.game
        rnd = world.round
        tb = None
        while world.to_move is not None and world.round == rnd and world.phase != "deal":
            seat = world.to_move
            if world.phase == "play":
                hand = world.hands[seat]
                unseen = sum(len(h) for j, h in enumerate(world.hands) if j != seat) + len(world.pile) \
                    + len(world.discards)
                if world.seats == 2:
                    get = draw_chance(len(world.pile), unseen, NormalBot.DRAW_SHARE)
                else:
                    get = NormalBot.PARTNER_SHARE * len(world.hands[(seat + 2) % 4]) / max(1, unseen)
                side = seat % 2
                world = game.apply(world, playout_play(world.board[side], world.board[1 - side], hand, get,
                                                       world.adv and self.PLAYOUT_SWAPS))
            else:
                if tb is None:
                    tb = NormalBot(game, 0)
                tb.seat = seat
                world = game.apply(world, tb.choose(game.view(world, seat), game.legal_actions(world)))
        return self.utility(world, self.seat) - self._hold

    def choose(self, view, legal):
        if legal[0]["type"] == "tiebreak_chooser":     # both answers hold the same cards: no search
            action = NormalBot(self.game, self.seat).choose(view, legal)
            # the hint speaks to the person it is for, not of a bot ("plays the team's tiebreakers itself")
            self.reason = "you hold the team's pooled cards: your partner would play them no better"
            return action
        # asked again for the same position (a person following a hint's swap one drop at a time presses H
        # again), it keeps its plan while the chain on the table goes on to it (hints_plan.goes_on)
        key = position_key(view)
        plan = getattr(self, "_plan", None)
        if plan is not None and plan[0] == key and plan[1] in legal and goes_on(plan[1], view):
            self.reason = plan[2]
            return plan[1]
        full = self.seconds
        try:
            return self._choose(view, legal, key)
        finally:
            self.seconds, self._versus = full, None

    def _choose(self, view, legal, key):
        own = None
        if view.get("building") and legal[0]["type"] == "play":
            # a swap half built: the hint's own move for the position, and the swap weighed against it on equal
            # terms when the swap does not go on to it (takeback.py)
            own = own_move(self, view, legal, key)
            ranked = normal_ranking(self.ranker(), view, [own[0]] + view["building"])
            same = twin(view, own[0], ranked)     # the same move with a card of the same rank: gone on with (56p)
            if same is not None:
                self.reason, self.news = play_words(self, view, legal, same, lambda: next(
                    b[1] for _, a, b in ranked_plays(self.ranker(), view, legal) if a == same),
                    given=given_up(self, view, same))
                self._plan = (key, same, self.reason)
                return same
            self._versus = versus(view, own[0], ranked)
            if self._versus is None:
                self.reason = own[1]
                return own[0]
            if len(self._versus) == 1:      # no finishing play the model values as much: taken back, no search
                self.reason, self.news = takeback_reason(self, view, legal, own[0], None, lambda: next(
                    b[1] for _, a, b in ranked_plays(self.ranker(), view, legal) if a == own[0])), ""
                return own[0]
        self._round = view["round"]
        self._start = view["scores"][:]
        # the budget is the whole answer's, the ranking of the legal plays too (a hint came 0.2-0.5 s late)
        began, budget = time.perf_counter(), self.seconds
        self._ranked, self._building = None, view.get("building", ())
        # advanced only: the basic game moves no laid card (its plan is the promises alone, kept by the tie)
        self._holds = (moving_again(view), PlanPrices(self, view)) \
            if legal[0]["type"] == "play" and self.HOLD and view["variant"] == "advanced" else None
        if legal[0]["type"] == "play" and self.iterations is None and not self._versus:
            self.ranking(view, legal)
            # less the search's last world, which ends past its deadline (7 playouts and a sampled deal),
            # and the words: at 4 players hints came in 1.00-1.09 s of a 1 s budget at load 4
            self.seconds = max(0.1, budget - (time.perf_counter() - began) - self.OVERRUN)
        try:
            action = super().choose(view, legal)
        finally:
            self.seconds, self._ranked, self._holds, self._hold, self._building = budget, None, None, 0.0, ()
        if action["type"] == "tiebreak":
            # why in a player's words, not how the search found it
            their = max((RV[c] for c in unseen_cards(view)), default=0)
            self.reason = tiebreak_reason(action["card"], [a["card"] for a in legal], their,
                                         NormalBot.ties_ahead(self, view))
        elif own is not None and action == own[0]:
            # the swap taken back: why first, then the hint's own move's reason; the plan stays the one found
            # without the swap (a hint asked once it is taken back says that move's own words)
            self.reason, self.news = takeback_reason(self, view, legal, action, self.last_stats["worlds"], lambda: next(
                b[1] for _, a, b in ranked_plays(self.ranker(), view, legal) if a == action)), ""
            return action
        elif action["type"] == "play":
            # what it builds and what changed since your latest play, not how it was found (hints_plan)
            self.reason, self.news = play_words(
                self, view, legal, action,
                lambda: next(b[1] for _, a, b in ranked_plays(self.ranker(), view, legal) if a == action),
                given=given_up(self, view, action))
        if action["type"] != "play":
            self.news = ""
        self._plan = (key, action, self.reason)
        return action

    def utility(self, world, seat):
        side = seat % 2
        if world.winner is not None:
            return 1.0 if world.winner == side else 0.0
        margin = (world.scores[side] - self._start[side]) - (world.scores[1 - side] - self._start[1 - side])
        return 0.5 + max(-0.5, min(0.5, margin / (2 * self.SCALE)))


class HintBot(HardBot):
    """A seat that follows every hint, to measure the hint (`arena quash --bots hint@40,normal`): the hard bot
    asked as a person's hint is (Bot.for_person: the plan its words told binds it, plan_told), with `hint@N` N
    playouts a move or, bare, the hint's time. Not offered in the menus (bots.bot_levels lists the engine's
    levels); the table's hint is still QuashGame.hint_level, asked for the person."""

    level = "hint"
    for_person = True


LEVELS["hard"] = HardBot
LEVELS["hint"] = HintBot
