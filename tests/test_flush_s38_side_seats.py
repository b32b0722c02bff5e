"""Session 38, a new player's Flush at six seats, 1024x640: with Moves open (and at 1280x800) the side seats'
bases were drawn 31x44 px beside their hands, a LINK band over the card's foot, where the top row's are 46x64.
A block too narrow for its bases at the seat's size with the hand beside them lays the hand under them
(layout.hand_below), and in a face-up replay a side block reaches down to the band, its bases at the seat's size
where its hand still lies under them."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush.layout import READABLE_H, seat_metrics
from tests.ui_helpers import close_board, key, match_board, replay_of, settle, steps

pytestmark = pytest.mark.ui


def _bases(scene, seat):
    return [p.home for p in scene.table.pieces if (p.zone or "").startswith(f"base:{seat}:")]


def _hand(scene, seat):
    return [p.home for p in scene.table.pieces if p.zone == f"hand:{seat}"]


@pytest.mark.parametrize("size,moves", [((1024, 640), True), ((1024, 640), False), ((1280, 800), False)])
def test_side_seats_bases_keep_the_seats_size_their_hand_under_them(size, moves):
    m = Match("flush", ["human"] + ["bot:random"] * 5, seed=5, options={"first": 1})
    app, scene = match_board(m, size=size, animation="instant")
    try:
        if moves:
            key(app, pygame.K_l, frames=3)
            settle(app, scene)
            assert scene.log_open
        least = min(scene.metrics.px(seat_metrics(5)["base_h"]), READABLE_H)
        for seat in (1, 5):         # the side seats (left, right)
            bases, hand = _bases(scene, seat), _hand(scene, seat)
            assert bases and hand
            assert all(r.h >= least for r in bases), (seat, [r.size for r in bases])
            block = scene._g["blocks"][seat]
            for r in bases + hand:
                assert block.contains(r), (seat, r, block)
                assert not r.colliderect(scene._g["middle"]) and not r.colliderect(scene._g["band"])
            assert not any(h.colliderect(b) for h in hand for b in bases), seat
    finally:
        close_board(app)


def test_a_face_up_replay_keeps_a_side_seats_bases_at_its_size():
    m = Match("flush", ["human"] + ["bot:random"] * 5, seed=5, options={"format": "arena", "rounds": 1})
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        steps(app, 3)
        scene.session.goto(len(m.actions) // 3)
        steps(app, 3)
        bases = _bases(scene, 5)
        assert bases and max(r.h for r in bases) >= scene.metrics.px(seat_metrics(5)["base_h"]), \
            [r.size for r in bases]
        hand = _hand(scene, 5)
        assert hand and not any(h.colliderect(b) for h in hand for b in bases)
        assert all(not r.colliderect(scene._g["band"]) for r in hand)
    finally:
        close_board(app)
