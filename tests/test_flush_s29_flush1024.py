"""Session 29, a new player's Flush at six seats, 1024x640: with Moves open the pile's covered cards showed half
their big number; the game-over box covered the last round's result. Each test opens one board there."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.flush import staging
from quash_table.games.flush.layout import HAND_SHOWN
from quash_table.ui.sprites import words_shown
from tests.ui_helpers import close_board, key, match_board, steps

pytestmark = pytest.mark.ui


def _played(seed, moves, seats=6, **options):
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=seed, options=options or None)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_piles_covered_cards_show_their_value_whole_with_moves_open():
    m = _played(2, 34)      # your turn on three 7s (a 7 Skip and two Mimic 1s)
    view = m.game.view(m.state, 0)
    assert m.to_move == 0 and staging.top_as_declared(view, None)[1] == 3
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 2)
        key(app, pygame.K_l, frames=3)
        assert scene.log_open
        top = sorted((p for p in scene.table.pieces if p.zone == "pile" and p.z >= 20), key=lambda p: p.z)
        assert len(top) == 3
        for p, q in zip(top, top[1:]):
            shown = q.home.x - p.home.x
            assert shown >= p.home.w * HAND_SHOWN, (p.code, shown, p.home)
            assert shown > words_shown("flush", p.code, p.home.size), (p.code, shown)
        mat = scene._g["mat"]
        assert all(mat.contains(p.home) for p in top)
    finally:
        close_board(app)


def _finished(seed=5, seats=6, rounds=1):
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=seed,
              options={"format": "arena", "rounds": rounds})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_game_over_box_tells_the_last_rounds_result_it_covers():
    from quash_table.ui.overlays import summary_rect
    m = _finished()
    scored = next(e for e in m.game.events(m.state, 0) if e["kind"] == "round_scored")
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        steps(app, 4)
        assert scene.summary_up()
        assert summary_rect(scene).colliderect(scene._g["result"])      # the box lies over the result
        lines = scene.summary_lines()
        winner = scene.session.name(scored["winner"])
        assert any(f"{winner} went out with {scored['points'][scored['winner']]} points" in x for x in lines), lines
        assert any(x.startswith(f"You still held {len(scored['held'][0])} cards: +{scored['points'][0]}")
                   for x in lines), lines
    finally:
        close_board(app)


def test_the_summary_table_gives_each_seats_points_in_the_last_round():
    from quash_table.games.flush.last_round import last_round_cells
    m = _finished(seed=3, seats=3, rounds=2)
    scored = next(e for e in m.game.events(m.state, 0) if e["kind"] == "round_scored")
    heads, rows = last_round_cells(scored)
    assert heads == [("Round 2", "R2")]
    for seat, cells in rows.items():
        if seat == scored["winner"]:
            assert cells[0][0].startswith("went out")
        elif scored["double"]:          # the last round of an arena counts double: said so (session 45)
            p = scored["points"][seat]
            assert cells == [(f"+{p} ({p // 2} \u00d7 2)", f"+{p}")] if p else cells == ["+0"]
        else:
            assert cells == [f"+{scored['points'][seat]}"]


def test_the_face_up_replay_lays_each_hand_at_its_seats_size():
    """At six seats, 1024x640, the middle kept every pixel and the hands lay beside the bases at 16x22 px; the
    middle gives up a little of its height (layout.FACEUP_MIDDLE) and each hand lies at the seat's size."""
    from quash_table.games.flush.layout import SEAT_BACK_H
    from tests.ui_helpers import replay_of
    m = _finished()
    app, scene = replay_of(m, size=(1024, 640), face_up=True)
    try:
        steps(app, 3)
        scene.session.goto(len(m.actions) // 3)
        steps(app, 3)
        least = scene.metrics.px(SEAT_BACK_H)
        for seat in range(1, 6):
            cards = [p.home for p in scene.table.pieces if p.zone == f"hand:{seat}"]
            assert cards and all(r.h >= least for r in cards), (seat, least, [r.size for r in cards])
        pile = [p.home for p in scene.table.pieces if p.zone == "pile"]
        assert pile and pile[-1].h >= scene.metrics.px(50)       # the middle's cards stay readable
    finally:
        close_board(app)
