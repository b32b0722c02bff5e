"""docs/ARCHITECTURE.md's rules for the code: engine, bots and the games' rules and bots never import pygame; every module
stays small (MOST_LINES). Import cycles: tests/test_imports.py."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "quash_table"


def pure_files():
    files = list((PKG / "engine").rglob("*.py")) + list((PKG / "bots").rglob("*.py"))
    for game in (PKG / "games").iterdir():
        for name in ("rules.py", "bots.py"):
            if (game / name).exists():
                files.append(game / name)
    return files


def imported_modules(path):
    tree = ast.parse(path.read_text(), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_no_pygame_import_in_pure_code():
    offenders = []
    for f in pure_files():
        for mod in imported_modules(f):
            if mod.split(".")[0] in ("pygame", "pygame_gui") or mod.startswith("quash_table.ui") \
                    or ".ui" in mod or mod.endswith("scene"):
                offenders.append(f"{f.relative_to(ROOT)} imports {mod}")
    assert not offenders, offenders
    assert len(pure_files()) >= 8


def test_headless_commands_never_load_pygame():
    code = ("import sys; from quash_table.games import available_game_ids, get_game;"
            "from quash_table.bots import make_bot;"
            "import quash_table.engine.saves, quash_table.simulate, quash_table.cli;"
            "[ (get_game(g), make_bot(g, 'normal', 0)) for g in available_game_ids()];"
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_a_game_that_says_its_table_is_open_hides_nothing():
    # open_table lets pass-and-play skip the curtain: it must be true, every seat seeing the same view
    import random
    from quash_table.games import GAME_IDS, get_game
    rng = random.Random(3)
    for gid in GAME_IDS:
        game = get_game(gid)
        if not game.open_table:
            continue
        for seed in range(10):
            seats = 2 + seed % (game.max_seats - 1)
            s = game.new_state(seats, seed=seed)
            for _ in range(80):
                if s.to_move is None:
                    break
                views = [dict(game.view(s, i), seat=None) for i in range(seats)]
                assert all(v == views[0] for v in views), gid
                s = game.apply(s, rng.choice(game.legal_actions(s)))


MOST_LINES = 600    # small parts with one job each: a module past this is split by what its parts do


def test_every_module_stays_small():
    long = {str(p.relative_to(ROOT)): n for p in PKG.rglob("*.py")
            if (n := len(p.read_text().splitlines())) > MOST_LINES}
    assert not long, f"modules over {MOST_LINES} lines: {long}"

