"""Review 16 of The Game (a new player's): what the header and the greyed Undo say at the game's end and
at a hand-over."""

import pygame
import pytest

from tests.test_thegame_s16_again import _game_ended_by_the_person
from tests.ui_helpers import key, match_board, settle, step_until, steps

pytestmark = pytest.mark.ui


def undo_reason(scene):
    return next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo").get("reason")


def test_after_the_game_undo_is_greyed_because_the_game_is_over():
    """Undo's greyed reason said The Game's "an ended turn is final..." once the game was over."""
    from quash_table.engine.match import Match
    from quash_table.ui.session import GAME_OVER_UNDO
    seed, actions = _game_ended_by_the_person()
    m = Match("thegame", "human:Ann,bot:random", seed=seed)
    for a in actions[:-1]:
        m.play(a)
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.session.match.play(actions[-1])
        step_until(app, lambda: scene.summary_up(), timeout=10)
        settle(app, scene)
        assert m.over
        assert undo_reason(scene) == GAME_OVER_UNDO
        key(app, pygame.K_t, frames=3)                # See the table; then U says the same
        assert not scene.summary_up()
        assert undo_reason(scene) == GAME_OVER_UNDO
        key(app, pygame.K_u, frames=3)
        assert scene.message is not None and GAME_OVER_UNDO in scene.message[0].lower(), scene.message
        assert "ended turn" not in scene.message[0]
    finally:
        pygame.display.quit()


def test_the_header_says_your_turn_when_the_prompt_does():
    """At the hand-over, while the cards a bot's End turn drew were on their way, the header still said
    "Bot 4 (normal) is thinking…" under the prompt's "Your turn", with the hand live (review 16)."""
    from quash_table.engine.match import Match
    m = Match("thegame", "human:Ann,bot:normal,bot:normal,bot:normal", seed=3)
    app, scene = match_board(m, size=(1024, 640))
    try:
        assert m.to_move == 0
        while not any(a["type"] == "end_turn" for a in m.legal_actions()):
            m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
        settle(app, scene)
        m.play({"type": "end_turn"})
        frames, both = 0, 0
        while frames < 3000 and not (m.to_move == 0 and not scene.tweens.busy and both > 3):
            steps(app, 1)
            frames += 1
            if m.to_move == 0 and scene.painter.shows_prompt() and scene.prompt_now().startswith("Your turn"):
                both += 1
                status = scene.hud.status()
                assert "thinking" not in status and status.startswith("Your turn"), (frames, status)
        assert m.to_move == 0 and both > 0
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_pause_names_a_save_as_the_load_row_says_it(size):
    """Pause said Load would list "turn 1, your turn · 1 of 50 cards laid" while the Load row, too narrow
    for all of it, said "with Bot 2, Bot 3 and Bot 4 · saved by you · ..." and no turn (24.png, 33.png):
    one source (load.row_line), and a narrow row keeps where the game stands before who played."""
    from quash_table.ui.screens.load import LoadScene
    from quash_table.ui.tables import board_for_match
    from quash_table.engine.match import Match
    from tests.test_ui_menus import press
    from tests.ui_helpers import make_app
    m = Match("thegame", "human,bot:normal,bot:normal,bot:normal", seed=3)
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        key(app, pygame.K_ESCAPE, frames=2)
        assert app.top.name == "pause"
        press(app, "save")
        objects = app.top.layout_info()["objects"]
        assert find_label(objects, "note:saved").startswith("Saved")
        said = " ".join(find_label(objects, wid) for wid in ("note", "note:1", "note:2")
                        if any(o.get("id") == wid for o in objects))
        path = app.top.saved_as
        app.push(LoadScene(app))
        settle(app)
        row = next(r for r in app.top.layout_info()["rows"] if r["file"] == path.name)
        assert row["text"] == said, (row["text"], said)
        assert "your turn" in said, said
        # a second save of the game after a card laid: a row of its own (a save of the player's is never an
        # older copy, note 18); it still says where the game stands, as Pause did
        app.pop()
        key(app, pygame.K_ESCAPE, frames=2)
        m.play(next(a for a in m.legal_actions() if a["type"] == "play"))
        settle(app, scene)
        key(app, pygame.K_ESCAPE, frames=2)
        press(app, "save")
        objects = app.top.layout_info()["objects"]
        said = " ".join(find_label(objects, wid) for wid in ("note", "note:1", "note:2")
                        if any(o.get("id") == wid for o in objects))
        path = app.top.saved_as
        app.push(LoadScene(app))
        settle(app)
        row = next(r for r in app.top.layout_info()["rows"] if r["file"] == path.name)
        assert not row["older"] and row["copy_of"] is None, row
        assert row["text"] == said, (row["text"], said)
        assert "your turn" in said and "older cop" not in said, said
    finally:
        pygame.display.quit()


def find_label(objects, wid):
    return next(o for o in objects if o.get("id") == wid)["label"]
