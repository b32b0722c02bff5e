"""Session 20's new-player review of the kit (revA): a rules page read a page at a time with the keys,
the bots' own pace, the main buttons' keys, who plays in a Load row, what `--layout` says a result waits for."""

import pygame
import pytest

from tests.ui_helpers import key, make_app, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def app():
    a = make_app(animation="instant")
    yield a
    pygame.display.quit()


def rules_top(app):
    """The pixel row of the rules text at the top of the box now, and the box's visible height."""
    box = app.top.widgets["rules"]
    total = box.text_box_layout.layout_rect.height
    return box.scroll_bar.start_percentage * total, box.text_wrap_rect.height


def test_page_down_on_a_rules_page_turns_one_page_less_a_line_and_shows_every_part(app):
    from quash_table.ui.screens.rules_page import RulesScene
    app.push(RulesScene(app, "quash", part="rules"))
    steps(app, 3)
    box = app.top.widgets["rules"]
    total = box.text_box_layout.layout_rect.height
    seen_to = []                                         # the rows shown, page after page
    top, visible = rules_top(app)
    assert top == 0
    while top + visible < total - 1:
        key(app, pygame.K_PAGEDOWN, frames=2)
        new_top, _ = rules_top(app)
        moved = new_top - top
        # one page less about a line (the bar's pixel steps make it a little inexact): no row skipped
        at_end = new_top + visible >= total - 2
        assert (0 < moved if at_end else visible * 0.85 < moved) and moved < visible, (moved, visible)
        seen_to.append((top, top + visible))
        top = new_top
        if len(seen_to) > 40:
            raise AssertionError("Page Down never reached the end")
    # "Your turn" (the heading the review never saw) lies in a page shown
    rows = box.text_box_layout.layout_rows
    heading = next(r for r in rows if any("Your turn" in getattr(c, "text", "") for c in r.items))
    assert any(a <= heading.top and heading.bottom <= b for a, b in seen_to + [(top, top + visible)])
    key(app, pygame.K_HOME, frames=2)
    assert rules_top(app)[0] == 0
    key(app, pygame.K_END, frames=2)
    end_top, _ = rules_top(app)
    assert end_top + visible >= total - 2
    key(app, pygame.K_PAGEUP, frames=2)
    assert visible * 0.85 < end_top - rules_top(app)[0] < visible
    key(app, pygame.K_HOME, frames=2)
    key(app, pygame.K_SPACE, frames=2)                   # Space is Page Down, Shift+Space Page Up
    after_space = rules_top(app)[0]
    assert visible * 0.85 < after_space < visible
    key(app, pygame.K_SPACE, mod=pygame.KMOD_SHIFT, frames=2)
    assert rules_top(app)[0] == 0
    key(app, pygame.K_DOWN, frames=2)                    # an arrow: a couple of lines
    assert 0 < rules_top(app)[0] < visible / 4


def test_the_bots_pace_is_a_setting_of_its_own_saved_and_read_by_the_session(app):
    import json

    from quash_table.paths import settings_path
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.screens.main_menu import MainMenuScene
    from tests.ui_helpers import board, choose, press_widget, settle
    # a file from before the setting keeps the pace its animation gave; a bad value is the default
    assert settings_mod.clean({"animation": "instant"})["bot_pace"] == "instant"
    assert settings_mod.clean({"animation": "fast", "bot_pace": "slow"})["bot_pace"] == "slow"
    assert settings_mod.clean({"bot_pace": "warp"})["bot_pace"] == "normal" == settings_mod.DEFAULTS["bot_pace"]
    # the pace does not follow the animation's speed, and normal is the pace the app always had
    assert settings_mod.bot_pace({"animation": "fast", "bot_pace": "normal"}) == 0.8
    assert settings_mod.bot_pace({"animation": "instant", "bot_pace": "slow"}) > 1.5
    assert settings_mod.bot_pace({"bot_pace": "instant"}) == 0.0
    # chosen on Settings from the pause menu (real clicks), saved, and the table's bots wait by it
    app.settings = dict(app.settings, bot_pace="normal")
    app.push(MainMenuScene(app))
    scene = board(app, "quash", ["human", "bot:random", "bot:random", "bot:random"], 3)
    settle(app, scene)
    key(app, pygame.K_ESCAPE, frames=3)
    assert app.top.name == "pause"
    press_widget(app, "settings", frames=3)
    assert app.top.name == "settings"
    choose(app, "bot_pace", "slow")
    press_widget(app, "save", frames=3)
    assert json.loads(settings_path().read_text())["bot_pace"] == "slow"
    assert app.settings["bot_pace"] == "slow" and app.settings["animation"] == "instant"
    assert scene.session.settings["bot_pace"] == "slow"
    assert scene.session.bot_wait() >= settings_mod.BOT_PACES["slow"][0]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_an_unfinished_pass_and_play_row_in_load_names_who_plays(size):
    """Review 20: "The Game: Quick & Easy · Player 2 to play · 8 of 50 laid" named nobody who played, where a
    finished row said "with Bot 2, Bot 3 and Bot 4" and Continue "with Player 1 and Player 2"."""
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import autosave_path, saves_dir
    from quash_table.ui.screens.load import LoadScene
    m = Match("thegame", "human,human", seed=4)
    while len(m.actions) < 8 and not m.over:
        legal = m.legal_actions()           # the fewest cards a turn, then End turn
        m.play(next((a for a in legal if a["type"] == "end_turn"), None) or next(a for a in legal if a["type"] == "play"))
    assert not m.over
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_match(m, saves_dir() / "thegame-mine.json")
    save_match(m, autosave_path())                  # Continue holds the same position: "saved & kept in Continue"
    a = make_app(size=size)
    try:
        a.push(LoadScene(a))
        steps(a, 4)
        row = next(r["text"] for r in a.top.layout_info()["rows"] if r["text"].startswith("The Game"))
        # session 28: how far the team got, and whose turn; session 29: who played too, the turn among them
        assert "4 of 50 laid" in row and "Player 1 (to play), Player 2" in row, row
    finally:
        pygame.display.quit()


def test_layout_says_a_tiebreaker_pair_waits_for_next_and_lists_its_button():
    """Review 20: `--layout` said waiting "bot" (to_move 1) while the screen waited for "Tiebreaker on spot 9
    — Next (Enter)": the layout says what the screen waits for, the header's words with it, and lists Next."""
    from tests.test_quash_scene import _tie_on_spot_9
    from tests.ui_helpers import close_board, drag, grab, match_board, target_rect
    import json
    import os
    import tempfile
    m = _tie_on_spot_9()
    path = os.path.join(tempfile.mkdtemp(), "layout.json")
    app, scene = match_board(m, animation="fast", round_pause=True, layout_path=path)
    try:
        rnd = m.state.round
        drag(app, grab(scene, f"r{rnd}:JS"), target_rect(scene, "tiebreak").center)
        key(app, pygame.K_RETURN)
        steps(app, 10 * 60)
        assert scene.staged_waits()
        with open(path, encoding="utf-8") as f:
            info = json.load(f)                  # the file itself: it was written while the pair waits
        assert "Tiebreaker on spot" in info["status"] and "Next" in info["status"]
        assert info["waiting"] == "next", info["waiting"]
        ids = [o["id"] for o in info["objects"]]
        assert "tiebreak:next" in ids, ids
    finally:
        close_board(app)


def _message(scene):
    return scene.message[0] if scene.message else ""


def test_enter_with_nothing_lifted_presses_the_game_s_lit_end_turn_and_says_why_when_greyed():
    """Review 20: in The Game, after laying a card with End turn lit, Enter did nothing and said nothing.
    The kit's rule: Enter with nothing lifted presses the one lit main button; a greyed one says why."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import button, close_board, drag, grab, match_board, settle, target_rect
    m = Match("thegame", "human,bot:random", seed=4)
    app, scene = match_board(m, animation="instant")
    try:
        assert m.to_move == 0 and not button(scene, "end_turn").enabled
        key(app, pygame.K_RETURN, frames=2)               # nothing laid yet: End turn is greyed, and Enter says why
        assert _message(scene) and _message(scene).lower() == button(scene, "end_turn").reason.lower()
        assert len(m.actions) == 0
        while not button(scene, "end_turn").enabled:     # lay cards by real drags until End turn lights
            a = next(a for a in scene.session.screen_legal() if a["type"] == "play")
            drag(app, grab(scene, a["card"]), target_rect(scene, f"stack:{a['stack']}").center)
            settle(app, scene)
        laid = len(m.actions)
        key(app, pygame.K_RETURN, frames=3)
        assert len(m.actions) > laid and m.actions[laid]["type"] == "end_turn"
    finally:
        close_board(app)


@pytest.mark.parametrize("game_id,seats", [("thegame", "human,bot:random"), ("numberquash", "human,bot:random"),
                                           ("quash", "human,bot:random"), ("quadwar", "human,bot:random,bot:random,bot:random"),
                                           ("flush", "human,bot:random")])
def test_enter_with_nothing_lifted_acts_or_says_why_on_every_board(game_id, seats):
    """The kit's rule on every board, at the person's first turn: Enter with nothing lifted presses the one lit
    main button, or says why nothing happens; never nothing at all."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import close_board, match_board, settle
    m = Match(game_id, seats, seed=5)
    app, scene = match_board(m, animation="instant")
    try:
        settle(app, scene)
        assert scene.session.my_turn()
        scene.message = None
        before, version = len(m.actions), scene.session.version
        key(app, pygame.K_RETURN, frames=3)
        acted = len(m.actions) > before or scene.session.version != version or scene.drag.selected is not None
        assert acted or _message(scene), (game_id, [(b.id, b.style, b.enabled) for b in scene.table.buttons])
    finally:
        close_board(app)


@pytest.mark.parametrize("game_id", ["quash", "numberquash", "thegame", "quadwar", "flush"])
def test_every_rules_page_opens_with_a_short_learn_to_play(game_id):
    """Review 20: a new player wants the goal, a turn and the end in a few lines before the full rules (a
    Quick start then; session 45: a Learn to play, tests/test_rules_s45_learn.py)."""
    from quash_table.ui.rules_files import rules_text
    text = rules_text(game_id)
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    assert headings[0] == "## Learn to play"
    part = text.split("## Learn to play", 1)[1].split("\n## ", 1)[0].lower()
    assert "goal" in part and "turn" in part and "end" in part
