"""The shell after session 21's new players (shelltext): a notice never lies under a dialog; the --layout
file lists every button drawn; the New game defaults and option lines; the rules pages' shape."""

import random

import pygame
import pytest

from tests.ui_helpers import close_board, match_board, steps

KEPT = "Your unfinished QUASH game is kept in Load; Continue is now this game."


def _finished(game_id, seats, seed):
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _record_draw_order(monkeypatch, scene):
    """What each frame draws, in order: ('summary', None) and ('message', the rect it was drawn in)."""
    from quash_table.ui import board_paint
    order = []
    draw_summary = board_paint.draw_summary_overlay

    def summary(board, surface):
        order.append(("summary", None))
        return draw_summary(board, surface)
    monkeypatch.setattr(board_paint, "draw_summary_overlay", summary)
    draw_message = scene.painter.draw_message

    def message(surface):
        drawn = draw_message(surface)
        if drawn is not None:
            order.append(("message", pygame.Rect(drawn)))
        return drawn
    monkeypatch.setattr(scene.painter, "draw_message", message)
    return order


@pytest.mark.ui
@pytest.mark.parametrize("game_id, seats, size", [
    ("thegame", ["bot:random", "bot:random"], (1280, 800)),
    ("quadwar", ["human", "bot:random", "bot:random", "bot:random"], (1280, 800)),
    ("quash", ["human", "bot:random"], (1024, 640)),
])
def test_a_notice_that_comes_with_the_summary_is_drawn_clear_of_it_and_over_its_dimming(
        monkeypatch, game_id, seats, size):
    """"Your unfinished Quadruple War game is kept in Load..." lay on the table under the end-of-game
    summary, dimmed and half hidden by its panel (review 20, 40-botgame-end.png). A notice never draws under
    a dialog: it is placed clear of the summary's panel and drawn after it."""
    from quash_table.ui.overlays import summary_rect
    m = _finished(game_id, seats, 3)
    app, scene = match_board(m, size=size, animation="instant")
    try:
        steps(app, 90)
        assert scene.summary_up()
        scene._held_notices.append((KEPT, "info", None, 10, False))     # the recorder's news, said by _say_notices
        order = _record_draw_order(monkeypatch, scene)
        steps(app, 2)
        assert scene.message is not None and scene.message[0] == KEPT
        panel = summary_rect(scene)
        last = order[-2:]
        assert [what for what, _ in last] == ["summary", "message"], order     # over the dimming, not under it
        drawn = last[1][1]
        assert not drawn.colliderect(panel), (drawn, panel)
        assert scene.metrics.rect.contains(drawn)
        message = next(o for o in app.layout_info()["objects"] if o["kind"] == "message")
        assert pygame.Rect(message["rect"]) == drawn and not message["held"]
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_message_with_no_place_clear_of_a_board_dialog_waits_for_it_keeping_its_time(monkeypatch):
    """The kit's rule for a board's own dialog (dialog_rects: QUASH's Play it anyway / Cancel): a message
    goes clear of it; where the dialog leaves no room it waits, undrawn and its time not running, and shows
    once the dialog is gone."""
    from tests.ui_helpers import open_board
    app, scene = open_board("quash", ["human", "bot:random"], seed=2)
    try:
        _, area, log = scene.areas()
        dialog = [area.union(log)]                  # a dialog over all the table and the log
        monkeypatch.setattr(scene, "dialog_rects", lambda: dialog)
        scene.show_message(KEPT, "info", 3, aside=True)
        order = _record_draw_order(monkeypatch, scene)
        steps(app, 4 * 60)                          # longer than the message's time
        assert scene.message is not None and scene.message[2] == 3, scene.message
        assert not [what for what, _ in order if what == "message"]
        message = next(o for o in app.layout_info()["objects"] if o["kind"] == "message")
        assert message["held"] and message["rect"] is None
        dialog.clear()                              # the dialog is gone: the message shows, and its time runs
        steps(app, 2)
        assert [what for what, _ in order][-1] == "message"
        assert scene.message[2] < 3
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_message_goes_clear_of_quash_s_play_it_anyway_question(monkeypatch):
    """QUASH's question for a placement that fails is a dialog of the board's own (dialog_rects): a
    message that comes while it is up (a notice, a refusal) is placed clear of it and drawn over it."""
    from quash_table.engine.match import Match
    from tests.ui_helpers import drag, grab, target_rect
    m = Match("quash", ["human", "bot:easy"], 7, {"dealer": 1}, ["2H", "3C", "KS", "4C", "3D", "5C"])
    m.play({"type": "play", "card": "2H", "spot": 1})
    while m.to_move != 0:
        m.play(next(a for a in m.legal_actions() if a["spot"] in (4, 5, 6, 7, 8, 9)))
    app, scene = match_board(m)
    try:
        drag(app, grab(scene, f"r{m.state.round}:KS"), target_rect(scene, "spot:1").center)
        steps(app, 30)
        md = scene._modal
        assert md is not None and scene.dialog_rects() == [md["rect"]]
        scene.show_message(KEPT, "info", 10, aside=True)
        order = _record_draw_order(monkeypatch, scene)
        steps(app, 2)
        what, drawn = order[-1]
        assert what == "message" and not drawn.colliderect(md["rect"]), (drawn, md["rect"])
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_notice_with_a_word_wider_than_the_log_column_stays_inside_the_window():
    """"Another Quash Table ... is kept in Load as unfinished-thegame-20261130-085129.json" went at the move
    log's foot in a pill wider than the column, its file name cut by the window's edge (seen in session 21):
    a notice goes there only where its widest line fits, else on the table."""
    from tests.ui_helpers import open_board
    app, scene = open_board("thegame", ["human", "bot:random"], seed=3)
    try:
        _, _, log = scene.areas()
        assert scene.log.free.h > log.h // 3         # the log's foot has room (not the cause of the test)
        scene.show_message("Another Quash Table (process 11413) is using this data folder: this game is kept"
                           " in Load as unfinished-thegame-20261130-085129.json, not in Continue.", "info", 10,
                           aside=True)
        steps(app, 2)
        drawn = scene.painter.message_rect()
        assert drawn is not None and scene.metrics.rect.contains(drawn), drawn
    finally:
        close_board(app)


def _part(text, heading):
    return text.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize("game_id", ["quash", "numberquash", "thegame", "quadwar", "flush"])
def test_every_rules_page_s_keys_are_lists_of_one_line_items(game_id):
    """QUASH's Keys were a wall of text: every page's Keys are a list of one line an item, naming one key (or
    one key's group) a line, as The Game's page did. (Its Quick start, a list too, became session 45's
    Learn to play, short paragraphs: tests/test_rules_s45_learn.py.)"""
    from quash_table.ui.rules_files import rules_text
    text = rules_text(game_id)
    lines = [ln for ln in _part(text, "Keys").splitlines() if ln.strip()]
    assert lines and all(ln.startswith("- ") for ln in lines), [ln for ln in lines if not ln.startswith("- ")]
    keys = [ln[2:] for ln in _part(text, "Keys").splitlines() if ln.startswith("- ")]
    assert any(k.startswith("H: ") for k in keys) and any(k.startswith("F1: ") for k in keys), keys
    assert all(": " in k for k in keys), keys


def test_quash_s_learn_to_play_says_what_a_tie_does():
    from quash_table.ui.rules_files import rules_text
    part = _part(rules_text("quash"), "Learn to play")
    assert "A tie goes to a **tiebreaker**" in part and "leftover" in part


@pytest.mark.ui
def test_the_layout_file_lists_the_header_buttons_drawn_every_frame_of_a_round_scored_after_the_bot_s_move(
        tmp_path, monkeypatch):
    """`--layout` was written only while the screen stood still: through QUASH's round scored spot by spot
    after the bot's last card (15 s) it kept the bot's turn from before, a lit Undo listed while a greyed
    one was drawn (review 20: "drops hud:undo after the bot's move while a greyed Undo is still drawn").
    The file is the screen now, every frame: each header button drawn is listed with its enabled state, and
    `still` says whether the screen stands still for a person to act."""
    import json

    from quash_table.engine.match import Match
    from quash_table.ui import widgets
    from tests.ui_helpers import make_app
    from quash_table.ui.tables import board_for_match
    m = Match("quash", ["human", "bot:easy"], 5, {"dealer": 1})
    rng = random.Random(5)
    while len(m.actions) < 34:                   # you lay the 35th card, the bot's 36th fills the board
        m.play(rng.choice(m.legal_actions()))
    assert m.to_move == 0
    path = tmp_path / "layout.json"
    app = make_app(layout_path=str(path), animation="fast")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    drawn = []
    draw = widgets.Button.draw

    def record(self, surface, metrics, *a, **k):
        drawn.append((self.id, bool(self.enabled)))
        return draw(self, surface, metrics, *a, **k)
    monkeypatch.setattr(widgets.Button, "draw", record)
    try:
        for _ in range(120):
            app.step(1 / 60)
        scene.act(m.legal_actions()[0])
        moving = 0
        for _ in range(60 * 40):
            drawn.clear()
            app.step(1 / 60)
            info = json.loads(path.read_text())
            listed = {(o["id"], o["enabled"]) for o in info["objects"]
                      if o["kind"] == "button" and o["id"].startswith("hud:")}
            assert {d for d in drawn if d[0].startswith("hud:")} == listed, (len(m.actions), info["status"])
            assert ("hud:undo", False) in listed or ("hud:undo", True) in listed
            moving += not info["still"]
            if len(m.actions) > 35 and info["still"] and scene.session.my_turn():
                break
        # the board was filled and scored (your deal or your tiebreaker next), the file written meanwhile
        assert len(m.actions) > 35 and scene.session.my_turn() and moving > 60, (len(m.actions), moving)
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("game_id", ["quash", "thegame", "quadwar", "flush"])     # (NumberQuash: an opening roll)
def test_new_game_draws_who_starts_by_default_in_every_game(game_id):
    """The Game's New game said "First player: You" while every other game's who-starts option said
    "random" (review 20): one default, random, unless a seat is picked. The rules' own default stays (The
    Game's tests and `play` start seat 1)."""
    from quash_table.engine.game import SEAT_OPTIONS
    from quash_table.games import get_game
    from tests.ui_helpers import make_app, press_widget, screen_objects
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        press_widget(app, "new")
        press_widget(app, f"game:{game_id}")
        steps(app, 2)
        seat_options = [o for o in get_game(game_id).options if o.key in SEAT_OPTIONS]
        assert seat_options
        for o in seat_options:
            assert app.top.options[o.key] is None, (o.key, app.top.options[o.key])
            shown = next(x for x in screen_objects(app) if x["id"] == f"option:{o.key}")
            assert "random" in shown.get("label", shown.get("text", "")), shown
    finally:
        pygame.display.quit()


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_numberquash_s_colours_per_seat_line_says_which_tables_take_which_values(size):
    """New game's line under NumberQuash's "Colours per seat" said "the colours each seat plays (6 in all
    at most)" (review 20): it says, in one short line, which numbers of players take which values, as the
    rules check them."""
    from quash_table.engine.game import IllegalAction
    from quash_table.games import get_game
    from tests.ui_helpers import find, make_app, press_widget, screen_objects
    game = get_game("numberquash")

    def takes(seats):
        out = []
        for k in (1, 2, 3):
            try:
                game.check_options(dict(game.default_options, colours_per_seat=k), seats)
            except IllegalAction:
                continue
            out.append(k)
        return out
    assert {n: takes(n) for n in range(2, 7)} == {2: [1, 2, 3], 3: [1, 2], 4: [1], 5: [1], 6: [1]}
    said = "1 to 3 at 2 players, 1 or 2 at 3, 1 at 4 to 6"        # exactly those, in a player's words
    app = make_app(size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        press_widget(app, "new")
        press_widget(app, "game:numberquash")
        assert app.top.count in (2, 3)
        hint = find(screen_objects(app), "option:colours_per_seat:hint")["label"]
        assert hint == said, hint
    finally:
        pygame.display.quit()
