"""The shell after the new player's review (s15): T on the end-of-game summary shows the final table
(it started a replay at move 0), Load's groups strictly newest first, the pause menu's Save after the end."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, press_widget, steps


def _finished(game_id="numberquash", seats=("human", "bot:random"), seed=3, options=None):
    m = Match(game_id, list(seats), seed=seed, options=options or {})
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
def test_t_on_the_summary_shows_the_final_table_not_a_replay():
    # review 15 (55, 61, 76.png): Enter to dismiss "You won!" opened a replay at move 0; session 22 made
    # Play again the default (Enter: test_kit_s22_summary), See the table is T
    app, scene = match_board(_finished())
    try:
        steps(app, 95)                                   # past SUMMARY_KEY_WAIT (1.5 s)
        assert scene.summary_up()
        key(app, pygame.K_t, frames=3)
        assert app.top is scene and not getattr(app.top, "read_only", False)
        assert not scene.summary_up() and scene.session.match.over
        key(app, pygame.K_s, frames=3)                   # S brings the summary back; Replay still replays
        steps(app, 95)
        assert scene.summary_up()
        key(app, pygame.K_r, frames=3)                   # (NumberQuash's R rolls: not the summary's, review 60u)
        assert app.top is scene and scene.summary_up()
        press_widget(app, "summary:replay")
        assert app.top is not scene and getattr(app.top, "read_only", False)
    finally:
        close_board(app)


def test_load_groups_are_each_strictly_newest_first_and_later_finished_saves_apart():
    # review 15 (79.png): "later finished" saves of 15:04 and 14:48 sat above finished games of 15:11 and
    # 15:07, under "Finished games - Replay to watch again"
    from quash_table.ui.save_list import (FINISHED, FINISHED_HEADING, SAVED, SINCE_FINISHED_HEADING, section_of,
                                          sectioned)
    from quash_table.ui.save_rows import SaveRows
    # as save_files lists them: the finished games kept for replays (by their names) after the rest, a
    # save of the player's own of a finished game among the rest
    files = ["qw-saved", "nq-own-fin", "flush-saved", "nq-open", "quash-fin", "qw-fin", "tg-fin"]
    age = {"qw-saved": 1504, "nq-own-fin": 1458, "flush-saved": 1448, "nq-open": 1400, "quash-fin": 1511,
           "qw-fin": 1507, "tg-fin": 1503}
    kinds = {f: FINISHED if f.endswith("-fin") else SAVED for f in files}
    ended = {"qw-saved", "flush-saved"}

    def section(f):
        return section_of(kinds[f], f in ended)
    rows = SaveRows(files, lambda f: f"line {f}", age=age.get, section=section).rows()
    got = [(heading, [f for _, f in rs]) for heading, rs in sectioned(rows, section)]
    assert [h for h, _ in got][1:] == [FINISHED_HEADING, SINCE_FINISHED_HEADING], got
    for heading, fs in got:
        assert [age[f] for f in fs] == sorted((age[f] for f in fs), reverse=True), (heading, fs)
    assert dict(got)[FINISHED_HEADING] == ["quash-fin", "qw-fin", "tg-fin", "nq-own-fin"]
    assert dict(got)[SINCE_FINISHED_HEADING] == ["qw-saved", "flush-saved"]


@pytest.mark.ui
def test_a_window_size_picked_applies_at_once_and_keep_at_two_seconds_left_keeps_it():
    # review 15 (46, 47.png): 1024x640 picked did nothing until Save; a click on Keep at ~2 s left was lost
    from quash_table.ui import settings as settings_mod
    from tests.ui_helpers import centre, click, find, make_app, screen_objects
    app = make_app(size=(1280, 800))
    try:
        app.nav.settings()
        steps(app, 2)
        click(app, centre(find(screen_objects(app), "window")["rect"]), frames=3)      # real clicks: open the
        row = next(o for o in screen_objects(app)                                       # list, click the row
                   if o["id"].startswith("window:choice:") and o["label"] == "1024x640")
        click(app, centre(row["rect"]), frames=6)
        assert app.screen.get_size() == (1024, 640)          # at once, no Save
        assert find(screen_objects(app), "h:keep")
        for _ in range(26):                                   # 13 s of the 15 pass
            app.step(0.5)
        assert "in 2 s" in find(screen_objects(app), "keep:countdown")["label"]
        click(app, centre(find(screen_objects(app), "keep:keep")["rect"]), frames=3)
        for _ in range(8):
            app.step(0.5)
        assert app.screen.get_size() == (1024, 640)
        assert settings_mod.load()["window"] == [1024, 640]
        assert app.top.name == "settings" and find(screen_objects(app), "window")["label"] == "1024x640"
        # Keep says the size is kept and everything saved (review 28 pressed Save again; review 34: Keep saves it all)
        assert "1024x640 is kept: every setting here is saved" in find(screen_objects(app), "note")["label"]
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_the_pause_menu_of_a_finished_game_greys_save_with_its_reason():
    # review 15: after Quadruple War ended, Menu still offered "Save game"
    from quash_table.paths import saves_dir
    from quash_table.ui.screens.pause import OVER_WORDS
    from tests.ui_helpers import centre, click, find, screen_objects
    app, scene = match_board(_finished("quadwar", ("human", "bot:random", "bot:random", "bot:random"), 2))
    try:
        before = set(saves_dir().glob("*.json")) if saves_dir().exists() else set()
        steps(app, 60)
        key(app, pygame.K_ESCAPE, frames=3)
        assert app.top.name == "pause"
        objects = screen_objects(app)
        for wid in ("save", "save_quit"):
            assert not app.top.widgets[wid].is_enabled, wid
            click(app, centre(find(objects, wid)["rect"]), frames=3)
        assert app.top.name == "pause"
        assert any(o.get("label") == OVER_WORDS for o in screen_objects(app)), screen_objects(app)
        after = set(saves_dir().glob("*.json")) if saves_dir().exists() else set()
        assert not {p for p in after - before if not p.name.startswith("finished-")}
    finally:
        close_board(app)


@pytest.mark.ui
def test_a_four_player_quash_row_in_replays_keeps_its_scores_at_1024():
    # review 15 (95.png): "QUASH (Points to the FINISH 4) · finished, Player 1 and Bot 3 won" and no scores,
    # unlike every other row: the sides' names with their people did not fit, and the scores went whole
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from tests.ui_helpers import make_app
    m = Match("quash", ["human:Player 1", "human:Player 2", "bot:random", "bot:random"], seed=3,
              options={"target": 4})
    rng = random.Random(3)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_match(m, saves_dir() / "finished-quash-4p.json")
    from quash_table.engine.saves import save_header
    from quash_table.ui.screens.load import LoadScene
    scores = save_header(saves_dir() / "finished-quash-4p.json")["standing"]["scores"]
    app = make_app(size=(1024, 640))
    try:
        app.push(LoadScene(app, finished=True))          # Statistics' Replays
        steps(app, 3)
        text = next(r["text"] for r in app.top.layout_info()["rows"] if r["file"] == "finished-quash-4p.json")
        assert "RED" in text and "BLACK" in text, text
        assert f"RED {scores[0]}" in text or f") {scores[0]}" in text.split("RED")[1], text
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_the_statistics_player_tooltip_keeps_off_the_table_headings(monkeypatch):
    # review 15 (44.png): "P: the next player" hung over the "Game" column heading
    from tests.ui_helpers import make_app, open_statistics, play_and_record
    play_and_record("flush", "human:Ann,human:Bob,bot:easy", 3)
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        open_statistics(app)
        scene = app.top
        el = scene.widgets["player"]
        pos = el.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)               # pygame_gui polls it
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        steps(app, 90)                                                         # the tooltip's delay
        assert el.tool_tip is not None
        tip = pygame.Rect(el.tool_tip.rect)
        assert not tip.colliderect(scene._table_rect()), (tip, scene._table_rect())
        assert not tip.colliderect(el.rect)
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_a_summary_without_a_chart_is_as_tall_as_it_needs_no_empty_band():
    # review 15 (16, 78.png): a two-seat QUASH's summary had a large empty band between its scores and
    # its buttons (the panel was at least 300 px tall, whatever it held)
    from quash_table.ui.chrome import summary_height
    from quash_table.ui.overlays import summary_rect
    m = _finished("quash", ("human:Player 1", "human:Player 2"), 5, {"target": 4})
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 60)
        assert scene.summary_up() and not scene.score_panel.has_chart()
        panel = summary_rect(scene)
        need = summary_height(scene.metrics, panel.w, scene.game, scene.session, scene.summary_notes())
        assert panel.h <= need + 1, (panel.h, need)
        for b in scene.overlay_buttons:
            assert panel.contains(b.rect), b.id
    finally:
        close_board(app)
