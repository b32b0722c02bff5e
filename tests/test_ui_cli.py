"""The window's command line: --screenshot/--frames, --layout, bad requests, the scene registry."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

pytestmark = pytest.mark.ui
ROOT = Path(__file__).resolve().parent.parent


def run_main(*args, timeout=60):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, env=dict(os.environ),
                          timeout=timeout, capture_output=True, text=True)


def colours(path):
    img = pygame.image.load(str(path))
    w, h = img.get_size()
    return img, {img.get_at((x, y))[:3] for x in range(0, w, 7) for y in range(0, h, 7)}


def test_play_screenshot_and_layout(tmp_path):
    shot, lay = tmp_path / "out.png", tmp_path / "layout.json"
    r = run_main("play", "thegame", "--seats", "human,bot:normal", "--seed", "3", "--screenshot", str(shot),
                 "--frames", "60", "--layout", str(lay))
    assert r.returncode == 0, r.stderr
    img, seen = colours(shot)
    assert img.get_size() == (1280, 800)
    assert len(seen) > 200                       # a drawn table, not a blank window
    info = json.loads(lay.read_text())
    assert info["scene"] == "board" and info["seat"] == 0 and info["waiting"] == "you"
    hand = [o for o in info["objects"] if o.get("zone") == "hand:0"]
    assert len(hand) == 2 and all(o["card"] and o["targets"] for o in hand)
    # The bot's cards are listed (they are on screen, face down) but never their faces.
    bot = [o for o in info["objects"] if o.get("zone") == "hand:1"]
    assert len(bot) == 2 and all("card" not in o for o in bot)
    ids = {o["id"] for o in info["objects"]}
    assert {"stack:up", "stack:down", "end_turn", "hud:menu", "hud:rules"} <= ids
    for o in info["objects"]:
        if "rect" in o:
            x, y, w, h = o["rect"]
            assert 0 <= x and 0 <= y and x + w <= 1280 and y + h <= 800, o


@pytest.mark.slow
def test_design_entry_point_flags_open_the_board(tmp_path):
    # docs/ARCHITECTURE.md's `main.py --game ID --seats ... --seed N` and `main.py --load FILE` open the same boards
    lay = tmp_path / "layout.json"
    r = run_main("--game", "thegame", "--seats", "human,bot:normal", "--seed", "3", "--frames", "20",
                 "--layout", str(lay))
    assert r.returncode == 0, r.stderr
    info = json.loads(lay.read_text())
    assert info["scene"] == "board" and len([o for o in info["objects"] if o.get("zone") == "hand:0"]) == 2
    r = run_main("--load", str(ROOT / "saves" / "quash-example.json"), "--frames", "20", "--layout", str(lay))
    assert r.returncode == 0, r.stderr
    assert json.loads(lay.read_text())["scene"] == "board"


@pytest.mark.slow
def test_menu_screenshot_at_small_and_large_sizes(tmp_path):
    for size in ("1024x640", "1920x1080"):
        shot = tmp_path / f"menu-{size}.png"
        r = run_main("menu", "--screenshot", str(shot), "--frames", "3", "--size", size)
        assert r.returncode == 0, r.stderr
        img, seen = colours(shot)
        assert "x".join(map(str, img.get_size())) == size
        assert len(seen) > 50


def test_bad_requests_are_messages_not_crashes(tmp_path):
    r = run_main("play", "thegame", "--seats", "human", "--frames", "1")
    assert r.returncode == 2 and "2 to 5 seats" in r.stderr
    r = run_main("play", "thegame", "--option", "colour=red", "--frames", "1")
    assert r.returncode == 2 and "no option" in r.stderr
    r = run_main("load", str(tmp_path / "missing.json"), "--frames", "1")
    assert r.returncode == 2 and "cannot read" in r.stderr


def test_every_game_has_a_scene_or_the_fallback():
    from quash_table.games import available_game_ids
    from quash_table.ui.board import BoardScene
    from quash_table.ui.registry import scene_class
    from quash_table.games.thegame.scene import TheGameBoard
    assert scene_class("thegame") is TheGameBoard
    for gid in available_game_ids():
        assert issubclass(scene_class(gid), BoardScene)


def test_seat_options_count_from_one_like_the_screen(tmp_path):
    # `--option order=1,2` was refused (the seats were 0-based only on the command line)
    from quash_table.engine.game import IllegalAction, options_from_pairs
    from quash_table.engine.match import Match
    opts = options_from_pairs(["order=2,1"])
    assert opts == {"order": [1, 0]}
    assert Match("numberquash", "human,bot:normal", 1, options_from_pairs(["order=1,2"])).state is not None
    assert options_from_pairs(["first=2", "dealer=1"]) == {"first": 1, "dealer": 0}
    with pytest.raises(IllegalAction, match="numbered from 1"):
        options_from_pairs(["first=0"])
    r = run_main("play", "numberquash", "--seats", "human,bot:normal", "--option", "order=1,2",
                 "--screenshot", str(tmp_path / "o.png"), "--frames", "2")
    assert r.returncode == 0, r.stderr


@pytest.mark.parametrize("game_id,option,seats,said", [("thegame", "first=5", "human,bot:easy", "seat from 1 to 2, not 5"),
                                                       ("quadwar", "dealer=5", "human,bot:easy,bot:easy,bot:easy", "seat from 1 to 4, not 5"),
                                                       ("quadwar", "dealer=9", None, "seat from 1 to 5, not 9")])
def test_a_seat_option_out_of_range_is_refused_counting_seats_from_one(game_id, option, seats, said):
    # `--option first=5` at two seats said "must be a seat from 0 to 1, not 4": the person counted from 1
    args = ["play", game_id, "--option", option, "--frames", "1"] + (["--seats", seats] if seats else [])
    r = run_main(*args)
    assert r.returncode != 0 and said in r.stderr, r.stderr
