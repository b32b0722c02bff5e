"""Everything reachable by keyboard as well as mouse: every button and field of every screen takes the
focus with Tab, Enter presses it; a whole game is started, played, paused and left without the mouse;
settings changed from the keyboard persist into the next run."""

import json

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, key, make_app, settle, step_until, steps

pytestmark = pytest.mark.ui

FOCUSABLE = ("button", "checkbox", "text", "list", "slider", "dropdown")


@pytest.fixture
def app():
    from quash_table.ui.screens.main_menu import MainMenuScene
    a = make_app(animation="instant")
    a.push(MainMenuScene(a))
    steps(a, 2)
    yield a
    pygame.display.quit()


def focused(app):
    return next((o["id"] for o in app.top.layout_info()["objects"] if o.get("focused")), None)


def tab_to(app, wid, limit=60):
    for _ in range(limit):
        if focused(app) == wid:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {wid!r}")


def assert_tab_reaches_everything(app):
    """Tab visits every enabled widget a mouse could use on the screen on top, in a cycle."""
    wanted = {o["id"] for o in app.top.layout_info()["objects"] if o["kind"] in FOCUSABLE and o.get("enabled")}
    seen = []
    for _ in range(len(wanted) + 1):
        key(app, pygame.K_TAB)
        seen.append(focused(app))
    assert wanted <= set(seen), (app.top.name, wanted - set(seen))
    app.top.set_focus(None)


def test_every_screen_can_be_walked_with_tab(app):
    from quash_table.ui.screens.about import AboutScene
    from quash_table.ui.screens.load import LoadScene
    from quash_table.ui.screens.new_game import NewGameScene
    from quash_table.ui.screens.rules_page import RulesScene
    from quash_table.ui.screens.settings import SettingsScene
    from quash_table.ui.screens.statistics import StatisticsScene
    assert_tab_reaches_everything(app)
    for scene in (NewGameScene(app), LoadScene(app), SettingsScene(app), StatisticsScene(app), AboutScene(app),
                  RulesScene(app, "flush"), RulesScene(app, "quash")):
        app.push(scene)
        steps(app, 2)
        assert_tab_reaches_everything(app)
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top.name == "main_menu"


@pytest.mark.slow
def test_a_game_from_the_menu_to_the_end_without_the_mouse(app):
    key(app, pygame.K_n, frames=3)                       # New game
    assert app.top.name == "new_game"
    tab_to(app, "game:thegame")
    key(app, pygame.K_RETURN, frames=3)
    tab_to(app, "seat0:name")                            # type a name into the focused field
    field = app.top.widgets["seat0:name"]
    assert field.is_focused
    field.set_text("")
    for ch in "Kim":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    steps(app, 2)
    assert field.get_text() == "Kim"
    tab_to(app, "start")
    key(app, pygame.K_RETURN, frames=3)
    board = app.top
    assert board.name == "board" and board.session.match.seats[0]["name"] == "Kim"
    s = board.session
    settle(app, board)
    while not s.match.over:
        if s.my_turn():
            ask_hint(app, board)                         # the hint, then its move by the keyboard path
            hint = next(o for o in board.layout_info()["objects"] if o["kind"] == "hint")
            n = len(s.match.actions)
            if hint["piece"]:
                key(app, pygame.K_TAB)
                for _ in range(20):
                    if board.drag.selected == hint["piece"]:
                        break
                    key(app, pygame.K_TAB)
                order = board.drag.key_order(board.table.piece_by_id[hint["piece"]])
                # the digit that picks the hint's place: the board's own number for it (The Game: 1 is ▲, 2 is ▼,
                # lit or not, review 45B), else its place among the lit targets
                digit = next((d for d in range(1, 10) if board.numbered_target(d, order) == hint["target"]),
                             order.index(hint["target"]) + 1)
                key(app, pygame.K_0 + digit)
                key(app, pygame.K_RETURN)
            elif hint["button"]:
                for _ in range(40):                         # Tab walks the cards, then the buttons
                    if board.input.key_button == hint["button"]:
                        break
                    key(app, pygame.K_TAB)
                key(app, pygame.K_RETURN)
            else:
                raise AssertionError(f"the hint {hint} shows nothing to press")
            assert len(s.match.actions) > n, (hint, board.input.key_button, board.drag.selected)
        settle(app, board)
    # The summary answers to keys: R replays, Esc comes back, T shows the table, S the summary again.
    key(app, pygame.K_r, frames=3)
    assert app.top is not board and app.top.read_only
    key(app, pygame.K_END)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top is board
    key(app, pygame.K_t, frames=2)
    assert board.layout_info()["waiting"] == "over"
    key(app, pygame.K_s, frames=2)
    assert board.layout_info()["waiting"] == "summary"
    settle(app, board)                                   # its keys wait a moment after it comes back
    key(app, pygame.K_m, frames=3)
    assert app.top.name == "main_menu"


def test_pause_rules_and_the_original_sheet_from_the_keyboard(app):
    from quash_table.ui.tables import new_board
    app.replace(new_board(app, "flush", ["human", "bot:easy"], 3))
    settle(app)
    key(app, pygame.K_F1, frames=3)
    assert app.top.name == "rules"
    text = app.top.widgets["rules"].html_text
    key(app, pygame.K_o, frames=3)                       # Flush's original French sheet
    assert "Original sheet" in app.top.widgets["rules"].html_text and app.top.widgets["rules"].html_text != text
    key(app, pygame.K_PAGEDOWN, frames=2)
    key(app, pygame.K_o, frames=3)
    assert app.top.widgets["rules"].html_text == text
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "board"
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.top.name == "pause"
    tab_to(app, "menu")
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "main_menu"


def test_settings_from_the_keyboard_persist_into_the_next_run(app):
    from quash_table.ui import settings as settings_mod
    from quash_table.paths import settings_path
    key(app, pygame.K_g, frames=3)
    assert app.top.name == "settings"
    # the tests' app is muted, and the Volume slider is greyed while Sound is unticked (session 24): Sound
    # is ticked for the slider, then unticked again
    tab_to(app, "sound")
    key(app, pygame.K_SPACE, frames=3)
    assert app.top.values["sound"] is True
    tab_to(app, "volume")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.top.values["volume"] == 60
    tab_to(app, "sound")
    key(app, pygame.K_SPACE, frames=3)
    assert app.top.values["sound"] is False
    tab_to(app, "undo")
    key(app, pygame.K_SPACE, frames=3)
    tab_to(app, "save")
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "main_menu"
    saved = json.loads(settings_path().read_text())
    assert saved["volume"] == 60 and saved["undo"] is False
    assert settings_mod.load()["volume"] == 60           # what the next run starts with
    assert app.sounds.volume == 0.0                       # muted in these tests (sound off), volume kept


def test_settings_cancel_says_it_leaves_without_saving(app):
    """A reviewer ticked a box, pressed Back and found it unticked: the button leaving without saving is
    called Cancel (Save keeps the changes), and it does leave them unsaved."""
    key(app, pygame.K_g, frames=3)
    assert app.top.name == "settings"
    # (nothing changed yet: it reads Back and Save is greyed, session 35)
    assert app.top.widgets["back"].text == "Back" and not app.top.widgets["save"].is_enabled
    tab_to(app, "undo")
    key(app, pygame.K_SPACE, frames=3)
    assert app.top.values["undo"] is False
    assert app.top.widgets["back"].text == "Cancel" and app.top.widgets["save"].is_enabled
    tab_to(app, "back")
    key(app, pygame.K_RETURN, frames=3)
    # it asks before dropping the change (session 58: Cancel dropped it unasked); Enter at once keeps editing
    assert app.top.name == "discard_confirm"
    tab_to(app, "discard:confirm")
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "main_menu"
    key(app, pygame.K_g, frames=3)
    assert app.top.values["undo"] is True                 # not saved


def test_load_and_replay_from_the_keyboard(app):
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = Match("thegame", "human:Ann,bot:easy", seed=2)
    for _ in range(4):
        m.play(m.legal_actions()[0])
    save_match(m, saves_dir() / "a.json")
    other = Match("thegame", "human:Ann,bot:easy", seed=3)    # another game: its own row (one game is one row)
    other.play(other.legal_actions()[0])
    save_match(other, saves_dir() / "b.json")
    key(app, pygame.K_l, frames=3)
    assert app.top.path_text.endswith("b.json")     # the newest save comes chosen
    tab_to(app, "saves")
    key(app, pygame.K_DOWN)                                            # the arrow walks the list
    assert app.top.path_text.endswith("a.json")
    key(app, pygame.K_r, frames=3)
    assert app.top.name == "board" and app.top.read_only
    step_until(app, lambda: app.top.settled())
    key(app, pygame.K_END)
    assert app.top.session.position == 4
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "load"
    tab_to(app, "load")
    key(app, pygame.K_RETURN, frames=3)
    assert app.top.name == "board" and not app.top.read_only and len(app.top.session.match.actions) == 4
