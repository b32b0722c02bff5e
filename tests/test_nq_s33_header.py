"""Session 33, NumberQuash at six seats, 1024x640: the header keeps the bonus a steal from you cost ("Bot 4 stole
your left red 6 (11)"). It gave the "(11)" up for the game's title beside it, and for another seat's missed turn:
those give way first (ui/hud.py: the title before the board's news in fewer words; scene.turn_news_brief: other
seats' missed turns before the bonus)."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, settle, steps

pytestmark = pytest.mark.ui


def stolen_from_you(seed):
    """A six-seat match (random moves) at your turn just after another seat's bonus stole from you."""
    m = Match("numberquash", ["human"] + ["bot:easy"] * 5, seed)
    rng = random.Random(seed)
    since = []
    while not m.over:
        if m.to_move == 0:
            if any(a["type"] == "bonus" and any(st["seat"] == 0 for st in a.get("steals") or ()) for a in since):
                return m
            since = []
        a = rng.choice(m.legal_actions())
        if m.to_move != 0:
            since.append(a)
        m.play(a)
    raise AssertionError("no steal from you")


@pytest.mark.parametrize("seed, value", [(4, 11), (2, 12)])
def test_the_header_keeps_the_bonus_a_steal_from_you_cost(seed, value):
    # seed 4: "Your turn: Bot 4 stole your left red 6" beside "NumberQuash"; seed 2: "Bot 5 missed a turn,
    # blocked by Bot 3 (10); Bot 4 stole your right red 9 (12)" said as "Bot 4 stole your right red 9"
    m = stolen_from_you(seed)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        settle(app, scene, timeout=30)
        steps(app, 2)
        status = scene.hud.shown["status"]
        assert "stole your" in status and f"({value})" in status, (status, scene.hud.status())
    finally:
        close_board(app)
