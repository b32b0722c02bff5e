"""Session 34: in the replay of a finished game, the greyed ▶'s tip "Already at the last move" lay over the bottom
of the hand just above the bar (review 33c, The Game at 1280x800). A replay bar's tip keeps off the cards watched,
as the slider's does (test_kit_s30_replay_tip), where it finds room near its button (session 42: off the cards it
lay 230-250 px above its button, past the hand or the octagons, and read as nobody's; near it, it goes over them)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import board_tip, find, replay_of, step_until, steps

pytestmark = pytest.mark.ui


def _finished(game, seats, seed):
    m = Match(game, seats, seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_last_moves_tip_keeps_off_the_hand_where_it_has_room_near_its_button(monkeypatch):
    game, seats, size = "quadwar", ["human:Ann"] + ["bot:normal"] * 3, (1024, 640)
    m = _finished(game, seats, 3)
    app, scene = replay_of(m, size)
    try:
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        scene.replay.to_end()
        steps(app, 3)
        objects = scene.layout_info()["objects"]
        for bid in ("replay:forward", "replay:end"):
            button = find(objects, bid)
            got = board_tip(monkeypatch, app, scene, button["rect"])
            assert got is not None and "last move" in got[0], (bid, got)
            under = [p.id for p in scene.table.pieces if got[1].colliderect(p.rect)]
            assert not under, (bid, got, under)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game,seats,moves", [("numberquash", ["human:Ann", "bot:normal"], 3),
                                              ("thegame", ["human:Ann", "bot:normal"], None)])
def test_the_last_moves_tip_stays_by_its_button_where_the_cloth_is_only_past_the_pieces(monkeypatch, game, seats,
                                                                                       moves):
    """Session 42: NumberQuash's ▶| tip kept off your octagons by lying 250 px above its button, past them (The
    Game's 230 px, past the hand), where it read as nobody's: a tip the cards keep out of reach lies near its
    button, over them then, never on the bar's other controls."""
    from quash_table.ui.tip_place import REACH, apart
    if moves is None:
        m = _finished(game, seats, 3)
    else:
        m = Match(game, seats, seed=3)
        rng = random.Random(3)
        for _ in range(moves):
            m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, (1280, 800))
    try:
        step_until(app, lambda: all(s.settled() for s in app.scenes))
        scene.replay.to_end()
        steps(app, 3)
        button = find(scene.layout_info()["objects"], "replay:end")
        got = board_tip(monkeypatch, app, scene, button["rect"])
        assert got is not None and "last move" in got[0], got
        assert apart(got[1], pygame.Rect(button["rect"])) <= scene.metrics.px(REACH), (got, button)
        bar = [o["rect"] for o in scene.layout_info()["objects"] if o["id"].startswith("replay:")]
        assert got[1].collidelist([pygame.Rect(r) for r in bar]) < 0, (got, bar)
    finally:
        pygame.display.quit()
