"""Leftovers of session 13 on the Flush board (each test fails on the code before its fix)."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import ask_hint, close_board, make_app, settle


def _played(seats, seed, until, limit=3000):
    """A match with you at seat 0 and normal bots, every seat played by the normal bot until `until(match)`
    holds with you to move (None if it never does within `limit` moves)."""
    match = Match("flush", ["human"] + ["bot:normal"] * (seats - 1), seed=seed)
    bots = [make_bot("flush", "normal", s) for s in range(seats)]
    while not match.over and len(match.actions) < limit:
        seat = match.to_move
        if seat == 0 and until(match):
            return match
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return None


def test_a_lays_reason_is_one_short_reason():
    """Six seats: a hint's reason chained its costs ("sheds three 8s: 9 points fewer held while someone
    is close to going out, though the next player may lay a Flush on it, though it gives up the 8
    Deduction (-9): that counts only on the turn that goes out", 202 characters) and lay over a seat at
    the top. One reason: the term that weighed most, else one cost. That is the hint's line (a reason's
    short form, engine.naming.Reason); its full words on H may add what a Skip laid does (session 29:
    "...; your Skip passes over Seat 6 (14 cards left): Seat 1 (9 held) plays next"), one thing, no chain."""
    said = set()
    for seed in range(3):
        match = Match("flush", ["bot:normal"] * 6, seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(6)]
        while not match.over and len(match.actions) < 400:
            seat = match.to_move
            match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
            full = bots[seat].reason
            reason = getattr(full, "short", full)       # the hint's line
            said.add(reason)
            # a reason, or a cost: never a reason with costs chained on
            assert reason.count("though") <= 1, reason
            assert "though" not in reason or ":" not in reason.split("though")[0], reason
            assert len(reason) <= 120, reason
            # the full words (H): the same one reason, at most the Skip's effect added
            # (a Skip the point: its short words name whom it passes, the full words their cards too)
            head = reason.split(": ")[0] if reason.startswith("your Skip") else reason.split(": your Skip")[0]
            assert full.count("though") <= 1 and full.startswith(head), (full, reason)
            assert len(full) <= 200, full
    assert any(r.endswith(" cards left") and "; " in r for r in said)      # the term that weighed most, then what you hold
    assert any(("laid now it is lost" in r or "loses nothing" in r) and "Deduction" in r for r in said), said


@pytest.mark.ui
def test_while_the_round_circles_the_hint_says_what_ends_it():
    """The log said the cards were going round in circles and what ends it (a Flush); the hint asked then
    gave the move's small reason only. The hint asked with H says it, in the log's own words for a Flush."""
    from quash_table.games.flush.cards import FLUSH_WAYS
    from quash_table.ui.tables import board_for_match
    match = None
    for seed in range(12):
        match = _played(3, seed, lambda m: m.game.view(m.state, 0)["circling"] and len(m.legal_actions()) > 1)
        if match is not None:
            break
    assert match is not None
    turns = match.game.view(match.state, 0)["circling"]
    app = make_app(size=(1024, 640))
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        ask_hint(app, scene)
        text = scene.hints.current["text"]
        assert f"no Flush for {turns} turns: only a Flush ends the circle ({FLUSH_WAYS})" in text, text
        log = "\n".join(words for _, words in scene.logbook.entries())
        assert "going round in circles" in log and FLUSH_WAYS in log, log[-600:]
    finally:
        close_board(app)


def _run_cli(tmp_path, *args):
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", QUASH_TABLE_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, str(root / "main.py"), "play", *args, "--frames", "20",
                           "--screenshot", str(tmp_path / "shot.png"), "--layout", str(tmp_path / "layout.json")],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120)


def test_the_command_lines_stacked_deal_reads_flush_card_codes(tmp_path):
    """`play flush --stacked 2,2,3,...` was refused ("2 is not a card code"): every all-digit code was
    made a die value. Flush's deal is set from its own codes, and you hold the cards stacked for you;
    a game with dice still reads numbers as die values."""
    import json

    from tests.test_flush_scene import MINE, STACKED
    done = _run_cli(tmp_path, "flush", "--seats", "human,bot:normal", "--seed", "3", "--option", "first=1",
                    "--stacked", ",".join(STACKED))
    assert done.returncode == 0, done.stderr
    objects = json.loads((tmp_path / "layout.json").read_text())["objects"]
    hand = sorted(o["card"] for o in objects if o.get("zone") == "hand:0")
    assert hand == sorted(MINE["hand"]), hand
    done = _run_cli(tmp_path, "numberquash", "--seats", "human,bot:normal", "--stacked", "6,6,1")
    assert done.returncode == 0, done.stderr
    done = _run_cli(tmp_path, "numberquash", "--seats", "human,bot:normal", "--stacked", "6,x")
    assert done.returncode == 2 and "not a die value" in done.stderr, done.stderr
