"""Which of a few QUASH plays does best in a position? Each play is made, then the normal bot plays both sides to the
round's end, in deals sampled from what the seat to move has seen (the hint's own sampling: no hidden card is read),
every play in the same deals with the same bots' seeds. Prints each play's mean round margin for the seat to move
and its paired difference from the first play (mean ± standard error), every 10 deals. A slow, honest yardstick for a
doubtful hint: the normal bot is far stronger than the search's fast playouts, and far slower.

    PYTHONPATH=. python scripts/quash_move_playouts.py --seed 1858640354 --variant basic \\
        --moves QH:8,9D:1,JC:1,10H:7,9H:4,10C:5,JS:5,8S:7,5S:2,JH:4,10D:1 --play AH:8,AH:9,KC:8,7D:2 --deals 60

Session 33, review rev31a's position (the moves above; test_quash_s33_open_spots), seeds 1 and 2 of the sampling:
see CHANGELOG.
"""

import argparse
import math

from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.sampling import sample_world


def parse_plays(text):
    out = []
    for item in filter(None, (text or "").split(",")):
        card, spot = item.strip().split(":")
        out.append({"type": "play", "card": card.upper(), "spot": int(spot)})
    return out


def play_out(game, world, action, seed):
    """The round margin of `world`'s seat to move after `action`, both sides then played by the normal bot."""
    side = world.to_move % 2
    state = game.apply(world, action)
    start = state.scores[:]
    bots = [NormalBot(game, s, seed + s) for s in range(world.seats)]
    while state.to_move is not None and state.round == world.round and state.phase != "deal":
        s = state.to_move
        state = game.apply(state, bots[s].choose(game.view(state, s), game.legal_actions(state)))
    return (state.scores[side] - start[side]) - (state.scores[1 - side] - start[1 - side])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, required=True, help="the game's seed")
    ap.add_argument("--variant", default="basic")
    ap.add_argument("--moves", default="", help="the plays made so far, CARD:SPOT,...")
    ap.add_argument("--play", required=True, help="the plays to compare, CARD:SPOT,... (the first is the yardstick)")
    ap.add_argument("--deals", type=int, default=60)
    ap.add_argument("--sampling-seed", type=int, default=1)
    args = ap.parse_args()
    game = get_game("quash")
    state = game.new_state(2, seed=args.seed, options={"variant": args.variant})
    for a in parse_plays(args.moves):
        state = game.apply(state, a)
    seat = state.to_move
    view, legal = game.view(state, seat), game.legal_actions(state)
    plays = parse_plays(args.play)
    for a in plays:
        if a not in legal:
            raise SystemExit(f"{a['card']}:{a['spot']} is not a legal play here (hand {' '.join(view['hand'])})")
    rng = Rng(args.sampling_seed)
    margins = [[] for _ in plays]
    for d in range(args.deals):
        world = sample_world(game, view, rng)
        seed = rng.next64()
        for i, a in enumerate(plays):
            margins[i].append(play_out(game, world, a, seed))
        if (d + 1) % 10 == 0 or d + 1 == args.deals:
            for i, a in enumerate(plays):
                diff = [x - y for x, y in zip(margins[i], margins[0])]
                m, se = mean_se(diff)
                print(f"{a['card']}:{a['spot']}: {sum(margins[i]) / len(margins[i]):+.2f} a round; "
                      f"less {plays[0]['card']}:{plays[0]['spot']} {m:+.2f} ± {se:.2f} ({d + 1} deals)", flush=True)
            print(flush=True)


def mean_se(xs):
    n = len(xs)
    m = sum(xs) / n
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n) if n > 1 else float("nan")


if __name__ == "__main__":
    main()
