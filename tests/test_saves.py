"""Saves: round trips, refusals that leave the file untouched, atomic writes that survive SIGKILL."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import SaveError, load_match, save_check, save_match

ROOT = Path(__file__).resolve().parent.parent


def check_save(path):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "check-save", str(path)],
                          capture_output=True, text=True, timeout=60)


def played_match(n=12, seed=5):
    m = Match("thegame", "human,bot:normal,bot:easy", seed=seed)
    for _ in range(n):
        if m.over:
            break
        m.play(m.legal_actions()[-1])
    return m


def test_round_trip_through_a_file(tmp_path):
    m = played_match()
    path = save_match(m, tmp_path / "game.json")
    again = load_match(path)
    assert again.game.dump(again.state) == m.game.dump(m.state)
    assert again.actions == m.actions and again.seats == m.seats and again.seed == m.seed
    data = json.loads(path.read_text())
    assert data["format"] == "quash-table-save" and data["version"] == 2      # 2: the check chain
    assert {"game", "seats", "options", "seed", "stacked", "actions", "state", "saved_at", "check"} <= set(data)
    r = check_save(path)
    assert r.returncode == 0 and r.stdout.startswith("OK")


def _refused(path, reason_part):
    before = path.read_bytes()
    with pytest.raises(SaveError) as err:
        load_match(path)
    assert reason_part in str(err.value)
    r = check_save(path)
    assert r.returncode == 2, r.stdout + r.stderr
    assert reason_part in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert path.read_bytes() == before, "a refused save must be left exactly as it was"


def test_truncated_file_is_refused(tmp_path):
    path = save_match(played_match(), tmp_path / "g.json")
    path.write_bytes(path.read_bytes()[:200])
    _refused(path, "not valid JSON")


def test_wrong_version_is_refused(tmp_path):
    path = save_match(played_match(), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["version"] = 99
    path.write_text(json.dumps(data))
    _refused(path, "version 99")


def test_tampered_action_is_refused(tmp_path):
    m = played_match()
    path = save_match(m, tmp_path / "g.json")
    data = json.loads(path.read_text())
    first_play = next(i for i, a in enumerate(data["actions"]) if a["type"] == "play")
    data["actions"][first_play]["card"] = "P10" if data["actions"][first_play]["card"] != "P10" else "R1"
    path.write_text(json.dumps(data))
    _refused(path, "do not match its check")
    # with the check made to fit the edit, the replay still refuses the illegal move
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data["stacked"],
                               data["undos"], data["actions"])
    path.write_text(json.dumps(data))
    _refused(path, "does not replay")


def test_tampered_state_is_refused(tmp_path):
    path = save_match(played_match(), tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["state"]["pile"] = list(reversed(data["state"]["pile"]))
    path.write_text(json.dumps(data))
    _refused(path, "does not match")


def test_non_json_and_other_files_are_refused(tmp_path):
    path = tmp_path / "picture.json"
    path.write_bytes(b"\x89PNG\r\n\x1a\n not a save")
    _refused(path, "not")
    path2 = tmp_path / "list.json"
    path2.write_text("[1, 2, 3]")
    _refused(path2, "not a Quash Table save")
    path3 = tmp_path / "other.json"
    path3.write_text(json.dumps({"format": "quash-table-save", "version": 2, "game": "chess"}))
    _refused(path3, "no 'seats' field")


def test_missing_file_is_refused_cleanly(tmp_path):
    r = check_save(tmp_path / "nope.json")
    assert r.returncode == 2 and "cannot read" in r.stderr


WRITER = r"""
import sys, time
sys.path.insert(0, sys.argv[1])
from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
m = Match("thegame", "bot,bot,bot,bot,bot", seed=3)
while not m.over:
    m.play(m.legal_actions()[-1])
print("ready", flush=True)
while True:          # save the same game over and over until killed
    save_match(m, sys.argv[2])
"""


def test_sigkill_while_saving_never_leaves_a_corrupt_target(tmp_path):
    target = tmp_path / "save.json"
    save_match(played_match(3), target)   # an older good save that must survive as old or new
    for attempt in range(6):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), str(target)],
                                stdout=subprocess.PIPE, text=True)
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(0.05 + 0.037 * attempt)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
        match = load_match(target)   # must parse and replay: either the old save or a new one
        assert match.game_id == "thegame"
    leftovers = [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]
    # a killed writer may leave its temp file behind, but never in place of the target
    assert all(p.startswith(".save.json.") for p in leftovers)


def test_autosave_and_continue(tmp_path):
    from quash_table.engine.saves import load_autosave, write_autosave
    assert load_autosave() is None
    m = Match("thegame", "human,bot", seed=8, on_change=write_autosave)
    m.play(m.legal_actions()[-1])
    m.play(m.legal_actions()[-1])
    resumed = load_autosave()
    assert resumed.actions == m.actions


def test_every_example_save_in_the_repo_loads():
    from quash_table.games import available_game_ids
    examples = sorted((ROOT / "saves").glob("*.json"))
    present = {p.stem.split("-")[0] for p in examples}
    assert "thegame" in present
    for gid in available_game_ids():
        assert gid in present, f"saves/ has no example save for {gid}"
    for p in examples:
        load_match(p)


def test_a_new_game_never_loses_the_unfinished_one_in_the_autosave():
    from quash_table.engine.saves import load_autosave, write_autosave
    from quash_table.paths import autosave_path, saves_dir
    old = Match("quash", "human,bot:normal", seed=3, on_change=write_autosave)
    old.play(old.legal_actions()[0])
    old.play(old.legal_actions()[0])
    before = autosave_path().read_bytes()
    new = Match("thegame", "human,bot:normal", seed=4, on_change=write_autosave)
    new.play(new.legal_actions()[0])
    kept = list(saves_dir().glob("unfinished-quash-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == before       # the old game, exactly as it was
    assert load_match(kept[0]).actions == old.actions
    assert load_autosave().game_id == "thegame"                    # Continue now resumes the new one
    new.play(new.legal_actions()[0])                               # later moves copy nothing more
    assert len(list(saves_dir().glob("*.json"))) == 1


def test_resuming_or_finishing_keeps_no_extra_copy():
    from quash_table.engine.saves import load_autosave, write_autosave
    from quash_table.paths import saves_dir
    m = Match("thegame", "human,bot:normal", seed=5, on_change=write_autosave)
    m.play(m.legal_actions()[0])
    resumed = load_autosave()                                      # Continue: the same game goes on
    resumed.listen(lambda kind, match: kind == "finished" or write_autosave(match))
    resumed.undo()                                                 # even after an undo it is the same game
    resumed.play(resumed.legal_actions()[-1])
    assert not list(saves_dir().glob("*.json"))
    while not resumed.over:
        resumed.play(resumed.legal_actions()[0])
    nxt = Match("flush", "human,bot:normal", seed=6, on_change=write_autosave)
    nxt.play(nxt.legal_actions()[0])                               # a finished game needs no keeping
    assert not list(saves_dir().glob("*.json"))


def test_a_damaged_autosave_is_kept_not_overwritten():
    from quash_table.engine.saves import write_autosave
    from quash_table.paths import autosave_path, saves_dir
    autosave_path().write_text('{"format": "quash-table-save", "version": 1, "game": "thegame", "seats": [')
    m = Match("thegame", "human,bot:normal", seed=7, on_change=write_autosave)
    m.play(m.legal_actions()[0])
    kept = list(saves_dir().glob("autosave-damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text().endswith('"seats": [')


def test_opening_a_game_does_not_touch_the_autosave():
    from quash_table.ui.session import MatchSession
    from quash_table.paths import autosave_path
    m = Match("thegame", "human,bot:normal", seed=8)
    session = MatchSession(m)
    assert not autosave_path().exists()                            # only opened: Continue is left alone
    m.play(m.legal_actions()[0])
    assert autosave_path().exists()
    session.bots.close()


def test_a_bots_first_move_does_not_take_continue_over():
    # Opened, the bot moved first, the person quit: the game in Continue must still be the old one.
    from quash_table.paths import autosave_path
    from quash_table.ui.session import MatchSession
    seed = next(s for s in range(50) if Match("quash", "human,bot:easy", seed=s).to_move == 1)
    m = Match("quash", "human,bot:easy", seed=seed)
    session = MatchSession(m)
    m.play(m.legal_actions()[0])                 # the bot's move
    assert m.actors == [1] and not autosave_path().exists()
    while m.to_move != 0:
        m.play(m.legal_actions()[0])
    m.play(m.legal_actions()[0])                 # the person's first move
    assert autosave_path().exists()
    session.bots.close()
    watched = Match("thegame", "bot:easy,bot:easy", seed=3)   # a table of bots autosaves from its first move
    session = MatchSession(watched)
    watched.play(watched.legal_actions()[0])
    from quash_table.engine.saves import load_autosave
    assert load_autosave().game_id == "thegame"
    session.bots.close()


def test_saves_written_before_checks_still_load_and_replay():
    # Version 1 saves (0.1: a player's own Continue and saves) carry no check; they are proved by replay
    # alone (every move legal where played, the same final state) and written as version 2 from then on.
    import json
    from pathlib import Path

    from quash_table.engine.saves import VERSION, load_match, match_to_dict
    folder = Path(__file__).parent / "fixtures" / "saves_v1"
    files = sorted(folder.glob("*.json"))
    assert len(files) == 5
    for f in files:
        data = json.loads(f.read_text())
        assert data["version"] == 1 and "check" not in data
        m = load_match(f)
        assert m.save_version == 1 and len(m.actions) == len(data["actions"])
        assert match_to_dict(m)["version"] == VERSION
        # an edited move in an old save is still caught by its replay
        data["actions"] = data["actions"][:-1]
        bad = f.parent.parent / "tmp-edited.json"
        try:
            bad.write_text(json.dumps(data))
            with pytest.raises(SaveError):
                load_match(bad)
        finally:
            bad.unlink()


def test_finished_game_copies_are_kept_to_the_newest_few_and_player_saves_never_touched():
    from quash_table.engine.saves import FINISHED_PREFIX, prune_finished
    from quash_table.paths import saves_dir
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    mine = folder / "my-save.json"
    mine.write_text("{}")
    for i in range(8):
        f = folder / f"{FINISHED_PREFIX}quash-{i}.json"
        f.write_text("{}")
        os.utime(f, (1000 + i, 1000 + i))
    prune_finished(5)
    left = sorted(p.name for p in folder.glob(f"{FINISHED_PREFIX}*.json"))
    assert left == [f"{FINISHED_PREFIX}quash-{i}.json" for i in range(3, 8)]     # the newest five
    assert mine.read_text() == "{}"


def test_a_new_game_taking_continue_over_says_where_the_unfinished_one_went():
    # The old game was kept in Load as "unfinished-..." without a word: Continue just changed.
    from quash_table.engine.recorder import Recorder
    from quash_table.engine.saves import WRITER, write_autosave
    from quash_table.paths import autosave_path
    old = Match("quash", "human,bot:normal", seed=3, on_change=write_autosave)
    old.play(old.legal_actions()[0])
    assert not getattr(old, "save_notice", "")                    # nothing displaced: nothing to say
    new = Match("thegame", "human,bot:normal", seed=4)
    rec = Recorder(new)
    assert rec.take_notices() == []
    new.play(new.legal_actions()[0])
    WRITER.flush()
    said = rec.take_notices()
    assert said == [("Your unfinished QUASH game is kept in Load; Continue is now this game.", "info")], said
    new.play(new.legal_actions()[0])
    WRITER.flush()
    assert rec.take_notices() == []                               # said once
    resumed = Match("thegame", "human,bot:normal", seed=4, actions=new.actions[:1])
    resumed.play(new.actions[1])                                   # the same game again: nothing displaced
    write_autosave(resumed)
    assert not getattr(resumed, "save_notice", "") and autosave_path().exists()


def test_a_game_saved_by_the_person_is_not_kept_a_second_time_when_a_new_game_takes_continue_over():
    # Save & quit, Continue, quit to menu, a new game: Load listed the save and a "kept automatically" copy
    from quash_table.engine.saves import KEPT_PREFIX, WRITER, save_match, write_autosave
    from quash_table.paths import autosave_path, saves_dir
    old = Match("quash", "human:Ann,human:Bob", seed=3, on_change=write_autosave)
    old.play(old.legal_actions()[0])
    mine = saves_dir() / "quash-20261125-101010.json"
    save_match(old, mine)                                          # Save & quit
    before = mine.read_bytes()
    new = Match("thegame", "human,bot:normal", seed=4, on_change=write_autosave)
    new.play(new.legal_actions()[0])
    WRITER.flush()
    assert list(saves_dir().glob(f"{KEPT_PREFIX}*.json")) == []    # the same position: not kept twice
    assert mine.read_bytes() == before                             # the person's save is never touched
    assert new.save_notice == "Your unfinished QUASH game is kept in Load; Continue is now this game."
    assert autosave_path().exists()


def test_an_unfinished_game_is_still_kept_unless_the_very_same_position_is_saved():
    from quash_table.engine.saves import KEPT_PREFIX, WRITER, load_match, save_match, write_autosave
    from quash_table.paths import autosave_path, saves_dir
    old = Match("quash", "human:Ann,human:Bob", seed=3, on_change=write_autosave)
    old.play(old.legal_actions()[0])
    save_match(old, saves_dir() / "quash-a.json")                  # saved one move back
    old.play(old.legal_actions()[0])
    edited = saves_dir() / "quash-b.json"                          # this position's check, its state edited
    save_match(old, edited)
    data = json.loads(edited.read_text())
    data["state"] = {"edited": True}
    edited.write_text(json.dumps(data))
    held = autosave_path().read_bytes()
    new = Match("thegame", "human,bot:normal", seed=4, on_change=write_autosave)
    new.play(new.legal_actions()[0])
    WRITER.flush()
    kept = list(saves_dir().glob(f"{KEPT_PREFIX}*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == held          # kept byte for byte
    assert load_match(kept[0]).actions == old.actions


def _with_moves(tmp_path, change):
    """A save whose moves `change` edits, its check made to fit (so the fault reached is the move's own)."""
    path = save_match(played_match(), tmp_path / "g.json")
    data = json.loads(path.read_text())
    change(data["actions"])
    data["check"] = save_check(data["game"], data["seats"], data["options"], data["seed"], data["stacked"],
                               data["undos"], data["actions"])
    path.write_text(json.dumps(data))
    return path


def test_one_bad_move_is_named_by_its_place_and_its_fault(tmp_path):
    # one move that is a number read "the save's actions are not a list of moves": the whole file, not move 3
    path = _with_moves(tmp_path, lambda moves: moves.__setitem__(2, 7))
    _refused(path, "the save's move 3 is a number, not a move")
    path = _with_moves(tmp_path, lambda moves: moves.__setitem__(4, "play"))
    _refused(path, "the save's move 5 is a text, not a move")
    path = _with_moves(tmp_path, lambda moves: moves[1].pop("type"))
    _refused(path, "the save's move 2 does not say what kind of move it is")

