"""Review 21 (61-tg-hint.png): The Game's hint arrow was a short thin stroke (4 px, its blue pulsing down to
55%), easy to miss, and where the stack's caption lay across its way it was cut to a stub. Every board's
hint arrow is now a broad stroke with a dark edge and a glow (ui/hint_arrow.py), and goes round words on
its way by a corner where that is not much longer, never across them."""

import pygame
import pytest

from quash_table.ui import hint_arrow
from quash_table.ui.hints import HINT
from tests.ui_helpers import ask_hint, board, close_board, make_app, settle

pytestmark = pytest.mark.ui


def _core(px):
    """Is this screen pixel the arrow's own blue (bright, however the pulse stands)?"""
    r, g, b = px[:3]
    return b >= 0.8 * HINT[2] and g >= 0.8 * HINT[1] and r <= HINT[0] + 30


def _across(surface, u, v, reach, at=0.5):
    """The pixels across the stroke u..v at `at` of its length (its middle), from one side to the other."""
    mid, d = u + (v - u) * at, (v - u).normalize()
    side = pygame.Vector2(-d.y, d.x)
    return [surface.get_at((round(q.x), round(q.y)))
            for q in (mid + side * k for k in range(-reach, reach + 1))]


# The Game, seed 4: the message's strip between the stacks and the hand has no room beside the arrow up or
# down: the words go beside their place in as many lines (session 24; they lay over its longest leg, s22)
@pytest.mark.parametrize("game, seats, seed", [("thegame", ["human", "bot:normal"], 4),
                                               ("quash", ["human", "bot:normal"], 3)])
def test_the_hint_arrow_is_broad_edged_dark_and_crosses_no_words(game, seats, seed):
    app = make_app()
    scene = board(app, game, seats, seed=seed)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        app.step(1 / 60)
        parts = scene.hints.arrow_parts()
        assert parts, scene.hints.current
        m = scene.metrics
        # long enough to follow from the hand's side to the target (The Game's was a 50 px stub)
        assert sum((v - u).length() for u, v in parts) >= m.px(100)
        app.draw()
        u, v = max(parts, key=lambda uv: (uv[1] - uv[0]).length())
        # (across it at five places along its longest part, the middle one of their widths: a slanting stroke's
        # pixels, sampled across at one place, came a pixel or two short of its breadth there, session 36)
        widths = []
        for at in (0.3, 0.4, 0.5, 0.6, 0.7):
            line = _across(app.screen, u, v, m.px(30), at)
            core = [i for i, px in enumerate(line) if _core(px)]
            assert core, line
            width = core[-1] - core[0] + 1
            assert width == len(core), (at, width, len(core))          # whole across
            for i in (core[0] - 1, core[-1] + 1):                      # a dark edge on both sides
                assert sum(line[i][:3]) < 150, line[i]
            widths.append(width)
        assert sorted(widths)[2] >= m.px(8), widths                    # a broad stroke
        # no words under any of it, glow included: those on the piece and target themselves apart
        h = scene.hints.current
        ends = [scene.table.piece_by_id[i].rect for i in h["marks"] if i in scene.table.piece_by_id]
        ends += [scene.table.target_by_id[i].rect for i in h["marks"] if i in scene.table.target_by_id]
        half = hint_arrow.stroke_width(m) // 2 + m.px(hint_arrow.EDGE + hint_arrow.GLOW)
        # ... its glow too where its way keeps the full margin; the closer way (arrow_route.closer_if_cheaper) keeps
        # its solid stroke clear (QUASH at 2 players, session 35: between RED's badge, which it no longer crosses,
        # and your plate)
        margin = scene.hints._routes[scene.hints._route[0]][1]
        half = min(half, margin - 1)
        for r in scene.table.text_rects():
            if any(e.colliderect(r) for e in ends):
                continue
            grown = pygame.Rect(r).inflate(2 * half, 2 * half)
            assert not any(grown.clipline(a, b) for a, b in parts), (r, parts)
    finally:
        close_board(app)
