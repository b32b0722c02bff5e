"""Session 22, what a new player found in the shell (review 22): Enter presses the button drawn as the
default (gold) on a menu screen where the keyboard's ring is on nothing."""

import pygame
import pytest

from tests.ui_helpers import board, key, make_app, press_widget, settle, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app()
    yield a
    pygame.display.quit()


def test_enter_on_the_main_menu_back_from_a_game_presses_new_game(app):
    """Continue, Esc, "Back to menu, no save", Enter: nothing happened while "New game" was drawn gold as
    the default (review 22, 125)."""
    scene = board(app, "quash", ["human", "bot:easy"], seed=3)
    settle(app, scene)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "pause"
    press_widget(app, "menu")
    steps(app, 3)
    assert app.top.name == "main_menu"
    assert app.top.focus is None                      # the ring on nothing: Enter used to put it on New game
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "new_game"


def test_enter_presses_the_gold_button_not_a_chosen_tab(app):
    """New game's chosen game is drawn gold as a tab, Start as the default: Enter starts the game."""
    from quash_table.ui.screens.main_menu import MainMenuScene
    app.push(MainMenuScene(app))
    steps(app, 2)
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "new_game"
    assert app.top.focus is None
    key(app, pygame.K_RETURN, frames=5)
    assert hasattr(app.top, "session")               # a board: Start was pressed


def test_space_with_the_ring_on_nothing_still_only_puts_it_on_the_first_button(app):
    from quash_table.ui.screens.main_menu import MainMenuScene
    app.push(MainMenuScene(app))
    steps(app, 2)
    key(app, pygame.K_SPACE, frames=3)
    assert app.top.name == "main_menu" and app.top.focus == "new"


def test_a_game_with_undo_switched_off_keeps_undo_greyed_with_its_reason(app):
    """Quadruple War loaded with Settings' Allow undo off lost its Undo button altogether (review 22, 110):
    it stays in its place, greyed, saying why, as every greyed button does."""
    from quash_table.ui.undo_reasons import UNDO_OFF
    app.apply_settings(dict(app.settings, undo=False))
    scene = board(app, "quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=2)
    settle(app, scene)
    undo = next((b for b in scene.hud.buttons if b.id == "hud:undo"), None)
    assert undo is not None and not undo.enabled and undo.reason == UNDO_OFF


def undo_note(app):
    from tests.ui_helpers import find, screen_objects
    return find(screen_objects(app), "allow_undo:note")["label"]


@pytest.mark.filterwarnings("error:Label Rect is too small")
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_new_games_undo_note_says_what_undo_can_take_back_in_that_game(size):
    """QUASH 2-player basic: every play draws a card while the pile lasts, and a card drawn stays drawn, so
    Undo was greyed all game under a note promising "your own move" (review 22, 38). The note says the
    game's own scope (game.undo_scope_words), which other games and QUASH at four do not have."""
    from quash_table.ui.screens.new_game import NewGameScene
    app = make_app(size=size)
    app.push(NewGameScene(app))
    steps(app, 2)
    press_widget(app, "game:quash")
    steps(app, 2)
    assert app.top.count == 2
    # what Undo takes back, never when Undo may be used ("Undo only once the pile is empty" read as "you may
    # undo only then", review 24)
    assert undo_note(app).startswith("Undo takes back only plays made after") and "pile runs out" in undo_note(app)
    press_widget(app, "game:flush")
    steps(app, 2)
    assert "pile" not in undo_note(app)
    pygame.display.quit()


def type_into(app, wid, text):
    """A real click into the field, its text deleted with Backspace, then `text` typed key by key."""
    from tests.ui_helpers import centre, click, find, screen_objects
    field = app.top.widgets[wid]
    click(app, centre(find(screen_objects(app), wid)["rect"]))
    assert field.is_focused
    post = pygame.event.post
    for _ in range(len(field.get_text()) + 2):
        post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0))
        post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
        post(pygame.event.Event(pygame.KEYUP, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0))
        steps(app, 1)
    for ch in text:
        post(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch, scancode=0))
        post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        post(pygame.event.Event(pygame.KEYUP, key=ord(ch.lower()), mod=0, unicode="", scancode=0))
        steps(app, 1)
    assert field.get_text() == text


def test_a_fields_refusal_goes_once_the_value_typed_is_taken(app):
    """QUASH's target "abc" refused at Start ("Must be a whole number"): the red words stayed under the
    field after "12" was typed in its place (review 22). Typing a value the game takes clears them."""
    from tests.ui_helpers import screen_objects
    from quash_table.ui.screens.new_game import NewGameScene
    app.push(NewGameScene(app))
    steps(app, 2)
    press_widget(app, "game:quash")
    steps(app, 2)
    type_into(app, "option:target", "abc")
    press_widget(app, "start")
    steps(app, 2)
    assert app.top.name == "new_game"
    ids = [o["id"] for o in screen_objects(app)]
    assert "option:target:error" in ids
    from tests.ui_helpers import centre, click, find
    click(app, centre(find(screen_objects(app), "option:target")["rect"]))
    key(app, pygame.K_END)
    key(app, pygame.K_BACKSPACE, frames=3)                # "ab": still refused, the words stay
    assert app.top.widgets["option:target"].get_text() == "ab"
    assert "option:target:error" in [o["id"] for o in screen_objects(app)]
    assert "option:target:error" in [o["id"] for o in screen_objects(app)]
    type_into(app, "option:target", "12")
    steps(app, 2)
    objects = screen_objects(app)
    assert not [o for o in objects if o["id"].startswith("option:target:error") or o["id"] == "error"]
    assert app.top.widgets["option:target"].get_text() == "12"      # the typing kept, no rebuild


def test_pass_and_play_the_bots_last_move_rests_on_the_table_before_the_curtain(app):
    """QUASH at four, Ann and Bob with two bots: Bot 3's and Bot 4's moves went by in ~0.75 s and the
    curtain for Ann came down at once (review 22, 119). The bots' last move stays on the screen at least the
    bots' pace (the table at rest, seen) before the curtain hides it."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import DT, step_until
    scene = board(app, "quash", ["human:Ann", "human:Bob", "bot:easy", "bot:easy"], seed=5)
    s = scene.session
    pace = settings_mod.bot_pace(app.settings)
    assert pace > 0
    checked = 0
    for _ in range(3000):
        if s.match.over or checked >= 2:
            break
        if s.curtain is not None:
            step_until(app, lambda: s.curtain_ready(by_key=True))
            key(app, pygame.K_RETURN, frames=3)
            continue
        if s.my_turn() and scene.settled():
            legal = s.screen_legal()
            scene.act(legal[0])
            steps(app, 1)
            continue
        moves = len(s.match.actions)
        steps(app, 1)
        if len(s.match.actions) > moves and s.is_bot(s.match.actors[-1]) \
                and not s.is_bot(s.match.to_move) and s.pass_and_play:
            frames = 0
            while s.curtain is None and frames < 2000:
                steps(app, 1)
                frames += 1
            assert frames * DT >= pace, (frames * DT, pace)
            checked += 1
    assert checked >= 1


def test_loads_older_copies_button_shows_only_for_a_game_with_copies(app):
    """A greyed "No older copies" stood under the list for every game saved once (review 22, 126): the
    button is there only while the chosen game has older copies to list."""
    import os

    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from tests.ui_helpers import screen_objects
    saves_dir().mkdir(parents=True, exist_ok=True)
    once = Match("thegame", ["human", "bot:easy"], 100)
    once.play(once.legal_actions()[0])
    save_match(once, saves_dir() / "once.json")
    os.utime(saves_dir() / "once.json", (1_764_000_900,) * 2)
    m = Match("thegame", ["human", "bot:easy"], 7)
    for i in range(2):
        m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / f"unfinished-old{i}.json")        # copies kept: they fold
        os.utime(saves_dir() / f"unfinished-old{i}.json", (1_764_000_000 + i,) * 2)
    app.nav.load()
    steps(app, 3)
    scene = app.top
    scene.pick(saves_dir() / "once.json")
    steps(app, 2)
    assert "older" not in [o["id"] for o in screen_objects(app)]
    scene.pick(saves_dir() / "unfinished-old1.json")
    steps(app, 2)
    older = next(o for o in screen_objects(app) if o["id"] == "older")
    assert older["enabled"] and "older cop" in older["label"]


def test_a_quadwar_replay_stepped_on_while_the_deal_flies_counts_the_cards_again():
    """A Quadruple War replay opened on the deal and moved to its last move while the deal still flew: the
    plates' second line stayed empty (review 22, 127). Past the deal's position the plates count the cards."""
    import random
    import re

    from quash_table.engine.match import Match
    from quash_table.ui.tables import replay_board
    m = Match("quadwar", ["human", "bot:easy", "bot:easy", "bot:easy"], 5)
    rng = random.Random(1)
    for _ in range(21):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="normal")
    try:
        scene = replay_board(app, m)
        app.push(scene)
        steps(app, 20)                            # the deal is on its way
        key(app, pygame.K_END, frames=5)          # to the last move
        lines = [d.text for d in scene.table.decor if isinstance(getattr(d, "text", None), str)
                 and re.match(r"^\d+ cards?\b", d.text)]
        assert len(lines) == 4, lines
    finally:
        pygame.display.quit()
