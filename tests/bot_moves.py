"""A game played by normal bots to a given move, headless: the positions the hint-words tests read."""

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
