"""Session 36: a covered Flush card's big value reads whole. On the pile a two-card group's first "10" showed
"1" and half its "0" under the second card, and in a fanned hand a 10 read "1C": a fan left three quarters of
each card in view (HAND_SHOWN) and its words (sprites.words_shown), and a centred "10" reaches past that.
words_shown now measures the big value as the face paints it (sprites.flush_value), so the pile's fan, your
hand's and the face-up replay's leave it in view."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush import staging
from quash_table.ui.sprites import flush_value
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _value_right(code, size):
    """How far from a card's left edge its big value reaches (px at `size`), as the face paints it."""
    return flush_value(code, (size[0] * 2, size[1] * 2))[1].right / 2


def _played(seats, seed, want):
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=seed)
    rng = random.Random(seed)
    for _ in range(300):
        if m.over:
            return None
        if m.to_move == 0 and want(m.game.view(m.state, 0)):
            return m
        m.play(rng.choice(m.legal_actions()))
    return None


def _open(m, size, log_open):
    app, scene = match_board(m, size=size, settled=False, animation="instant")
    steps(app, 2)
    if scene.log_folded() == log_open:
        key(app, pygame.K_l, frames=3)
    steps(app, 2)
    assert scene.log_folded() != log_open
    return app, scene


def _covered_shown(pieces):
    """(code, size, px in view) of each card another of the row covers (pieces sorted by z)."""
    out = []
    for p, q in zip(pieces, pieces[1:]):
        if q.home.y == p.home.y and p.home.x < q.home.x < p.home.right:
            out.append((p.code, p.home.size, q.home.x - p.home.x))
    return out


def _ten_under_one(view):
    v, run, _ = staging.top_as_declared(view, None)
    return run == 2 and view["pile"][-2][0].startswith("10")


@pytest.mark.parametrize("seats, size, log_open", [(3, (1280, 800), True), (6, (1280, 800), True),
                                                   (6, (1024, 640), True), (6, (1024, 640), False)])
def test_the_piles_covered_ten_reads_whole(seats, size, log_open):
    m = next(m for m in (_played(seats, s, _ten_under_one) for s in range(1, 6)) if m is not None)
    app, scene = _open(m, size, log_open)
    try:
        top = sorted((p for p in scene.table.pieces if p.zone == "pile" and p.z >= 20), key=lambda p: p.z)
        assert len(top) == 2 and top[0].code.startswith("10")
        (code, card, shown), = _covered_shown(top)
        assert shown >= _value_right(code, card), (code, card, shown)
    finally:
        close_board(app)


def _big_hand_with_ten(view):
    """A hand fanned in one row with a 10 under another card: 12 to 14 cards (15 may lie in two rows side by side,
    nothing covered, since your bases are as big as your hand's cards and take a little more of the band: session
    37)."""
    hand = view["hand"]
    return 12 <= len(hand) <= 14 and any(c.startswith("10") for c in hand[:-1])


@pytest.mark.parametrize("seats, size", [(3, (1024, 640)), (6, (1024, 640))])
def test_a_covered_ten_in_your_hand_reads_whole(seats, size):
    m = next(m for m in (_played(seats, s, _big_hand_with_ten) for s in range(12)) if m is not None)
    app, scene = _open(m, size, True)
    try:
        hand = sorted((p for p in scene.table.pieces if p.zone == "hand:0"), key=lambda p: p.z)
        tens = [(c, card, shown) for c, card, shown in _covered_shown(hand) if c.startswith("10")]
        assert tens
        for code, card, shown in tens:
            assert shown >= _value_right(code, card), (code, card, shown)
    finally:
        close_board(app)
