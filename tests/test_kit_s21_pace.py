"""The bots' pace is time a person sees the table at rest (review 21: in a four-seat QUASH three bot cards
came "within 1.5 s", at two seats the bot answered "in 0.5 s"). The wait counted a frame's seconds before
the position they belong to was on the screen: a move of yours from the frame that made it, before it
was drawn; a bot's landing from the frame that drew it. On a loaded machine, a few frames a second, that
ate most of the pace. Each frame here is drawn once, its seconds a fake clock's: from the first frame that
shows a position at rest to the first that shows the next bot's move, at least the pace."""

import pygame
import pytest

from quash_table.ui import settings as settings_mod
from tests.ui_helpers import close_board, grab, make_app, board, post, target_rect

pytestmark = pytest.mark.ui


class Watch:
    """What each frame put on the screen: (moves made, at rest) per frame, frame by frame."""

    def __init__(self, app, scene, frame):
        self.app, self.scene, self.frame = app, scene, frame
        self.frames = []
        drawn = scene.draw

        def draw(surface):
            drawn(surface)
            s = scene.session
            rest = not scene.tweens.busy and not scene.drag.busy() and scene.settled()
            self.frames.append((len(s.match.actions), rest))
        scene.draw = draw

    def step(self, n=1):
        for _ in range(n):
            self.app.step(self.frame)

    def drag(self, start, end, moves=4):
        post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.step()
        for i in range(1, moves + 1):
            pos = (start[0] + (end[0] - start[0]) * i // moves, start[1] + (end[1] - start[1]) * i // moves)
            post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
            self.step()
        post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.step()

    def still_before(self, n):
        """Seconds the screen showed position n - 1 at rest before it first showed move n."""
        first = next(i for i, (k, _) in enumerate(self.frames) if k >= n)
        rest = next(i for i, (k, at_rest) in enumerate(self.frames) if k == n - 1 and at_rest)
        return (first - rest) * self.frame


def _play_a_card(w):
    """Drag a card of your hand onto a spot it may go to (real mouse events)."""
    scene = w.scene
    for p in [p for p in scene.table.pieces if p.zone == "hand:0"]:
        spots = [t for t in scene.drag.legal_targets(p) if t.startswith("spot:")]
        if spots:
            w.drag(grab(scene, p.id), target_rect(scene, spots[0]).center)
            break
    if scene.composer is not None and scene.composer.confirm is not None:
        scene.compose(scene.composer.press("play_anyway"))


@pytest.mark.parametrize("frame", [1 / 60, 0.25])     # a quiet machine; one loaded to a few frames a second
@pytest.mark.parametrize("seats", [2, 4])
def test_each_bot_move_comes_after_the_last_stood_still_the_bots_pace(frame, seats):
    app = make_app(animation="normal", bot_pace="normal")
    app.settings["undo"] = False      # the Undo grace apart: the pace alone
    scene = board(app, "quash", ["human"] + ["bot:easy"] * (seats - 1), seed=3)
    pace = settings_mod.bot_pace(app.settings)
    try:
        w = Watch(app, scene, frame)
        m = scene.session.match
        for _ in range(3):                       # your card, then every bot's in turn, three times round
            for _ in range(round(20 / frame)):
                w.step()
                if scene.session.my_turn() and scene.settled():
                    break
            assert scene.session.my_turn(), scene.hud.status()
            mine = len(m.actions) + 1
            _play_a_card(w)
            assert len(m.actions) == mine and m.actors[-1] == 0
            for _ in range(round(20 / frame)):
                w.step()
                if m.to_move == 0 and scene.settled():
                    break
            assert m.to_move == 0
            bots = range(mine + 1, len(m.actions) + 1)
            assert len(bots) == seats - 1
            for n in bots:
                assert m.actors[n - 1] != 0
                assert w.still_before(n) >= pace - 1e-9, (n, w.still_before(n), pace)
    finally:
        close_board(app)


@pytest.mark.parametrize("frame", [1 / 60, 0.25])
def test_a_bot_answers_a_bid_of_yours_after_the_pace_it_was_on_the_screen(frame):
    """A move of yours that nothing animates (Quadruple War's bid, a button): the frame that made it
    counted its seconds, spent before the bid was drawn."""
    app = make_app(animation="normal", bot_pace="normal")
    app.settings["undo"] = False
    scene = board(app, "quadwar", ["bot:easy", "bot:easy", "bot:easy", "human"], seed=3)
    pace = settings_mod.bot_pace(app.settings)
    try:
        w = Watch(app, scene, frame)
        s, m = scene.session, scene.session.match
        for _ in range(round(30 / frame)):
            w.step()
            if s.my_turn() and scene.settled():
                break
        assert s.my_turn() and m.legal_actions()[0]["type"] == "bid"
        mine = len(m.actions) + 1
        bid = next(b for b in scene.table.buttons if b.id == "bid:2")
        post(pygame.MOUSEMOTION, pos=bid.rect.center, rel=(0, 0), buttons=(0, 0, 0))
        post(pygame.MOUSEBUTTONDOWN, pos=bid.rect.center, button=1)
        w.step()
        post(pygame.MOUSEBUTTONUP, pos=bid.rect.center, button=1)
        for _ in range(round(10 / frame)):
            w.step()
            if len(m.actions) > mine:
                break
        assert m.actions[mine - 1] == {"type": "bid", "tricks": 2} and m.actors[mine] != 3
        w.step(round(1 / frame))
        assert w.still_before(mine + 1) >= pace - 1e-9, (w.still_before(mine + 1), pace)
    finally:
        close_board(app)
