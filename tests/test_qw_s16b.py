"""Quadruple War after review 16: the header right after your own move."""

import pytest

from quash_table.ui.hud import UNDO_WINDOW_WORDS
from tests.ui_helpers import board, button, click, close_board, drag, grab, make_app, step_until, steps

pytestmark = pytest.mark.ui


def test_the_header_does_not_say_your_turn_while_your_own_card_flies():
    # Review 16 (14.png, 85.png): for ~0.3 s after you played the header still said "Your turn" while the
    # seat panel said Bot 2 was to play, and the "U: undo" note was missing. The header kept its words for a
    # move the table had not shown yet; your own move, made by you, need not wait for its card to land.
    app = make_app(animation="normal")
    scene = board(app, "quadwar", ["human", "bot:random"], seed=3, options={"dealer": 1})   # you lead
    s = scene.session
    try:
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        click(app, button(scene, "bid:1").rect.center)
        step_until(app, lambda: s.my_turn() and scene.settled() and s.match.state.phase != 0, timeout=30)
        step_until(app, lambda: s.director.shown() == len(s.match.actions) and not scene.tweens.busy)
        assert scene.hud.status().startswith("Your")
        card = s.match.legal_actions()[0]["card"]
        drag(app, grab(scene, card), scene.table.target_by_id["trick"].rect.center)
        assert s.match.actors[-1] == 0 and not s.my_turn()
        assert s.director.shown() < len(s.match.actions) or scene.tweens.busy     # the card is still flying
        said = scene.hud.status()
        assert not said.startswith("Your turn"), said
        assert said.startswith(s.sentence(1, "is thinking\u2026")), said
        assert said.endswith(UNDO_WINDOW_WORDS), said
        steps(app, 1)
        assert scene.hud.status() == said
    finally:
        close_board(app)


def _ink(surface, strip):
    """Where the card's left `strip` (a fraction of its width, what a fanned hand shows) has ink on it."""
    w, h = surface.get_size()
    paper = surface.get_at((w // 2, h - 3))[:3]
    return {(x, y) for x in range(2, int(w * strip)) for y in range(2, h - 2)
            if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], paper)) > 150}


@pytest.mark.parametrize("size", [(60, 84), (72, 100), (100, 140)])
def test_the_two_jokers_corners_differ_in_shape_not_only_colour(size):
    # Review 16 (57.png): in a fanned hand both jokers' corners said "JOKER" in the same letters, one red and
    # one black; nothing said big or little. The visible strip now differs in its shape (a big star over BIG,
    # a small one over LIT), so it reads without telling red from black.
    import pygame

    from quash_table.ui.sprites import Sprites
    pygame.init()
    sprites = Sprites()
    big, little = (_ink(sprites.card("standard", code, size), 0.25) for code in ("BJ", "LJ"))
    assert big and little
    differ = len(big ^ little) / len(big | little)
    assert differ > 0.5, differ


def test_continue_offers_a_save_reopened_from_load_and_left_without_a_move():
    # Review 16 (52.png): a save of a game later finished, reopened from Load, and the main menu again
    # without a move: Continue stayed greyed ("... is finished"), though Load offers that game. It now
    # offers the game just opened; played on to its end from there, it does not (test_ui_shell_played_on).
    import random

    import pygame

    from quash_table.engine.match import Match
    from quash_table.engine.saves import WRITER, autosave_after_move, save_match
    from quash_table.paths import saves_dir
    from tests.ui_helpers import find

    def menu(app):
        app.nav.main_menu()
        steps(app, 2)
        objects = app.top.layout_info()["objects"]
        note = next((o["label"] for o in objects if o.get("id") == "autosave_note"), "")
        return note, find(objects, "continue")["enabled"]

    m = Match("quadwar", "human,bot:random", seed=7)
    m.on_change = None
    rng = random.Random(7)
    for _ in range(6):
        m.play(rng.choice(m.legal_actions()))
    older = save_match(m, saves_dir() / "quadwar-older.json")
    while not m.over:                           # the same game played on to its end from there
        m.play(rng.choice(m.legal_actions()))
    autosave_after_move(m)
    WRITER.flush()
    app = make_app()
    try:
        note, enabled = menu(app)
        assert not enabled and "is finished" in note, note      # nothing to continue: the save was played on
        app.nav.load()
        steps(app, 3)
        app.top.widgets["path"].set_text(str(older))
        steps(app, 1)
        rect = find(app.top.layout_info()["objects"], "load")["rect"]
        click(app, (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2), frames=3)   # Load: opened to play
        steps(app, 3)
        assert app.top.name == "board" and len(app.top.session.match.actions) == 6
        note, enabled = menu(app)                                # back without a move
        assert enabled, note
        assert "Quadruple War" in note and "finished" not in note, note
        app.top.resume()
        steps(app, 2)
        assert app.top.name == "board" and app.top.session.match.actions == m.actions[:6]
    finally:
        pygame.display.quit()
