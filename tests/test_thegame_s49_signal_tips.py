"""The Game, review 49c: hovering a signal button showed no tooltip, or only the button's own words again
("Play on ▲"), though a request is a promise the bots keep at a cost: both laid on an empty ▲ asked for. Each
button's tooltip says what the team-mates will do (signals.signal_effect: the bots' own rules in words)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.signals import signal_effect
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def test_each_signal_buttons_tooltip_says_what_the_team_mates_will_do():
    m = Match("thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=4, options={"first": 1})
    app, scene = match_board(m, size=(1024, 640))
    try:
        tips = {b.id: b.tooltip for b in scene.table.buttons if b.id.startswith("signal:")}
        assert len(tips) >= 4, tips
        for bid, tip in tips.items():
            assert tip and tip.startswith(("Your team-mates", "A team-mate")), (bid, tip)
        play = [tip for tip in tips.values() if tip.startswith("A team-mate lays a card on")]
        leave = [tip for tip in tips.values() if "keep off" in tip]
        assert play and leave, tips
        assert "skips numbers" in play[0] and "unless they have no other move" in leave[0]
    finally:
        close_board(app)


def test_the_effect_words_name_the_stack():
    assert signal_effect({"stack": "up", "ask": "leave"}).startswith("Your team-mates keep off \u25b2 ")
    assert "\u25bc" in signal_effect({"stack": "down", "ask": "play"})
