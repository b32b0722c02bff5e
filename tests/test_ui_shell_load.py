"""The Load screen as a new player meets it, through real clicks and the pixels drawn: no row looks chosen
before a click, a damaged save looks damaged, an error about an earlier choice goes when a row is picked,
tooltips keep off the error, and basic / advanced QUASH saves and games kept automatically read apart."""

import random

import pygame
from quash_table.ui.damaged_words import says_damaged  # session 24: a row says what befell its file
import pytest

from tests.ui_helpers import centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def _play(match, n, seed):
    rng = random.Random(seed)
    for _ in range(n):
        if match.over:
            break
        match.play(rng.choice(match.legal_actions()))
    return match


@pytest.fixture
def saves():
    """Five saves of the kinds the list tells apart, written oldest first (the list shows newest first)."""
    import os
    from quash_table.engine.match import Match
    from quash_table.engine.saves import KEPT_PREFIX, save_match
    from quash_table.paths import saves_dir
    folder = saves_dir()
    made = [
        ("quash-basic.json", Match("quash", ["human:Ann", "bot:normal"], 3, {"variant": "basic"})),
        ("quash-advanced.json", Match("quash", ["human:Ann", "bot:normal"], 3, {"variant": "advanced"})),
        (f"{KEPT_PREFIX}flush-20261125-101010.json", Match("flush", ["human:Ann", "bot:normal"], 4)),
    ]
    for i, (name, match) in enumerate(made):
        save_match(_play(match, 12, i), folder / name)
    (folder / "broken.json").write_text('{"format": "quash-table-save", "version": 1, "game": "flush"')
    for age, name in enumerate(["broken.json"] + [n for n, _ in reversed(made)]):
        os.utime(folder / name, (1_700_000_000 - age * 60, 1_700_000_000 - age * 60))
    return folder


@pytest.fixture
def app(saves):
    a = make_app()
    a.nav.load()
    steps(a, 3)
    yield a
    pygame.display.quit()


def rows(app):
    """{file name: the row's button element} of the list."""
    lst = app.top.widgets["saves"]
    by_text = {item["text"]: item["button_element"] for item in lst.item_list}
    return {row[1].name: by_text[row[0]] for row in app.top.rows}


def press(app, wid):
    click(app, centre(find(app.top.layout_info()["objects"], wid)["rect"]), frames=3)


def background(app, el):
    """The colour at the left end of a row, where no text is drawn."""
    steps(app, 2)
    return tuple(pygame.display.get_surface().get_at((el.rect.x + 4, el.rect.centery)))[:3]


def test_the_newest_save_is_chosen_from_the_start_and_only_it_looks_chosen(app):
    # the list opened with no row chosen while Load stood gold: which game would it load?
    lst = app.top.widgets["saves"]
    screen = pygame.display.get_surface()
    steps(app, 2)
    empty = tuple(screen.get_at((lst.rect.x + 6, lst.rect.bottom - 10)))[:3]   # the list below its rows
    els = rows(app)
    newest = app.top.rows[0][1].name          # the damaged file, the newest of all, is listed last, not chosen
    assert app.top.rows[-1][1].name == "broken.json"
    assert newest.startswith("unfinished-flush")
    assert app.top.path_text.endswith(newest)
    assert app.top.widgets["path"].get_text() == ""       # the field shows no inner path (session 22)
    assert background(app, els[newest]) != empty
    assert all(background(app, el) == empty for name, el in els.items() if name != newest)
    click(app, els["quash-basic.json"].rect.center, frames=3)
    assert app.top.path_text.endswith("quash-basic.json")
    assert background(app, els["quash-basic.json"]) != empty            # the chosen row stands out
    assert all(background(app, el) == empty for name, el in els.items() if name != "quash-basic.json")


def clear_path(app):
    """A path typed that holds no save (the field is for a save from elsewhere: since session 22 it never
    shows the chosen row's file, so an empty field is no longer "no pick")."""
    app.top.widgets["path"].set_text("/nowhere/no-such-save.json")
    steps(app, 1)


def test_a_damaged_save_is_drawn_in_red_and_says_damaged(app):
    from quash_table.ui import theme
    steps(app, 2)
    screen = pygame.display.get_surface()

    def reds(el):
        r = el.rect
        return sum(1 for x in range(r.x, r.right, 2) for y in range(r.y, r.bottom, 2)
                   if sum(abs(a - b) for a, b in zip(screen.get_at((x, y))[:3], theme.ILLEGAL[:3])) < 60)
    els = rows(app)
    assert reds(els["broken.json"]) > 50
    assert reds(els["quash-basic.json"]) == 0
    info = {r["file"]: r for r in app.top.layout_info()["rows"]}
    assert info["broken.json"]["kind"] == "damaged" and says_damaged(info["broken.json"]["text"])


def test_load_without_a_pick_says_so_and_picking_a_row_clears_that_error(app):
    clear_path(app)
    press(app, "load")
    assert app.top.name == "load"
    errors = [o for o in app.top.layout_info()["objects"] if o.get("level") == "error"]
    assert errors, "a path that holds no save is refused, with its reason"
    assert "error" in app.top.widgets
    click(app, rows(app)["quash-advanced.json"].rect.center, frames=3)
    assert not [o for o in app.top.layout_info()["objects"] if o.get("level") == "error"]
    assert "error" not in app.top.widgets                 # and nothing of it is drawn
    press(app, "load")
    assert app.top.name == "board"
    assert app.top.session.match.options.get("variant") == "advanced"


def test_basic_and_advanced_quash_and_a_game_kept_automatically_read_apart(app):
    info = {r["file"]: r for r in app.top.layout_info()["rows"]}
    basic, advanced = info["quash-basic.json"]["text"], info["quash-advanced.json"]["text"]
    assert basic.split(" \u00b7 ")[0] == "QUASH"
    assert advanced.split(" \u00b7 ")[0] == "QUASH (advanced)"
    kept = next(r for name, r in info.items() if name.startswith("unfinished-"))
    assert kept["kind"] == "kept" and "autosaved" in kept["text"]
    assert info["quash-basic.json"]["kind"] == "saved"


def test_the_empty_path_field_shows_no_text_that_could_pass_for_a_typed_path():
    app = make_app()            # no saves: nothing is chosen, the field is empty
    app.nav.load()
    steps(app, 3)
    entry = app.top.widgets["path"]
    assert entry.get_text() == ""
    steps(app, 2)
    area = pygame.display.get_surface().subsurface(pygame.Rect(entry.rect).inflate(-8, -8))
    colours = {tuple(area.get_at((x, y))) for x in range(area.get_width()) for y in range(area.get_height())}
    assert len(colours) <= 3, "something is written in the empty field"


def test_a_tooltip_never_covers_the_error(app):
    clear_path(app)
    press(app, "load")                         # the error: nothing picked
    error = pygame.Rect(app.top.widgets["error"].rect)
    manager = app.gui()
    for wid in ("load", "replay"):
        pos = app.top.widgets[wid].rect.center
        # pygame_gui reads the pointer through this wrapper: headless, it is where the test points
        manager._update_mouse_position = lambda pos=pos: setattr(manager, "mouse_position", pos)
        steps(app, 120)
        tip = app.top.widgets[wid].tool_tip
        assert tip is not None, f"no tooltip over {wid}"
        assert not pygame.Rect(tip.rect).colliderect(error), f"the {wid} tooltip covers the error"
        manager._update_mouse_position = lambda: setattr(manager, "mouse_position", (5, 5))
        steps(app, 10)


def test_a_row_picked_from_the_keyboard_clears_the_error_too(app):
    from tests.ui_helpers import key
    clear_path(app)
    press(app, "load")
    assert app.top.error
    while app.top.focus != "saves":
        key(app, pygame.K_TAB, frames=1)
    key(app, pygame.K_RETURN, frames=2)                 # the first row
    key(app, pygame.K_DOWN, frames=2)                   # the next one
    assert app.top.path_text == str(app.top.rows[1][1]) and app.top.widgets["path"].get_text() == ""
    assert not app.top.error and "error" not in app.top.widgets


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_six_seat_game_kept_automatically_shows_its_whole_line(saves, size):
    # "Flush · Player 1, Bot 2, Bot 3, Bot 4, Bot 5, Bot 6 · 120 moves, kept automatically…": the date cut off
    from quash_table.engine.match import Match
    from quash_table.engine.saves import KEPT_PREFIX, save_match
    m = _play(Match("flush", ["human", "bot:normal", "bot:hard", "bot:normal", "bot:easy", "bot:normal"], 5),
              120, 5)
    save_match(m, saves / f"{KEPT_PREFIX}flush-20261125-111111.json")
    a = make_app(size)
    try:
        a.nav.load()
        steps(a, 3)
        info = {r["file"]: r for r in a.top.layout_info()["rows"]}
        for name, row in info.items():
            assert not row["text"].endswith("\u2026"), row["text"]
        kept = info[f"{KEPT_PREFIX}flush-20261125-111111.json"]["text"]
        assert "autosaved" in kept and "You: " in kept and ("Bots 2\u20136: " in kept or "Bot 6: " in kept), kept
    finally:
        pygame.display.quit()


def test_the_load_list_names_the_one_person_at_a_table_of_bots_you():
    # the board says "You" where the Load list said "Player 1"
    from quash_table.engine.match import parse_seats
    from quash_table.ui.save_list import players_words
    assert players_words(parse_seats("human,bot:easy")) == "You, Bot 2"
    assert players_words(parse_seats("human,bot:easy,bot:easy")) == "You, Bots 2 and 3"
    assert players_words(parse_seats("human:Ann,human:Bob,bot:easy")) == "Ann, Bob, Bot 3"


def test_a_chosen_rows_text_is_easy_to_read_on_its_bar():
    # the chosen row was light text on a light-green bar; every row look must keep a WCAG contrast of 4.5
    from quash_table.ui import theme
    from tests.ui_helpers import make_app

    def lum(hexc):
        c = [int(hexc[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        c = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]

    app = make_app()
    try:
        t = theme.gui_theme(app.metrics)
        for look in ("#item_list_item", "#kept_save"):
            colours = dict(t["defaults"]["colours"], **t[f"selection_list.{look}"]["colours"])
            a, b = sorted((lum(colours["selected_bg"]), lum(colours["selected_text"])), reverse=True)
            assert (a + 0.05) / (b + 0.05) >= 4.5, look
    finally:
        pygame.display.quit()


def test_a_refusal_reads_as_a_sentence_and_the_load_tooltip_keeps_off_the_edge(app):
    # It said "the save's moves, seats or options do not match its check ..." with a small letter, and
    # "Play on from where it was saved" sat against the window's right edge.
    import json

    from quash_table.paths import saves_dir
    data = json.loads((saves_dir() / "quash-basic.json").read_text())
    data["seed"] += 1
    (saves_dir() / "edited.json").write_text(json.dumps(data))
    app.top.widgets["path"].set_text(str(saves_dir() / "edited.json"))
    press(app, "load")
    # session 24: what happened in a player's words first, the reason as the rules write it its detail
    assert app.top.error.startswith("It was changed after it was saved")
    assert "Detail: the save's moves, seats or options do not match its check" in app.top.error
    assert "<b>It was changed after it was saved" in app.top.widgets["error"].html_text
    manager = app.gui()
    pos = app.top.widgets["load"].rect.center
    manager._update_mouse_position = lambda: setattr(manager, "mouse_position", pos)
    steps(app, 120)
    tip = app.top.widgets["load"].tool_tip
    assert tip is not None
    m = app.metrics
    assert tip.rect.right <= m.w - m.px(16) and tip.rect.bottom <= m.h - m.px(16), tip.rect    # a margin


def test_a_kept_pass_and_play_line_keeps_its_mark_and_its_date_at_1024x640(saves):
    # "QUASH · round 1, Ann to play · Ann: 0, Bob: 0 · kept automat…": the mark cut and the date lost
    import os
    import time as _time

    from quash_table.engine.match import Match
    from quash_table.engine.saves import KEPT_PREFIX, save_match
    m = _play(Match("quash", ["human:Annabelle-Marie", "human:Bartholomew", "human:Christabel", "human:Dominique"],
                    5, {"variant": "advanced"}), 40, 5)
    path = saves / f"{KEPT_PREFIX}quash-20261125-121212.json"
    save_match(m, path)
    when = _time.strftime("%d %b %H:%M", _time.localtime(os.stat(path).st_mtime)).lstrip("0")
    a = make_app((1024, 640))
    try:
        a.nav.load()
        steps(a, 3)
        info = {r["file"]: r for r in a.top.layout_info()["rows"]}
        kept = info[path.name]["text"]
        assert kept.endswith(" \u00b7 autosaved \u00b7 " + when), kept
    finally:
        pygame.display.quit()


def _enabled(app, wid):
    return find(app.top.layout_info()["objects"], wid)["enabled"]


def test_load_and_replay_are_greyed_on_a_damaged_row_and_lit_again_on_a_good_one(app):
    # Load stood lit (gold) on a damaged row: pressing it only repeated the row's own "damaged"
    assert _enabled(app, "load") and _enabled(app, "replay")
    els = rows(app)
    click(app, els["broken.json"].rect.center, frames=3)
    assert app.top.path_text.endswith("broken.json")
    assert not _enabled(app, "load") and not _enabled(app, "replay")
    press(app, "load")                                   # a click on the greyed button does nothing
    assert app.top.name == "load" and not app.top.error
    click(app, els["quash-basic.json"].rect.center, frames=3)
    assert _enabled(app, "load") and _enabled(app, "replay")


def test_a_listed_save_that_fails_when_opened_greys_load_with_its_reason(saves):
    # a save whose header reads but whose moves do not replay is found out by Load: its row turns damaged,
    # the reason names the move, and Load no longer stands lit on it
    import json

    from quash_table.engine.saves import save_check
    path = saves / "quash-basic.json"
    data = json.loads(path.read_text())
    data["actions"][3] = {"type": "play", "card": "ZZ", "spot": 1}
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data["stacked"],
                               data["undos"], data["actions"])
    path.write_text(json.dumps(data))
    a = make_app()
    a.nav.load()
    steps(a, 3)
    try:
        click(a, rows(a)["quash-basic.json"].rect.center, frames=3)
        assert _enabled(a, "load")
        press(a, "load")
        assert a.top.name == "load" and "action 4 of the log" in a.top.error, a.top.error
        info = {r["file"]: r for r in a.top.layout_info()["rows"]}
        assert info["quash-basic.json"]["kind"] == "damaged"
        assert not _enabled(a, "load") and not _enabled(a, "replay")
    finally:
        pygame.display.quit()


def test_every_row_starts_at_the_lists_left_edge(app):
    # review 39: centred rows of different lengths began anywhere across the list and were hard to scan; each
    # row's words now start at one left edge, a kept or damaged save's as a saved one's
    elements = rows(app)
    assert len(elements) >= 3
    starts = set()
    for name, el in elements.items():
        assert el.text_horiz_alignment == "left", name
        starts.add(el.rect.x + el.text_horiz_alignment_padding)
    lst = app.top.widgets["saves"]
    assert len(starts) == 1 and lst.rect.x < starts.pop() < lst.rect.x + app.metrics.px(30)


def test_the_first_down_moves_the_chosen_row(app):
    # review 39: Load opens with its first row chosen (gold); the first Down only put the keyboard's ring on the
    # list, and only the second chose the next row
    from tests.ui_helpers import key
    assert app.top.focus is None and app.top.chosen_path() == app.top.rows[0][1]
    key(app, pygame.K_DOWN, frames=2)
    assert app.top.focus == "saves" and app.top.chosen_path() == app.top.rows[1][1]
    key(app, pygame.K_UP, frames=2)
    assert app.top.chosen_path() == app.top.rows[0][1]
