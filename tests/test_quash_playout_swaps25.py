"""Session 25 (QUASH advanced): the playout policy's swap look (playout_swaps.swap_choice) skips a board card
whose best swap cannot beat the plain placement (spot k's outlook rising to its most, plus the card's best
landing): a bound only, so it picks the very swap the full look picks."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash import playout_swaps
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.playout_swaps import _outlook, swap_choice
from quash_table.games.quash.sequences import RV, SIZES

G = get_game("quash")


def full_look(mine, theirs, hand, get, beat):
    """Every one-step swap swap_choice may make (the same cards tried, in the same order), with no bound."""
    held = {RV[c] for c in hand}
    open_spots = [j for j in range(9) if len(mine[j]) < SIZES[j]]
    found = None
    for k in range(9):
        size = SIZES[k]
        if not mine[k] or not open_spots:
            continue
        for x in mine[k]:
            landing, j = None, None
            for i in open_spots:
                if i != k:
                    g = _outlook(mine[i], SIZES[i], held, theirs[i], get, add=x) \
                        - _outlook(mine[i], SIZES[i], held, theirs[i], get)
                    if landing is None or g > landing:
                        landing, j = g, i
            if j is None:
                continue
            others = [RV[y] for y in mine[k] if y != x]
            low, high = (max(others) - size + 1, min(others) + size - 1) if others else (2, 14)
            for r in range(max(2, low), min(14, high) + 1):
                cards = [c for c in hand if RV[c] == r]
                if not cards or r in others:
                    continue
                rest = held if len(cards) > 1 else held - {r}
                for c in (cards if len(mine[k]) == size else cards[:1]):
                    if c == x:
                        continue
                    gain = _outlook(mine[k], size, rest, theirs[k], get, replace=(x, c)) \
                        - _outlook(mine[k], size, held, theirs[k], get) - r / 200.0
                    if gain + landing > beat and (found is None or gain + landing > found[0]):
                        found = (gain + landing, c, k, x, j)
    if found is None:
        return None
    _, c, k, x, j = found
    return {"type": "play", "card": c, "spot": k + 1, "swap": [[x, j + 1]]}


def playout_looks(n_deals=3, per_deal=60):
    """(mine, theirs, hand, get, beat) as the advanced playouts ask swap_choice, from normal-bot games."""
    asked = []
    real = playout_swaps.swap_choice

    def keep(*args):
        asked.append(args)
        return real(*args)

    playout_swaps.swap_choice = keep
    try:
        for d in range(n_deals):
            s = G.new_state(2, seed=derive_seed(2016, d) & 0xFFFFFFFF, options={"variant": "advanced"})
            bots = [NormalBot(G, 0, 1), NormalBot(G, 1, 2)]
            while s.to_move is not None and s.round == 1 and s.phase == "play" and len(asked) < per_deal * (d + 1):
                seat = s.to_move
                view = G.view(s, seat)
                side = view["side"]
                for get in (0.05, 0.3):
                    playout_swaps.playout_play(view["board"][side], view["board"][1 - side], view["hand"], get, True)
                s = G.apply(s, bots[seat].choose(view, G.legal_actions(s)))
    finally:
        playout_swaps.swap_choice = real
    return asked


def test_the_bound_skips_no_swap_the_full_look_would_make():
    asked = playout_looks()
    assert len(asked) > 40
    made = 0
    for args in asked:
        mine, theirs, hand, get, beat = args
        want = full_look(mine, theirs, hand, get, beat)
        assert swap_choice(*args) == want
        # and a lower bar (a plain placement worth less) finds the swaps the bound skips at the real one
        assert swap_choice(mine, theirs, hand, get, beat - 1.0) == full_look(mine, theirs, hand, get, beat - 1.0)
        made += want is not None
    assert made          # some looks do swap
