"""The command line: simulate is reproducible and prints its table; bench prints JSON figures."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=300):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


@pytest.mark.slow
def test_simulate_is_reproducible_and_reports_the_team():
    a = run("simulate", "thegame", "--games", "60", "--bots", "normal,normal,normal", "--seed", "1")
    b = run("simulate", "thegame", "--games", "60", "--bots", "normal,normal,normal", "--seed", "1",
            "--jobs", "1")
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout
    assert "team win rate" in a.stdout and "cards laid" in a.stdout
    # one bot in every seat: each game is a deal of its own (simulate.play_one), and the header says so
    assert "every game a deal of its own" in a.stdout and "rotated" not in a.stdout
    c = run("simulate", "thegame", "--games", "60", "--bots", "normal,normal,normal", "--seed", "2")
    assert c.stdout != a.stdout


def test_simulate_json_and_bad_input():
    r = run("simulate", "thegame", "--games", "10", "--bots", "easy,random", "--json", "--jobs", "1")
    data = json.loads(r.stdout)
    assert data["games"] == 10 and 0 <= data["team"]["win_rate"] <= 1
    assert len(data["rows"]) == 2
    bad = run("simulate", "thegame", "--games", "10", "--bots", "normal")
    assert bad.returncode == 2 and "2 to 5 seats" in bad.stderr
    bad = run("simulate", "thegame", "--bots", "normal,wizard")
    assert bad.returncode == 2 and "no bot level" in bad.stderr
    bad = run("simulate", "thegame", "--bots", "normal,normal", "--option", "colour=red")
    assert bad.returncode == 2 and "no option" in bad.stderr


def test_bench_json_has_the_figures():
    r = run("bench", "--json", "--games", "thegame", "--no-ui")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    tg = data["games"]["thegame"]
    assert tg["random_playouts"]["games_per_s"] > 0
    assert tg["normal_decision"]["p95_ms"] >= tg["normal_decision"]["p50_ms"] > 0


def test_version_flag():
    r = run("--version")
    assert r.returncode == 0 and "Quash Table" in r.stdout


def test_analyze_a_save_and_seeded_deals():
    r = run("analyze", str(ROOT / "saves" / "thegame-example.json"))
    # a game still in play: where it stands and whether it can still be won (test_thegame_s15_cli)
    assert r.returncode == 0 and r.stdout.startswith("In play: 6 of 50 cards laid.") and "from here" in r.stdout
    r = run("analyze", "--deals", "20", "--seats", "4", "--json")
    data = json.loads(r.stdout)
    assert data["deals"] == 20 and data["winnable"] + data["lost"] + data["unknown"] == 20
    bad = run("analyze")
    assert bad.returncode == 2


def test_arena_reports_margins():
    from quash_table.games import available_game_ids
    gid = next(g for g in available_game_ids() if g != "thegame")
    r = run("arena", gid, "--bots", "normal,random", "--games", "8", "--jobs", "1", "--json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert all("margin" in row for row in data["rows"])


def test_design_entry_point_flags_mean_play_and_load():
    from quash_table.cli import SUBCOMMANDS, build_parser, entry_point_form
    assert entry_point_form(["--game", "quash", "--seats", "human,bot:hard", "--seed", "7"]) == \
        ["play", "quash", "--seats", "human,bot:hard", "--seed", "7"]
    assert entry_point_form(["--seed=4", "--game=flush", "--frames", "3"]) == \
        ["play", "flush", "--seed", "4", "--frames", "3"]
    assert entry_point_form(["--load", "saves/quash-example.json", "--size", "1024x640"]) == \
        ["load", "saves/quash-example.json", "--size", "1024x640"]
    # subcommands and the bare menu pass unchanged
    for argv in ([], ["--version"], ["play", "thegame", "--seed", "2"], ["simulate", "quash"]):
        assert entry_point_form(argv) == argv
    # the forms docs/ARCHITECTURE.md names are the parser's subcommands, every one of them
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert set(sub.choices) == set(SUBCOMMANDS)


def test_design_entry_point_flags_refuse_what_does_not_fit():
    both = run("--game", "quash", "--load", "saves/quash-example.json")
    assert both.returncode == 2 and "--game and --load do not go together" in both.stderr
    seats = run("--load", "saves/quash-example.json", "--seats", "human,human")
    assert seats.returncode == 2 and "keeps its own seats" in seats.stderr
    unknown = run("--game", "chess")
    assert unknown.returncode == 2 and "invalid choice" in unknown.stderr


def test_simulate_header_says_how_deals_are_shared():
    from quash_table.simulate import format_table, run, summarise
    mixed = summarise("thegame", ["easy", "random"], run("thegame", ["easy", "random"], 4, jobs=1,
                                                         progress=False))
    same = summarise("thegame", ["easy", "easy"], run("thegame", ["easy", "easy"], 4, jobs=1, progress=False))
    assert "rotated round the table" in format_table(mixed).splitlines()[0]
    assert "every game a deal of its own" in format_table(same).splitlines()[0]
