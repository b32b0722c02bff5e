"""Note 16: a replay drew the stacks' cards smaller (76x106 at 1280x800, 59x83 at 1024x640) inside mats as
wide as in play: the replay bar's height came out of the middle band. The stacks now draw exactly as in
play, and the hand takes the room under them (play's message band: a replay shows no hint), above the bar."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.replay import FACE_UP
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, piece_rect, replay_of, settle, steps, target_rect


def lost_game(seats):
    rng = random.Random(seats)
    m = Match("thegame", ["human"] + ["bot:easy"] * (seats - 1), seed=3 + seats)
    while not m.over:
        m.play(rng.choice([a for a in m.legal_actions() if a["type"] != "signal"]))
    return m


def stacks(scene):
    """The stacks' slots and their top cards' rects, as the table lays them out."""
    view = scene.session.table_view()
    out = {}
    for stack in ("up", "down"):
        out[stack] = target_rect(scene, f"stack:{stack}")
        top = view[stack]
        if top is not None:
            out[f"top:{stack}"] = piece_rect(scene, top)
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("seats", [2, 5])
def test_a_replay_draws_the_stacks_as_play_does(size, seats):
    m = lost_game(seats)
    # play: the same game at a move where the person is to move (the stacks' places depend on the window
    # and the seats only)
    n = max(k for k in range(len(m.actions)) if m.state_after(k).to_move == 0)
    playing = Match("thegame", m.seats, seed=m.seed, actions=m.actions[:n])
    app = make_app(size=size, animation="instant")
    scene = board_for_match(app, playing, autosave=False)
    app.push(scene)
    settle(app, scene)
    in_play = stacks(scene)
    close_board(app)

    app, scene = replay_of(m, size=size)
    try:
        for choice in (scene.session.choice, FACE_UP):
            scene.session.choice = choice
            scene.session.goto(n)
            steps(app, 3)
            seen = stacks(scene)
            if choice == FACE_UP:
                # a plate for every seat there (their captions may take a line more): the stacks keep play's
                # size and places across, and may sit lower by that line
                assert {k: (r.x, r.size) for k, r in seen.items()} == {k: (r.x, r.size) for k, r in in_play.items()}
                assert all(0 <= seen[k].y - r.y <= scene.metrics.px(24) for k, r in in_play.items()), seen
            else:
                assert seen == in_play, (choice, seen, in_play)
            # the hand (as the person saw it) sits under the stacks' mats and over the replay bar, whole
            _, area, _ = scene.areas()
            mats_bottom = max(r.bottom for r in in_play.values()) + scene.metrics.px(30)
            hand = [p for p in scene.table.pieces if p.id in (scene.session.table_view().get("hand") or ())]
            assert hand or choice == FACE_UP
            for p in hand:
                assert area.contains(p.home) and p.home.y >= mats_bottom, (p.id, p.home, area)
    finally:
        close_board(app)
