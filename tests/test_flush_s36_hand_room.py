"""Session 36, review of Flush at 1024x640 with the Moves open: your hand had ~350 px between your bases and the
score sheet, its cards shrank and fanned tight, and a 10's big numeral read "1C" under the next card. Now your band
runs under the Moves column, which ends above it, the score sheet there: your hand keeps the size it has with the
Moves folded, and every card's big numeral is whole in view (layout.band_rect, FlushBoard.areas); at 1280x800 too
(~420 px there, a 10 cut as well)."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_flush_s35_tray_hand import _numeral_ink
from tests.ui_helpers import close_board, key, match_board, settle


def _hand(scene):
    return sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.home.x)


def _board(seats, log_open, size=(1024, 640)):
    m = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=3, options={"first": 1})
    app, scene = match_board(m, size=size, animation="instant")
    if scene.log_folded() == log_open:          # (six seats fold it at 1024x640; L opens it)
        key(app, pygame.K_l, frames=3)
        settle(app, scene)
    assert scene.log_folded() != log_open
    return app, scene


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [3, 6])
def test_with_the_moves_open_your_hand_keeps_its_size_and_every_numeral_whole(seats, size):
    if seats == 6 and size[0] < 1200:
        app, scene = _board(6, log_open=False)
        try:
            folded = _hand(scene)[0].home.size
        finally:
            close_board(app)
    app, scene = _board(seats, log_open=True, size=size)
    try:
        hand = _hand(scene)
        assert len(hand) >= 6
        if seats == 6 and size[0] < 1200:
            assert hand[0].home.size == folded, (hand[0].home.size, folded)     # not shrunk by the Moves
        _, area, log = scene.areas()
        band, sheet = scene._g["band"], scene._g["sheet"]
        assert log.bottom <= band.y, (log, band)           # the Moves end above your band
        assert sheet.x >= log.x and band.right > area.right    # the score sheet under them, not in the hand's room
        assert scene._g["hand_area"].w >= scene.metrics.px(600), scene._g["hand_area"]
        for p, nxt in zip(hand, hand[1:]):
            assert area.contains(p.home), (p.code, p.home, area)         # the cards stay on the table
            value = p.code.rstrip("SLD+")
            if value.isdigit():
                ink = _numeral_ink(value, p.home)
                assert ink.right <= nxt.home.x, (p.code, ink, nxt.home)     # "10", not "1C"
    finally:
        close_board(app)


@pytest.mark.ui
def test_with_the_moves_folded_the_band_is_as_it_was():
    app, scene = _board(6, log_open=False)
    try:
        _, area, log = scene.areas()
        assert scene._g["band"].right <= area.right       # the table's own width, the Moves folded
    finally:
        close_board(app)
