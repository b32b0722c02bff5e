"""Session 14's NumberQuash fixes, from new players' reports: a refused quasher drop always says why, the
steal news ends once you took the quasher back, one seat order on the whole table, the stalemate line of
the log, the New game lines of Places played for and Stalemate rounds, and the chart's first round read
from the game (`Game.first_round_by_turns`, a rules fact, not a board's)."""

import random

import pytest


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


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("key, first, then", [("places", "3 players", "4 players"),
                                              ("stalemate_rounds", "after 5 rounds", "after 6 rounds")])
def test_places_played_for_and_stalemate_rounds_say_under_them_what_the_value_does(size, key, first, then):
    """New game wrote nothing under these two choices (a new player could not tell what "3" plays for):
    each value's line is the rules' Option.choice_help, and follows the value as it is stepped."""
    import pygame
    from tests.test_ui_shell_option_hints import _hint, _screen
    from tests.ui_helpers import centre, click, find
    app = _screen(size, "numberquash")
    try:
        if key == "places":      # four players, so that 4 places can be played for
            while app.top.count < 5:
                click(app, centre(find(app.top.layout_info()["objects"], "seats:plus")["rect"]))
        said = _hint(app, key)
        assert said and first in said, said
        click(app, centre(find(app.top.layout_info()["objects"], f"option:{key}")["rect"]))
        now = _hint(app, key)
        assert now and then in now, now
    finally:
        pygame.display.quit()
