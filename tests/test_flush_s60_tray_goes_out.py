"""Session 60 (review 60v, revv_104/169): staging your last card, the tray said "a 4, three 4s on top"; only the hint
said that Declare ends the round. The tray says what Declare does: "; you go out: the round ends"
(staging.going_out_words, counted as the hint's reason counts it)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.normal_bot import resolve
from quash_table.games.flush.rules import Flush
from quash_table.games.flush.staging import GOING_OUT, declaration_words


def _last_lays(found=3):
    """(view, cards, action) of lays found by random play: some that lay the seat's last cards, some that do not."""
    game, last, other = Flush(), [], []
    for seed in range(300):
        m = Match("flush", ["bot:random"] * 3, seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 400:
            legal = m.legal_actions()
            view = game.view(m.state, m.to_move)
            for a in legal:
                if a.get("type") == "play" and view["stage"] not in ("hidden", "hidden_pickup"):
                    codes = resolve(view, a["cards"])
                    (last if len(codes) >= view["held_counts"][view["seat"]] else other).append((view, codes, a))
            if len(last) >= found and len(other) >= found:
                return last, other
            m.play(rng.choice(legal))
    raise AssertionError("no last lays found")


def test_the_tray_says_that_laying_your_last_cards_ends_the_round_and_only_then():
    last, other = _last_lays()
    for view, codes, action in last:
        assert GOING_OUT in declaration_words(view, codes, action), (codes, declaration_words(view, codes, action))
    for view, codes, action in other:
        assert GOING_OUT not in declaration_words(view, codes, action)


@pytest.mark.ui
def test_the_prompt_offers_no_more_cards_when_the_last_is_staged():
    """Your last card staged: the words over your hand said "Declare, or add more cards" with none left to add."""
    from tests.ui_helpers import close_board, key, match_board
    game = Flush()
    m = Match("flush", ["human", "bot:random", "bot:random"], 4)
    rng = random.Random(4)
    while not (m.to_move == 0 and game.view(m.state, 0)["held_counts"][0] == 1
               and game.view(m.state, 0)["stage"] is None and any(a.get("type") == "play" for a in m.legal_actions())):
        assert not m.over and len(m.actions) < 400
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640))
    try:
        key(app, pygame.K_TAB, frames=3)
        key(app, pygame.K_SPACE, frames=30)
        assert len(scene.composer.staged_codes()) == 1
        assert GOING_OUT[2:] in scene.composer.words()
        assert scene.table.prompt.startswith("Declare: your last card") or scene.table.prompt == "Declare: you go out", \
            scene.table.prompt
    finally:
        close_board(app)
