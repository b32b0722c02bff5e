"""The kit's out choice (ui/out_choice.py): every person out while the bots play on, Watch or Let the bots
finish. The choice's rules headless, then the header through the rounds the bots play after it (Flush)."""

import pytest

from quash_table.ui.out_choice import FINISH, FINISHING_WORDS, WATCH, OutChoice


class Table:
    """What a board answers: is everyone out, does its table ask now."""

    def __init__(self, out=False, asks=True):
        self.out, self.asks = out, asks


def choice_for(table):
    return OutChoice(lambda: table.out, lambda: table.asks)


def test_nothing_is_offered_while_a_person_plays():
    t = Table(out=False)
    c = choice_for(t)
    assert not c.offered() and not c.in_header() and not c.finishing() and not c.watching()


def test_the_table_asks_once_and_the_header_keeps_the_other_way():
    t = Table(out=True, asks=True)
    c = choice_for(t)
    assert c.offered() and not c.in_header()          # one button for each way: the table's
    c.watch()
    assert c.choice == WATCH and c.watching()
    assert not c.offered() and c.in_header()          # asked once; Let the bots finish stays in the header
    c.finish()
    assert c.choice == FINISH and c.finishing()
    assert not c.offered() and not c.in_header()      # nothing to offer while the bots finish


def test_where_the_table_does_not_ask_now_the_header_offers_to_finish():
    """Flush asks at a round's result: a game loaded after everyone went out has the header's button
    meanwhile, and the table's choice at the next result."""
    t = Table(out=True, asks=False)
    c = choice_for(t)
    assert not c.offered() and c.in_header()
    t.asks = True
    assert c.offered() and not c.in_header()


def test_the_game_over_ends_every_offer():
    t = Table(out=True)
    c = choice_for(t)
    c.finish()
    t.out = False             # the board's everyone_out is False once the game is over (the kit's guard)
    assert not c.finishing() and not c.offered() and not c.in_header()


def test_by_default_a_game_has_nobody_out_and_a_board_asks_at_once():
    from quash_table.engine.game import Game
    from quash_table.games import get_game
    from quash_table.ui.board_hooks import BoardHooks
    assert Game.everyone_out(get_game("thegame"), {}, [0]) is False
    assert BoardHooks().asks_out_choice() is True
    assert not hasattr(BoardHooks, "everyone_out")      # one source: the game, asked by the session


# --- who is out: a fact of the game and the seats, asked of the game headless (no board, no pygame) ----------
def _session(match):
    from quash_table.ui import settings as settings_mod
    from quash_table.ui.session import MatchSession
    return MatchSession(match, dict(settings_mod.DEFAULTS, round_pause=False), autosave=False)


def test_flush_everyone_out_is_the_views_out_for_every_person():
    from quash_table.ui.session import YOU_ARE_OUT
    from quash_table.bots import make_bot
    m = _out_in_round_one()
    g = m.game
    assert not g.everyone_out(g.view(m.state, 0), [0])
    s = _session(m)
    assert not s.everyone_out() and s.undo_stop() != YOU_ARE_OUT
    bot = make_bot("flush", "normal", m.to_move)        # the bot's move that puts you out (the same bot)
    m.play(bot.choose(g.view(m.state, m.to_move), m.legal_actions()))
    view = g.view(m.state, 0)
    assert view["out"][0] and not m.over
    assert g.everyone_out(view, [0]) and g.everyone_out(g.view(m.state, None), [0])
    live = next(i for i, out in enumerate(view["out"]) if not out)
    assert not g.everyone_out(view, [0, live])        # another person still in the game
    assert not g.everyone_out(view, [])               # a table of bots: nobody here to be out
    assert s.everyone_out() and s.undo_stop() == YOU_ARE_OUT


def test_numberquash_everyone_out_is_no_person_still_racing():
    from tests.test_numberquash_review15 import finished_first
    m = finished_first(seats=5)
    g = m.game
    view = g.view(m.state, 0)
    assert view["status"][0] != "playing"
    assert g.everyone_out(view, [0])
    racing = next(i for i, st in enumerate(view["status"]) if st == "playing")
    assert not g.everyone_out(view, [0, racing])
    s = _session(m)
    assert s.everyone_out()
    from quash_table.engine.match import Match
    fresh = Match("numberquash", ["human"] + ["bot:easy"] * 4, 1, {})
    assert not fresh.game.everyone_out(fresh.game.view(fresh.state, 0), [0]) and not _session(fresh).everyone_out()


def test_a_replay_has_nobody_out():
    from tests.test_numberquash_review15 import finished_first
    from quash_table.ui.replay import ReplaySession
    m = finished_first(seats=5)
    r = ReplaySession(m, position=len(m.actions))
    assert r.game.everyone_out(r.view(), [0]) and not r.everyone_out()


# --- Flush: the header through the rounds the bots play after the choice ------------------------------------
def _out_in_round_one(seats=5, seed=13):
    """A 5-seat Flush (out at 12 points) one bot move before round 1's result puts you out; the bots then
    play rounds 2 to 4."""
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    opts = {"elimination_at": 12}
    people = ["human"] + ["bot:normal"] * (seats - 1)
    m = Match("flush", people, seed=seed, options=opts)
    bots = [make_bot("flush", "normal", s) for s in range(seats)]
    while not m.game.view(m.state, 0)["out"][0]:
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    assert m.actors[-1] != 0 and not m.over
    back = Match("flush", people, seed=seed, options=opts)
    for a in m.actions[:-1]:
        back.play(a)
    return back


def _choose(which, animation):
    """Open the board, wait for the table's choice at round 1's result, press `which`; then the header as
    drawn each frame, with the director's open gate and the round the table shows, until the summary's
    Next."""
    from tests.ui_helpers import centre, click, close_board, make_app, step_until, steps
    from quash_table.ui.tables import board_for_match
    app = make_app(round_pause=True, animation=animation)
    scene = board_for_match(app, _out_in_round_one(), autosave=False)
    app.push(scene)
    seen = []
    try:
        step_until(app, lambda: scene.table is not None and any(b.id == "out:finish" for b in scene.table.buttons),
                   timeout=30)
        click(app, centre(next(b for b in scene.table.buttons if b.id == f"out:{which}").rect), frames=1)
        s = scene.session
        for _ in range(60 * 60):
            steps(app, 1)
            seen.append((scene.hud.shown.get("status", ""), s.director.gate(), s.table_view()["round"]))
            if s.match.over and s.showing_result():
                break
        assert s.match.over
    finally:
        close_board(app)
    assert max(r for _, _, r in seen) >= 3          # the bots played on through rounds of their own
    return seen


@pytest.mark.ui
def test_while_the_bots_finish_the_header_says_so_not_a_past_result():
    """Let the bots finish in Flush: the header said "Round 1 is over" while round 2 played, then
    "Scoring…" through round 3 (review 16). It says the bots are finishing until the last result."""
    seen = _choose("finish", "normal")
    stale = [(words, r) for words, gate, r in seen if gate is None and words != FINISHING_WORDS]
    assert len(stale) <= 1, stale[:5]          # (the frame the choice was pressed on)


@pytest.mark.ui
def test_watching_at_instant_speed_the_header_never_keeps_a_passed_result():
    """Watching at instant speed a bot moves every frame, so the header's "what I said until the move is
    shown" kept a passed result's words for rounds ("Scoring…" through rounds 3 and 4): what it keeps
    must have been said of the moves the table shows."""
    seen = _choose("watch", "instant")
    stale = [(words, r) for words, gate, r in seen
             if gate is None and (words.startswith("Round") or words.startswith("Scoring"))]
    assert len(stale) <= 2, stale[:5]


# --- NumberQuash: watching the bots after you finished --------------------------------------------------------
@pytest.mark.ui
def test_numberquash_watching_shows_no_turn_buttons_of_yours():
    """You finished first and chose Watch: the tray showed Roll, Bank and End turn greyed where the choice
    had been, as if a turn of yours might come. It says you are watching (F lets the bots finish)."""
    from tests.test_numberquash_review15 import button, close, finished_first, out_board
    from tests.ui_helpers import centre, click, steps
    match = finished_first(seats=5)
    app, scene = out_board(match)
    try:
        assert button(scene, "out:watch") is not None
        click(app, centre(button(scene, "out:watch").rect))
        for _ in range(90):                  # a move or two of the bots', whoever is to move
            steps(app, 1)
            ids = {b.id for b in scene.table.buttons}
            assert not ids & {"roll", "bank", "end", "out:watch", "out:finish"}, ids
            said = " ".join(d.text for d in scene.table.decor if type(d).__name__ == "Label")
            assert "watching the bots play on (F lets them finish)" in said, said
        assert any(b.id == "hud:finish" for b in scene.hud.buttons)
    finally:
        close(app)


@pytest.mark.ui
def test_flush_watching_says_so_in_your_band():
    """Out of a Flush game and watching, your band lay empty under the bots' play (review 16): it says you
    watch, and that F lets the bots finish (the header's button)."""
    from tests.test_flush_s14 import _before_you_go_out
    from tests.ui_helpers import centre, click, close_board, match_board, step_until, steps
    app, scene = match_board(_before_you_go_out(), round_pause=True, settled=False)
    try:
        step_until(app, lambda: scene.table is not None and any(b.id == "out:watch" for b in scene.table.buttons),
                   timeout=30)
        click(app, centre(next(b for b in scene.table.buttons if b.id == "out:watch").rect))
        steps(app, 5)
        said = " ".join(d.text for d in scene.table.decor if type(d).__name__ == "Label")
        assert "watching the bots (F lets them finish)" in said, said
        assert any(b.id == "hud:finish" for b in scene.hud.buttons)
    finally:
        close_board(app)
