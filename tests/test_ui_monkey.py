"""A monkey: thousands of random mouse and keyboard events across the menus and the boards.

Nothing may raise, and any game on screen must always be a legal game: its log replays from the seed to
exactly its state.
"""

import os
import random

import pygame
import pytest

from tests.ui_helpers import post, steps

pytestmark = pytest.mark.ui

KEYS = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_1, pygame.K_2,
        pygame.K_3, pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_e, pygame.K_h, pygame.K_u,
        pygame.K_F1, pygame.K_a, pygame.K_BACKSPACE, pygame.K_9]


def check_legal(app):
    from quash_table.engine.match import Match
    for scene in app.scenes:
        session = getattr(scene, "session", None)
        if session is None:
            continue
        m = session.match
        replay = Match(m.game_id, m.seats, m.seed, m.options, m.stacked, m.actions)
        assert m.game.dump(replay.state) == m.game.dump(m.state)
        assert m.over or m.legal_actions()


@pytest.mark.slow
def test_monkey_5000_events():
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.screens.main_menu import MainMenuScene
    from quash_table.ui.navigator import Navigator
    rng = random.Random(int(os.environ.get("QUASH_TABLE_MONKEY_SEED", "1234")))
    # Settings the monkey may change are saved to the test's own folder (conftest sets QUASH_TABLE_HOME).
    app = App(size=(1280, 800), fullscreen=False,
              settings=dict(settings_mod.DEFAULTS, animation="instant", bot_pace="instant", sound=False))
    Navigator(app)
    app.push(MainMenuScene(app))
    steps(app, 2)
    events = 0
    boards_seen = set()
    while events < 5000:
        if not app.running or app.top is None:
            app.running = True
            app.replace(MainMenuScene(app))
        if app.fullscreen:   # the dummy driver's "fullscreen" is not a window anyone could use
            app.set_window((1280, 800), False)
        info = app.top.layout_info()
        objs = [o for o in info["objects"] if "rect" in o and o.get("enabled", True)]
        roll = rng.random()
        w, h = app.screen.get_size()
        if roll < 0.55 and objs:
            o = rng.choice(objs)
            x, y, ow, oh = o["rect"]
            pos = (x + rng.randrange(max(1, ow)), y + rng.randrange(max(1, oh)))
            if "targets" in o and rng.random() < 0.6:
                # Drag a piece: mostly to a place it may legally go (its own "targets"), otherwise to any
                # object on the table (a cell, a spot, another card: legal or not) or anywhere at all.
                by_id = {t["id"]: t for t in info["objects"] if "rect" in t}
                legal_places = [by_id[i] for i in o["targets"] if i in by_id]
                if legal_places and rng.random() < 0.6:
                    t = rng.choice(legal_places)
                else:
                    t = rng.choice(info["objects"] + [None])
                if t is not None and "rect" in t:
                    end = (t["rect"][0] + t["rect"][2] // 2, t["rect"][1] + t["rect"][3] // 2)
                else:
                    end = (rng.randrange(w), rng.randrange(h))
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
                steps(app, 1)
                post(pygame.MOUSEMOTION, pos=end, rel=(5, 5), buttons=(1, 0, 0))
                steps(app, 1)
                post(pygame.MOUSEBUTTONUP, pos=end, button=1)
                events += 3
            else:
                post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
                post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
                steps(app, 1)
                post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
                events += 3
        elif roll < 0.75:
            pos = (rng.randrange(w), rng.randrange(h))
            kind = rng.choice([pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION])
            if kind == pygame.MOUSEMOTION:
                post(kind, pos=pos, rel=(1, 0), buttons=(rng.random() < 0.3, 0, 0))
            else:
                post(kind, pos=pos, button=rng.choice([1, 1, 1, 3]))
            events += 1
        elif roll < 0.8:
            post(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0, precise_y=0.0)
            events += 1
        else:
            k = rng.choice(KEYS)
            post(pygame.KEYDOWN, key=k, mod=0, unicode=chr(k) if k < 128 else "", scancode=0)
            post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
            events += 2
        steps(app, 1)
        top = app.top
        if top is not None and getattr(top, "session", None) is not None:
            boards_seen.add(top.game.id)
        if events % 250 < 3:
            check_legal(app)
    check_legal(app)
    assert boards_seen, "the monkey never reached a board"
    app.pop()
    pygame.display.quit()
