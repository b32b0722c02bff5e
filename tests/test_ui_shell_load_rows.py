"""The Load list says where each game stands, as Continue does (round, whose turn and to do what, scores),
read from the save's header alone; two saves of one game read apart; a save written before standings
still lists; a finished game is kept for its replay, listed after the games still to play, and replays
from a click."""

import json
import random

import pygame
import pytest

from tests.ui_helpers import centre, click, find, make_app, steps

pytestmark = pytest.mark.ui


def _bidding_qw():
    """Ann and Bob with two bots, a seat to bid in hand 2 or later."""
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:Ann", "human:Bob", "bot:easy", "bot:easy"], 5)
    while not (m.game.view(m.state, None)["hand_no"] >= 2 and m.legal_actions()[0]["type"] == "bid"):
        m.play(m.legal_actions()[0])
    # the table passed the hand's result (Next): before it the row says "hand 1's result" (session 26)
    m.pass_result(len(m.actions))
    return m


def _played(game_id, seats, n, seed=1):
    from quash_table.engine.match import Match
    m = Match(game_id, seats, seed)
    rng = random.Random(seed)
    while len(m.actions) < n and not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


def _open_load(size=(1280, 800)):
    app = make_app(size)
    app.nav.load()
    steps(app, 3)
    return app


def _rows(app):
    return {r["file"]: r for r in app.top.layout_info()["rows"]}


def test_a_row_says_the_round_whose_turn_to_do_what_and_the_scores():
    # it said "Quadruple War · Ann, Bob + 2 bots · 448 moves · date": nothing of where the game stood
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    m = _bidding_qw()
    save_match(m, saves_dir() / "qw.json")
    app = _open_load()
    try:
        text = _rows(app)["qw.json"]["text"]
        hand = m.game.view(m.state, None)["hand_no"]
        who = ["Ann", "Bob", "Bot 3", "Bot 4"][m.to_move]
        scores = m.game.result(m.state)["scores"]
        assert f"hand {hand}, {who} to bid" in text, text
        # (Quadruple War's scores one way: every seat by name in seat order, Game.scores_by_seat, session 20)
        # (session 26: a colon after each name, "Bot 3: 13": "Bot 3 13" read as one name)
        assert f"Ann: {scores[0]}, Bob: {scores[1]}, Bot 3: {scores[2]}, Bot 4: {scores[3]}" in text, text
        assert "moves" not in text
    finally:
        pygame.display.quit()


def test_the_list_reads_headers_only(monkeypatch):
    # the Load screen must stay fast (issue 22): a row never replays its save
    import quash_table.engine.saves as saves
    from quash_table.paths import saves_dir
    saves.save_match(_played("flush", ["human:Ann", "human:Bob", "bot:easy"], 30), saves_dir() / "f.json")

    def no_replay(*a, **k):
        raise AssertionError("the Load list replayed a save")
    monkeypatch.setattr(saves, "Match", no_replay)
    app = _open_load()
    try:
        text = _rows(app)["f.json"]["text"]
        assert "Ann to play" in text or "Bob to play" in text or "Bot 3 to play" in text, text
    finally:
        pygame.display.quit()


def test_two_saves_of_one_game_read_apart():
    import os
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    import shutil
    m = _played("flush", ["human:Ann", "human:Bob", "bot:easy"], 30)
    # one save copied byte for byte: two saves written apart could cross a second under load, and rows that
    # differ by the time they name read apart without the copy's mark (a CI run of session 36)
    save_match(m, saves_dir() / "flush-a.json")
    shutil.copyfile(saves_dir() / "flush-a.json", saves_dir() / "flush-b.json")
    for name in ("flush-a.json", "flush-b.json"):
        os.utime(saves_dir() / name, (1_764_000_000, 1_764_000_000))
    app = _open_load()
    try:
        rows = _rows(app)
        assert len(rows) == 2               # a save of the player's is a row of its own, never a folded copy
        a, b = rows["flush-a.json"]["text"], rows["flush-b.json"]["text"]
        assert a.strip() != b.strip(), (a, b)
        # session 24: the copy says it is one (it was led by its file's name, the other row by nothing); session
        # 37: in its end before its date, the game's own words whole
        assert [" \u00b7 copy \u00b7 " in a, " \u00b7 copy \u00b7 " in b].count(True) == 1, (a, b)
        assert not a.startswith("copy") and not b.startswith("copy"), (a, b)
        assert "flush-" not in a + b
    finally:
        pygame.display.quit()


def test_a_save_written_before_standings_still_lists_who_played_and_its_moves():
    from quash_table.engine.saves import match_to_dict
    from quash_table.paths import saves_dir
    data = match_to_dict(_played("flush", ["human:Ann", "human:Bob", "bot:easy"], 30))
    del data["standing"]
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "old.json").write_text(json.dumps(data))
    app = _open_load()
    try:
        row = _rows(app)["old.json"]
        assert row["kind"] == "saved" and "Ann, Bob, Bot 3 \u00b7 30 moves" in row["text"], row
    finally:
        pygame.display.quit()


def test_a_save_with_a_false_standing_is_listed_as_damaged():
    from quash_table.engine.saves import match_to_dict
    from quash_table.paths import saves_dir
    data = match_to_dict(_played("flush", ["human:Ann", "bot:easy"], 10))
    data["standing"]["to_move"] = 7
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "odd.json").write_text(json.dumps(data))
    app = _open_load()
    try:
        row = _rows(app)["odd.json"]
        # said from its kind, in the words every damaged row uses (session 28), not the checker's own text
        assert row["kind"] == "damaged" and "changed after it was saved" in row["text"], row
    finally:
        pygame.display.quit()


def _finish_with_a_recorder(game_id, seats, seed=2):
    """A game played to its end as a board plays it (its Recorder autosaves every move)."""
    from quash_table.engine.match import Match
    from quash_table.engine.recorder import Recorder
    from quash_table.engine.saves import WRITER
    m = Match(game_id, seats, seed)
    Recorder(m)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    WRITER.flush()
    return m


def test_a_finished_game_is_kept_listed_after_the_games_to_play_and_replays_from_a_click():
    # a finished game vanished once its summary was left: not in Load, no replay anywhere
    from quash_table.engine.saves import FINISHED_PREFIX, save_match
    from quash_table.paths import saves_dir
    m = _finish_with_a_recorder("thegame", ["human:Ann", "bot:easy"])
    kept = list(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))
    assert len(kept) == 1
    save_match(_played("flush", ["human:Ann", "bot:easy"], 10), saves_dir() / "older.json")
    import os
    os.utime(saves_dir() / "older.json", (1_700_000_000, 1_700_000_000))   # older than the finished one
    app = _open_load()
    try:
        rows = app.top.layout_info()["rows"]
        assert [r["file"] for r in rows] == ["older.json", kept[0].name]     # still to play first
        finished = rows[1]
        assert finished["kind"] == "finished" and "finished, " in finished["text"], finished
        el = next(i["button_element"] for i in app.top.widgets["saves"].item_list
                  if i["text"] == app.top.rows[1][0])
        click(app, el.rect.center, frames=3)
        click(app, centre(find(app.top.layout_info()["objects"], "replay")["rect"]), frames=3)
        assert app.top.name == "board" and app.top.session.read_only
        assert app.top.session.finished and app.top.session.length == len(m.actions)
    finally:
        pygame.display.quit()


def test_a_game_of_bots_only_is_not_kept_when_it_ends():
    from quash_table.engine.saves import FINISHED_PREFIX
    from quash_table.paths import saves_dir
    _finish_with_a_recorder("thegame", ["bot:easy", "bot:easy"])
    assert not list(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))


def test_statistics_offers_the_replays_of_finished_games():
    # Statistics listed a finished game's score with no way to watch it again
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from tests.ui_helpers import key
    m = _finish_with_a_recorder("thegame", ["human:Ann", "bot:easy"])
    save_match(_played("flush", ["human:Ann", "bot:easy"], 10), saves_dir() / "newer.json")
    app = make_app()
    try:
        app.nav.main_menu()
        steps(app, 2)
        key(app, pygame.K_s, frames=3)
        assert app.top.name == "statistics"
        click(app, centre(find(app.top.layout_info()["objects"], "replays")["rect"]), frames=3)
        assert app.top.name == "load"
        # opened for the replays, it says so (it was titled "Load a saved game")
        assert find(app.top.layout_info()["objects"], "h:load")["label"] == "Replays"
        # the newest finished game chosen (Replays has no path field since session 13: its list alone)
        assert app.top.path_text.startswith(str(saves_dir() / "finished-thegame-"))
        click(app, centre(find(app.top.layout_info()["objects"], "replay")["rect"]), frames=3)
        assert app.top.name == "board" and app.top.session.read_only and app.top.session.finished
        assert app.top.session.length == len(m.actions)
    finally:
        pygame.display.quit()


def test_co_operative_rows_say_who_played_and_the_options_that_change_the_game():
    # Three rows read "The Game: Quick & Easy · turn 2, Player 1 to play · score 2": one team's score names
    # nobody, and Professional was not said. Now each says who played (team-mates "with") and its options.
    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    saves_dir().mkdir(parents=True, exist_ok=True)
    for name, seats, options in (("bots.json", "human,bot:easy,bot:easy", None),
                                 ("people.json", "human:Ann,human:Bob", None),
                                 ("pro.json", "human,bot:easy,bot:easy", {"professional": True})):
        m = Match("thegame", seats, seed=4, options=options)
        for _ in range(2):
            m.play(m.legal_actions()[0])
        save_match(m, saves_dir() / name)
    app = _open_load()
    try:
        rows = _rows(app)
        assert rows["bots.json"]["text"].startswith("The Game: Quick & Easy \u00b7 with Bot 2 and Bot 3 \u00b7 "), rows
        assert " turn " not in rows["bots.json"]["text"], rows     # the cards laid say how far (s19c)
        assert rows["people.json"]["text"].startswith("The Game: Quick & Easy \u00b7 pass-and-play \u00b7 with Ann and Bob \u00b7 "), rows
        assert rows["pro.json"]["text"].startswith("The Game: Quick & Easy (Professional) \u00b7 with Bot 2 and Bot 3"), rows
        assert "against" not in " ".join(r["text"] for r in rows.values())
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1600, 1000), (1024, 640)])
def test_a_long_players_name_gives_way_by_the_rows_width_not_by_its_length(size):
    # SAVED_NAME_MAX: any name longer than 12 letters was never shown ("saved"), even on a row with room
    # for it; now the date column shortens ("saved on Bartholomew-J's turn" -> "saved") only where the
    # name would take room from the game's own words. Review 16: every row now ends "saved" (whose turn
    # it is is the row's own words), so the long name is said once, in where the game stands
    import os
    import time as _time

    from quash_table.engine.match import Match
    from quash_table.engine.saves import save_match
    from quash_table.paths import saves_dir
    from quash_table.ui.save_list import date_forms
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = saves_dir() / "pass-and-play.json"
    save_match(Match("numberquash", ["human:Al", "human:Bartholomew-J"], 3, {"order": [1, 0]}), path)
    when = _time.strftime("%d %b %H:%M", _time.localtime(os.stat(path).st_mtime)).lstrip("0")
    assert date_forms(path) == [f"saved \u00b7 {when}"]
    a = make_app(size)
    try:
        a.nav.load()
        steps(a, 3)
        text = {r["file"]: r["text"] for r in a.top.layout_info()["rows"]}[path.name]
        # (session 24: NumberQuash's own words, the table and who leads)
        assert text.startswith("NumberQuash \u00b7 round 1, Bartholomew-J to roll \u00b7 2 players: level on 0 cells covered \u00b7 ")
        assert text.endswith(f" saved \u00b7 {when}"), text
    finally:
        pygame.display.quit()
