"""Session 23, the shell as a new player reads it without help (review 22's findings): a damaged save's row
stays legible under the pointer and when chosen; ..."""

import pygame
import pytest

from quash_table.ui.damaged_words import says_damaged  # session 24: a row says what befell its file
from tests.ui_helpers import click, make_app, post, steps

pytestmark = pytest.mark.ui


def _contrast(a, b):
    from quash_table.ui.chart import contrast
    return contrast(a, b)


def _row_colours(rect):
    """(the row's background: its most common colour, its words: the colour standing out most from it)."""
    screen = pygame.display.get_surface()
    counts = {}
    for x in range(rect.x + 4, rect.right - 4, 2):
        for y in range(rect.y + 3, rect.bottom - 3):
            c = tuple(screen.get_at((x, y))[:3])
            counts[c] = counts.get(c, 0) + 1
    bg = max(counts, key=counts.get)
    words = max(counts, key=lambda c: _contrast(c, bg))
    return bg, words


@pytest.fixture
def damaged_app():
    from quash_table.paths import saves_dir
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": "quash-table-save", "version": 1, "game": "flush"')
    a = make_app()
    a.nav.load()
    steps(a, 5)
    yield a
    pygame.display.quit()


def test_a_damaged_rows_words_stay_legible_under_the_pointer_and_when_chosen(damaged_app):
    """Red words on the light green hover could not be read (review 22): the pointer over a damaged row,
    then a click on it, each leaves its words at a contrast of 4.5 or more with the row's colour."""
    from quash_table.ui import theme
    app = damaged_app
    lst = app.top.widgets["saves"]
    row = next(item["button_element"] for item in lst.item_list if says_damaged(item["text"]))
    bg, words = _row_colours(row.rect)
    assert _contrast(bg, words) >= 4.5 and bg == theme.PANEL[:3]       # at rest: red on the list's dark
    pygame.mouse.set_pos(row.rect.center)        # pygame_gui reads the pointer where the system has it
    post(pygame.MOUSEMOTION, pos=row.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    steps(app, 4)
    assert row.hovered
    bg, words = _row_colours(row.rect)
    assert bg != theme.PANEL[:3]                                        # the pointer lights it
    assert _contrast(bg, words) >= 4.5, (bg, words)
    click(app, row.rect.center, frames=4)
    bg, words = _row_colours(row.rect)
    assert bg != theme.PANEL[:3]                                        # chosen
    assert _contrast(bg, words) >= 4.5, (bg, words)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_main_menu_has_a_rules_entry_opening_a_games_rules_page(size):
    """"Rules & about" opened About, not the rules (review 22): Rules (a click, or R) opens the page a game
    shows on F1, of the game Continue holds, with a row of every game's to turn to."""
    from quash_table.games import available_game_ids
    from tests.ui_helpers import find, key, press_widget, screen_objects
    app = make_app(size=size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        objs = screen_objects(app)
        assert find(objs, "rules")["label"] == "Rules" and find(objs, "about")["label"] == "About"
        every = [pygame.Rect(o["rect"]) for o in objs if o.get("kind") == "button"]
        assert all(pygame.Rect((0, 0), size).contains(r) for r in every)
        assert not any(a.colliderect(b) for i, a in enumerate(every) for b in every[i + 1:])
        press_widget(app, "rules")
        assert app.top.name == "rules" and app.top.game_id == app.scenes[-2].help_game()
        games = [o["id"] for o in screen_objects(app) if o["id"].startswith("game:")]
        assert len(games) == len(available_game_ids())         # the row of every game's rules
        press_widget(app, games[-1])
        assert app.top.game_id == games[-1].split(":", 1)[1]
        press_widget(app, "back")
        assert app.top.name == "main_menu"
        key(app, pygame.K_r, frames=3)
        assert app.top.name == "rules"
    finally:
        pygame.display.quit()


def test_two_saves_of_one_game_and_its_continue_copy_say_how_far_each_went():
    """Two saves of one QUASH round, its scores still 0-0, read alike ("round 1, your turn · You: 0, Bot 2: 0
    points"), and Quadruple War's Continue row, its end longer, lost every score (review 22). Each row says
    how far its game went: QUASH how full the board is, Quadruple War its trick and scores."""
    import random
    import re
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path, saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    for game_id, seats, options, copy in (("quash", ["human:Ann", "bot:easy"], {"variant": "advanced"}, None),
                                          ("quadwar", ["human:Ann"] + ["bot:easy"] * 3, {"target": 150}, autosave_path())):
        m, rng = Match(game_id, seats, 5, options), random.Random(5)
        for moves, path in ((20, saves_dir() / f"{game_id}-mine.json"), (26, copy or saves_dir() / f"{game_id}-later.json")):
            while len(m.actions) < moves:
                m.play(rng.choice(m.legal_actions()))
            save_match(m, path)
    app = make_app()
    try:
        app.nav.load()
        steps(app, 40)
        texts = [r["text"] for r in app.top.layout_info()["rows"]]
        quash = [t for t in texts if "QUASH" in t]
        assert len(quash) == 2 and all("Bot 2: 0 points" in t for t in quash), quash
        filled = sorted(re.search(r"(\d+) of 36 slots filled", t).group(1) for t in quash)
        assert filled[0] != filled[1], quash                 # how far each went, in words
        war = [t for t in texts if t.startswith("Quadruple War")]
        assert len(war) == 2 and any("Continue" in t for t in war)
        # scores on both (session 24: by name, "You 0, Bot 2 0, ...", where the row has room, as here)
        # (session 34: the trick gives way first, the hand kept to the last, as every game's row)
        assert all("hand" in t and re.search(r"\d points|Bot 2: \d", t) for t in war), war     # (session 26: "Bot 2: 0")
    finally:
        pygame.display.quit()


LAST_WAR = {"game": "quadwar", "counts": {"quadwar": 3},
            "seats": {"quadwar": [{"kind": "human", "level": "normal"}, {"kind": "bot", "level": "easy"},
                                  {"kind": "bot", "level": "normal"}, {"kind": "bot", "level": "normal"},
                                  {"kind": "bot", "level": "normal"}]},
            "options": {"quadwar": {"target": 150}}}


def _as_last_time(app):
    """The words of what is as last time, as drawn over one line or more."""
    from tests.ui_helpers import screen_objects
    objects = screen_objects(app)
    return " ".join(o["label"] for o in objects if o["id"].split(":")[0] == "as_last_time")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_what_is_as_last_time_and_the_note_on_continues_game_do_not_lie_over_each_other(size):
    """Review 23: with a game in Continue, Usual setup and "As last time: Seat 2 Human" were drawn over the note
    between Back and Start ("Continue holds …"): they lie at the foot of the game column, under its
    description, clear of the note, the Rules button and the description's lines."""
    from tests.test_ui_shell_new_game_continue import _autosaved
    from tests.ui_helpers import press_widget, screen_objects
    _autosaved("flush", ["human", "bot:easy"], 4)
    app = make_app(size=size)
    try:
        app.settings["last_table"] = LAST_WAR
        app.nav.main_menu()
        steps(app, 2)
        press_widget(app, "new")
        assert app.top.game_id == "quadwar" and _as_last_time(app).startswith("From last game: 3 players")
        objects = {o["id"]: o for o in app.top.layout_info()["objects"]}
        screen = {o["id"]: o for o in screen_objects(app)}
        note = pygame.Rect(objects["continue:note"]["rect"])
        blurb = pygame.Rect(objects["game:blurb"]["rect"])
        ours = [pygame.Rect(o["rect"]) for i, o in screen.items() if i.split(":")[0] in ("as_last_time", "usual")]
        assert len(ours) >= 2
        others = [note, blurb] + [pygame.Rect(screen[i]["rect"]) for i in ("rules", "back", "start")]
        for r in ours:
            assert r.collidelist(others) < 0, (r, others)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_new_game_says_what_is_as_last_time_and_usual_setup_puts_the_defaults_back(size):
    """New game reused the last table silently (Quadruple War at three players to 150, nothing said why,
    review 22): a line says what is as last time, and Usual setup (a real click) puts the game's own back."""
    from quash_table.games import get_game
    from tests.ui_helpers import press_widget, screen_objects
    app = make_app(size=size)
    try:
        app.settings["last_table"] = LAST_WAR
        app.nav.main_menu()
        steps(app, 2)
        press_widget(app, "new")
        assert app.top.name == "new_game" and app.top.game_id == "quadwar"
        line = _as_last_time(app)
        assert line.startswith("From last game: 3 players, an easy bot in seat 2"), line
        assert app.top.count == 3 and app.top.options["target"] == 150
        press_widget(app, "usual")
        game = get_game("quadwar")
        assert app.top.count == 4 and app.top.options["target"] == game.default_options["target"]
        assert all(s["kind"] == "bot" and s["level"] == "normal" for s in app.top.seats[1:4])
        ids = [o["id"] for o in screen_objects(app)]
        assert "as_last_time" not in ids and "usual" not in ids       # nothing left as last time
        press_widget(app, "start", frames=5)
        assert app.top.session.match.options["target"] == game.default_options["target"]
    finally:
        pygame.display.quit()


def test_the_statistics_chart_says_what_its_bars_count():
    """The chart over The Game's scores said "score in the last 1 game" (review 22): its words say the
    game's unit, "cards laid", NumberQuash's "cells covered"; reached by S and G as a person does."""
    from tests.ui_helpers import key, open_statistics, play_and_record
    play_and_record("thegame", ["human:Ann", "bot:easy"], 3)
    play_and_record("numberquash", ["human:Ann", "bot:easy"], 4)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        titles = {}
        info = open_statistics(app)
        for _ in range(2):
            titles[info["game"]] = info["chart_title"]
            key(app, pygame.K_g, frames=3)
            info = app.top.layout_info()
        assert titles["thegame"].endswith(": cards laid in the last game"), titles
        assert ": cells covered in the last game" in titles["numberquash"], titles
        assert not any("score" in t for t in titles.values()), titles
    finally:
        pygame.display.quit()


def test_statistics_keep_a_row_a_setup_as_the_chart_does():
    """NumberQuash at two players and at three were one row, "6 games, 50%" (review 22): each setup has its
    row, its own games, wins and streaks, and the chart (turned with G) charts that row's games."""
    from tests.ui_helpers import key, open_statistics, play_and_record
    for seed in range(2):
        play_and_record("numberquash", ["human:Ann", "bot:easy"], seed)
    for seed in range(3):
        play_and_record("numberquash", ["human:Ann", "bot:easy", "bot:easy"], 10 + seed)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        info = open_statistics(app)
        rows = {r["setup_words"]: r for r in info["rows"] if r["game"] == "numberquash"}
        assert set(rows) == {"2 players", "3 players"}, info["rows"]
        assert rows["2 players"]["games"] == 2 and rows["3 players"]["games"] == 3
        for _ in range(2):
            assert len(info["chart"]) == rows[info["setup"]]["games"]      # the chart is that row's
            key(app, pygame.K_g, frames=3)
            info = app.top.layout_info()
    finally:
        pygame.display.quit()
