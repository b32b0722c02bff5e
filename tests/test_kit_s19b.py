"""Board fixes after the new player's review 19b (rev19b-shell), driven by real pygame events and the
app's own clock (a frame is 1/60 s)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, replay_of, settle, step_until, steps

pytestmark = pytest.mark.ui


def _quash_one_move_from_the_end(seed=1):
    """A 2-player QUASH match one move of seat 0 (the person) before its end, a lost or failed spot on each
    side, and that move."""
    for s in range(seed, seed + 300):
        m = Match("quash", ["human", "bot:random"], s, {"target": 5})
        rng = random.Random(s)
        played = []
        while not m.over:
            a = rng.choice(m.legal_actions())
            played.append((m.to_move, a))
            m.play(a)
        down = m.game.view(m.state, 0)["face_down"]
        if played[-1][0] == 0 and any(down[0]) and any(down[1]):
            m = Match("quash", ["human", "bot:random"], s, {"target": 5}, actions=[a for _, a in played[:-1]])
            return m, played[-1][1]
    raise AssertionError("no game ending on the person's move")


def _spot_pieces(scene):
    return [p for p in scene.table.pieces if p.zone.startswith("spot:")]


def test_quash_see_the_table_after_the_game_shows_every_scored_spot_face_up_with_its_outcome_as_the_replay_does():
    """Session 23 (was rev19b 57.png): the table after the game and the replay's end must show the same. Session
    49 (new players: a lost spot turned face down hid what lost): every scored spot stays face up, each with its
    outcome readable over its column ("lost" or "lost on tiebreak", FAILED, +N), after the game and at the
    replay's end alike (not only in its face-up view). This test held the old rule, lost spots face down after
    the game: rewritten."""
    m, last = _quash_one_move_from_the_end()
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.act(last)
        step_until(app, lambda: scene.summary_up(), timeout=30)
        settle(app, scene)
        key(app, pygame.K_t, frames=3)                 # See the table
        settle(app, scene)
        assert not scene.summary_up() and scene.session.match.over
        assert _spot_pieces(scene) and all(p.face_up for p in _spot_pieces(scene))
        down = m.game.view(m.state, 0)["face_down"]        # the spots the rules turn over: lost or failed
        table_tags = _outcomes(scene)
        for side in (0, 1):
            for k in range(9):
                if down[side][k]:
                    said = [w for col, row, w in table_tags if col == k and row == side]
                    assert any(w.startswith(("lost", "tie lost", "FAILED")) for w in said), (side, k, table_tags)
        assert any(w.startswith("+") for _, _, w in table_tags), table_tags
    finally:
        close_board(app)
    app, scene = replay_of(m)
    try:
        steps(app, 3)
        scene.session.goto(len(m.actions))
        steps(app, 30)
        assert not scene.session.face_up
        assert _spot_pieces(scene) and all(p.face_up for p in _spot_pieces(scene))
        assert _outcomes(scene) == table_tags
    finally:
        close_board(app)


def _outcomes(scene):
    """[(spot column 0..8, side 0 yours / 1 theirs, words)] of the scored spots' badges, sorted."""
    g = scene._deco["g"]
    out = []
    for r, text, *_ in scene._tags:
        col = next((k for k, c in enumerate(g["columns"]) if c.x <= r.centerx < c.right), None)
        row = 0 if r.centery > g["numbers"].centery else 1
        if col is not None:
            out.append((col, row, text if isinstance(text, str) else text[0]))
    return sorted(out)


def test_quash_face_up_replay_at_the_end_shows_lost_spots_face_up():
    """The face-up replay at the end of a finished game shows the lost spots' cards too."""
    m, last = _quash_one_move_from_the_end()
    m.play(last)
    app, scene = replay_of(m, face_up=True)
    try:
        steps(app, 3)
        scene.session.goto(len(m.actions))
        steps(app, 30)
        assert scene.session.face_up
        assert _spot_pieces(scene) and all(p.face_up for p in _spot_pieces(scene))
    finally:
        close_board(app)


def _deal_in_flight(scene, seat):
    """Are cards of `seat`'s hand still on their way (the deal's tweens)?"""
    return any(scene.tweens.has(p.id) for p in scene.table.pieces if p.zone == f"hand:{seat}")


def test_quash_prompt_waits_for_the_deal():
    """rev19b 74_quash_1024_4p.png: QUASH, 4 players at 1024x640, said "Your turn: drag a card…" while the
    header said "Dealing round 1…" and the cards still flew. The kit holds a board's prompt until the table
    has caught up with the deal (turn_on_screen, the rule of the header's "Your turn")."""
    m = Match("quash", ["human", "bot:normal", "bot:normal", "bot:normal"], 3, {"dealer": 3})
    assert m.to_move == 0
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="normal")
    try:
        steps(app, 3)
        assert scene._dealing(), "the deal is not flying"
        assert not scene.turn_on_screen()
        assert not scene.painter.shows_prompt(), scene.table.prompt
        settle(app, scene)
        assert scene.turn_on_screen() and scene.painter.shows_prompt()
        assert "Your turn" in scene.table.prompt
    finally:
        close_board(app)


def test_thegame_prompt_and_signals_wait_for_your_hand():
    """rev19b 74_thegame_1024_4p.png: The Game offered "I have a middle yellow card" and said "Your turn:
    drag a card" before your hand had landed. Prompt and signal buttons wait for the table (turn_on_screen)."""
    m = Match("thegame", ["human", "bot:normal", "bot:normal", "bot:normal"], 2, {"first": 0})
    assert m.to_move == 0
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="normal")
    try:
        steps(app, 3)
        assert _deal_in_flight(scene, 0), "your hand is not flying in"
        assert not scene.turn_on_screen()
        assert not scene.painter.shows_prompt(), scene.table.prompt
        assert not [b.id for b in scene.table.buttons if b.id.startswith("signal:")]
        settle(app, scene)
        assert scene.turn_on_screen() and scene.painter.shows_prompt()
        assert [b.id for b in scene.table.buttons if b.id.startswith("signal:")]
    finally:
        close_board(app)


def test_quadwar_score_pad_says_no_bid_total_before_the_first_bid():
    """rev19b 37_qw_p1.png: before anyone had bid, the score pad said "bids 0 for 13 tricks: need not add
    up", as if 0 could be bid (bids start at 1). Before the first bid it says nothing of the bids; after
    one, their total so far."""
    m = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], 4, {"dealer": 3})
    assert m.to_move == 0 and all(b is None for b in m.game.view(m.state, 0)["bids"])
    app, scene = match_board(m, size=(1024, 640))
    try:
        texts = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert not any(x.startswith("bids") or "need not add up" in x for x in texts), texts
    finally:
        close_board(app)


def test_quadwar_pad_bid_lines():
    """The pad's words on the bids: nothing before the first bid, the total so far after one."""
    from quash_table.games.quadwar.words import pad_bid_lines
    assert pad_bid_lines([None, None, None, None], 13) == []
    # session 20: "bids 3 for 13 tricks: need not add up" was cryptic
    assert pad_bid_lines([None, 3, None, None], 13) == ["bids so far: 3 of 13 tricks",
                                                        "(the bids need not add up to 13)"]
    assert pad_bid_lines([None, 9, 5, None], 13) == ["bids so far: 14 for 13 tricks", "someone will miss"]
    assert pad_bid_lines([4, 3, 4, 4], 13) == ["bids: 15 for 13 tricks", "someone will miss"]
    assert pad_bid_lines([2, 3, 4, 1], 13) == ["bids: 10 of 13 tricks", "3 tricks to spare"]
