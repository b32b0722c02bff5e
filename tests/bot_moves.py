"""A game played by normal bots to a given move, headless: the positions the hint-words tests read."""

import random

from quash_table.bots import make_bot
from quash_table.engine.match import Match


def played_to(game_id, seats, seed, moves):
    """The Match of `seats` normal bots of `game_id` from `seed`, played until it holds `moves` moves."""
    m = Match(game_id, ["bot:normal"] * seats, seed=seed)
    bots = [make_bot(game_id, "normal", k) for k in range(seats)]
    while len(m.actions) < moves:
        view = m.game.view(m.state, m.to_move)
        m.play(bots[m.to_move].choose(view, m.legal_actions()))
    return m


def random_until(game_id, seats, found, seeds=range(1, 200), moves=600):
    """The first of `found(match, legal)` that is not None, on matches of you and `seats - 1` normal bots played
    at random from each of `seeds` (up to `moves` moves each, until the game ends); None where no seed gets there."""
    for seed in seeds:
        m = Match(game_id, ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
        rng = random.Random(seed)
        for _ in range(moves):
            if m.over:
                break
            legal = m.legal_actions()
            got = found(m, legal)
            if got is not None:
                return got
            m.play(rng.choice(legal))
    return None
