"""Note 16: at the end of a game the other seats' hands were shown face up on their name plates, 26x37
pixels at 1024x640 (and overlapping). They now lie in the signals panel's place (nothing is signalled once
the game is over), a cell per seat under its name, at a size to read (checked on screenshots before and
after the change, session 17)."""

import pytest

from tests.test_thegame_s17_replay import lost_game
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, piece_rect, steps, step_until


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 3, 5])
def test_the_other_hands_at_the_end_are_large_enough_to_read(size, seats):
    m = lost_game(seats)
    app = make_app(size=size, animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        step_until(app, scene.summary_up, timeout=10)
        scene.hide_summary()
        steps(app, 3)
        _, area, _ = scene.areas()
        px = scene.metrics.px
        hands = scene.session.hands()
        mine = [piece_rect(scene, c) for c in hands[0]]
        shown = [(seat, piece_rect(scene, c)) for seat in range(1, seats) for c in hands[seat]]
        assert shown
        for seat, r in shown:
            # 60 design pixels high at least (at 1024x640: 48 px, where they were 37 and overlapped)
            assert r.h >= px(60) and area.contains(r), (seat, r)
            assert not any(r.colliderect(o) for _, o in shown if o is not r), (seat, r)
            assert not any(r.colliderect(o) for o in mine), (seat, r)
        # nothing is offered to signal on a finished table: no signal buttons under them
        assert not [b for b in scene.table.buttons if b.id.startswith("signal")]
    finally:
        close_board(app)


def test_a_won_game_shows_no_panel_of_empty_hands():
    """After a win every hand is empty: the panel listed "no cards" under each bot; the signals panel's
    "The game is over." stays instead."""
    from quash_table.engine.match import Match
    from quash_table.games.thegame.analysis import solve

    m = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=4)
    s, line = m.state, []
    assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, False, seconds=10, line=line) is True
    for action in line:
        m.play(action)
    assert m.state.outcome == "won"
    app = make_app(size=(1024, 640), animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        step_until(app, scene.summary_up, timeout=10)
        scene.hide_summary()
        steps(app, 3)
        words = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert "The game is over." in words and "no cards" not in words, words
    finally:
        close_board(app)


@pytest.mark.parametrize("seats", [2, 3, 5])
def test_a_pass_and_play_table_at_the_end_shows_every_hand_large(seats):
    """Pass-and-play at 1024x640 (session 17): the finished table is nobody's (it showed only "The game is
    over" where a hand goes) and every hand sat on its plate at 26x37. They now lie in the hand's place."""
    import random

    from quash_table.engine.match import Match

    rng = random.Random(seats)
    m = Match("thegame", [f"human:P{k}" for k in range(seats)], seed=5)
    while not m.over:
        m.play(rng.choice([a for a in m.legal_actions() if a["type"] != "signal"]))
    app = make_app(size=(1024, 640), animation="instant")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        step_until(app, scene.summary_up, timeout=10)
        scene.hide_summary()
        steps(app, 3)
        assert scene.session.view()["seat"] is None
        _, area, _ = scene.areas()
        hands = scene.session.hands()
        shown = [piece_rect(scene, c) for seat in range(seats) for c in hands[seat]]
        assert shown
        for r in shown:
            assert r.h >= scene.metrics.px(60) and area.contains(r), r
            assert sum(r.colliderect(o) for o in shown) == 1, r
    finally:
        close_board(app)
