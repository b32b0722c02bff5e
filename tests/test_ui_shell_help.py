"""F1 opens the rules on every screen that is about a game, as on a board: the main menu (the game Continue
holds, with a button for each next game's rules), New game (the game chosen), the pause menu."""

import pygame
import pytest

from quash_table.ui import theme
from tests.ui_helpers import centre, click, find, key, make_app, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.display.quit()


def rules_text(app):
    return app.top.widgets["rules"].html_text


def test_f1_on_the_main_menu_opens_the_rules_and_turns_to_every_game(app):
    from quash_table.games import available_game_ids
    from quash_table.ui.rules_files import rules_text as players_rules
    app.nav.main_menu()
    steps(app, 2)
    key(app, pygame.K_F1, frames=2)
    assert app.top.name == "rules"
    ids = available_game_ids()
    seen = [app.top.game_id]
    for _ in range(len(ids) - 1):
        key(app, pygame.K_RIGHT, frames=2)                 # Right: the next game's rules
        seen.append(app.top.game_id)
        first_heading = players_rules(seen[-1]).split("\n")[0].lstrip("# ").strip()
        assert first_heading.split()[0] in rules_text(app)
    assert sorted(seen) == sorted(ids)
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "main_menu"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_f1_on_the_main_menu_puts_every_game_one_click_or_key_away(size):
    """F1 on the main menu offered one button, the next game's rules: the game before was four presses
    away. A row of the five games over the page, the one shown gold, each a click or its digit away; Left
    and Right step to the game before and after."""
    from quash_table.games import available_game_ids, get_game
    a = make_app(size)
    try:
        a.nav.main_menu()
        steps(a, 2)
        key(a, pygame.K_F1, frames=2)
        scene = a.top
        ids = available_game_ids()
        objects = a.top.layout_info()["objects"]
        tabs = [find(objects, f"game:{gid}") for gid in ids]
        page = pygame.Rect(find(objects, "rules")["rect"])
        for gid, tab in zip(ids, tabs):
            r = pygame.Rect(tab["rect"])
            assert get_game(gid).title.startswith(tab["label"]) and r.bottom <= page.top, tab
            assert theme.font(a.metrics.px(16), True).size(tab["label"])[0] < r.w, tab   # its name fits
        for gid in reversed(ids):                                                 # a click on each
            tab = find(a.top.layout_info()["objects"], f"game:{gid}")
            click(a, centre(tab["rect"]), frames=2)
            assert scene.game_id == gid
            assert a.top.widgets[f"game:{gid}"].object_ids[-1] == "#primary"     # the one shown is gold
        key(a, pygame.K_LEFT, frames=2)                                        # before the first: the last
        assert scene.game_id == ids[-1]
        key(a, pygame.K_3, frames=2)
        assert scene.game_id == ids[2]
        key(a, pygame.K_LEFT, frames=2)
        assert scene.game_id == ids[1]
    finally:
        pygame.display.quit()


def test_f1_on_the_main_menu_starts_at_the_game_continue_holds():
    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    m = Match("flush", "human,bot:easy", seed=3)
    m.play(m.legal_actions()[0])
    write_autosave(m)
    a = make_app()
    try:
        a.nav.main_menu()
        steps(a, 2)
        key(a, pygame.K_F1, frames=2)
        assert a.top.name == "rules" and a.top.game_id == "flush"
    finally:
        pygame.display.quit()


def test_f1_on_new_game_opens_the_chosen_games_rules(app):
    app.nav.main_menu()
    app.nav.new_game()
    steps(app, 2)
    b = app.top.widgets["game:quadwar"].rect
    click(app, b.center, frames=2)
    key(app, pygame.K_F1, frames=2)
    assert app.top.name == "rules" and app.top.game_id == "quadwar"
    assert "next_game" not in app.top.widgets        # about one game: no turning to the others
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "new_game"
