"""Session 20 (flushkit): Flush's small defects. Each test fails on the code before its fix."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, replay_of, steps

pytestmark = pytest.mark.ui


def test_the_mimic_badge_in_the_face_up_panel_covers_no_kind_band():
    """The gold M on a card of the Mimic's value in the face-up replay's panel went to the card's foot when
    the next line lay under it (read as a card fanned over it), and sat over its SKIP band, itself under the
    next line. It now lies in the part of its card in view, over no kind band."""
    from quash_table.games.flush.cards import is_mimic
    from quash_table.ui.sprites import FLUSH_MARK_BAND, FLUSH_MARK_WIDTH
    m = Match("flush", ["human", "bot:random", "bot:random"], seed=1, options={"elimination_at": 15})
    rng = random.Random(1)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app, scene = replay_of(m, size=(1280, 800), face_up=True)
    try:
        steps(app, 3)
        s = scene.session
        checked = 0
        for n in range(1, s.length + 1, 2):
            s.goto(n)
            s.version += 1
            steps(app, 2)
            order = sorted(scene.table.pieces, key=lambda q: q.z)
            for r, _ in scene.mimic_badges():
                k, card = [(k, q) for k, q in enumerate(order)           # its card: the top one under it
                           if q.code and q.home.contains(r) and is_mimic(q.code, scene._prev["mimic"])][-1]
                if not card.zone.startswith("faceup:"):
                    continue          # (the table's own cards: tests/test_flush_s19c.py)
                over = [q.home for q in order[k + 1:] if q.home.colliderect(card.home)]
                assert r.collidelist(over) < 0, (n, card.code, r, over)      # in the part in view
                for q in order:
                    if q.code and q.code[-1] in "SLD" and (q.zone or "").startswith("faceup:"):
                        x, y, w, h = q.home
                        band = pygame.Rect(x, y + int(h * FLUSH_MARK_BAND[0]), int(w * FLUSH_MARK_WIDTH),
                                           int(h * (FLUSH_MARK_BAND[1] - FLUSH_MARK_BAND[0])))
                        assert not band.colliderect(r), (n, q.code, band, r)
                checked += 1
        assert checked
    finally:
        close_board(app)


def test_the_pass_and_play_curtain_says_the_table_turns_so_you_sit_at_the_bottom():
    """With three people the seats turn round the table at each turn (the one to play sits at the bottom),
    which a new player took for other people's places: the curtain says so before it happens. The table
    then shows that person at the bottom, the others in the same order round it."""
    from quash_table.games.flush.words import TABLE_TURNS_WORDS
    from tests.ui_helpers import board, click, make_app, settle
    app = make_app()
    scene = board(app, "flush", ["human:Ann", "human:Ben", "human:Cat"], seed=5)
    try:
        settle(app, scene)
        s = scene.session
        bottoms = []
        for _ in range(2):
            assert s.curtain is not None
            curtain = next(o for o in scene.layout_info()["objects"] if o["kind"] == "curtain")
            assert curtain["why"].endswith(TABLE_TURNS_WORDS), curtain["why"]
            name = s.name(s.curtain)
            steps(app, 120)                                 # (the curtain takes no click at once)
            click(app, next(b for b in scene.overlay_buttons if b.id == "curtain:ready").rect.center)
            settle(app, scene)
            assert scene._g["bottom"] == s.screen_seat and s.name(s.screen_seat) == name
            bottoms.append(s.screen_seat)
            s.play(next(a for a in s.screen_legal() if a.get("type") == "play") if any(
                a.get("type") == "play" for a in s.screen_legal()) else s.screen_legal()[0])
            steps(app, 400)
            settle(app, scene)
        assert bottoms[0] != bottoms[1]                     # the table turned for the next person
    finally:
        close_board(app)
