"""NumberQuash, session 55 (review 54h: "bot turns take 4-6 s each"): measured in the window, a bot's landed dice
stood 2.3 s before it covered at the normal pace: the director's step telling the roll (0.7 s), then the bot's own
rest after the roll (1.44 s) on top. The rest is shorter now; the dice are still in view at least ROLL_LEAST."""

import pytest

from quash_table.games.numberquash.rests import ROLL_LEAST, rest_after
from quash_table.ui import settings as settings_mod
from quash_table.ui.director import EVENT_SECONDS


def _dice_in_view(pace):
    """Seconds a bot's landed dice stand before it covers: the director's step, then the bot's wait."""
    share = rest_after([{"kind": "dice_rolled", "seat": 1}], lambda seat: seat == 0, pace)
    return EVENT_SECONDS["dice_rolled"] + pace * (1 + share)


@pytest.mark.parametrize("pace_name", ["fast", "normal"])
def test_a_bots_roll_stands_long_enough_to_read_and_no_longer_than_two_seconds(pace_name):
    pace = settings_mod.BOT_PACES[pace_name][0]
    shown = _dice_in_view(pace)
    assert ROLL_LEAST <= shown <= 1.8, (pace_name, shown)


def test_the_slow_pace_still_rests_longer_than_the_normal():
    assert _dice_in_view(settings_mod.BOT_PACES["slow"][0]) > _dice_in_view(settings_mod.BOT_PACES["normal"][0]) + 0.5
