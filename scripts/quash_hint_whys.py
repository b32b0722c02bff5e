"""How often does a second H on a QUASH hint add nothing? A person who follows every hint: the hint bot (HardBot,
asked as a hint: for_person) plays one seat of a 2-player game against the normal bot, round 1 of each deal (and its
tiebreakers), and each hint's reason (engine.naming.Reason) is read as ui/hints.py reads it: where its short form is
its full words, the short hint shows them all and H shows the same words again (nothing more). Such hints are
counted by kind (their short words with cards, ranks and numbers blanked).

    PYTHONPATH=. python scripts/quash_hint_whys.py --variant basic --deals 8 --playouts 40 [--module NAME ...] [--show]

Each module (a bots module, default quash_table.games.quash.bots) plays the same deals with the same seeds; the
hint sits RED in even deals, BLACK in odd ones. `--show` prints each such hint's words. `--failing` prints every hint
that spoils a spot (the move "This sequence will fail" asks about), with its reason; `--seats 4` plays the hint with
three normal bots.

Session 38, deals 0-5 (two players) and 0-3 (four), 40 playouts, --failing: every such hint was on the last open slot;
at four players it said "the choice is only which card, the 2♥", no reason for the card (now: your lowest keeps the
higher cards for the tiebreakers).

Session 37, deals 0-7, 40 playouts, the same deals and seeds before and after more_why.py (a why of the rules added
to the full words where they said no more than the short ones) and tiebreak_reason: basic 43 of 155 hints (27.7%)
before, 0 after; advanced 43 of 148 (29.1%) before, 0 after. Before, the most common kinds: "it makes the run R
there" (with or without "which wins only if their R makes no run"), "a N there beats their N", a tiebreaker card's
words, "their C on spot N can beat your N, so your C starts spot N (your C would make it R)".
"""

import argparse
import importlib
import re
from collections import Counter

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.plans import failing_play

CARD = re.compile(r"\b(10|[2-9JQKA])[\u2660\u2665\u2666\u2663]")
RANKS = re.compile(r"\b(10|[2-9JQKA])(-(10|[2-9JQKA]))+\b")
NUMBER = re.compile(r"\b(\d+%?|[JQKA])\b")


def kind(words):
    """The words with their cards, runs and numbers blanked: one kind of hint."""
    return NUMBER.sub("N", RANKS.sub("R", CARD.sub("C", words)))


def adds_nothing(reason):
    """Does H on the hint with this reason show nothing more than its short words?"""
    return not reason or getattr(reason, "short", str(reason)) == str(reason)


def play_deal(game, mod, seed, hint_seat, playouts, variant, show, kinds, failing=False, seats=2):
    """(hints, of them with nothing more on H) of one deal; `kinds` counts the bare ones by kind."""
    state = game.new_state(seats, seed=seed, options={"variant": variant})
    hint = mod.HardBot(game, hint_seat, derive_seed(seed, 1), iterations=playouts)
    hint.for_person = True
    # the other seats normal bots (two players: the one seed the survey always gave it)
    normal = {s: mod.NormalBot(game, s, derive_seed(seed, 2 if seats == 2 else 2 + s))
              for s in range(seats) if s != hint_seat}
    hints = bare = 0
    while state.to_move is not None and state.round == 1 and state.phase != "deal":
        seat = state.to_move
        view, legal = game.view(state, seat), game.legal_actions(state)
        if seat == hint_seat:
            action = hint.choose(view, legal)
            hints += 1
            if failing and action["type"] == "play" and failing_play(view, action):
                # a hint the person follows into "This sequence will fail": its reason, to read whether it says why
                print(f"    move {view['turn']} (spoils spot {action['spot']}): {hint.reason}")
            if adds_nothing(hint.reason):
                bare += 1
                kinds[(action["type"], kind(str(hint.reason)))] += 1
                if show:
                    print(f"    move {view['turn']} ({action['type']}): {hint.reason}")
        else:
            action = normal[seat].choose(view, legal)
        state = game.apply(state, action)
    return hints, bare


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--variant", default="advanced")
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--playouts", type=int, default=40)
    ap.add_argument("--module", action="append", default=None)
    ap.add_argument("--show", action="store_true", help="print each hint whose H adds nothing")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--failing", action="store_true", help="print each hint that spoils a spot, with its reason")
    args = ap.parse_args()
    game = get_game("quash")
    mods = args.module or ["quash_table.games.quash.bots"]
    totals = {m: [0, 0] for m in mods}
    kinds = {m: Counter() for m in mods}
    for d in range(args.first, args.first + args.deals):
        seed = derive_seed(2016, d) & 0xFFFFFFFF
        row = []
        for m in mods:
            if args.show:
                print(f"deal {d}, {m}:")
            got = play_deal(game, importlib.import_module(m), seed, d % 2, args.playouts, args.variant, args.show,
                            kinds[m], args.failing, args.seats)
            totals[m] = [t + g for t, g in zip(totals[m], got)]
            row.append(f"{m.rsplit('.', 1)[-1]}: {got[0]} hints, {got[1]} with nothing more on H")
        print(f"deal {d}: " + "; ".join(row), flush=True)
    for m, (hints, bare) in totals.items():
        print(f"{m}: {hints} hints, {bare} ({100 * bare / max(1, hints):.1f}%) whose H adds nothing "
              f"({args.variant}, deals {args.first}-{args.first + args.deals - 1}, {args.playouts} playouts)")
        for (t, k), n in kinds[m].most_common():
            print(f"  {n:3d}  {t}: {k}")


if __name__ == "__main__":
    main()
