"""Session 45: new players found the rules pages too long (2,500-3,500 words) and written like a
specification. Each page opens with a short "Learn to play" (at most 450 words: the goal, a turn, the end
and scoring, a tiny worked example, what the table does for you), then the full rules, the rulings and the
keys, unchanged; the Rules screen shows the page in those parts, Learn to play first."""

import re

import pygame
import pytest

from tests.ui_helpers import centre, click, close_board, find, key, make_app, match_board, steps

GAMES = ["quash", "numberquash", "thegame", "quadwar", "flush"]
SIZES = [(1024, 640), (1280, 800)]


def _plain(html_text):
    return " ".join(re.sub(r"<[^>]+>", " ", html_text).split())


# --- the pages (no pygame) ------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_has_a_learn_to_play_part_a_newcomer_reads_in_two_minutes(game_id):
    from quash_table.ui.rules_files import learn_words, rules_parts
    parts = rules_parts(game_id, {})     # the part every game has (the main menu adds option parts)
    assert [p[0] for p in parts] == ["learn", "rules", "rulings", "keys"]
    assert [p[1] for p in parts] == ["Learn to play", "Full rules", "Rulings", "Keys"]
    learn = parts[0][2]
    assert 250 <= learn_words(game_id) <= 450, learn_words(game_id)
    low = learn.lower()
    # the goal, a turn, the end and its scoring, one worked example, what the table does for you
    subheads = [ln[4:].lower() for ln in learn.splitlines() if ln.startswith("### ")]
    assert subheads[0] == "the goal" and "a tiny example" in subheads and subheads[-1] == "the table helps you"
    assert any("turn" in h or "hand" in h for h in subheads), subheads
    assert any("end" in h or "scor" in h for h in subheads), subheads
    table = learn.split("### The table helps you", 1)[1]
    assert "Drag" in table and "**H**" in table and "hint" in table
    assert "Full rules" in table and "Rulings" in table      # where the rest is
    assert "light" in low or "lit " in low or "ring" in low or "dimmed" in low or "glows" in low
    # plain words: no rules-lawyer asides in the short part
    assert "ruling" not in low.split("## learn to play", 1)[1].replace("**rulings**", "")
    assert "`" not in learn


@pytest.mark.parametrize("game_id", GAMES)
def test_the_parts_hold_the_whole_page_once_and_the_blurb_is_still_the_first_paragraph(game_id):
    """Nothing of the full rules and rulings is lost or shown twice: each "## " section is in exactly one
    part, in the page's order within each; the New game screen's line is still the page's first paragraph."""
    from quash_table.ui.rules_files import FOR_OPTION, game_blurb, rules_parts, rules_text, split_sections
    text = rules_text(game_id)
    parts = dict((k, md) for k, _, md in rules_parts(game_id))
    for heading, body in split_sections(text):
        holders = [k for k, md in parts.items() if body in md]
        # (a Learn to play part for one option's games, session 47, is shown only when opened from one)
        for_one = FOR_OPTION.match(heading or "") is not None
        assert len(holders) == 1 and not for_one or heading is None and holders == ["learn"] \
            or for_one and holders == [], (heading, holders)
    assert "## Rulings" in parts["rulings"] and "## Keys" in parts["keys"]
    assert "## Rulings" not in parts["rules"] and "## Keys" not in parts["rules"]
    title = text.splitlines()[0]
    assert all(md.startswith(title) for md in parts.values())        # each part says which game
    blurb = game_blurb(game_id)
    assert blurb.startswith("A ") and blurb in " ".join(parts["learn"].replace("**", "").split())


def test_a_page_without_a_learn_part_is_one_part(monkeypatch):
    from quash_table.ui import rules_files
    page = "# T\n\nA game.\n\n## Rules\n\nPlay.\n\n## Keys\n\n- H: a hint."
    assert rules_files.split_sections(page)[0] == (None, "# T\n\nA game.")
    monkeypatch.setattr(rules_files, "rules_text", lambda game_id: page)
    assert rules_files.rules_parts("quash") == [("rules", "Full rules", page)]


# --- the Rules screen ------------------------------------------------------------------------------------

@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_f1_on_a_board_shows_learn_to_play_first_and_the_tabs_turn_the_parts(size):
    """F1 on a board opened the whole 3,000-word page; now the short part, a tab for each other part, each
    a click, its letter or Tab and Enter away."""
    from quash_table.engine.match import Match
    app, scene = match_board(Match("quash", ["human", "bot:normal"], seed=3), size=size)
    try:
        key(app, pygame.K_F1, frames=3)
        rules = app.top
        assert rules.name == "rules" and rules.game_id == "quash"
        shown = _plain(rules.widgets["rules"].html_text)
        assert "Learn to play" in shown and "A tiny example" in shown
        assert "Runs and failed spots" not in shown and "Where the rule sheet is silent" not in shown
        objects = rules.layout_info()["objects"]
        page = pygame.Rect(find(objects, "rules")["rect"])
        tabs = {k: find(objects, f"part:{k}") for k in ("learn", "rules", "rulings", "keys")}
        from quash_table.ui import theme
        for k, tab in tabs.items():
            r = pygame.Rect(tab["rect"])
            assert r.bottom <= page.top and app.screen.get_rect().contains(r), (k, r)
            assert theme.font(app.metrics.px(16), True).size(tab["label"])[0] < r.w, tab    # its words fit
        assert rules.widgets["part:learn"].object_ids[-1] == "#primary"                    # shown: gold
        # a click on Full rules
        click(app, centre(tabs["rules"]["rect"]), frames=3)
        shown = _plain(rules.widgets["rules"].html_text)
        assert "Runs and failed spots" in shown and "Learn to play" not in shown and "Rulings" not in shown
        assert rules.widgets["part:rules"].object_ids[-1] == "#primary"
        # the letters: R the rulings, K the keys, L back to the start
        key(app, pygame.K_r, frames=2)
        assert "Where the rule sheet is silent" in _plain(rules.widgets["rules"].html_text)
        key(app, pygame.K_k, frames=2)
        shown = _plain(rules.widgets["rules"].html_text)
        assert "F1: these rules" in shown and "Runs and failed spots" not in shown
        key(app, pygame.K_l, frames=2)
        assert "A tiny example" in _plain(rules.widgets["rules"].html_text)
        # a letter leaves the keyboard's ring off the tabs: Down scrolls the part at once
        assert rules.focus is None
        box = rules.widgets["rules"]
        key(app, pygame.K_DOWN, frames=2)
        assert box.scroll_bar is not None and box.scroll_bar.start_percentage > 0
        # Tab walks the ring to a tab, Enter turns to its part
        while rules.focus != "part:keys":
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN, frames=2)
        assert rules.shown_part()[0] == "keys" and "F1: these rules" in _plain(rules.widgets["rules"].html_text)
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top is scene
        key(app, pygame.K_F1, frames=3)                    # opened again: the short part first
        assert "A tiny example" in _plain(app.top.widgets["rules"].html_text)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", SIZES)
def test_f1_on_the_main_menu_opens_every_game_at_its_learn_part_and_keeps_the_part_chosen(size):
    from quash_table.games import available_game_ids
    app = make_app(size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        key(app, pygame.K_F1, frames=2)
        rules = app.top
        for i, gid in enumerate(available_game_ids()):
            key(app, pygame.K_1 + i, frames=2)
            assert rules.game_id == gid
            assert "Learn to play" in _plain(rules.widgets["rules"].html_text), gid
        objects = rules.layout_info()["objects"]
        games = [pygame.Rect(o["rect"]) for o in objects if o["id"].startswith("game:")]
        parts = [pygame.Rect(o["rect"]) for o in objects if o["id"].startswith("part:")]
        page = pygame.Rect(find(objects, "rules")["rect"])
        assert len(parts) == 4 and max(g.bottom for g in games) <= min(p.top for p in parts)
        assert max(p.bottom for p in parts) <= page.top
        key(app, pygame.K_k, frames=2)                      # the keys of one game, then the next game's
        key(app, pygame.K_RIGHT, frames=2)
        assert rules.shown_part()[0] == "keys" and "F1: these rules" in _plain(rules.widgets["rules"].html_text)
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_flush_s_french_sheet_still_one_key_away_and_a_tab_comes_back_from_it():
    app = make_app((1024, 640))
    try:
        from quash_table.ui.screens.rules_page import RulesScene
        app.push(RulesScene(app, "flush"))
        steps(app, 3)
        rules = app.top
        key(app, pygame.K_o, frames=2)
        assert "Original sheet" in rules.widgets["rules"].html_text
        assert all(rules.widgets[f"part:{k}"].object_ids[-1] != "#primary" for k in ("learn", "rules"))
        click(app, rules.widgets["part:learn"].rect.center, frames=3)
        assert not rules.original and "A tiny example" in _plain(rules.widgets["rules"].html_text)
    finally:
        pygame.display.quit()
