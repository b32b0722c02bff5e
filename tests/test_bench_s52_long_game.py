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


def test_a_game_ending_before_a_length_is_measured_at_its_end():
    """Session 53: Flush's longest game allowed ends near 9,000 moves, so its 10,000 figure was only "reached":
    a game that ends well past the last length measured is measured at its end instead, and says where."""
    got = long_game_figures("thegame", lengths=(10, 100000))
    end = got["100000"]
    assert end["reached"] < 100000 and end["measured_at"] == end["reached"] - 40 > 20, end
    assert isinstance(end["frame_after_move_p99_ms"], float), end
