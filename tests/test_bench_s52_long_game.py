"""`bench`'s long-game figures run (session 52: the board's session took a new `wall` argument and the bench's idle
stand-in did not, so `bench` stopped with a TypeError before printing any figure). Not a timing: the figures'
fields are there and are numbers."""

import pytest

from quash_table.ui.bench import long_game_figures

pytestmark = pytest.mark.ui


@pytest.mark.parametrize("game_id", ["quash", "numberquash"])
def test_long_game_figures_are_measured_at_a_short_length(game_id):
    got = long_game_figures(game_id, lengths=(20,))
    fig = got["20"]
    for field in ("open_ms", "frame_after_move_p99_ms", "save_per_move_max_ms", "undo_ms"):
        assert isinstance(fig[field], float) and fig[field] >= 0, (field, fig)
