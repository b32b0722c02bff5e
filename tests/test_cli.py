"""The command line: simulate is reproducible and prints its table; bench prints JSON figures."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args, timeout=300):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          timeout=timeout, cwd=ROOT)


def test_simulate_is_reproducible_and_reports_the_team():
    a = run("simulate", "thegame", "--games", "60", "--bots", "normal,normal,normal", "--seed", "1")
    b = run("simulate", "thegame", "--games", "60", "--bots", "normal,normal,normal", "--seed", "1",
            "--jobs", "1")
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout
    assert "team win rate" in a.stdout and "cards laid" in a.stdout
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
    assert r.returncode == 0 and "every card known" in r.stdout
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
