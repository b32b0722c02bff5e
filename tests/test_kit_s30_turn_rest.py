"""Session 30: turn_rest.turn_end_share was max(0.75, 1.2 / BOT_PACE - 1), with BOT_PACE a constant (0.8): 0.75 at
every pace the player chose. It is the one named constant TURN_END_SHARE now, with its reason."""

import pytest

from quash_table.ui import settings as settings_mod
from quash_table.ui.turn_rest import TURN_END_SHARE, turn_end_share


@pytest.mark.parametrize("pace", [name for name in settings_mod.BOT_PACES if name != "instant"])
def test_a_bots_turn_end_rests_the_same_share_at_every_pace(pace):
    seconds = settings_mod.BOT_PACES[pace][0]
    bot = {1, 2}.__contains__
    assert turn_end_share([0, 1, 1], 2, bot, seconds) == TURN_END_SHARE


def test_the_normal_pace_rests_long_enough_to_see_a_turn_whole():
    assert settings_mod.BOT_PACE * (1 + TURN_END_SHARE) >= 1.2      # session 29's floor, seconds
