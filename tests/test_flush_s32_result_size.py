"""Session 32: a round's result uses the room it has. At three seats (1024x640) it lay in the middle, its cards
38 px high under an empty strip of table, and the seat blocks beside it drew each bot's leftover hand face up
in cards too small to read; it now takes the whole table over your band where that shows its cards larger."""

import random
from types import SimpleNamespace

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.sheet import result_plan, result_rect
from quash_table.ui.sprites import card_size
from quash_table.ui.table import MIN_TEXT_PX
from quash_table.ui.theme import Metrics
from tests.ui_helpers import close_board, steps

pytestmark = pytest.mark.ui


def _at_result(seats, seed, size):
    # the first round played by random moves to its result (test_flush_s17's board, shared)
    from tests.test_flush_s17 import _result_board
    app, scene, _scored = _result_board(seats, seed, size)
    steps(app, 3)
    assert scene._round_result() is not None
    return app, scene


def test_a_three_seat_result_at_1024_shows_its_cards_large_and_no_seat_block_under_it():
    app, scene = _at_result(3, 3, (1024, 640))
    try:
        cards = [p for p in scene.table.pieces if p.zone == "round_end"]
        assert cards
        assert min(p.home.h for p in cards) >= 60, {p.home.h for p in cards}       # was 38
        result = scene._g["result"]
        assert all(result.contains(p.home) for p in cards)
        # no seat block's leftover hand drawn small beside it: only the result shows the bots' cards
        assert not [p for p in scene.table.pieces if p.zone.startswith("hand:") and p.code
                    and not p.zone.endswith(str(scene.session.screen_seat))], \
            sorted({p.zone for p in scene.table.pieces})
    finally:
        close_board(app)


def _scored(seats, seed):
    m, rng = Match("flush", ["bot:random"] * seats, seed=seed), random.Random(seed)
    while True:
        m.play(rng.choice(m.legal_actions()))
        scored = next((e for e in m.game.events(m.state) if e["kind"] == "round_scored"), None)
        if scored is not None:
            return scored


def test_the_result_takes_the_whole_table_where_its_cards_come_out_larger():
    """Headless: the three-seat layout at 1024x640 (its middle under two bots' blocks): the middle held the
    result readable, in cards smaller than the whole table gives; the whole table is chosen now."""
    pygame.font.init()
    px = Metrics((1024, 640)).px
    t = SimpleNamespace(px=px, text_px=lambda s: max(MIN_TEXT_PX, px(s)), card_size=lambda h: card_size(px(h)),
                        area=pygame.Rect(0, 43, 792, 597))
    board = SimpleNamespace(session=SimpleNamespace(name=lambda seat: f"Bot {seat + 1} (normal)"),
                            out_choice=SimpleNamespace(offered=lambda: False))
    g = {"middle": pygame.Rect(9, 177, 774, 288), "band": pygame.Rect(10, 468, 772, 166),
         "sheet": pygame.Rect(606, 468, 176, 166),
         "blocks": {1: pygame.Rect(153, 49, 170, 120), 2: pygame.Rect(469, 49, 170, 120)}}
    scored = _scored(3, 3)
    rect = result_rect(board, t, g, scored)
    assert rect.y < g["middle"].y and rect.h > g["middle"].h, rect
    middle = result_plan(board, t, g["middle"].inflate(-px(12), -px(6)), scored)
    assert result_plan(board, t, rect, scored)["size"][1] > middle["size"][1]
