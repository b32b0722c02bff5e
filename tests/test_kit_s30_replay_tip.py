"""Session 30 (new players): in the replay of a finished QUASH game the slider's tooltip lay over the bottom of the
hand just above the bar. A replay's cards (and the play a board draws itself) are what the person watches: the bar's
tips keep off them before all else (`tip_place.ranked_spot`'s `watched`), reaching past them to the cloth beyond
(`hud_tips.HudTips._tip_spot`); a live table's cards stay `soft`."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import tip_place
from tests.ui_helpers import board_tip, find, replay_of, step_until, steps

pytestmark = pytest.mark.ui


def _finished_quash():
    m = Match("quash", ["human:Ann", "bot:easy"], seed=3)
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def slider_tips(monkeypatch, app, scene, m):
    """The replay at `m`'s middle move, the pointer resting on its slider at a tenth, half and nine tenths along:
    (the fraction, the slider's rect, the tip's (words, rect) or None) for each."""
    step_until(app, lambda: all(s.settled() for s in app.scenes))
    scene.replay._jump(len(m.actions) // 2)
    steps(app, 3)
    slider = pygame.Rect(find(scene.layout_info()["objects"], "replay:slider")["rect"])
    for frac in (0.1, 0.5, 0.9):
        spot = pygame.Rect(slider.x + int(slider.w * frac), slider.centery, 1, 1)
        yield frac, slider, board_tip(monkeypatch, app, scene, spot)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_replay_sliders_tip_keeps_off_the_hand(monkeypatch, size):
    m = _finished_quash()
    app, scene = replay_of(m, size)
    try:
        for frac, slider, got in slider_tips(monkeypatch, app, scene, m):
            assert got is not None and "any move" in got[0], got
            tip = got[1]
            under = [p.id for p in scene.table.pieces if tip.colliderect(p.rect)]
            assert not under, (frac, tip, under)
            # session 31: the words stand in the bar under the slider's track (its help line), off its controls
            assert scene.replay.rect().contains(tip) and tip.top > slider.centery, (tip, slider)
    finally:
        pygame.display.quit()


def test_a_watched_rect_ranks_before_reach():
    # headless: a tip above its anchor over a card goes past the card, though further than REACH
    anchor = pygame.Rect(400, 750, 80, 10)
    card = pygame.Rect(300, 590, 400, 150)
    screen = pygame.Rect(0, 0, 1280, 800)
    args = (anchor, [(260, 46)], screen, [pygame.Rect(0, 736, 1280, 64)], [], [], 640, 6, 4)
    _, (x, y) = tip_place.best_form(*args, soft=[card], up=True, reach=120)
    assert pygame.Rect(x, y, 260, 46).colliderect(card)            # as cloth: over the card (the old place)
    _, (x, y) = tip_place.best_form(*args, soft=[card], up=True, reach=270, watched=[card])
    assert not pygame.Rect(x, y, 260, 46).colliderect(card) and y + 46 <= card.top
