"""Sounds: every effect plays at a volume, silently and without an error when muted or when there is no
audio device at all; the kit picks each move's effect (dice, trick, QUASH!, win, lose...) by itself.
Charts: every game gets its totals over rounds (or over moves) without a hook, the live tracker agrees
with a replay, and the end-of-game summary draws the chart."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games import GAME_IDS, get_game
from quash_table.ui.scores import ScoreTracker, history_from_states
from quash_table.ui.sounds import NAMES, Sounds, event_sound
from tests.ui_helpers import make_app, settle

pytestmark = pytest.mark.ui


def seats(gid, kind="bot:random"):
    n = 4 if gid == "quash" else get_game(gid).min_seats + (1 if gid in ("flush", "quadwar") else 0)
    return [kind] * n


def random_match(gid, seed, human=False):
    s = seats(gid)
    if human:
        s[0] = "human:Ann"
    m = Match(gid, s, seed=seed)
    rng = random.Random(seed)
    while not m.over:
        m.play(rng.choice(m.legal_actions()))
    return m


# --- sounds ---------------------------------------------------------------------------------------------

def test_every_effect_plays_and_the_volume_follows_the_settings():
    settings = {"sound": True, "volume": 40}
    snd = Sounds(settings)
    snd.warm()
    for name in NAMES:
        snd.play(name)
        assert snd.last == name
    assert snd.volume == pytest.approx(0.4)
    if snd._sounds:                     # a (dummy) device: each effect was made and set to the volume
        assert set(snd._sounds) == set(NAMES)
        assert snd._sounds["card"].get_volume() == pytest.approx(0.4, abs=0.01)
    settings["sound"] = False           # mute
    assert snd.volume == 0.0
    snd.play("win")
    settings.update(sound=True, volume=0)
    assert snd.volume == 0.0
    snd.play("nonsense")                # an unknown name is ignored


def test_no_audio_device_is_silent_and_never_raises(monkeypatch):
    def no_device(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    snd = Sounds({"sound": True, "volume": 100})
    snd.warm()
    for name in NAMES:
        snd.play(name)
    assert snd._sounds == {} and snd._channels is None


def test_no_mixer_module_at_all_is_silent(monkeypatch):
    class Missing:
        def __getattr__(self, name):
            raise NotImplementedError("mixer module not available")
    monkeypatch.setattr(pygame, "mixer", Missing())
    snd = Sounds({"sound": True, "volume": 100})
    for name in NAMES:
        snd.play(name)
    assert snd._channels is None


def test_the_kit_picks_the_effect_of_each_move():
    found = set()
    for gid in GAME_IDS:
        for seed in range(3):
            m = Match(gid, seats(gid), seed=seed)
            rng = random.Random(seed)
            while not m.over:
                before = m.state
                action = rng.choice(m.legal_actions())
                m.play(action)
                name = event_sound(m.game, before, m.state, action, 0)
                assert name in NAMES
                found.add((gid, name))
                if m.over:      # by seat 0's standing: a draw (nobody won, the rules' draw) is no loss, nor
                    res = m.game.result(m.state)        # a place with a seat under it
                    places = res.get("places") or [None]
                    under = places[0] is not None and any(p is None or p > places[0] for p in places)
                    drawn = not m.game.cooperative and (0 in (res.get("drawn") or ()) or not res["winners"] or under)
                    assert name == ("win" if 0 in res["winners"] or m.game.cooperative and res["winners"]
                                    else "draw" if drawn else "lose")
    assert ("numberquash", "dice") in found
    assert ("quadwar", "trick") in found
    assert ("quash", "quash") in found or ("quash", "round") in found
    assert any(n == "round" for _, n in found)


def test_a_board_sounds_each_move_by_itself():
    app = make_app(animation="instant")
    try:
        from tests.ui_helpers import board
        scene = board(app, "numberquash", ["human:Ann", "bot:random"], seed=2)
        settle(app, scene)
        s = scene.session
        heard = []
        orig = app.sounds.play
        app.sounds.play = lambda name: (heard.append(name), orig(name))
        for _ in range(6):
            if s.my_turn():
                s.play(next((a for a in s.match.legal_actions() if a["type"] == "roll"), s.match.legal_actions()[0]))
            settle(app, scene)
        assert "dice" in heard
    finally:
        pygame.display.quit()


# --- charts ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("gid", GAME_IDS)
def test_every_game_has_a_score_history_without_a_hook(gid):
    m = random_match(gid, seed=3)
    h = history_from_states(m.game, m.replay_states())
    assert len(h) >= 2
    assert h.totals[0] == m.game.result(m.initial)["scores"]
    assert h.totals[-1] == m.game.result(m.state)["scores"]
    assert h.x_title == ("turn" if gid == "thegame" else "round")
    series = h.series([f"P{i}" for i in range(len(m.seats))], m.game.cooperative)
    assert all(len(vals) == len(h) for _, vals in series)
    if gid == "thegame":
        assert [label for label, _ in series] == ["Team"]
    if gid == "quash":                  # four seats, two sides: one line and one legend row per side, named
        assert [label for label, _ in series] == ["RED (P0 and P2)", "BLACK (P1 and P3)"]


def test_a_game_hook_is_used_when_present():
    class Hooked:
        def __init__(self, game):
            self.game = game

        def __getattr__(self, name):
            return getattr(self.game, name)

        def score_history(self, state):
            return [[1, 2], [3, 5]]
    m = random_match("flush", seed=1)
    h = history_from_states(Hooked(m.game), m.replay_states())
    assert h.labels == ["1", "2"] and h.totals == [[1, 2], [3, 5]]


@pytest.mark.parametrize("gid", ["quash", "quadwar", "flush", "numberquash"])
def test_the_live_tracker_agrees_with_the_replay(gid):
    m = Match(gid, seats(gid), seed=5)
    tracker = ScoreTracker(m.game)
    tracker.update(m)
    rng = random.Random(5)
    ended = []
    while not m.over and len(m.actions) < 600:
        m.play(rng.choice(m.legal_actions()))
        r = tracker.update(m)
        if r is not None:
            ended.append(r)
        if len(m.actions) == 20:
            tracker.history(m)           # from here on the history grows move by move
    live = tracker.history(m)
    full = history_from_states(m.game, m.replay_states())
    assert (live.labels, live.totals) == (full.labels, full.totals)
    assert ended == [int(x) for x in full.labels[1:len(ended) + 1]]


def test_the_summary_shows_the_chart_and_a_round_end_pops_no_panel():
    app = make_app(animation="instant")
    try:
        from quash_table.ui.tables import board_for_match
        m = random_match("flush", seed=2, human=True)
        # Resume the game one move before its end; the last move ends it on the board.
        resumed = Match("flush", m.seats, m.seed, m.options, m.stacked, m.actions[:-1])
        scene = board_for_match(app, resumed, autosave=False)
        app.push(scene)
        settle(app, scene)
        if resumed.to_move == 0:
            scene.session.play(m.actions[-1])
        settle(app, scene)
        assert resumed.over
        info = scene.layout_info()
        summary = next(o for o in info["objects"] if o["kind"] == "summary")
        assert summary["chart"] is True
        assert any(o["id"] == "summary:replay" for o in info["objects"])
        series, labels, x_title = scene.score_series()
        assert x_title == "round" and len(labels) >= 2 and len(series) == len(m.seats)
        # Mid-game, the end of a round opens no score panel by itself (it covered the play): C does.
        first_round_end = next(i for i, h in enumerate(m.replay_states()) if h.round != m.initial.round)
        mid = Match("flush", m.seats, m.seed, m.options, m.stacked, m.actions[:first_round_end - 1])
        scene2 = board_for_match(app, mid, autosave=False)
        app.replace(scene2)
        settle(app, scene2)
        if mid.to_move == 0:
            scene2.session.play(m.actions[first_round_end - 1])
        settle(app, scene2)
        assert len(mid.actions) >= first_round_end
        assert not any(o["id"] == "scores" for o in scene2.layout_info()["objects"])
    finally:
        pygame.display.quit()
