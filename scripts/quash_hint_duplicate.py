"""Does following the QUASH hint lose to the normal bot? Duplicate deals, round 1 only: each deal is played
twice, the hint (HardBot at a fixed number of playouts) as RED against the normal bot, then as BLACK; the
hint's round margin (its round points less the normal bot's) is averaged over the two games of a deal.
Prints mean ± standard error over the deals, for each bots module given (the same deals and seeds).

    PYTHONPATH=. python scripts/quash_hint_duplicate.py --variant advanced --deals 30 --playouts 40 [--module NAME ...]
        [--tie 0.25 --tie 0.5 ...]   (the hint's PLAN_TIE, each tie with the same deals and seeds)
        [--playouts 40 --playouts 160]   (the hint's playouts a move, each with the same deals and seeds)
        [--person both]   (the hint bot played as a person's hint, Bot.for_person, beside the bot's own play)

Review 16, deals 0-29 of seed 2016, both in the same run (the old bots.py copied aside as a module):
advanced, old hint (plan prices in the model that picks the moves to search) -2.97 ± 0.30, the tie-break
+0.20 ± 0.38; basic, old +0.62 ± 0.29, new +0.78 ± 0.23 round points a deal.

Session 17, deals 0-42 of seed 2016, 40 playouts, the hint's PLAN_TIE 0.25 and 0.5 in the same run (--tie):
advanced -0.02 ± 0.30 and -0.08 ± 0.31 (paired difference -0.06 ± 0.36, 31 of 43 deals played differently);
basic +0.36 ± 0.23 and +0.21 ± 0.22 (paired -0.15 ± 0.09, 7 deals differed). Advanced took 0.5, basic kept 0.25.

Session 22, advanced, the hint's search with more playouts (a hint may take longer than a bot's move), old and
new in the same run: deals 0-14 and 100-114, --playouts 40 --playouts 160 (the early stop kept: at 160 a
decided search still ends after 12 sampled deals): -2.05 ± 0.40 and -2.53 ± 0.36 (paired -0.48 ± 0.46, 26 of
30 deals played differently); deals 200-205, four times the playouts with no early stop: paired +0.17 ± 1.49.
No gain seen: the hint keeps 40-playout-like budgets (a busy machine gave these runs few deals).

Session 23, advanced, 40 playouts, old and new bots.py in the same run (the old copied aside as a module):
playouts that swap (playout_swaps, HardBot.PLAYOUT_SWAPS), deals 0-4 and 100-104: paired +1.15 ± 0.84, left off
(it broke a told plan, test_quash_adv_s19); the quiet-card price (QUIET_COST 2, plan_quiet), deals 0-3 and
100-103: paired -0.81 ± 1.07 (level within the noise; it stops the plan's churn).

Session 24, advanced, 40 playouts, the swap-reply lookahead (reply.py, HardBot.REPLY_WEIGHT) at 0 (the old hint),
0.5 and 1.0 in the same run (a module subclassing HardBot with the weight, --module), deals 0-10 (a machine at load
~30 gave no more): -3.36 ± 0.70, -3.23 ± 0.57, -3.32 ± 0.73; paired +0.14 ± 0.59 (0.5) and +0.05 ± 0.57 (1.0), 6
of 11 deals played differently at 0.5: level within the noise. 0.5 kept (it stops the advice their next swap
takes back, test_quash_hint_reply24).

Session 25, advanced, 40 playouts, the lookahead also weighing the other side's laid cards a hand card sends on
and their failed spot mended (reply_turns.py, reply.RANK_BOARD_MOVES), old and new run apart on the same deals
(0-11 and 100-111): -2.65 ± 0.43 and -3.15 ± 0.35; paired -0.50 ± 0.20, 8 of 24 deals played differently. Left
off in the ranking (the words still warn of it).

Session 25 (quashplay), why the hint loses: its playout policy is far weaker than the normal bot. Played as a bot
against it (fast_bot.FastBot, duplicate deals 0-23, round 1), the plain policy lost -5.75 ± 0.49 round points a deal
and never swapped, where the normal bot swapped in 165 of its 864 plays; the swapping policy (playout_swaps, 229 of
864 plays swapped) lost -4.04 ± 0.39 (paired +1.71 ± 0.54: stronger beyond noise). In the hint, 40 playouts, deals
0-6 and 100-106 (load ~20), PLAYOUT_SWAPS off and on in the same run: -2.89 ± 0.56 and -2.36 ± 0.63, paired
+0.54 ± 0.58 (13 of 14 deals played differently); off at 110 playouts (the same time as 40 that swap, a swapping
playout costing 3.0x after this session's bound, 3.7x before) -2.81 ± 0.44, swaps@40 less it +0.50 ± 0.74. Within
the noise: left off.

Session 30, basic, 40 playouts, deals of seed 2016 (a machine at load ~20: few deals). Review: a player following
every hint lost a basic round 0-15; in a real window (seed 7, 1 normal bot) the hints lost round 1 2-10, opening
with "play the 2 of hearts on spot 1 (your 3♦ 4♥ would make it 2-3-4)" and building 2-3-4 and 2-3, which lost
their spots (section 1 QUASHED). The hint is level with the normal bot here: deals 0-8, --playouts 40 --playouts 200
in the same run: +1.33 ± 0.49 and +0.72 ± 0.67 (paired -0.61 ± 0.62). The model it ranks with opens that hand
with the 2♥ at DRAW_SHARE 0.7 (the cards still to draw counted at 0.7 of their share) and with the K♦ on a single
or the 9♠ on spot 1 at 1.0. The normal bot with DRAW_SHARE 1.0 against the stock one (normal bots only, deals
0-39): +0.62 ± 0.29 round points a deal; the hint ranking with it (a module subclassing HardBot, --module), deals
0-11, old and new in the same run: +1.17 ± 0.38 and +0.88 ± 0.53 (paired -0.29 ± 0.41, 10 of 12 deals played
differently): not shown no worse over 20 deals, so not changed. The lead for a next session: the model's share of
the draws (NormalBot.DRAW_SHARE), measured on more deals.

Session 32, basic, 40 playouts, deals 0-11 and 100-111 (load ~35: few deals), in the same run: the session-31
bots.py, equal ranks on a spot searched once (ranked.one_of_each), and that with overrule_z 1.0: +0.56 ± 0.32,
+0.60 ± 0.26 (paired +0.04 ± 0.32), +0.62 ± 0.29 (paired +0.06 ± 0.35); rounds won 24, 24 and 27 of 48
(lost 19, 22, 18). The first change kept, the second not (no gain shown).

Session 33, basic, 40 playouts, variants as modules subclassing HardBot (--module), load 12-27: the stock hint and
its ranker at DRAW_SHARE 1.0, deals 0-4, 7-17, 100-104, 107-117: +0.11 ± 0.21 and +0.84 ± 0.29 (paired
+0.73 ± 0.33), rounds won 30 and 38 of 64 (lost 31 and 23); the hand shared out in the board's order before the
play (NormalBot.CLAIMS_BEFORE) paired -1.56 ± 0.69 over 8 deals (left off); see CHANGELOG.
Then on new deals 18-24 and 118-124 (14, load 20-26), the same two in the same runs: +0.18 ± 0.49 and
+0.18 ± 0.54 (paired +0.00 ± 0.56), rounds won 15 and 13 of 28 (lost 12 and 13): the gain not confirmed, left off.

Session 35, the hint as a person's hint (--person): basic, deals 0-1, the same moves as the bot's own (+3 -5, -9 +8
both ways); advanced, 40 playouts, deals 0-5: -2.83 ± 0.74 (a strict spoiled-plan test, run apart as a module:
-4.50 ± 0.63, paired -1.67 ± 1.03, not kept); the hint bot as a bot, deals 0-4: -3.60 ± 1.26.

Session 46, advanced, --person person, 40 playouts: the stock hint on deals 50-65 -4.28 ± 0.42; after (a told plan
binds within HardBot.PLAN_BIND, ADVANCED_SEARCH off, PLAN_TIE 0, QUIET_COST 0) -0.50 ± 0.59 (paired +3.78 ± 0.66).
Each setting alone as a module subclassing the new HardBot, deals 30-49: the search on -3.70 ± 0.65, QUIET_COST 2
-2.15 ± 0.68, PLAN_TIE 0.5 -0.76 ± 0.48 (33 deals). `arena quash --bots hint@40,normal` now plays the same seat.
"""

import argparse
import importlib
import math

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game


def round_margin(game, hint_cls, normal_cls, hint_seat, seed, variant, playouts, person=False):
    state = game.new_state(2, seed=seed, options={"variant": variant})
    players = [None, None]
    players[hint_seat] = hint_cls(game, hint_seat, derive_seed(seed, 1), iterations=playouts)
    # the hint as a person gets it (Bot.for_person: its words read, its told plan kept), else the bot's own play
    players[hint_seat].for_person = person
    players[1 - hint_seat] = normal_cls(game, 1 - hint_seat, derive_seed(seed, 2))
    while state.to_move is not None and state.round == 1 and state.phase != "deal":
        seat = state.to_move
        state = game.apply(state, players[seat].choose(game.view(state, seat), game.legal_actions(state)))
    return state.scores[hint_seat % 2] - state.scores[1 - hint_seat % 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="advanced")
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--playouts", type=int, action="append", default=None,
                    help="the hint's playouts a move (each with every module and tie), default 40")
    ap.add_argument("--module", action="append", default=None,
                    help="bots module(s) to compare, default quash_table.games.quash.bots")
    ap.add_argument("--person", choices=("bot", "person", "both"), default="bot",
                    help="play the hint bot as a person's hint (Bot.for_person), as a bot, or both on the same deals")
    ap.add_argument("--tie", action="append", type=float, default=None,
                    help="the hint's PLAN_TIE(s) to compare (each with every module), default the module's own")
    args = ap.parse_args()
    game = get_game("quash")
    mods = args.module or ["quash_table.games.quash.bots"]
    hints = {}
    for m in mods:
        mod = importlib.import_module(m)
        for tie in args.tie or [None]:
            for playouts in args.playouts or [40]:
                for person in ((False, True) if args.person == "both" else (args.person == "person",)):
                    name = m.rsplit(".", 1)[-1] + ("" if tie is None else f" tie {tie:g}") \
                        + ("" if args.playouts is None else f" @{playouts}") + (" person" if person else "")
                    hints[name] = (mod.HardBot if tie is None else type("HardBot", (mod.HardBot,), {"PLAN_TIE": tie, "BASIC_PLAN_TIE": tie}),
                                   mod.NormalBot, playouts, person)
    margins = {m: [] for m in hints}
    games = {m: [] for m in hints}      # each game's margin: the rounds the hint won, lost or drew
    for d in range(args.first, args.first + args.deals):
        seed = derive_seed(2016, d) & 0xFFFFFFFF
        row = []
        for m, (hint, normal, playouts, person) in hints.items():
            both = [round_margin(game, hint, normal, s, seed, args.variant, playouts, person) for s in (0, 1)]
            margins[m].append(sum(both) / 2)
            games[m] += both
            row.append(f"{m} {both[0]:+d} {both[1]:+d}")
        print(f"deal {d}: " + "; ".join(row), flush=True)
    first = next(iter(margins))
    for m, xs in margins.items():
        mean, se = mean_se(xs)
        print(f"{m}: hint - normal = {mean:+.2f} ± {se:.2f} round points a deal ({len(xs)} deals, {args.variant}); "
              f"rounds won {sum(x > 0 for x in games[m])}, level {sum(x == 0 for x in games[m])}, "
              f"lost {sum(x < 0 for x in games[m])}")
        if m != first:      # paired over the same deals: the noise of the deals themselves cancels
            mean, se = mean_se([x - y for x, y in zip(xs, margins[first])])
            print(f"  {m} less {first}: {mean:+.2f} ± {se:.2f}")


def mean_se(xs):
    n = len(xs)
    mean = sum(xs) / n
    return mean, math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n) if n > 1 else float("nan")


if __name__ == "__main__":
    main()
