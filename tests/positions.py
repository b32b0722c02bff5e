"""Positions for the bots' tests: every step of seeded games that bots play, so each sampler test only
says which games (seats, level, options) and which seats look at each state."""

from quash_table.bots import make_bot
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game


def game_steps(game_id, games, table, seed=0, max_steps=None):
    """(state, step) at every step of `games` seeded games; table(k) gives game k's
    (seats, level, options, stacked). The state is the rules' own: a test must not mutate it."""
    game = get_game(game_id)
    for k in range(games):
        seats, level, options, stacked = table(k)
        bots = [make_bot(game_id, level, s, derive_seed(seed, k, s)) for s in range(seats)]
        state = game.new_state(seats, seed=derive_seed(seed, k) & 0xFFFF, options=options, stacked=stacked)
        step = 0
        while state.to_move is not None and (max_steps is None or step < max_steps):
            yield state, step
            action = bots[state.to_move].choose(game.view(state, state.to_move), game.legal_actions(state))
            state = game.apply(state, action)
            step += 1


def rotating_seat(state, step):
    """One point of view per state, turning round the table (the seat to move first)."""
    return (state.to_move + step) % state.seats
