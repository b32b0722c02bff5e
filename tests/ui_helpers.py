"""Helpers for the UI tests: an in-process app driven by real pygame events, one frame at a time."""

import json
import random
import time

import pygame
import pytest

DT = 1 / 60

# settle/step_until's wall-clock guard against a hang, not a speed limit: a bot's first move starts its worker
# process, and on a machine loaded by other test workers QUASH's three bots at four seats outran 10 s while
# taking under 1 s of CPU (sessions 32-33); a hang still fails, after this long
HANG_SECONDS = 30.0


def make_app(size=(1280, 800), layout_path=None, animation="fast", round_pause=False, bot_pace=None):
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.app import App
    from quash_table.ui.navigator import Navigator
    settings = dict(settings_mod.DEFAULTS, animation=animation, sound=False, round_pause=round_pause,
                    bot_pace=bot_pace or settings_mod.pace_for_animation(animation))
    app = App(size=size, settings=settings, layout_path=layout_path, fullscreen=False)
    Navigator(app)
    return app


def board(app, game_id, seats, seed=1, options=None, stacked=None):
    from quash_table.ui.tables import new_board
    scene = new_board(app, game_id, seats, seed, options, stacked)
    app.push(scene)
    return scene


def steps(app, n=1):
    for _ in range(n):
        app.step(DT)


def settle(app, scene=None, timeout=HANG_SECONDS, extra=2):
    """Step until every scene is settled (no animation, no drag) and, on a board, no bot is to move."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.step(DT)
        s = scene or app.top
        quiet = all(sc.settled() for sc in app.scenes)
        if quiet and hasattr(s, "session"):
            m = s.session.match
            quiet = m.over or not s.session.is_bot(m.to_move)
        if quiet:
            steps(app, extra)
            return
    raise AssertionError("the table never settled")


def step_until(app, cond, timeout=HANG_SECONDS):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.step(DT)
        if cond():
            return
    raise AssertionError("condition never met")


def centre(rect):
    return (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)


def post(type_, **kw):
    pygame.event.post(pygame.event.Event(type_, **kw))


def click(app, pos, frames=2, button=1):
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    steps(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    steps(app, frames)


def drag(app, start, end, moves=8):
    """Press at start, move there in `moves` steps (a frame each), release: a real drag."""
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    steps(app, 1)
    for i in range(1, moves + 1):
        x = start[0] + (end[0] - start[0]) * i // moves
        y = start[1] + (end[1] - start[1]) * i // moves
        post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0))
        steps(app, 1)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    steps(app, 1)


def key(app, k, mod=0, frames=1):
    post(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)
    steps(app, frames)


def layout(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def find(objects, oid):
    for o in objects:
        if o["id"] == oid:
            return o
    raise AssertionError(f"no object {oid!r} in {[o['id'] for o in objects]}")


# --- a board in a test: open it, find its pieces -------------------------------------------------------
def board_at_small_size(game_id, seats, seed, tmp_path):
    """A fixture's body: (app, scene) of a new game's board at 1024x640 with its layout written, settled; closed
    after the test (`yield from` it)."""
    app, scene = open_board(game_id, seats, seed=seed, size=(1024, 640), layout_path=tmp_path / "layout.json")
    settle(app, scene)
    yield app, scene
    close_board(app)


def open_board(game_id, seats, seed=1, options=None, stacked=None, layout_path=None, **app_kw):
    """An app showing a new game's board, settled (no animation running, no bot to move); `app_kw`: make_app's
    other settings (size, animation, ...)."""
    app = make_app(layout_path=layout_path, **app_kw)
    scene = board(app, game_id, list(seats), seed=seed, options=options, stacked=stacked)
    settle(app, scene)
    return app, scene


def match_board(m, size=(1280, 800), settled=True, **kw):
    """An app showing match `m`'s board at `size` (make_app's other settings in `kw`), not autosaving;
    settled unless `settled` is False (a test that watches the bots' next moves come)."""
    from quash_table.ui.tables import board_for_match
    app = make_app(size=size, **kw)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    if settled:
        settle(app, scene)
    return app, scene


def replay_of(m, size=(1024, 640), face_up=False):
    """An app showing the replay of finished match `m` at `size` (no animation), all cards face up if
    `face_up`."""
    from quash_table.ui.replay import FACE_UP
    from quash_table.ui.tables import replay_board
    app = make_app(size=size, animation="instant")
    scene = replay_board(app, m)
    app.push(scene)
    if face_up:
        scene.session.choice = FACE_UP
    return app, scene


def open_moves(app, scene):
    """Open the Moves column by a click on its header button (a board may start with it folded)."""
    if scene.log_folded():
        click(app, centre(find(scene.layout_info()["objects"], "hud:log")["rect"]))
        settle(app, scene)
    assert not scene.log_folded()


def close_board(app):
    app.pop()
    pygame.display.quit()


def piece_rect(scene, pid):
    return scene.table.piece_by_id[pid].home


def target_rect(scene, tid):
    return scene.table.target_by_id[tid].rect


def aim(scene, tid):
    """Where a drop on target `tid` is aimed: its middle; one of your cards (advanced, "swap:...") by the middle of
    the part of it in view (session 58: on a spot with room its edges lay the card, swap_aim.aim_on_face)."""
    return target_rect(scene, tid).center


def button(scene, bid):
    return next(b for b in scene.table.buttons if b.id == bid)


def grab(scene, piece):
    """A point on the part of a card (a piece or its id) that the cards fanned over it leave visible."""
    p = scene.table.piece_by_id[piece] if isinstance(piece, str) else piece
    r = p.home
    right = min([o.home.x for o in scene.table.pieces
                 if o.z > p.z and o.home.colliderect(r) and o.home.x > r.x] + [r.right])
    return ((r.x + right) // 2, r.y + r.h // 3)


def ask_hint(app, scene, timeout=30.0):
    """Press H and wait for the hint to come (the hint bot thinks off the UI thread; a search in the
    worker process, which starts on first use)."""
    key(app, pygame.K_h)
    step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting, timeout)


def hint_placed(app, scene):
    """(rect, arrow band) of the hint's words once its arrow's routed way is drawn (the words are placed against it)."""
    h = scene.hints
    step_until(app, lambda: not h.arrow_pending() and h.frame_drawn()[0], timeout=120)
    return pygame.Rect(scene.painter.message_rect()), h.arrow_band()


# --- the menus in a test -------------------------------------------------------------------------------
def screen_objects(app):
    """What the screen on top lists in its --layout (its widgets, or a board's pieces)."""
    return app.top.layout_info()["objects"]


def press_widget(app, wid, button=1, frames=3):
    """A real click (`button` 3: a right-click) on the middle of the top screen's widget `wid`."""
    click(app, centre(find(screen_objects(app), wid)["rect"]), frames=frames, button=button)


def choose(app, wid, text, frames=3):
    """Real clicks: open the top screen's drop-down `wid`, then click the row that reads `text` in its list."""
    if find(screen_objects(app), wid)["label"] == text:
        return
    press_widget(app, wid, frames=frames)
    rows = [o for o in screen_objects(app) if o["id"].startswith(f"{wid}:choice:")]
    assert rows, f"{wid} did not open"
    row = next((o for o in rows if o["label"] == text), None)
    assert row is not None, f"{text!r} not among {[o['label'] for o in rows]}"
    # the row's click reaches the screen a few frames on (row, list, drop-down: an event each)
    click(app, centre(row["rect"]), frames=frames + 3)
    assert find(screen_objects(app), wid)["label"] == text


def save_random_games(games=("flush", "quash"), moves=4):
    """Save one short game of each of `games` (Ann against an easy bot, seeds 1, 2, ... and `moves` random
    moves) in the saves folder as `<game>.json`: a Load screen with rows to choose from."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    for seed, game in enumerate(games, 1):
        m = Match(game, ["human:Ann", "bot:easy"], seed)
        rng = random.Random(seed)
        for _ in range(moves):
            m.play(rng.choice(m.legal_actions()))
        save_match(m, saves_dir() / f"{game}.json")


def load_rows(size):
    """{file: text} of the Load screen's rows, opened at `size` on the saves in the folder."""
    app = make_app(size=size)
    try:
        app.nav.load()
        steps(app, 4)
        return {r["file"]: r["text"] for r in app.top.layout_info()["rows"]}
    finally:
        pygame.display.quit()


def click_load_row(app, name):
    """Click the Load screen's row of the save `name` (a file name); its text."""
    scene = app.top
    text = next(t for t, f in scene.rows if f.name == name)
    item = next(i for i in scene.widgets["saves"].item_list if i["text"] == text)
    click(app, centre(pygame.Rect(item["button_element"].rect)), frames=3)
    return text


@pytest.fixture(name="app")
def main_menu_app():
    """The fixture `app` (import main_menu_app): an app showing the main menu, closed after the test."""
    a = make_app()
    a.nav.main_menu()
    steps(a, 2)
    yield a
    pygame.display.quit()


def new_game_screen(size=(1280, 800)):
    """An app showing the New game screen, reached from the main menu by a real click on New game."""
    a = make_app(size)
    a.nav.main_menu()
    steps(a, 2)
    press_widget(a, "new")
    assert a.top.name == "new_game"
    return a


@pytest.fixture(name="app")
def new_game_app():
    """The fixture `app` (import new_game_app): the New game screen (new_game_screen), closed after the test."""
    yield new_game_screen()
    pygame.display.quit()


def play_and_record(game_id, seats, seed, options=None):
    """A game played to its end by random moves and recorded in the statistics; seat 0's score."""
    from quash_table.engine.match import Match
    from quash_table.engine.stats import record_match
    m = Match(game_id, seats, seed=seed, options=options or {})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    record_match(m)
    return m.game.result(m.state)["scores"][0]


def open_statistics(app):
    """S on the main menu: the Statistics screen's --layout."""
    key(app, pygame.K_s, frames=3)
    assert app.top.name == "statistics"
    steps(app, 2)
    return app.top.layout_info()


def play_out_turn(app, scene, prefer="place", seed=1):
    """Play random legal moves (one of type `prefer` when there is one) until the seat to move changes,
    letting every animation land: the set-up of tests that need the next person's turn."""
    rng = random.Random(seed)
    m = scene.session.match
    seat = m.to_move
    while m.to_move == seat:
        legal = m.legal_actions()
        scene.session.play(next((a for a in legal if a["type"] == prefer), rng.choice(legal)))
        settle(app, scene)
        while scene.session.director is not None and scene.session.director.busy():
            scene.session.director.skip()
            settle(app, scene)
    settle(app, scene)


def plain_wrap(text, size, width, bold=False):
    """Greedy wrapping, word by word, as theme.wrap did before it balanced a lone last word (session 26): the
    baseline tests use to find the widths where a word would stand alone."""
    from quash_table.ui import theme
    f = theme.font(size, bold)
    lines, line = [], ""
    for w in text.split(" "):
        cand = w if not line else f"{line} {w}"
        if f.size(cand)[0] <= width or not line:
            line = cand
        else:
            lines.append(line)
            line = w
    return lines + [line]


# --- tooltips in a test --------------------------------------------------------------------------------
def rest_pointer(monkeypatch, app, pos, frames=90):
    """The pointer moved to `pos` and resting there `frames` frames (90: past a menu tooltip's delay;
    pygame_gui polls pygame.mouse.get_pos, patched here, and a board reads it too)."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    steps(app, frames)


def shown_tip(scene):
    """The rect of the tooltip a menu screen shows (a widget's or a tick box's words'), None if none."""
    for el in scene.widgets.values():
        for holder in (el, getattr(el, "text_label", None)):
            tip = getattr(holder, "tool_tip", None)
            if tip is not None:
                return pygame.Rect(tip.rect)
    return None


def words_on_screen(scene):
    """{id: rect} of the words a menu screen shows: labels, text boxes and tick boxes' words ("<id>:words")."""
    out = {}
    for wid, el in scene.widgets.items():
        if not el.visible:
            continue
        if type(el).__name__ in ("UILabel", "UITextBox"):
            out[wid] = pygame.Rect(el.rect)
        label = getattr(el, "text_label", None)
        if label is not None and label.visible:
            out[wid + ":words"] = pygame.Rect(label.rect)
    return out


def board_tip(monkeypatch, app, scene, rect, frames=3):
    """The pointer rested on `rect` (a button's, a layout object's) of a board: the tip the board draws then,
    (words, rect), or None (the last frame's tip forgotten first)."""
    scene.hud.tip = None
    rest_pointer(monkeypatch, app, pygame.Rect(rect).center, frames)
    return scene.hud.tip


# --- the move log's drawing in a test ------------------------------------------------------------------
class Recording(pygame.Surface):
    """A surface that keeps what was blitted on it (`blits`) and where (`places`: (image, dest))."""

    def __init__(self, size):
        super().__init__(size)
        self.blits = []
        self.places = []

    def blit(self, source, dest, *args, **kw):
        self.blits.append(source)
        self.places.append((source, dest))
        return super().blit(source, dest, *args, **kw)


class LogBook:
    """narration.MoveLogBook's reading side for chrome.MoveLog: `n` moves, move i's entry `entry(i)` ((seat,
    words)); `first_move(i)`: the first move of the line telling move i (a line telling several moves)."""

    def __init__(self, n, entry, first_move=None):
        self.n, self._entry, self._first = n, entry, first_move

    def count(self):
        return self.n

    def entries(self, start=0, end=None):
        return [self._entry(i) for i in range(start, self.n if end is None else end)]

    def entry_lines(self, start=0, end=None):
        """The entries line by line, as MoveLogBook.entry_lines gives them (words written here with
        narration.OWN_LINE before each line of its own)."""
        from quash_table.ui.narration import OWN_LINE
        return [(seat, tuple(words.split(OWN_LINE)) if words else ()) for seat, words in self.entries(start, end)]

    def first_move(self, i):
        return i if self._first is None else self._first(i)

    def setup_words(self):
        return ""


def hud_tip_rect(monkeypatch, app, scene, btn):
    """The pointer rested on board button `btn` (a header, table or replay bar button): the rect of the tip it
    shows, which must show."""
    got = board_tip(monkeypatch, app, scene, btn.rect)
    assert got is not None, btn.id
    return got[1]


def hover_for_tip(app, scene, pos, monkeypatch):
    """Rest the pointer on `pos` (a table's tip spot) until a lit tip's wait is over: the board's (words, rect)."""
    from quash_table.ui.hud import LIT_TIP_WAIT
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    steps(app, int(LIT_TIP_WAIT / DT) + 3)
    assert scene.hud.tip is not None, "no tooltip"
    return scene.hud.tip


def recorded_lines(monkeypatch):
    """[(rgb, start, end, width)] of every pygame.draw.line from now on (the lines are still drawn)."""
    drawn = []
    real = pygame.draw.line

    def record(surface, colour, a, b, width=1):
        drawn.append((tuple(colour)[:3], a, b, width))
        return real(surface, colour, a, b, width)
    monkeypatch.setattr(pygame.draw, "line", record)
    return drawn


def first_board_reaching(size, game_id, seats, seeds, reach):
    """(app, board, what) for the first of `seeds` whose board, played on by `reach(app, board)`, reaches a
    position (`what`, not None); the boards of the seeds before it closed. (None, None, None) where none does."""
    for seed in seeds:
        app = make_app(size=size, animation="instant")
        scene = board(app, game_id, seats, seed=seed)
        what = reach(app, scene)
        if what is not None:
            return app, scene, what
        close_board(app)
    return None, None, None
