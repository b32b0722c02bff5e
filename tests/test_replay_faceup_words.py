"""A finished game's face-up replay lays every hand in the log column ("Hands, face up"): its small cards are
fanned, and at 1024x640 the next card cut Flush's "SKIP", "LINK" and "FLUSH" to "SK", "LIN", "FLU" (review 18).
Every card leaves in view the words written on it (the face's own words, sprites.flush_words), at both window
sizes, and the hands stay inside their panel."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.sprites import flush_words
from tests.ui_helpers import close_board, key, make_app, steps

pytestmark = pytest.mark.ui


def _words_right(code, w, h):
    """Where the words written low on a Flush face of (w, h) end, from its left edge (painted at 2x)."""
    return max((rect.right for _, rect in flush_words(code, (w * 2, h * 2))), default=0) / 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_flush_face_up_hands_show_every_cards_words_whole(size, seats):
    from quash_table.ui.tables import replay_board
    m = Match("flush", ["human"] + ["bot:random"] * (seats - 1), seed=7)
    rng = random.Random(7)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(size=size)
    scene = replay_board(app, m, 0)
    app.push(scene)
    try:
        for _ in range(8):
            if scene.session.face_up:
                break
            key(app, pygame.K_v, frames=3)
        steps(app, 5)
        _, _, log = scene.areas()
        panel = scene.replay.hands_rect(log)
        cards = [o for o in scene.layout_info()["objects"] if str(o.get("zone", "")).startswith("faceup:")]
        assert cards and panel is not None
        worded = 0
        for seat in range(seats):
            row = sorted((o for o in cards if o["zone"] == f"faceup:{seat}"), key=lambda o: (o["rect"][1], o["rect"][0]))
            for here, after in zip(row, row[1:] + [None]):
                x, y, w, h = here["rect"]
                assert panel.contains(pygame.Rect(here["rect"])), (here, panel)
                shown = after["rect"][0] - x if after is not None and after["rect"][1] == y else w
                need = _words_right(here["card"], w, h)
                worded += need > 0
                assert shown >= need, (size, seats, here["card"], shown, need)
        assert worded                    # the deal has cards with words (SKIP, LINK, FLUSH, a deduction)
    finally:
        close_board(app)
