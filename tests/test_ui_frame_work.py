"""The work a board does on the frame after a move, spread and cached (issue 22), gives what the slow way
gave: the still layer painted a region a frame ends equal to one painted at once, the curtain is never
late, keyed tweens replace and cancel as a plain list did, a turning card never makes faces at in-between
sizes, and the text and size caches answer as the computations they keep."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme, tween
from quash_table.ui.board_paint import BoardPainter
from quash_table.ui.sprites import SPRITES
from tests.ui_helpers import board, make_app, settle, steps

pytestmark = pytest.mark.ui


def _pixels(surface, rect=None):
    if rect is not None:
        surface = surface.subsurface(pygame.Rect(rect).clip(surface.get_rect()))
    return pygame.image.tobytes(surface, "RGB")


def _quiet_board(app, game_id, seats, moves, seed=3):
    """A board on a match `moves` random moves in, whose bots stay idle (the test plays every move)."""
    from quash_table.ui.tables import board_for_match
    rng = random.Random(seed)
    m = Match(game_id, seats, seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_actions()))
    scene = board_for_match(app, m, autosave=False)
    scene.session.update = lambda dt, settled, wall=None, seen=True: None
    app.push(scene)
    return scene, m, rng


@pytest.mark.parametrize("game_id,seats", [("quadwar", ["human", "bot:random", "bot:random", "bot:random"]),
                                           ("flush", ["human", "bot:random", "bot:random"])])
def test_a_region_a_frame_ends_equal_to_the_layer_painted_at_once(game_id, seats):
    app = make_app()
    try:
        scene, m, rng = _quiet_board(app, game_id, seats, 30)
        steps(app, 3)
        assert scene.painter.dirty == []
        hud, _, log = scene.areas()
        for _ in range(6):
            before = _pixels(scene._static)
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            steps(app, 1)
            # the table's region first, the header (cheap) with it; the log waits, and meanwhile shows what it showed
            assert scene.painter.dirty == ["log"]
            after = scene._static
            old = pygame.image.frombytes(before, after.get_size(), "RGB")
            assert _pixels(after, log) == _pixels(old, log)
            steps(app, 1)
            assert scene.painter.dirty == []
            # ... and then the layer is the one a painting of every region at once gives
            layer = scene._static
            scene._static = None
            at_once = BoardPainter(scene).still_layer(app.screen)
            scene._static = layer
            assert _pixels(layer) == _pixels(at_once)
    finally:
        pygame.display.quit()


def test_moves_every_frame_still_paint_every_region_in_turn():
    app = make_app()
    try:
        scene, m, rng = _quiet_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 10)
        steps(app, 3)
        painted = []
        real = {r: getattr(scene.painter, "_paint_" + r) for r in BoardPainter.REGIONS}
        for r in BoardPainter.REGIONS:
            setattr(scene.painter, "_paint_" + r, lambda layer, r=r: (painted.append(r), real[r](layer)))
        frames = []
        for _ in range(9):
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            del painted[:]
            steps(app, 1)
            frames.append(set(painted))
        # the table first in every frame (its captions and plates read the position its pieces show: review
        # 18b), the cheap header with it, and the log never left waiting more than one frame: it rides along
        # the frame after (session 18; it was table+header one frame, the log the next)
        assert all({"table", "hud"} <= f and f <= {"table", "hud", "log"} for f in frames), frames
        assert all("log" in a or "log" in b for a, b in zip(frames, frames[1:])), frames
    finally:
        pygame.display.quit()


def test_the_curtain_is_painted_whole_on_its_first_frame():
    app = make_app()
    try:
        scene = board(app, "thegame", ["human:Ann", "human:Bob"], seed=11)
        s = scene.session
        steps(app, 3)
        if s.curtain is not None:
            s.lift_curtain()
            s._changed()
        settle(app)
        m = s.match
        seat = m.to_move
        while m.to_move == seat:      # Ann plays and ends her turn: the screen must go to Bob
            legal = m.legal_actions()
            m.play(next((a for a in legal if a["type"] == "end_turn"), legal[0]))
            s._changed()
        for _ in range(120):
            steps(app, 1)
            if s.curtain is not None:
                break
        assert s.curtain is not None
        # on the very frame the curtain comes down, nothing of the table shows: no region waits
        assert scene.painter.dirty == []
        hud, _, _ = scene.areas()
        layer = scene._static
        for x, y in [(2, layer.get_height() - 3), (layer.get_width() - 3, hud.bottom + 3),
                     (layer.get_width() // 3, layer.get_height() * 3 // 4)]:
            assert layer.get_at((x, y))[:3] == theme.PANEL
    finally:
        pygame.display.quit()


def test_a_turning_card_makes_faces_at_home_sizes_only():
    app = make_app(animation="normal")
    try:
        scene, m, rng = _quiet_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 0)
        SPRITES.clear()
        homes = set()
        for _ in range(40):
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            for _ in range(4):
                steps(app, 1)
                homes |= {tuple(p.home.size) for p in scene.table.pieces if p.kind == "card"}
        made = {key[3] for key in SPRITES._cache if key[0] == "card"}
        assert made and made <= homes
    finally:
        pygame.display.quit()


class _ListTweener:
    """The plain list the Tweener was: every add with a key filtered the whole list."""

    def __init__(self):
        self.tweens = []

    def add(self, setter, start, end, duration, key=None):
        if key is not None:
            self.tweens = [t for t in self.tweens if t.key != key]
        tw = tween.Tween(setter, start, end, duration, key=key)
        self.tweens.append(tw)

    def cancel(self, key):
        self.tweens = [t for t in self.tweens if t.key != key]

    def update(self, dt):
        for tw in list(self.tweens):
            tw.update(dt)
        self.tweens = [t for t in self.tweens if not t.done]


def test_keyed_tweens_replace_and_cancel_as_the_plain_list_did():
    rng = random.Random(7)
    fast, plain = tween.Tweener(), _ListTweener()
    got = {"fast": {}, "plain": {}}
    for step in range(3000):
        r = rng.random()
        key = rng.choice([None, "a", "b", "c", ("flip", "a"), 3])
        if r < 0.45:
            start, end, dur = rng.random(), rng.random(), rng.choice([0.05, 0.2, 0.5])
            for name, tw in (("fast", fast), ("plain", plain)):
                tw.add(lambda v, name=name, step=step: got[name].__setitem__(step, v), start, end, dur, key=key)
        elif r < 0.6 and key is not None:
            fast.cancel(key)
            plain.cancel(key)
        else:
            dt = rng.choice([1 / 60, 1 / 30, 0.3])
            fast.update(dt)
            plain.update(dt)
        assert [(t.key, t.start, t.end) for t in fast.tweens] == [(t.key, t.start, t.end) for t in plain.tweens]
        assert got["fast"] == got["plain"]
        for k in ("a", "b", "c", ("flip", "a"), 3):
            assert fast.has(k) == any(t.key == k for t in plain.tweens)
        assert fast.busy == bool(plain.tweens)


def test_fit_size_and_px_answer_as_their_computations():
    pygame.font.init()
    rng = random.Random(2)
    words = ["Quash", "Hand 12, trick 3 of 13: Ann 120, Bot 2 -40", "\u2660\u2665 spades broken", "x" * 40]
    for _ in range(300):
        text, size, width = rng.choice(words), rng.randint(9, 30), rng.randint(20, 600)
        bold = rng.random() < 0.5
        want = size
        while want > 8 and theme.font(want, bold).size(text)[0] > width:
            want -= 1
        assert theme.fit_size(text, size, width, bold) == want
        assert theme.fit_size(text, size, width, bold) == want          # and again, from the cache
    for size in [(1024, 640), (1280, 800), (1920, 1080), (700, 500)]:
        m = theme.Metrics(size)
        for n in list(range(0, 60)) + [0.5, 1.5, 12.25, 290, 820]:
            assert m.px(n) == max(1, int(round(n * m.s)))


def test_a_board_keeps_the_game_in_memory_out_of_the_collectors_passes():
    import gc

    from quash_table.ui.heap import FREEZE_EVERY
    app = make_app()
    try:
        gc.unfreeze()
        scene, m, rng = _quiet_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 40)
        assert gc.get_freeze_count() > 0            # what was alive when the board opened
        frozen = gc.get_freeze_count()
        for _ in range(FREEZE_EVERY):
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            steps(app, 1)
        assert gc.get_freeze_count() > frozen       # and again once FREEZE_EVERY moves came
        app.pop()
        assert gc.get_freeze_count() == 0           # closing the board hands it all back
    finally:
        gc.unfreeze()
        pygame.display.quit()


def test_the_log_drawn_moves_later_replays_nothing_and_reads_as_a_fresh_book():
    from quash_table.ui.narration import MoveLogBook
    app = make_app()
    try:
        scene, m, rng = _quiet_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 70)
        steps(app, 4)
        replays, inside = [], []
        real, make = m.state_after, scene.logbook._make
        m.state_after = lambda n: (inside and replays.append(n), real(n))[1]

        def making(start, end):
            inside.append(1)
            try:
                make(start, end)
            finally:
                inside.pop()
        scene.logbook._make = making
        for _ in range(12):
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            steps(app, 1)
        steps(app, 3)
        assert replays == []       # each move's entry was made while its state was the match's own
        m.state_after, scene.logbook._make = real, make
        assert scene.logbook.entries() == MoveLogBook(scene.session).entries()
    finally:
        pygame.display.quit()


def test_faces_made_ahead_are_the_faces_made_on_demand():
    from quash_table.ui.sprites import Sprites
    make_app()
    try:
        ahead = Sprites()
        ahead.want("standard", ["QH", "10S", "BJ"], (77, 108))
        ahead.want("flush", ["7L", "F+"], (54, 76))
        while ahead.warm(0.001):
            pass
        fresh = Sprites()
        for deck, code, size in [("standard", "QH", (77, 108)), ("standard", "10S", (77, 108)),
                                 ("standard", "BJ", (77, 108)), ("flush", "7L", (54, 76)), ("flush", "F+", (54, 76))]:
            assert ("card", deck, code, size, False) in ahead._cache
            assert _pixels(ahead.card(deck, code, size)) == _pixels(fresh.card(deck, code, size))
    finally:
        pygame.display.quit()


def test_once_a_size_was_shown_every_face_at_it_is_made_ahead():
    app = make_app()
    try:
        SPRITES.clear()
        scene, m, rng = _quiet_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 20)
        for _ in range(60):                  # a hand's play shows every size the table has
            m.play(rng.choice(m.legal_actions()))
            scene.session._changed()
            steps(app, 2)
        for _ in range(600):                 # a person looking at the table: the faces are made meanwhile
            steps(app, 1)
            if not SPRITES.wanted():
                break
        assert not SPRITES.wanted()
        made, warming = [], []
        real, real_warm = SPRITES._smooth, SPRITES.warm
        SPRITES._smooth = lambda size, paint: (warming or made.append(size), real(size, paint))[1]

        def warm(seconds):
            warming.append(1)
            try:
                return real_warm(seconds)
            finally:
                warming.pop()
        SPRITES.warm = warm
        try:
            for _ in range(120):             # two deals and their tricks
                if m.over:
                    break
                m.play(rng.choice(m.legal_actions()))
                scene.session._changed()
                steps(app, 2)
        finally:
            del SPRITES._smooth, SPRITES.warm
        assert made == []           # every face shown was made ahead (on demand, none)
    finally:
        pygame.display.quit()


def test_the_chart_reads_one_spectator_view_a_move_and_the_same_rounds():
    from quash_table.games import get_game
    from quash_table.ui.scores import ScoreTracker
    from quash_table.ui.sounds import round_number
    game = get_game("quadwar")
    rng = random.Random(11)
    m = Match("quadwar", ["bot:random"] * 4, 11)
    fast, plain = ScoreTracker(game), ScoreTracker(game)
    plain._round_of = lambda state: round_number(game.view(state, None))     # no memory
    calls = []
    real = game.view
    for i in range(300):
        m.play(rng.choice(m.legal_actions()))
        game.view = lambda state, seat: (calls.append(seat), real(state, seat))[1]
        try:
            calls.clear()
            ended = fast.update(m)
            fast.catch_up(m)
            assert i == 0 or calls == [None]    # one spectator view of the new position, no more
        finally:
            game.view = real
        assert ended == plain.update(m)
        plain.catch_up(m)
        assert fast._points == plain._points
    assert [len(h) for h in (fast.history(m), plain.history(m))] == [len(plain.history(m))] * 2


def test_the_screen_view_is_made_once_a_position_and_is_the_games_view():
    from quash_table.ui.session import MatchSession
    rng = random.Random(5)
    m = Match("quash", ["human", "bot:random"], 5)
    s = MatchSession(m, autosave=False)
    for _ in range(40):
        v = s.view()
        assert s.view() is v and v == m.game.view(m.state, s.screen_seat)
        m.play(rng.choice(m.legal_actions()))
        assert s.view() == m.game.view(m.state, s.screen_seat)
    m.undo(3)
    assert s.view() == m.game.view(m.state, s.screen_seat)
    s.screen_seat = 1 - (s.screen_seat or 0)
    assert s.view() == m.game.view(m.state, s.screen_seat)
    s.close()
