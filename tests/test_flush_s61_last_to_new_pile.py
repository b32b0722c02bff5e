"""Review 61v (revv_44/46): your last card staged on a new pile (Declare picks the old pile up: you stay in) had the
words over your hand say "Declare: your last card, you go out". They read what Declare sends (the composer's
declaration: a pickup lays no last card), as the tray's words and the hint's reason do."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.rules import Flush
from tests.ui_helpers import click, close_board, match_board, steps

pytestmark = pytest.mark.ui


def _last_card_to_a_new_pile():
    game = Flush()
    for seed in range(200):
        m = Match("flush", ["human", "bot:random", "bot:random"], seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 500:
            view = game.view(m.state, 0)
            if m.to_move == 0 and view["held_counts"][0] == 1 and view["stage"] is None and view["hand"] \
                    and any(a["type"] == "pickup" and a.get("cards") == [view["hand"][0]] for a in m.legal_actions()):
                return m
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no position found")


def test_your_last_card_on_a_new_pile_is_no_going_out():
    m = _last_card_to_a_new_pile()
    app, scene = match_board(m, size=(1024, 640))
    try:
        c = scene.composer
        last = next(p for p in scene.table.pieces if p.zone == "hand:0")
        assert c.click_target(last.key) == "newpile"
        click(app, last.home.center)            # a click stages it where it can go: only a new pile takes it
        steps(app, 20)
        assert c.staged_codes() == [last.code]
        assert c.main()[0]["type"] == "pickup"
        assert "go out" not in scene.table.prompt, scene.table.prompt
    finally:
        close_board(app)
