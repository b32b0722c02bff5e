"""The director (ui/director.py): a hand's result waits for the person whoever plays next; nobody moves
while it shows; the header says what is shown; Next (button or key) moves on; Skip finishes a step."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.director import Director, Step
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import centre, click, key, make_app

pytestmark = pytest.mark.ui


def _to_a_hand_end(app, scene, rng, limit=20000):
    """Play the person's moves at random (bots play theirs) until the director holds a gate."""
    s = scene.session
    for _ in range(limit):
        app.step(1 / 60)
        if s.director.gate() is not None and s.director.started:
            return
        if s.my_turn() and scene.settled():
            s.play(rng.choice(s.screen_legal()))
    raise AssertionError("no hand ended")


def test_a_hands_result_waits_for_next_whoever_plays_next():
    app = make_app(animation="instant", round_pause=True)
    m = Match("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], 4, {"target": 300})
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        rng = random.Random(2)
        _to_a_hand_end(app, scene, rng)
        s = scene.session
        n = len(m.actions)
        for _ in range(240):                                   # four seconds: the bots wait, so do you
            app.step(1 / 60)
        assert len(m.actions) == n and not s.my_turn()
        info = scene.layout_info()
        nxt = next(o for o in info["objects"] if o["id"] == "director:next")
        assert scene.hud.status().startswith("Hand 1 is over")
        click(app, centre(nxt["rect"]))
        for _ in range(240):
            app.step(1 / 60)
            if len(m.actions) > n or s.my_turn():
                break
        assert len(m.actions) > n or s.my_turn()               # play goes on
        # the next hand's end waits again, and the Enter key moves on
        _to_a_hand_end(app, scene, rng)
        assert scene.hud.status().startswith("Hand 2 is over")
        key(app, pygame.K_RETURN)
        assert s.director.gate() is None
    finally:
        app.scenes.clear()


def test_with_the_setting_off_nothing_waits():
    app = make_app(animation="instant", round_pause=False)
    m = Match("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], 4, {"target": 300})
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        s = scene.session
        rng = random.Random(2)
        hands = 0
        for _ in range(20000):
            app.step(1 / 60)
            assert s.director.gate() is None
            if s.my_turn() and scene.settled():
                s.play(rng.choice(s.screen_legal()))
            if m.state.hand_no > 2:
                hands = m.state.hand_no
                break
        assert hands > 2
    finally:
        app.scenes.clear()


class _Session:
    """Just enough of a session for the director alone."""

    def __init__(self, match, settings):
        self.match, self.game, self.settings = match, match.game, settings


def test_steps_run_at_the_speed_setting_and_skip_finishes_one():
    m = Match("quadwar", ["human", "bot:random", "bot:random", "bot:random"], 1)
    d = Director(_Session(m, {"animation": "normal", "round_pause": True}))
    d._add(Step(0, "Seat 2 wins the trick", 0.9))
    d._add(Step(0, "Seat 3 wins the trick", 0.9))
    d.update(0.5, settled=False)
    assert d.busy() and not d.started                      # the table's own animation comes first
    d.update(0.5, settled=True)
    assert d.caption() == "Seat 2 wins the trick"
    d.update(0.5, settled=True)
    assert d.caption() == "Seat 3 wins the trick"          # 0.9 s at normal speed, then the next
    assert d.skip() and not d.busy()
    d._add(Step(0, "Hand 1 is over", gate=True))
    d.update(100, settled=True)
    assert d.gate() is not None and not d.skip()           # a gate is not skipped, only Next passes it
    assert d.next() and not d.busy()


def test_with_gates_the_chart_no_longer_pops_over_the_table():
    app = make_app(animation="instant", round_pause=True)
    m = Match("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], 4, {"target": 300})
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        _to_a_hand_end(app, scene, random.Random(2))
        for _ in range(30):
            app.step(1 / 60)
        assert not scene.score_panel.showing()
        assert not any(o["id"] == "scores" for o in scene.layout_info()["objects"])
        key(app, pygame.K_c)                                   # the chart is a key away
        assert scene.score_panel.showing()
    finally:
        app.scenes.clear()


def test_a_long_result_is_captioned_by_its_headline_a_short_one_whole():
    from quash_table.ui.director import gate_caption
    long = ("Hand 1 is over: Ann bid 2, took 3: +21; Bot 2 bid 6, took 6: +60; Bot 3 bid 1, took 1: +10; "
            "Bot 4 bid 3, took 3: +30")
    assert gate_caption(long) == "Hand 1 is over"
    assert gate_caption("Round 3 scored: RED 23, BLACK 22") == "Round 3 scored: RED 23, BLACK 22"
    assert gate_caption("") == "The round is over"


@pytest.mark.parametrize("game_id, seats, options, word", [
    ("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], {"target": 300}, "Hand"),
    ("flush", ["human:Ann", "bot:random", "bot:random"], None, "Round"),
])
def test_the_next_deal_waits_behind_the_rounds_result(game_id, seats, options, word):
    """A move that ends a round and deals the next (Quadruple War's last card, Flush's going out): while
    its result waits for Next, the header, the table and the log stand at the round just played; Next
    shows the new deal."""
    app = make_app(animation="instant", round_pause=True)
    m = Match(game_id, seats, 4, options)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        _to_a_hand_end(app, scene, random.Random(3))
        s = scene.session
        first = s.view()
        number = first.get("hand_no", first.get("round"))
        assert number == 2                                     # the rules have dealt the next one
        shown = s.table_view()
        assert shown.get("hand_no", shown.get("round")) == 1
        assert scene.score_text(s.shown_result(), shown).startswith(f"{word} 1")
        last = scene.logbook.entries(len(m.actions) - 1)[0][1]
        assert f"{word} 1 is over" in last and f"{word} 2" not in last
        assert s.director.held_back_words().startswith(f"{word} 1 is over")    # the Scores panel says it
        if game_id == "flush":
            # the table as the round was scored, its last cards laid: the one who went out holds none,
            # and the scores count the round (not the position before the last move)
            scored = next(e for e in s.game.events(m.state, None) if e["kind"] == "round_scored")
            assert shown["scores"] == scored["scores"]
            assert shown["held_counts"][scored["winner"]] == 0
            assert len(shown["rounds"]) == 1 and shown["to_move"] is None
        key(app, pygame.K_RETURN)
        assert s.director.gate() is None
        assert s.table_view() is s.view()
        assert f"{word} 2" in scene.logbook.entries(len(m.actions) - 1)[0][1]
    finally:
        app.scenes.clear()


def test_the_layout_file_lists_next_while_a_result_waits(tmp_path):
    """The --layout file is written when the screen stands still; a result waiting for Next is still (it
    was never written there, so a script could not find Next)."""
    import json
    path = tmp_path / "layout.json"
    app = make_app(animation="instant", round_pause=True, layout_path=str(path))
    m = Match("quadwar", ["human:Ann", "bot:random", "bot:random", "bot:random"], 4, {"target": 300})
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        _to_a_hand_end(app, scene, random.Random(2))
        for _ in range(5):
            app.step(1 / 60)
        info = json.loads(path.read_text())
        assert info["actions"] == len(m.actions)
        assert any(o["id"] == "director:next" for o in info["objects"])
    finally:
        app.scenes.clear()
