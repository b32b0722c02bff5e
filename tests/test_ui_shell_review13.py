"""Session 13's new player on the app shell: each option's error under its own field (NumberQuash's colours
and Flush's deck file were said in the game's description box, far left), and the other items of the
review (see each test)."""


import pygame
import pytest

from tests.ui_helpers import choose, centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def open_new_game(size=(1280, 800)):
    app = make_app(size=size)
    app.nav.main_menu()
    steps(app, 2)
    click(app, centre(find(app.top.layout_info()["objects"], "new")["rect"]), frames=3)
    assert app.top.name == "new_game"
    return app


def overlaps(objs):
    rects = [(o["id"], pygame.Rect(o["rect"])) for o in objs if o.get("rect") and o["id"] != "h:options"]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:] if ra.colliderect(rb)]


def ids(app):
    return {o["id"] for o in app.top.layout_info()["objects"]}


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("game_id, key, text, words", [
    # (NumberQuash's colours were the first case: they are picked beside each seat since session 45)
    ("numberquash", "order", "1,1,9", "once"),
    # (Flush's deck file was the second case: it is on the command line alone since session 22)
])
def test_an_options_refusal_is_said_under_its_own_field(size, game_id, key, text, words):
    app = open_new_game(size)
    try:
        click(app, centre(find(app.top.layout_info()["objects"], f"game:{game_id}")["rect"]), frames=3)
        app.top.widgets[f"option:{key}"].set_text(text)
        click(app, centre(find(app.top.layout_info()["objects"], "start")["rect"]), frames=3)
        assert app.top.name == "new_game" and app.top.error
        present = ids(app)
        assert f"option:{key}:error" in present, present
        assert overlaps(app.top.layout_info()["objects"]) == []
        assert "game:blurb" in present                  # the description stays: the error is not in its place
        lines = [w for w in app.top.widgets if w.startswith(f"option:{key}:error")]
        said = " ".join(app.top.widgets[w].text for w in lines)
        assert words in said
        field = app.top.widgets[f"option:{key}"].rect
        first = app.top.widgets[f"option:{key}:error"].rect
        assert first.top >= field.top and abs(first.x - field.x) < app.top.m.w // 3
        for w in lines:                                  # each line drawn whole in its box, on the screen
            label = app.top.widgets[w]
            assert label.font.size(label.text)[0] <= label.rect.w, label.text
            assert pygame.Rect((0, 0), size).contains(label.rect)
    finally:
        pygame.display.quit()


# --- Load: a finished game is a row of its own; a row too long drops whole parts, never cuts a word ----------
def _saves_of_one_game(seats="human,bot:normal,bot:normal,bot:normal"):
    import os
    import random
    import time
    from quash_table.engine.match import Match
    from quash_table.engine.saves import WRITER, save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    m = Match("quadwar", seats, seed=11, options={"target": 20})
    m.on_change = None
    rng = random.Random(3)
    for _ in range(3):
        m.play(rng.choice(m.legal_actions()))
    copies = [save_match(m, saves_dir() / f"quadwar-mine{i}.json") for i in range(2)]
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    done = save_match(m, saves_dir() / "quadwar-done.json")
    WRITER.flush()
    now = time.time()
    os.utime(done, (now - 100, now - 100))          # the finished game older than the saves before its end
    for i, f in enumerate(copies):
        os.utime(f, (now - 50 + i, now - 50 + i))
    return copies, done


def open_load(size=(1280, 800)):
    from quash_table.ui import save_list
    save_list._SAVE_SUMMARIES.clear()
    app = make_app(size=size)
    app.nav.load()
    steps(app, 3)
    assert app.top.name == "load"
    return app


def test_a_finished_game_is_never_an_older_copy_of_an_unfinished_save():
    copies, done = _saves_of_one_game()
    app = open_load()
    try:
        rows = {r["file"]: r for r in app.top.layout_info()["rows"]}
        assert rows[done.name]["copy_of"] is None, rows
        assert rows[done.name]["kind"] == "finished"
        assert done.name not in rows[copies[-1].name]["older"]
        # the player's two saves of one position are two rows (a save of the player's is never folded, note 18)
        assert rows[copies[-1].name]["older"] == [] and rows[copies[0].name]["copy_of"] is None
    finally:
        pygame.display.quit()


def test_a_load_row_too_long_drops_whole_parts_rather_than_cut_a_word():
    copies, done = _saves_of_one_game("human:Alexandrina Konstantinopolous,human:Bartholomew Fitzwilliam,"
                                      "human:Christabel Montgomery,human:Dorothea Wolstenholme")
    app = open_load((1024, 640))
    try:
        for row in app.top.layout_info()["rows"]:
            if row["kind"] == "damaged":
                continue
            assert "\u2026" not in row["text"], row["text"]
            from quash_table.paths import saves_dir
            from quash_table.ui.save_list import body_forms
            forms = body_forms(saves_dir() / row["file"])
            # (a second save of the very same line says in its end what tells it apart, "copy" or its time to
            # the second: save_apart, sessions 24 and 37): every row starts with one of its game's forms
            assert any(row["text"].startswith(f + " \u00b7 ") for f in forms), (row["text"], forms)
    finally:
        pygame.display.quit()


# --- Statistics -> Replays: what can be replayed, with Replay (it was the Load screen renamed) -----------------
def test_replays_lists_the_finished_games_with_replay_and_no_load():
    from quash_table.paths import saves_dir
    copies, done = _saves_of_one_game()
    (saves_dir() / "damaged.json").write_text("{not json")
    from quash_table.ui import save_list
    save_list._SAVE_SUMMARIES.clear()
    app = make_app()
    try:
        app.nav.statistics()
        steps(app, 2)
        click(app, centre(find(app.top.layout_info()["objects"], "replays")["rect"]), frames=3)
        assert app.top.name == "load" and app.top.title == "Replays"
        rows = app.top.layout_info()["rows"]
        assert [r["file"] for r in rows] == [done.name]
        present = ids(app)
        assert "load" not in present and "path" not in present and "older" not in present, present
        assert find(app.top.layout_info()["objects"], "replay")["enabled"]
        click(app, centre(find(app.top.layout_info()["objects"], "replay")["rect"]), frames=3)
        assert app.top.name != "load"                   # the replay of the finished game
        assert type(app.top.session).__name__ == "ReplaySession"
    finally:
        pygame.display.quit()


# --- the pause menu's note after Save: the save's words whole, on two lines, not cut mid-word -----------------
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_pause_note_after_save_is_never_cut_mid_word(size):
    from tests.ui_helpers import board, key, settle
    from quash_table.ui.screens.load import saved_row_line
    app = make_app(size=size)
    try:
        scene = board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=3,
                      options={"target": 20})
        settle(app, scene)
        key(app, pygame.K_ESCAPE, frames=2)
        pause = app.top
        click(app, centre(find(pause.layout_info()["objects"], "save")["rect"]), frames=3)
        objects = pause.layout_info()["objects"]
        lines = [o for o in objects if o["id"] == "note" or o["id"].startswith("note:") and o["id"] != "note:saved"]
        said = " ".join(o["label"] for o in lines)
        assert "\u2026" not in said, said
        # the row Load shows for it, word for word (review 16: Pause and Load said different things)
        assert said == saved_row_line(pause.saved_as, pause.m), said
        # where the game stands, as much of it as the row holds: since session 26 every score is "name: count",
        # and at this width the hand's number is kept where the turn no longer fits (load_row.py's forms)
        assert "hand 1, your turn" in said or "you to" in said or "your turn" in said or "hand 1 \u00b7" in said, said
        for o in lines:
            label = pause.widgets[o["id"]]
            assert label.font.size(label.text)[0] <= label.rect.w, label.text
            assert pause.box().contains(label.rect)
    finally:
        pygame.display.quit()


# --- Load's button tooltips cover nothing and keep off the window's edges, an error shown or not ---------------
def _hover_tip(app, wid):
    el = app.top.widgets[wid]
    manager = app.gui()
    pos = el.rect.center
    manager._update_mouse_position = lambda: setattr(manager, "mouse_position", pos)    # pygame_gui polls it
    steps(app, 120)
    return el.tool_tip


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_loads_tooltips_cover_nothing_with_an_error_shown(size):
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.base import TIP_MARGIN
    _saves_of_one_game()
    bad = saves_dir() / "damaged-truncated.json"
    bad.write_text('{"format": 1, "game": "quash", "moves": [')
    app = open_load(size)
    try:
        # a damaged row greys Load (review 14): the error comes from a damaged file's path typed instead
        typed = saves_dir().parent / "typed-damaged.json"
        typed.write_bytes(bad.read_bytes())
        app.top.widgets["path"].set_text(str(typed))
        click(app, centre(find(app.top.layout_info()["objects"], "load")["rect"]), frames=3)
        assert app.top.error and "error" in app.top.widgets
        for wid in ("load", "replay"):
            tip = _hover_tip(app, wid)
            assert tip is not None, wid
            r = pygame.Rect(tip.rect)
            covered = [k for k, o in app.top.widgets.items() if o.visible and k != wid and r.colliderect(o.rect)]
            assert covered == [], (wid, covered, r)
            own = app.top.widgets[wid].rect                 # beside its button, not out to the window's edge
            assert r.right <= own.right, (wid, r, own)
            margin = app.top.m.px(TIP_MARGIN)
            assert pygame.Rect(margin, margin, size[0] - 2 * margin, size[1] - 2 * margin).contains(r), (wid, r)
            manager = app.gui()
            manager._update_mouse_position = lambda manager=manager: setattr(manager, "mouse_position", (2, 2))
            steps(app, 5)
    finally:
        pygame.display.quit()


# --- the end-of-game summary: places in one column, a panel as tall as what it says ----------------------------
def _finished_board(game_id, seats, options):
    import random as _random
    from tests.ui_helpers import open_board, settle
    app, scene = open_board(game_id, seats, seed=4, options=options)
    rng = _random.Random(4)
    s = scene.session
    for _ in range(3000):
        if s.match.over:
            break
        settle(app, scene)
        if s.match.over:
            break
        s.play(rng.choice(s.match.legal_actions()))
    settle(app, scene)
    assert s.match.over and scene.show_summary
    return app, scene


def test_the_summary_places_stand_in_one_column_and_its_panel_fits_its_words(monkeypatch):
    from quash_table.ui import chrome, theme
    from quash_table.ui.overlays import summary_rect
    app, scene = _finished_board("flush", ["human", "bot:random", "bot:random"], {"elimination_at": 1})
    try:
        assert not scene.score_panel.has_chart()          # one hand: the scores alone
        drawn = []
        real = theme.blit_text

        def spy(surface, s, size, pos, colour=theme.TEXT, bold=False, anchor="topleft"):
            r = real(surface, s, size, pos, colour, bold, anchor)
            drawn.append((s, r))
            return r
        monkeypatch.setattr(chrome.theme, "blit_text", spy)
        steps(app, 1)
        ranks = [r for s, r in drawn if s[:-1].isdigit() and s.endswith(".")]
        assert len(ranks) == 3, drawn
        assert len({r.right for r in ranks}) == 1, ranks                 # "1." over "3.", right-aligned
        names = [r for s, r in drawn if any(s.endswith(n) for n in ("You", "(random)"))]
        assert len(names) == 3 and len({r.left for r in names}) == 1, names
        assert all(n.left > r.right for n, r in zip(names, ranks))
        panel = summary_rect(scene)
        buttons = [b.rect for b in scene.overlay_buttons]
        last = max(r.bottom for r in names)
        gap = min(b.top for b in buttons) - last
        assert 0 < gap <= app.metrics.px(60), (gap, panel)                 # no large empty panel
    finally:
        from tests.ui_helpers import close_board
        close_board(app)


# --- Statistics: a winning Flush score of 0 is a block you can see, not a tick on the axis -----------------------
def test_a_score_of_zero_on_the_statistics_chart_is_plainly_visible():
    from quash_table.ui.chart import LOSS, WIN
    from tests.ui_helpers import open_statistics, play_and_record
    scores = [play_and_record("flush", "human:Ann,bot:easy", seed, {"format": "arena", "rounds": 1})
              for seed in (0, 1, 2)]
    assert 0 in scores
    for size in ((1024, 640), (1280, 800)):
        app = make_app(size=size)
        try:
            app.nav.main_menu()
            steps(app, 2)
            open_statistics(app)
            info = app.top.layout_info()
            screen = pygame.display.get_surface()
            zeros = [b for b in info["chart"] if b["score"] == 0]
            assert zeros
            for bar in zeros:
                r = pygame.Rect(bar["rect"])
                assert r.h >= 8 and r.h >= app.metrics.px(10), (size, bar)
                colour = WIN if bar["won"] else LOSS
                for y in (r.top + 1, r.bottom - 2):
                    assert tuple(screen.get_at((r.centerx, y)))[:3] == tuple(colour[:3]), (bar, y)
        finally:
            pygame.display.quit()


# --- New game: each game's own seats; it opens on the game just played, under a title ------------------------------
def _label(app, wid):
    return find(app.top.layout_info()["objects"], wid)["label"].replace("\u25b8", "").strip()


def _press(app, wid):
    click(app, centre(find(app.top.layout_info()["objects"], wid)["rect"]), frames=3)


def test_a_two_person_game_does_not_make_every_game_two_people():
    app = open_new_game()
    try:
        _press(app, "game:quash")
        choose(app, "seat1:kind", "Human")
        _press(app, "start")
        assert app.top.name == "board"
        app.nav.main_menu()
        steps(app, 2)
        _press(app, "new")
        assert app.top.game_id == "quash" and _label(app, "seat1:kind") == "Human"     # QUASH as set up
        for gid in ("numberquash", "flush"):                  # never set up: you against bots
            _press(app, f"game:{gid}")
            assert _label(app, "seat0:kind") == "Human", gid
            assert _label(app, "seat1:kind").startswith("Bot"), gid
            assert app.top.seats[0]["name"] == "You", gid
        _press(app, "game:quash")                             # and QUASH still two people
        assert _label(app, "seat1:kind") == "Human"
    finally:
        pygame.display.quit()


def test_seats_turned_on_the_screen_go_with_the_person_to_another_game():
    app = open_new_game()
    try:
        _press(app, "game:quash")
        choose(app, "seat1:kind", "Human")
        _press(app, "game:flush")
        assert _label(app, "seat1:kind") == "Human"
    finally:
        pygame.display.quit()


def test_new_game_opens_on_the_game_just_played_and_has_a_title():
    from tests.ui_helpers import board
    app = make_app()
    try:
        board(app, "numberquash", ["human", "bot:normal"])   # as `play numberquash` opens it
        steps(app, 2)
        app.nav.main_menu()
        steps(app, 2)
        _press(app, "new")
        assert app.top.game_id == "numberquash"
        title = find(app.top.layout_info()["objects"], "h:new_game")
        assert title["label"] == "New game"
        heads = [pygame.Rect(find(app.top.layout_info()["objects"], h)["rect"]) for h in ("h:game", "h:players")]
        assert not any(pygame.Rect(title["rect"]).colliderect(h) for h in heads)
    finally:
        pygame.display.quit()


def test_an_older_settings_files_one_table_is_the_table_of_its_game():
    from quash_table.ui.settings import clean_table
    seats = [{"kind": "human", "level": "normal"}, {"kind": "human", "level": "normal"}]
    assert clean_table({"game": "quash", "seats": seats})["seats"] == {"quash": seats}
    assert clean_table({"game": "quash", "seats": {"flush": seats, "bad": "x"}})["seats"] == {"flush": seats}
