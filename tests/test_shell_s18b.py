"""The kit and the shell after the session-18 new player's review (helper shell2). Each test fails on the
code before its fix."""

import pytest

from tests.ui_helpers import close_board, steps

QW3 = ["human", "bot:normal", "bot:normal"]
QW4 = ["human", "bot:normal", "bot:normal", "bot:normal"]


@pytest.mark.ui
def test_undo_window_drains_on_the_undo_button_until_the_bot_moves():
    """Review 18: after your move the next bot waits settings.undo_grace for an Undo, but nothing showed
    the window: players pressed U at 3 s and read "Too late to undo". The header's Undo now carries a bar
    that drains as the bot's own wait runs (session.undo_window) and is gone once the bot has moved."""
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import board, make_app, settle
    app = make_app(animation="normal")
    scene = board(app, "quadwar", QW4, seed=3, options={"dealer": 3})     # you bid first
    try:
        s, m = scene.session, scene.session.match
        settle(app, scene)
        assert scene.hud.undo_bar is None            # no wait runs on your turn
        grace = settings_mod.undo_grace(s.settings)
        s.play(s.screen_legal()[2])                  # your bid
        widths = []
        waited = 0.0
        while len(m.actions) == 1 and waited < 10:
            steps(app, 1)
            waited += 1 / 60
            bar = scene.hud.undo_bar
            widths.append(bar.w if bar is not None else 0)
            if 0.3 < waited < grace - 0.3:
                undo = next(b for b in scene.hud.buttons if b.id == "hud:undo")
                assert bar is not None and undo.rect.contains(bar), (waited, bar)
        assert len(m.actions) == 2                    # Bot 2 has bid
        early = widths[int(0.3 * 60)]
        late = widths[int((grace - 0.4) * 60)]
        assert early > late > 0, (early, late)        # it shrinks with time
        assert all(a >= b for a, b in zip(widths, widths[1:])), widths
        steps(app, 2)
        assert scene.hud.undo_bar is None             # gone once the bot has moved
    finally:
        close_board(app)


def _plate_won(scene):
    """Tricks won as the plates say them ("Bid 4 · Won 1"), summed over the seats."""
    import re
    return sum(int(re.search(r"Took (\d+)", d.text).group(1)) for d in scene.table.decor
               if getattr(d, "text", "").startswith("Bid ") and "Took" in d.text)


@pytest.mark.ui
def test_quadwar_plates_count_a_trick_only_once_the_table_shows_it():
    """Review 18 (Quadruple War, 3 players): Bot 3's "Won 1" stood on its plate and in the score pad while
    its card completing the trick was still flying, the header "Bot 3 is thinking…" and the log without
    the card. Plates and pad count the tricks of the moves the table has shown (director.shown())."""
    from tests.ui_helpers import board, make_app, settle
    app = make_app(animation="normal")
    scene = board(app, "quadwar", QW3, seed=4, options={"dealer": 2})
    try:
        s, m = scene.session, scene.session.match
        settle(app, scene)
        seen = 0            # frames seen with a bot's trick-completing card still on its way
        for _ in range(60 * 60):
            if s.my_turn() and scene.settled() and not s.director.busy():
                s.play(s.screen_legal()[0])
            steps(app, 1)
            d = s.director
            if s.view()["phase"] != "play" or d.shown() >= len(m.actions) or m.actors[-1] == 0:
                continue
            then = s.game.view(m.state_after(d.shown()), 0)
            if sum(s.view()["won"]) == sum(then["won"]):
                continue                                 # that card completed no trick
            seen += 1
            assert _plate_won(scene) == sum(then["won"]), (m.actions[-4:], then["won"], s.view()["won"])
            if seen >= 5:
                break
        assert seen >= 5
    finally:
        close_board(app)


@pytest.mark.ui
def test_pause_menu_ways_out_say_where_they_go_and_what_is_kept():
    """Review 18: "Save to Load & quit" read as quitting the app; "Quit to menu (kept in Continue)" was
    untrue for a game nobody had moved in yet (Continue still held the older game). Save & quit says it
    goes back to the menu; Quit says the game is not kept until a move is made, then kept in Continue."""
    import pygame

    from tests.test_ui_menus import label, press
    from tests.ui_helpers import key, make_app, settle, steps
    from quash_table.ui.screens.main_menu import MainMenuScene
    a = make_app()
    a.push(MainMenuScene(a))
    steps(a, 2)
    press(a, "new")
    press(a, "game:quadwar")
    press(a, "start")
    settle(a, a.top)
    board = a.top
    key(a, pygame.K_ESCAPE, frames=2)
    assert a.top.name == "pause"
    save_words, quit_now = label(a, "save_quit"), label(a, "menu")
    assert "menu" in save_words.lower() and "quit" not in save_words.lower(), save_words
    assert "Continue" not in quit_now and "not kept" in quit_now, quit_now
    key(a, pygame.K_ESCAPE, frames=2)               # back to the board: your bid
    s = board.session
    if not s.my_turn():
        settle(a, board)
    s.play(s.screen_legal()[0])
    settle(a, board)
    key(a, pygame.K_ESCAPE, frames=2)
    assert "kept for Continue" in label(a, "menu")
    pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("game_id,seats,size", [
    ("numberquash", ["human", "bot:normal"], (1024, 640)),
    ("flush", ["human", "bot:normal"], (1024, 640)),
    ("quadwar", QW4, (1280, 800)),
])
def test_game_kept_in_load_note_covers_no_game_information(game_id, seats, size):
    """Review 18: "Your unfinished Flush game is kept in Load; Continue is now this game" covered
    NumberQuash's turn order, and sat in a narrow box beside Flush's Declare at 1024x640. News aside lies
    at the foot of the move log, under its last line: nothing of the table under it."""
    from tests.ui_helpers import board, make_app, settle
    app = make_app(size=size)
    scene = board(app, game_id, seats, seed=2)
    try:
        settle(app, scene)
        scene.show_message("Your unfinished Quadruple War game is kept in Load; Continue is now this game.",
                           "info", 10, aside=True)
        steps(app, 3)
        r = scene.painter.message_rect()
        _, table, log = scene.areas()
        assert not r.colliderect(table), (r, table)
        assert log.contains(r), (r, log)
        assert r.top >= scene.log.free.top, (r, scene.log.free)        # under the log's last line
    finally:
        close_board(app)


@pytest.mark.ui
def test_replay_all_face_up_names_you_as_the_game_did():
    """Review 18 (77_replay_view.png): the replay, all cards face up, named the one person "Player 1 ·
    human" where the game had named them "You". Face up nobody else's eyes are taken: the same name."""
    import random

    from quash_table.engine.match import Match
    from quash_table.ui.replay import FACE_UP
    from tests.ui_helpers import make_app
    from quash_table.ui.tables import replay_board
    m = Match("quash", ["human", "bot:random"], seed=5)
    rng = random.Random(5)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    app = make_app()
    scene = replay_board(app, m)
    app.push(scene)
    try:
        s = scene.session
        s.choice = FACE_UP
        s.version += 1
        steps(app, 3)
        scene.rebuild()
        assert s.name(0) == "You"
        shown = [d.text for d in scene.table.decor if isinstance(getattr(d, "text", None), str)]
        assert "You" in shown and not [t for t in shown if "Player 1" in t], shown
    finally:
        close_board(app)


@pytest.mark.ui
def test_menu_tooltip_waits_for_the_pointer_to_move(monkeypatch):
    """Review 18 (78_menu_back.png): back on the main menu, New game's tooltip showed at once under a
    pointer resting where the last click had left it. A menu's tooltips wait until the pointer moves."""
    import pygame

    from quash_table.ui.screens.main_menu import MainMenuScene
    from tests.ui_helpers import make_app, post
    app = make_app()
    try:
        app.push(MainMenuScene(app))
        steps(app, 2)
        at = app.top.widgets["new"].rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        steps(app, 150)                                  # 2.5 s resting on New game
        assert app.top.widgets["new"].tool_tip is None
        post(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))
        steps(app, 150)
        assert app.top.widgets["new"].tool_tip is not None    # a move: the tooltip shows as before
    finally:
        pygame.display.quit()
