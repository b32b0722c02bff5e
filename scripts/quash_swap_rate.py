"""How often does each QUASH bot swap in the advanced game? Round 1 of duplicate deals: the normal bot against
the hint (HardBot as a person's hint, 40 playouts), each deal both ways round. Counts, per bot, its plays, those
that swap, and the board cards its swaps moved (review 55l: every bot move seemed a 2-3 card chain).

    PYTHONPATH=. python scripts/quash_swap_rate.py --deals 6 [--first 0] [--playouts 40]
"""

import argparse

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot


def play_round(game, seed, hint_seat, playouts, tally):
    state = game.new_state(2, seed=seed, options={"variant": "advanced"})
    players = [None, None]
    players[hint_seat] = HardBot(game, hint_seat, derive_seed(seed, 1), iterations=playouts)
    players[hint_seat].for_person = True
    players[1 - hint_seat] = NormalBot(game, 1 - hint_seat, derive_seed(seed, 2))
    while state.to_move is not None and state.round == 1 and state.phase != "deal":
        seat = state.to_move
        action = players[seat].choose(game.view(state, seat), game.legal_actions(state))
        if action.get("type") == "play":
            t = tally["hint" if seat == hint_seat else "normal"]
            t["plays"] += 1
            moved = len(action.get("swap") or ())
            t["swaps"] += moved > 0
            t["moved"] += moved
            t["long"] += moved >= 2
        state = game.apply(state, action)
    return state.scores[hint_seat % 2] - state.scores[1 - hint_seat % 2]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--playouts", type=int, default=40)
    args = ap.parse_args()
    game = get_game("quash")
    tally = {b: {"plays": 0, "swaps": 0, "moved": 0, "long": 0} for b in ("normal", "hint")}
    margins = []
    for d in range(args.first, args.first + args.deals):
        seed = derive_seed(2016, d) & 0xFFFFFFFF
        margins.append(sum(play_round(game, seed, s, args.playouts, tally) for s in (0, 1)) / 2)
        print(f"deal {d}: hint - normal {margins[-1]:+.1f}; {tally}", flush=True)
    for b, t in tally.items():
        print(f"{b}: {t['plays']} plays, {t['swaps']} swap ({t['swaps'] / t['plays']:.0%}), "
              f"{t['long']} move 2+ board cards ({t['long'] / t['plays']:.0%}), "
              f"{t['moved'] / max(1, t['swaps']):.2f} board cards a swap")
    print(f"hint - normal: {sum(margins) / len(margins):+.2f} round points a deal over {len(margins)} deals")


if __name__ == "__main__":
    main()
