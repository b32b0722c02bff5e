"""How often does the QUASH hint change its plan with nothing new on the table, and how often does it break a plan
it told without a word of it (unsaid: a run the hints named cards for, broken by the hinted move, with no change of
plan in its words nor news before them)? A person who follows every hint:
the hint bot (HardBot, asked as a hint: for_person) plays one seat of a 2-player game against the normal bot,
round 1 of each deal, and each hint's words are read for a change of plan (news_clause.Clause.plan: "change of
plan: …" in the short words), split by what the change says caused it: their card come since (Clause.outdone:
"their 8♠ on spot 2 beats your 5-6") or nothing seen (the plan simply dropped: "9-10 on spot 2 given up").

    PYTHONPATH=. python scripts/quash_plan_changes.py --deals 12 --playouts 40 [--module NAME ...] [--show]

Each module (a bots module, default quash_table.games.quash.bots) plays the same deals with the same seeds;
the hint sits RED in even deals, BLACK in odd ones. `--show` prints each change with its words.

Session 34, deals 0-7 (three runs: 0-1, 2-4, 5-7), 40 playouts: 144 hints, 37 changes of plan, 36 after their card
came, 1 with nothing new; the hint's margin +3, -11, -14 round points over the three runs.

Session 35, deals 0-3, 40 playouts, the loose test of a spoiled plan (run_facts.threatens) and a strict one
(run_facts.beats_now: their cards there now beat or tie the run) in the same run (the loose as a module subclassing
HardBot, --module): 72 hints each, changes of plan 17 (23.6%) and 7 (9.7%). The strict one bound the hint more and
lost strength (scripts/quash_hint_duplicate.py --person person, paired -1.67 ± 1.03 over deals 0-5): not kept.

Session 36, basic, deals 0-11, 40 playouts, before/after the same run: 216 hints; change of plan said 10 (4.6%) before,
14 (6.5%) after; a told plan broken unsaid 6 (2.8%) before, 2 (0.9%) after (a lower run said with what it frees,
laid_words); margin +13 both. Then (plan_swap: a card laid in the place of one of its rank a hint told, said) a
told plan broken unsaid 2 before, 0 after; change of plan said 14, 15 after; margin +13 both.
"""

import argparse
import importlib

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.changes import told_plans
from quash_table.games.quash.model import simulate_chain
from quash_table.games.quash.plans import told_named
from quash_table.games.quash.sequences import is_proper, strength


def unsaid_break(hint, view, action):
    """Does `action` break a run the hints before told (changes.told_plans of plans.told_named: "your 7♠ 8♠
    would make it 6-7-8 on spot 7") with no change of plan in its words? A run made of other cards of the same
    ranks and suitedness keeps it. Read before the hint's words are made (its memory is read, as told)."""
    mine = view["board"][view["side"]]
    plans = told_plans(mine, view["hand"], told_named(hint, view))
    after = simulate_chain([list(c) for c in mine], action)
    rest = [c for c in view["hand"] if c != action["card"]]
    for k, pick in plans.items():
        cards = list(after.get(k, mine[k])) + [c for c in pick if c in rest and c not in after.get(k, mine[k])]
        if len(cards) != len(mine[k]) + len(pick) or not is_proper(cards) \
                or strength(cards) != strength(list(mine[k]) + list(pick)):
            return True
    return False


def play_deal(game, mod, seed, hint_seat, playouts, variant, show):
    """(hints, changes with news, changes with nothing new, the hint's round margin) of one deal."""
    state = game.new_state(2, seed=seed, options={"variant": variant})
    hint = mod.HardBot(game, hint_seat, derive_seed(seed, 1), iterations=playouts)
    hint.for_person = True
    normal = mod.NormalBot(game, 1 - hint_seat, derive_seed(seed, 2))
    hints = news = bare = unsaid = 0
    while state.to_move is not None and state.round == 1 and state.phase != "deal":
        seat = state.to_move
        view, legal = game.view(state, seat), game.legal_actions(state)
        if seat == hint_seat:
            told = getattr(hint, "_told", None)
            action = hint.choose(view, legal)
            if action["type"] == "play":
                hints += 1
                said = getattr(hint, "news", "")
                plan = getattr(said, "plan", None)
                now, hint._told = hint._told, told       # what was told before this hint
                broke = unsaid_break(hint, view, action)
                hint._told = now
                if broke and "change of plan" not in hint.reason.short and not said:
                    unsaid += 1
                    if show:
                        print(f"    move {view['turn']}: UNSAID: {hint.reason.short}")
                if plan:
                    seen = getattr(said, "outdone", None) is not None or getattr(said, "sentence", False)
                    news += seen
                    bare += not seen
                    if show:
                        print(f"    move {view['turn']}: {'news' if seen else 'BARE'}: {hint.reason.short}")
        else:
            action = normal.choose(view, legal)
        state = game.apply(state, action)
    return hints, news, bare, state.scores[hint_seat % 2] - state.scores[1 - hint_seat % 2], unsaid


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="advanced")
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--playouts", type=int, default=40)
    ap.add_argument("--module", action="append", default=None)
    ap.add_argument("--show", action="store_true", help="print each change of plan's short words")
    args = ap.parse_args()
    game = get_game("quash")
    mods = args.module or ["quash_table.games.quash.bots"]
    totals = {m: [0, 0, 0, 0, 0] for m in mods}
    for d in range(args.first, args.first + args.deals):
        seed = derive_seed(2016, d) & 0xFFFFFFFF
        row = []
        for m in mods:
            if args.show:
                print(f"deal {d}, {m}:")
            got = play_deal(game, importlib.import_module(m), seed, d % 2, args.playouts, args.variant, args.show)
            totals[m] = [t + g for t, g in zip(totals[m], got)]
            row.append(f"{m.rsplit('.', 1)[-1]}: {got[0]} hints, changes {got[1]} with news, {got[2]} with none, "
                       f"margin {got[3]:+d}, told plans broken unsaid {got[4]}")
        print(f"deal {d}: " + "; ".join(row), flush=True)
    for m, (hints, news, bare, margin, unsaid) in totals.items():
        print(f"{m}: {hints} hints; change of plan {news + bare} ({100 * (news + bare) / max(1, hints):.1f}%): "
              f"{news} after their card came, {bare} with nothing new ({100 * bare / max(1, hints):.1f}%); "
              f"margin {margin:+d} over {args.deals} deals; a told plan broken with no word of it {unsaid} "
              f"({100 * unsaid / max(1, hints):.1f}%)")


if __name__ == "__main__":
    main()
