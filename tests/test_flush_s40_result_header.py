"""Issue 23 (session 40): at a round's end the header said who went out at two seats ("Round 1 is over: Bot 2 goes
out; You +8") but only "Round 1 is over — Next (Enter)" at three: the director cut any result past 40 characters to
its headline. The header now says the longest form its two lines hold: the whole result, else who went out and your
points (Flush's brief words), else the headline."""

import pytest

from quash_table.games.flush.words import caption_brief
from tests.test_flush_s15 import _one_move_from_a_round_end
from tests.ui_helpers import close_board, match_board, step_until, steps


@pytest.mark.ui
@pytest.mark.parametrize("seats,size", [(2, (1024, 640)), (3, (1280, 800)), (3, (1024, 640)), (6, (1024, 640))])
def test_the_round_result_in_the_header_says_who_went_out_and_your_points(seats, size):
    match = _one_move_from_a_round_end(seats)
    assert match is not None
    app, scene = match_board(match, size=size, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.showing_result(), timeout=60)
        steps(app, 3)
        scored = scene._round_result()
        winner = s.short_name(scored["winner"], None)
        status = scene.hud.shown["status"]
        assert f"{winner} goes out" in status, status
        assert f"; you +{scored['points'][0]}" in status, status
        assert scene.hud.shown["status_lines"] <= 2 and not status.endswith("\u2026"), status
    finally:
        close_board(app)


def test_the_results_brief_forms_keep_your_points_before_the_others():
    event = {"kind": "round_scored", "round": 2, "winner": 1, "points": [8, None, 12]}
    assert caption_brief(event, 3, 0) == ["Round 2 is over: Seat 2 goes out; Seat 1 +8", "Round 2 is over: Seat 2 goes out"]
    assert caption_brief(event, 3, 1) == ["Round 2 is over: Seat 2 goes out"]        # you went out
    assert caption_brief(event, 3, None) == ["Round 2 is over: Seat 2 goes out"]     # nobody at the screen
