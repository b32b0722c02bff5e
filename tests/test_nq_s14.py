"""Session 14's NumberQuash fixes, from new players' reports: a refused quasher drop always says why, the
steal news ends once you took the quasher back, one seat order on the whole table, the stalemate line of
the log, the New game lines of Places played for and Stalemate rounds, and the chart's first round read
from the game (`Game.first_round_by_turns`, a rules fact, not a board's)."""

import random


from quash_table.engine.match import Match
from quash_table.games.numberquash.rules import GAME as G
from quash_table.ui.scores import ScoreTracker


def test_a_round_is_one_turn_each_is_the_games_word_and_every_chart_reads_it():
    """The first round of NumberQuash, still going, is charted by rounds, as the summary and the middle
    band count: the chart asks the game (engine contract), so a tracker made for any screen agrees."""
    assert G.first_round_by_turns is False
    from quash_table.games import get_game
    assert get_game("quash").first_round_by_turns is True       # the engine's default
    m = Match("numberquash", ["bot:random"] * 3, 4, None)
    rng = random.Random(4)
    while m.state.round_no == 1 and len(m.actions) < 3:
        m.play(rng.choice(m.legal_actions()))
    assert m.state.round_no == 1 and m.actions
    h = ScoreTracker(m.game).history(m)
    assert h.x_title == "round"
    # the whole-replay reading (a replay, a summary) agrees with the tracker's
    from quash_table.ui.scores import history_from_states
    whole = history_from_states(m.game, m.replay_states())
    assert (whole.labels, whole.x_title) == (h.labels, h.x_title)
