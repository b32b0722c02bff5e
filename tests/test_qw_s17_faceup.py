"""Quadruple War, session 17 (helper qw3): a finished game's "All cards face up" replay spreads every seat's
hand where it sits so each card's corner index reads (they were fans of 12-pixel slivers behind the plates),
clear of the plates, the trick's mat, the score pad and the log column."""

import random

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, replay_of, step_until, steps


def _finished(n, seed=5):
    m = Match("quadwar", ["human"] + ["bot:normal"] * (n - 1), seed=seed, options={"target": 100})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


INDEX_W, INDEX_H = 0.29, 0.3    # a standard card's corner index: its left 29% (3% margin + 26%), top 30%


def _index_hidden(piece, others):
    """Is any of `piece`'s corner index covered by a card drawn over it?"""
    r = piece.home
    corner = r.copy()
    corner.w, corner.h = int(r.w * INDEX_W), int(r.h * INDEX_H)
    return any(o.z > piece.z and o.home.colliderect(corner) for o in others)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("n", [4, 2])
def test_every_face_up_card_at_the_seats_shows_its_index(n, size):
    m = _finished(n)
    app, scene = replay_of(m, size=size, face_up=True)
    try:
        s = scene.session
        for move in (n + 1, n + 6):      # the hands full (after the bids), and a trick under way
            s.goto(move)
            step_until(app, lambda: all(sc.settled() for sc in app.scenes))
            steps(app, 2)
            g = scene.geometry
            table = scene.areas()[1]
            blocked = list(g["plates"].values()) + [g["pad"], g["mat"]]
            held = 0
            for seat in range(n):
                cards = [p for p in scene.table.pieces if p.zone == f"hand:{seat}"]
                assert cards and all(p.code for p in cards), seat      # every hand face up
                held += len(cards)
                for p in cards:
                    assert not _index_hidden(p, cards), (seat, p.code, p.home)
                    assert p.home.h >= scene.metrics.px(44), (seat, p.home)
                    assert not any(p.home.colliderect(b) for b in blocked), (seat, p.code, p.home)
                    assert table.contains(p.home), (seat, p.home)     # not into the log column nor the bar
            assert held == sum(len(c) for c in s.hands().values())
    finally:
        close_board(app)
