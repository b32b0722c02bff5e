"""Privacy in one place (ui/privacy.py), held over whole pass-and-play games of every game: at no frame
does the table list a card that another seat holds hidden and the seat at the screen may not see, from
the deal to the end, through the bots' turns and the curtains; and a replay of an unfinished
pass-and-play game (Load -> Replay) shows only what everybody could see."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match, replay_board
from tests.ui_helpers import make_app

pytestmark = pytest.mark.ui

TABLES = [
    ("quash", ["human:Ann", "bot:random", "human:Bob", "bot:random"], {"target": 4}),
    ("numberquash", ["human:Ann", "human:Bob", "bot:random"], {}),
    ("thegame", ["human:Ann", "bot:random", "human:Bob"], {}),
    ("quadwar", ["human:Ann", "bot:random", "human:Bob", "bot:random"], {"target": 60}),
    ("flush", ["human:Ann", "bot:random", "human:Bob"], {"elimination_at": 6}),
]


def strings(x, out=None):
    """Every text in a view (values and keys): card codes are among them."""
    out = set() if out is None else out
    if isinstance(x, str):
        out.add(x)
    elif isinstance(x, dict):
        for k, v in x.items():
            strings(k, out)
            strings(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            strings(v, out)
    return out


def forbidden(game, state, eyes):
    """Codes some other seat sees and the eyes on the screen do not: what must never be drawn."""
    public = strings(game.view(state, None))
    seen = strings(game.view(state, eyes)) if eyes is not None else public
    out = set()
    for seat in range(state.seats):
        if seat != eyes:
            out |= strings(game.view(state, seat)) - public
    return out - seen


def leaks(scene):
    """Cards on screen the eyes there may not see: a code only another seat's view holds, or any face
    shown in another seat's hand (a view may name every code of the deck, as Flush's counts do, so the
    codes alone cannot tell)."""
    info = scene.layout_info()
    s = scene.session
    bad = forbidden(s.game, s.match.state, info["seat"])
    shown = {o["card"] for o in info["objects"] if o.get("card")}
    faces = [o["card"] for o in info["objects"] if o.get("card") and str(o.get("zone", "")).startswith("hand:")
             and o["zone"] != f"hand:{info['seat']}"]
    return sorted(shown & bad) + faces, info


def test_the_check_sees_a_leak():
    # the check can fail: a pass-and-play board forced to draw Ann's view while Bob's curtain is up
    game_id, seats, options = TABLES[2]
    app = make_app(animation="instant")
    try:
        scene = board_for_match(app, Match(game_id, seats, 3, options), autosave=False)
        app.push(scene)
        app.step(1 / 60)
        s = scene.session
        s.curtain = None
        s.screen_seat = 0
        s.version += 1
        app.step(1 / 60)
        info = scene.layout_info()
        info["seat"] = 2                       # as if Bob were at the screen
        bad = forbidden(s.game, s.match.state, 2)
        assert {o["card"] for o in info["objects"] if o.get("card")} & bad
    finally:
        app.scenes.clear()


@pytest.mark.parametrize("game_id,seats,options", TABLES, ids=[t[0] for t in TABLES])
def test_no_frame_of_a_pass_and_play_game_shows_another_seats_hidden_cards(game_id, seats, options):
    rng = random.Random(5)
    match = Match(game_id, seats, 21, options)
    app = make_app(animation="instant")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    s = scene.session
    frames = curtains = covered = 0
    replayed = False
    try:
        while not match.over and frames < 6000:
            app.step(1 / 60)
            frames += 1
            shown, info = leaks(scene)
            assert not shown, (frames, info["seat"], shown)
            if s.curtain is not None:
                curtains += 1
                s.lift_curtain()
            elif s.my_turn() and scene.settled():
                s.play(rng.choice(s.screen_legal()))
                if not s.game.open_table and s.is_bot(match.to_move):
                    assert s.screen_seat is None      # covered from the move made through the bots' turns
                    covered += 1
            if not replayed and not match.over and len(match.actions) > 4:
                # Load -> Replay of this unfinished game, at several positions and every choice offered
                replayed = True
                rp = replay_board(app, match.copy())
                app.push(rp)
                try:
                    assert rp.session.choices == [None]
                    for pos in (0, 5, rp.session.length // 2, rp.session.length):
                        rp.session.goto(pos)
                        app.step(1 / 60)
                        bad, _ = leaks(rp)
                        assert not bad, (pos, bad)
                finally:
                    app.pop(rp)
        assert match.over, f"{game_id}: not over after {frames} frames ({len(match.actions)} moves)"
        assert replayed
        if not s.game.open_table:
            assert curtains >= 2 and covered > 0
    finally:
        app.scenes.clear()


def test_a_finished_game_opens_every_hand_and_a_game_in_play_none():
    """A finished game's table may show every hand face up ("See the table" after a loss hid the bots'
    cards); while it is played, no hand is opened this way, for one person or at a pass-and-play table."""
    from quash_table.ui import privacy
    for seats in (["human:Tess", "bot:normal", "bot:normal"], ["human:Ann", "human:Bob"]):
        match = Match("thegame", seats, seed=11)
        assert privacy.open_hands(match.game, match) == {}
        rng = random.Random(5)
        while not match.over:
            match.play(rng.choice(match.legal_actions()))
        opened = privacy.open_hands(match.game, match)
        assert opened == {seat: list(match.state.hands[seat]) for seat in range(len(seats))}


@pytest.mark.parametrize("game_id,seats", [("flush", 3), ("quadwar", 4), ("thegame", 3), ("quash", 4)])
def test_a_curtain_is_only_ever_for_the_seat_that_has_a_move_to_make(game_id, seats):
    # Flush, a bot first: "Pass to Ann" came up at once; Ann lifted it, the bot's Skip passed her by and
    # she was covered again having seen nothing to do ("Pass to Bob" next)
    import random

    from quash_table.engine.match import Match
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.session import MatchSession
    checked = 0
    for seed in range(1, 9):
        m = Match(game_id, ["bot:random", "human:Ann", "human:Bob", "bot:random"][:seats], seed)
        s = MatchSession(m, settings=dict(settings_mod.DEFAULTS, animation="instant", bot_pace="instant", round_pause=False),
                         autosave=False)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 80:
            s.update(0.05, True)
            if s.curtain is not None:
                assert s.curtain == m.to_move, f"seed {seed}: a curtain for seat {s.curtain}, seat {m.to_move} to move"
                checked += 1
                s.lift_curtain()
            if s.my_turn():
                s.play(rng.choice(s.screen_legal()))
        s.close()
    assert checked >= 8
