"""Review 15, item 4: `python main.py analyze` printed the old sentence ("Only a team that saw every hidden
card ... could have won this deal") for any save, a game still in play too. The verdict's words have one
source (analysis.verdict_lines), which the board's summary and the command line both read."""

import random
import subprocess
import sys
from pathlib import Path

from quash_table.engine.match import Match
from quash_table.engine.saves import save_match
from quash_table.games.thegame.analysis import analyze_match, verdict_lines

ROOT = Path(__file__).resolve().parent.parent


def analyze(path):
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "analyze", str(path)], capture_output=True,
                       text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def test_the_command_line_says_a_game_in_play_can_still_be_won_not_that_it_was_lost():
    out = analyze(ROOT / "saves" / "thegame-example.json")
    assert out.startswith("In play: 6 of 50 cards laid. "), out
    assert "could still win from here" in out and "could have won this deal" not in out, out
    assert "Your team laid" not in out


def test_the_command_line_prints_the_boards_verdict_of_a_lost_game(tmp_path):
    for seed in range(6):
        rng = random.Random(seed)
        match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=seed)
        while not match.over:
            match.play(rng.choice(match.legal_actions()))
        a = analyze_match(match)
        if a["winnable"] is not True or not a.get("turning"):
            continue
        path = tmp_path / f"lost{seed}.json"
        save_match(match, path)
        out = analyze(path)
        board = verdict_lines(a)           # what the summary shows (with the screen's names for seats)
        assert board[0].startswith("Winnable (every card known) until move ")
        assert out == " ".join([match.game.result(match.state)["summary"]] + board), out
        return
    raise AssertionError("no lost winnable game in these seeds")
