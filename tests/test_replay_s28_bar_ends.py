"""Session 28 (review 28, replay-tips1.png, replay-tips2.png): at "Move 0 of 197" the replay bar's |◀ and ◀
stood lit, their tips offering "To the start (Home)" and "One move back (Left)"; they are greyed there and say
why on hover, as ▶ and ▶| at the last move, and Home / Left (End / Right) change nothing. The slider's tip hung
from the slider's far right end at the window's edge, wherever the pointer was on it: it sits by the pointer."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.replay_bar import AT_FIRST, AT_LAST
from tests.ui_helpers import board_tip, click, find, key, make_app, step_until

pytestmark = pytest.mark.ui


def _finished(game_id="flush", seed=3):
    m = Match(game_id, ["human:Ann", "bot:easy"], seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _replay(size=(1280, 800), game_id="flush"):
    from quash_table.ui.tables import replay_board
    app = make_app(size, animation="instant")
    scene = replay_board(app, _finished(game_id))
    app.push(scene)
    step_until(app, lambda: all(s.settled() for s in app.scenes))
    return app, scene


def _bar(scene):
    return {b.id: b for b in scene.overlay_buttons if b.id.startswith("replay:")}


@pytest.mark.parametrize("game_id", ["flush", "thegame"])
def test_back_buttons_greyed_at_the_first_move_and_on_buttons_at_the_last(monkeypatch, game_id):
    app, scene = _replay(game_id=game_id)
    try:
        s = scene.session
        assert s.position == 0
        bar = _bar(scene)
        back = [i for i in ("replay:start", "replay:round_back", "replay:back") if i in bar]
        on = [i for i in ("replay:forward", "replay:round_next", "replay:end") if i in bar]
        for bid in back:
            assert not bar[bid].enabled, f"{bid} lit at move 0"
            got = board_tip(monkeypatch, app, scene, bar[bid].rect)
            assert got is not None and got[0] == AT_FIRST, (bid, got)
        assert all(bar[b].enabled for b in on)
        # Home and Left at move 0 change nothing; a click on the greyed ◀ says why on the table
        version = s.version
        for k in (pygame.K_HOME, pygame.K_LEFT, pygame.K_PAGEUP):
            key(app, k, frames=2)
        assert (s.position, s.version) == (0, version)
        click(app, _bar(scene)["replay:back"].rect.center, frames=2)
        assert (s.position, s.version) == (0, version)
        assert scene.message is not None and scene.message[0] == AT_FIRST
        # End: the last move, where the on buttons are greyed and the back ones lit
        click(app, _bar(scene)["replay:end"].rect.center, frames=3)
        assert s.position == s.length and s.at_last()
        bar = _bar(scene)
        for bid in on:
            assert not bar[bid].enabled, f"{bid} lit at the last move"
            got = board_tip(monkeypatch, app, scene, bar[bid].rect)
            assert got is not None and got[0] == AT_LAST, (bid, got)
        assert all(bar[b].enabled for b in back)
        got = board_tip(monkeypatch, app, scene, bar["replay:back"].rect)
        assert got is not None and got[0] == "One move back (Left)"
        version = s.version
        for k in (pygame.K_END, pygame.K_RIGHT, pygame.K_PAGEDOWN):
            key(app, k, frames=2)
        assert (s.position, s.version) == (s.length, version)
        # one move back: everything lit again
        key(app, pygame.K_LEFT, frames=3)
        assert all(b.enabled for i, b in _bar(scene).items() if i in back + on)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_sliders_tip_sits_by_the_pointer(monkeypatch, size):
    app, scene = _replay(size)
    try:
        slider = pygame.Rect(find(scene.layout_info()["objects"], "replay:slider")["rect"])
        for frac in (0.1, 0.5, 0.9):
            at = (slider.x + int(slider.w * frac), slider.centery)
            got = board_tip(monkeypatch, app, scene, pygame.Rect(at[0], at[1], 1, 1))
            assert got is not None and "jump to any move" in got[0], got
            tip = got[1]
            # session 31: in the bar's help line under the track (by it wherever the pointer is on it), not over it
            assert tip.top >= slider.centery and scene.replay.caption_rect().contains(tip), (tip, slider)
    finally:
        pygame.display.quit()
