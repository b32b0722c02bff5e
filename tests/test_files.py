"""Untrusted files and failing disks: each numbered case of issue 21, one test or more each.

Special files (FIFOs, links to /dev/zero, folders) are made in the test's own folder. Anything that could
hang on a build without the one reader runs in a subprocess with a time limit.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from quash_table.ui.damaged_words import says_damaged  # session 24: a row says what befell its file
from quash_table.engine import atomic_files
from quash_table.engine import saves as saves_mod
from quash_table.engine.files import FileRefused, decode_json, read_bytes
from quash_table.engine.game import IllegalAction
from quash_table.engine.match import Match, parse_seat
from quash_table.engine.saves import (SaveError, autosave_after_move, load_autosave, load_match, match_to_dict,
                                      save_check, save_match, write_autosave)
from quash_table.engine.stats import load_stats, record_match, summary_rows
from quash_table.paths import autosave_path, saves_dir, settings_path, stats_path, user_dir

ROOT = Path(__file__).resolve().parent.parent
HAS_FIFO = hasattr(os, "mkfifo")


def run_py(code, timeout=30):
    """Python in a subprocess on the same data folder; TimeoutExpired fails the test (a hang)."""
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=dict(os.environ), capture_output=True,
                          text=True, timeout=timeout)


def check_save(path, timeout=30):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "check-save", str(path)], cwd=ROOT,
                          env=dict(os.environ), capture_output=True, text=True, timeout=timeout)


def resealed(data):
    """A save dict whose check is made to fit its (edited) fields, so only the edit itself is judged."""
    data = dict(data)
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data.get("stacked"),
                               data.get("undos", 0), data["actions"])
    return data


def played(game="quash", seats="human,bot:normal", seed=3, moves=4, on_change=None):
    m = Match(game, seats, seed=seed, on_change=on_change)
    for _ in range(moves):
        if m.over:
            break
        m.play(m.legal_actions()[0])
    return m


def finished(game="thegame", seats="human,bot:easy", seed=2):
    m = Match(game, seats, seed=seed)
    while not m.over:
        m.play(m.legal_actions()[0])
    return m


# --- 1. a save can make the app open any local path ----------------------------------------------------

@pytest.mark.skipif(not HAS_FIFO, reason="no FIFOs here")
def test_1_a_flush_save_naming_a_deck_path_opens_nothing(tmp_path):
    fifo = tmp_path / "deck.fifo"
    os.mkfifo(fifo)
    data = match_to_dict(played("flush", "human,bot:easy", moves=2))
    reasons = []
    for deck in (str(fifo), "/dev/zero", "/dev/urandom", str(tmp_path / "missing.json"), str(tmp_path)):
        path = tmp_path / "edited.json"
        path.write_text(json.dumps(resealed(dict(data, options=dict(data["options"], deck=deck)))))
        r = check_save(path)                       # a hang or a 3 GB read fails here (time limit)
        assert r.returncode == 2 and "refused" in r.stderr
        reasons.append(r.stderr.replace(deck, "PATH"))
    assert len(set(reasons)) == 1, reasons        # whether a path exists is not told


def test_1_a_deck_file_is_read_only_when_a_person_picks_it(tmp_path):
    from quash_table.games import get_game
    flush = get_game("flush")
    with pytest.raises(IllegalAction, match="not a regular file"):
        flush.options_from_user({"deck": "/dev/zero"})
    with pytest.raises(IllegalAction, match="a folder"):
        flush.options_from_user({"deck": str(tmp_path)})
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (1024 * 1024 + 1))
    with pytest.raises(IllegalAction, match="1 MB"):
        flush.options_from_user({"deck": str(big)})


@pytest.mark.skipif(not HAS_FIFO, reason="no FIFOs here")
def test_1_special_files_are_refused_by_the_one_reader(tmp_path):
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    r = run_py(f"from quash_table.engine.files import read_bytes\ntry:\n read_bytes({str(fifo)!r})\n"
               "except ValueError as e:\n print(e)")
    assert "not a regular file" in r.stdout
    with pytest.raises(FileRefused, match="not a regular file"):
        read_bytes("/dev/zero")
    with pytest.raises(FileRefused, match="a folder"):
        read_bytes(tmp_path)
    big = tmp_path / "big.json"
    big.write_bytes(b"[" + b"0," * (8 * 1024 * 1024 + 1) + b"0]")
    with pytest.raises(FileRefused, match="larger than 16 MB"):
        read_bytes(big)


def test_1_an_autosave_linked_to_dev_zero_is_refused_and_set_aside():
    autosave_path().symlink_to("/dev/zero")
    r = run_py("from quash_table.engine.saves import load_autosave, SaveError\n"
               "try:\n load_autosave()\nexcept SaveError as e:\n print('refused:', e)")
    assert "refused:" in r.stdout and "outside the data folder" in r.stdout, r.stdout + r.stderr
    m = played(on_change=write_autosave, moves=1)        # a new game takes Continue over
    assert load_autosave().actions == m.actions
    aside = list(saves_dir().glob("autosave-unreadable-*"))
    assert len(aside) == 1 and os.readlink(aside[0]) == "/dev/zero"   # the link itself, kept


# --- 2. malformed JSON past every handler ----------------------------------------------------------------

NASTY = {"deep": b"[" * 100000 + b"]" * 100000, "long number": b'{"a": ' + b"9" * 5000 + b"}",
         "not utf-8": b'{"a": "\xff\xfe"}', "lone surrogate": b'{"a": "\\ud800"}', "NaN": b'{"a": NaN}',
         "deep but parsable": b"[" * 200 + b"]" * 200}


@pytest.mark.parametrize("name", sorted(NASTY))
def test_2_malformed_json_is_one_clear_refusal_everywhere(name):
    from quash_table.ui import settings as settings_mod
    raw = NASTY[name]
    with pytest.raises(FileRefused):
        decode_json(raw)
    save = saves_dir() / "nasty.json"
    save.write_bytes(raw)
    with pytest.raises(SaveError):
        load_match(save)
    assert save.read_bytes() == raw
    autosave_path().write_bytes(raw)
    with pytest.raises(SaveError):
        load_autosave()
    settings_path().write_bytes(raw)
    assert settings_mod.load() == settings_mod.DEFAULTS
    stats_path().write_bytes(raw)
    stats, message = load_stats()
    assert stats["players"] == {} and "damaged" in message
    kept = list(user_dir().glob("statistics.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    stats_path().write_bytes(raw)
    assert record_match(finished()) is not None        # a game's end sets it aside and counts the game
    assert summary_rows(load_stats()[0])[0]["games"] == 1


def test_2_load_on_a_row_marked_damaged_says_why():
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import make_app, steps
    from quash_table.ui.save_list import save_summary
    from quash_table.ui.screens.load import LoadScene
    (saves_dir() / "deep.json").write_bytes(NASTY["deep"])
    assert says_damaged(save_summary(saves_dir() / "deep.json"))
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    steps(app, 2)
    scene.widgets["path"].set_text(str(saves_dir() / "deep.json"))
    scene.load()
    assert app.top is scene and "nested too deeply" in scene.error
    app.pop()
    pygame.display.quit()


# --- 3 and 7. an undecodable or unreadable autosave is kept, never overwritten ------------------------------

def test_3_a_non_utf8_autosave_is_kept_byte_for_byte():
    raw = b'{"format": "quash-table-save", \xff\xfe broken'
    autosave_path().write_bytes(raw)
    m = played(on_change=autosave_after_move, moves=1)
    assert getattr(m, "save_problem", "") == ""
    kept = list(saves_dir().glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert load_autosave().actions == m.actions


def test_7_an_autosave_that_is_a_folder_is_set_aside_not_lost():
    autosave_path().mkdir()
    (autosave_path() / "inside.txt").write_text("mine")
    m = played(on_change=autosave_after_move, moves=1)
    aside = list(saves_dir().glob("autosave-unreadable-*"))
    assert len(aside) == 1 and (aside[0] / "inside.txt").read_text() == "mine"
    assert load_autosave().actions == m.actions


# --- 4. write failures are polite ------------------------------------------------------------------------

def _full_disk(*args, **kw):
    raise OSError(28, "No space left on device", str(autosave_path()))


def _writes_bytes(monkeypatch, write):
    """Every whole-file write of a save goes through `write` (a full disk): saves' own and atomic_files'
    (its JSON writer's)."""
    monkeypatch.setattr(saves_mod, "atomic_write_bytes", write)
    monkeypatch.setattr(atomic_files, "atomic_write_bytes", write)


def test_4_a_failing_autosave_keeps_the_game_and_says_why(monkeypatch):
    # (the working writer is put back by hand: undoing the monkeypatch would undo the test's data folder)
    working = saves_mod.atomic_write_bytes
    _writes_bytes(monkeypatch, _full_disk)
    m = played(on_change=autosave_after_move, moves=3)       # no exception: the game goes on
    assert len(m.actions) == 3
    assert "Saving is failing: No space left on device" in m.save_problem
    _writes_bytes(monkeypatch, working)
    m.play(m.legal_actions()[0])                              # retried at the next move
    assert m.save_problem == "" and load_autosave().actions == m.actions


def test_4_settings_that_cannot_be_saved_say_so():
    from quash_table.ui import settings as settings_mod
    settings_path().mkdir()                                   # settings.json is a folder
    assert settings_mod.load() == settings_mod.DEFAULTS
    problem = settings_mod.save(dict(settings_mod.DEFAULTS, volume=10))
    assert "settings.json" in problem


def test_4_statistics_that_cannot_be_written_are_kept_for_the_next_game(monkeypatch):
    from quash_table.engine import stats as stats_mod
    working = stats_mod.atomic_write_json
    monkeypatch.setattr(stats_mod, "atomic_write_json", lambda *a: _full_disk())
    with pytest.raises(OSError):
        record_match(finished(seed=2))
    monkeypatch.setattr(stats_mod, "atomic_write_json", working)
    record_match(finished(seed=3))
    assert summary_rows(load_stats()[0])[0]["games"] == 2      # the first record was not lost


def test_4_the_board_says_once_that_saving_fails_and_when_it_works_again(monkeypatch):
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import board, make_app, settle, step_until, steps
    app = make_app(animation="instant")
    scene = board(app, "quash", ["human", "bot:easy"], seed=3)
    said = []
    real = scene.show_message
    monkeypatch.setattr(scene, "show_message", lambda text, *a, **k: (said.append(text), real(text, *a, **k)))
    working = saves_mod.atomic_write_bytes
    _writes_bytes(monkeypatch, _full_disk)
    s = scene.session
    for _ in range(3):
        settle(app, scene)
        s.play(s.screen_legal()[0])
        steps(app, 3)
    assert len([t for t in said if t.startswith("Saving is failing: No space left")]) == 1   # once, not per move
    _writes_bytes(monkeypatch, working)
    settle(app, scene)
    s.play(s.screen_legal()[0])
    step_until(app, lambda: "Saving works again." in said, timeout=5)   # the writer thread has written
    app.pop()
    pygame.display.quit()


# --- 5. statistics with wrong field types ------------------------------------------------------------------

@pytest.mark.parametrize("rec", [{"games": "many"}, {"games": 1, "wins": 5}, {"history": "x"},
                                 {"history": [{"at": 1}]}, {"best_score": [1]}, {"streak": -1}])
def test_5_statistics_with_wrong_types_are_set_aside_and_the_result_kept(rec):
    good = {"games": 1, "wins": 0, "best_score": 3, "streak": 0, "best_streak": 0, "undone_games": 0,
            "history": []}
    stats_path().write_text(json.dumps({"format": "quash-table-stats", "version": 1,
                                        "players": {"Ann": {"quash": dict(good, **rec)}}}))
    stats, message = load_stats()
    assert "damaged" in message and stats["players"] == {}
    summary_rows(stats)
    stats_path().write_text(json.dumps({"format": "quash-table-stats", "version": 1,
                                        "players": {"Ann": {"quash": dict(good, **rec)}}}))
    record_match(finished())
    assert summary_rows(load_stats()[0])[0]["games"] == 1


# --- 6. seat names with NUL or a lone surrogate ------------------------------------------------------------

@pytest.mark.parametrize("name", ["Ann\x00", "\ud800x", "tab\there"])
def test_6_unshowable_seat_names_are_refused(name, tmp_path):
    with pytest.raises(IllegalAction, match="cannot be shown"):
        parse_seat({"kind": "human", "level": None, "name": name}, 0)
    data = match_to_dict(played())
    data["seats"] = [dict(data["seats"][0], name=name), data["seats"][1]]
    path = tmp_path / "named.json"
    path.write_text(json.dumps(resealed(data)))
    with pytest.raises(SaveError):
        load_match(path)


# --- 8. two copies of the app on one data folder: see test_two_instances.py --------------------------------

def test_8_a_second_copy_keeps_its_game_in_load_not_in_continue(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c",
                               "import sys, time\nfrom quash_table.engine.saves import claim_data_folder\n"
                               "print(repr(claim_data_folder()), flush=True)\ntime.sleep(60)"],
                              cwd=ROOT, env=dict(os.environ), stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "''"        # the first copy owns the folder
        from quash_table.engine.saves import claim_data_folder
        assert "Another Quash Table" in claim_data_folder()
        m = played(on_change=autosave_after_move, moves=3)
        assert not autosave_path().exists()                       # Continue is the other copy's
        kept = list(saves_dir().glob("unfinished-quash-*.json"))
        assert len(kept) == 1 and load_match(kept[0]).actions == m.actions
        assert "kept in Load" in m.save_notice
        played(on_change=autosave_after_move, moves=3)
        assert len(list(saves_dir().glob("unfinished-*.json"))) == 2   # one file per game, not per move
    finally:
        holder.kill()
        holder.wait()


# --- 9. leftover temp files --------------------------------------------------------------------------------

def test_9_leftover_temp_files_are_cleaned_at_start():
    from quash_table.engine.saves import claim_data_folder
    old = [user_dir() / ".autosave.json.abc123.tmp", saves_dir() / ".quash-1.json.x1y2.tmp"]
    fresh = user_dir() / ".statistics.json.zzz.tmp"      # a write in progress right now
    other = user_dir() / ".hidden.tmp"                    # not one of ours
    for p in old + [fresh, other]:
        p.write_text("{")
    for p in old + [other]:
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    assert claim_data_folder() == ""
    assert not any(p.exists() for p in old) and fresh.exists() and other.exists()


# --- 10. an edited move is refused even where the final state matches ------------------------------------------

def test_10_the_quash_example_with_move_26_edited_is_refused(tmp_path):
    data = json.loads((ROOT / "saves" / "quash-example.json").read_text())
    assert data["actions"][25] == {"type": "play", "card": "10S", "spot": 4}
    data["actions"][25]["card"] = "6S"
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="do not match its check"):
        load_match(path)


@pytest.mark.parametrize("edit", ["seat kind", "level", "name", "undos", "option", "seed", "drop a move"])
def test_10_edits_to_seats_options_levels_and_undos_are_refused(edit, tmp_path):
    data = match_to_dict(played("quash", "human,bot:normal", moves=6))
    data = json.loads(json.dumps(data))
    if edit == "seat kind":
        data["seats"][1] = {"kind": "human", "level": None, "name": "Bot 2 (normal)"}
    elif edit == "level":
        data["seats"][1]["level"] = "easy"
    elif edit == "name":
        data["seats"][0]["name"] = "Someone else"
    elif edit == "undos":
        data["undos"] = 0 if data["undos"] else 3
    elif edit == "option":
        key = next(iter(data["options"]))
        data["options"][key] = not data["options"][key] if isinstance(data["options"][key], bool) else None
    elif edit == "seed":
        data["seed"] += 1
    else:
        data["actions"].pop()
        data["state"] = data["state"]
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError):
        load_match(path)


# --- 11. runaway bot levels ----------------------------------------------------------------------------

def test_11_bot_levels_are_bounded(tmp_path):
    for level in ("hard@100000000", "hard@0", "hard@\u00b2", "hard@" + "9" * 5000, "nonsense"):
        with pytest.raises(IllegalAction):
            parse_seat(f"bot:{level}", 1)
    assert parse_seat("bot:hard@200", 1)["level"] == "hard@200"
    data = match_to_dict(played("quash", "human,bot:hard@200", moves=0))
    data["seats"][1] = {"kind": "bot", "level": "hard@100000000", "name": "Bot 2 (hard@100000000)"}
    path = tmp_path / "runaway.json"
    path.write_text(json.dumps(resealed(data)))
    with pytest.raises(SaveError, match="from 1 to"):
        load_match(path)


def test_11_a_search_never_runs_in_the_ui_process_and_leaving_stops_it():
    from quash_table.ui.botrunner import BotRunner, is_search_level
    assert is_search_level("quash", "hard") and is_search_level("quash", "hard@5000")
    assert is_search_level("thegame", "hard-silent") and not is_search_level("quash", "normal")
    m = Match("quash", "bot:hard@20000,bot:hard@20000", seed=1)
    runner = BotRunner("quash", 1)
    seat = m.to_move
    runner.ask(1, seat, "hard@20000", m.game.view(m.state, seat), m.legal_actions())
    assert runner._proc is not None and runner._proc.is_alive()      # thinking in its own process
    time.sleep(0.5)
    proc = runner._proc
    t0 = time.monotonic()
    runner.close()                                                   # the board is left mid-search
    assert time.monotonic() - t0 < 3 and not proc.is_alive()


# --- 12. unique kept copies; a dangling link in saves/ ---------------------------------------------------------

def test_12_three_games_started_in_one_second_keep_every_copy():
    games = []
    for seed in (3, 4, 5):
        games.append(played(seed=seed, moves=2, on_change=write_autosave))
    kept = sorted(saves_dir().glob("unfinished-quash-*.json"))
    assert len(kept) == 2
    assert sorted(len(load_match(p).actions) for p in kept) == [2, 2]
    assert {load_match(p).seed for p in kept} == {3, 4}


def test_12_a_dangling_link_in_saves_does_not_break_the_load_screen():
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import make_app, steps
    from quash_table.ui.screens.load import LoadScene
    save_match(played(), saves_dir() / "good.json")
    (saves_dir() / "gone.json").symlink_to(saves_dir() / "nowhere.json")
    (saves_dir() / "zero.json").symlink_to("/dev/zero")
    app = make_app()
    scene = LoadScene(app)
    app.push(scene)
    steps(app, 2)
    lines = [r for r, _ in scene.rows]
    assert len(lines) == 3 and sum(says_damaged(r) or "cannot" in r for r in lines) == 2
    scene.widgets["path"].set_text(str(saves_dir() / "zero.json"))
    scene.load()
    assert app.top is scene and "outside the data folder" in scene.error
    app.pop()
    pygame.display.quit()


def test_8_the_main_menu_of_a_second_copy_says_another_is_running():
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import make_app, steps
    from quash_table.ui.screens.main_menu import MainMenuScene
    app = make_app()
    app.data_notice = "Another Quash Table is running (process 7): the games played here are kept in Load."
    app.push(MainMenuScene(app))
    steps(app, 2)
    assert "process 7" in app.top.widgets["data_notice"].text
    app.pop()
    pygame.display.quit()


def test_4_save_from_the_pause_menu_on_a_full_disk_says_so_and_stays(monkeypatch):
    pygame = pytest.importorskip("pygame")
    from tests.ui_helpers import board, make_app, steps
    from quash_table.ui.screens.pause import PauseScene
    app = make_app()
    scene = board(app, "quash", ["human", "bot:easy"], seed=3)
    pause = PauseScene(app, scene)
    app.push(pause)
    steps(app, 2)
    working = saves_mod.atomic_write_bytes
    _writes_bytes(monkeypatch, _full_disk)
    pause.save_and_quit()
    assert app.top is pause and "Could not save: No space left on device" in pause.note
    assert not list(saves_dir().glob("*.json"))                # no empty file left under the new name
    _writes_bytes(monkeypatch, working)
    assert pause.save() is not None and len(list(saves_dir().glob("quash-*.json"))) == 1
    app.pop()
    app.pop()
    pygame.display.quit()
