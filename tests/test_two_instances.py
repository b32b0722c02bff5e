"""Two copies of the app on one data folder, each finishing games at the same time: no statistics record
and no game progress of either is lost, and the saves folder is not flooded with copies."""

import json
import os
import subprocess
import sys
from pathlib import Path

from quash_table.engine.saves import FINISHED_KEEP, FINISHED_PREFIX, load_autosave, load_match
from quash_table.engine.stats import load_stats
from quash_table.paths import saves_dir

ROOT = Path(__file__).resolve().parent.parent
GAMES = 30

PLAYER = r"""
import json, sys, time
from quash_table.engine.match import Match
from quash_table.engine.saves import autosave_after_move, claim_data_folder
from quash_table.engine.stats import record_match
who, games, go = sys.argv[1], int(sys.argv[2]), sys.argv[3]
notice = claim_data_folder()
while not __import__("os").path.exists(go):
    time.sleep(0.01)
for g in range(games):
    m = Match("thegame", f"human:{who},bot:easy", seed=g, on_change=autosave_after_move)
    while not m.over:
        m.play(m.legal_actions()[0])
    record_match(m)
last = Match("quash", f"human:{who},bot:easy", seed=100 + len(who), on_change=autosave_after_move)
for _ in range(7):
    last.play(last.legal_actions()[0])
print(json.dumps({"notice": notice, "seed": last.seed, "actions": last.actions,
                  "problem": getattr(last, "save_problem", "")}))
"""


def test_two_copies_on_one_data_folder_lose_nothing(tmp_path):
    go = tmp_path / "go"
    procs = [subprocess.Popen([sys.executable, "-c", PLAYER, who, str(GAMES), str(go)], cwd=ROOT,
                              env=dict(os.environ), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for who in ("Ann", "Bob")]
    go.write_text("go")
    outs = []
    for p in procs:
        out, err = p.communicate(timeout=240)
        assert p.returncode == 0, err
        outs.append(json.loads(out.strip().splitlines()[-1]))
    assert sum(bool(o["notice"]) for o in outs) == 1            # one owns the folder, the other is told
    assert not any(o["problem"] for o in outs)
    stats, message = load_stats()
    assert message is None
    for who in ("Ann", "Bob"):
        assert stats["players"][who]["thegame"]["games"] == GAMES  # every record of both kept
    kept = [load_match(p) for p in saves_dir().glob("*.json")] + [load_autosave()]
    for o in outs:                                              # both unfinished games, to the last move
        assert any(m is not None and m.seed == o["seed"] and m.actions == o["actions"] for m in kept), o["seed"]
    # a copy per game at most, never per move (and each finished game's replay copy, FINISHED_KEEP at most)
    finished = list(saves_dir().glob(f"{FINISHED_PREFIX}*.json"))
    assert len(list(saves_dir().glob("*.json"))) - len(finished) <= GAMES + 2
    assert len(finished) <= FINISHED_KEEP
