"""Review 26 (NumberQuash at the fast bot pace): a bot's roll rested 0.72 s with the dice landed before it
covered, and a filled cell 0.4 s before the next bot rolled, too fast for a new player to follow. Each rest
now lasts at least ROLL_LEAST seconds after a roll and MOVE_LEAST after any other move, at every pace but
instant; the normal pace is as it was."""

import pytest

from quash_table.games.numberquash.rests import MOVE_LEAST, ROLL_LEAST, ROLL_REST
from quash_table.ui import settings as settings_mod
from quash_table.ui.turn_rest import TURN_END_SHARE
from tests.ui_helpers import board, close_board, make_app, steps


def _waits(pace, moves=4):
    """{action type: the bot's wait after that move (session.bot_wait)} on a table of bots at `pace`."""
    app = make_app(animation=pace if pace != "instant" else "fast", bot_pace=pace)
    scene = board(app, "numberquash", ["bot:easy", "bot:easy", "bot:easy"], seed=4)
    s = scene.session
    waits = {}
    try:
        seen = 0
        for _ in range(60 * 40):
            steps(app)
            if len(s.match.actions) != seen:
                seen = len(s.match.actions)
                waits.setdefault(s.match.actions[-1]["type"], s.bot_wait())
            if len(waits) >= 2 and seen >= moves:
                break
        return waits
    finally:
        close_board(app)


@pytest.mark.ui
def test_at_the_fast_pace_a_bots_landed_dice_and_filled_cell_rest_long_enough_to_follow():
    assert ROLL_LEAST >= 1.0 and MOVE_LEAST >= 0.8         # what a new player needs to see each land
    waits = _waits("fast")
    assert waits["roll"] >= ROLL_LEAST, waits
    assert waits["place"] >= MOVE_LEAST, waits


@pytest.mark.ui
def test_the_normal_pace_is_as_it_was_and_instant_stays_instant():
    pace = settings_mod.BOT_PACES["normal"][0]
    waits = _waits("normal")
    assert waits["roll"] == pytest.approx(pace * (1 + ROLL_REST)), waits
    # a filled cell ends the bot's turn (a roll and a cover): session 29's turn rest comes on top (turn_rest)
    assert waits["place"] == pytest.approx(pace * (1 + TURN_END_SHARE)), waits
    assert set(_waits("instant").values()) == {0.0}
