"""Quadruple War after the session-14 reviews (new players): Undo's reason before your first move, the hand's
result clear of every plate and the log, the result as a replay step both ways."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import replay_board
from tests.ui_helpers import (DT, board, click, close_board, key, make_app, open_board, post, settle, step_until,
                              steps)

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]


def _hud(scene, bid):
    return next(b for b in scene.hud.buttons if b.id == bid)


@pytest.mark.ui
def test_a_greyed_undo_before_your_first_move_says_why_on_hover_and_click(monkeypatch):
    """Review 14: before you had moved at all (the bots bid first in hand 1) Undo was greyed with no reason:
    no tip on hover, nothing on a click. Its reason now says there is nothing of yours to take back."""
    app, scene = open_board("quadwar", SEATS, seed=3, options={"dealer": 0})   # you deal: the bots bid first
    try:
        s, m = scene.session, scene.session.match
        assert s.my_turn() and 0 not in m.actors and len(m.actors) == 3
        undo = _hud(scene, "hud:undo")
        assert not undo.enabled and "you have not moved yet" in undo.reason, undo.reason
        pos = undo.rect.center
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: pos)
        post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        steps(app, 3)
        assert scene.hud.tip is not None and "You have not moved yet" in scene.hud.tip[0], scene.hud.tip
        scene.message = None
        click(app, undo.rect.center)
        assert scene.message is not None and "you have not moved yet" in scene.message[0].lower(), scene.message
        scene.message = None
        key(app, pygame.K_u, frames=2)
        assert scene.message is not None and "you have not moved yet" in scene.message[0].lower(), scene.message
        assert len(m.actions) == 3 and m.undos == 0
        laid = next(o for o in scene.layout_info()["objects"] if o["id"] == "hud:undo")
        assert laid["reason"] == undo.reason
    finally:
        close_board(app)


def _result(scene):
    return next((o for o in scene.layout_info()["objects"] if o["id"] == "result"), None)


@pytest.mark.ui
def test_a_replay_shows_a_hands_result_as_a_step_forward_and_back():
    """Review 14: in a replay, stepping back to a hand's end showed the mat empty, no result (the board drew
    the result only while a live director's gate waited). The result is a step both ways: Right onto it,
    Right to the deal, Left back onto it, Left to the hand's last move."""
    m = Match("quadwar", SEATS, seed=3)
    rng = random.Random(3)
    while m.state.hand_no < 2:
        m.play(rng.choice(m.legal_actions()))
    end = len(m.actions)                        # the move that ended hand 1 (and dealt hand 2)
    for _ in range(6):
        m.play(rng.choice(m.legal_actions()))
    app = make_app(animation="instant")
    scene = replay_board(app, m, position=end - 1)
    app.push(scene)
    try:
        s = scene.session

        def at(k):
            key(app, k, frames=2)
            step_until(app, lambda: all(sc.settled() for sc in app.scenes))
            steps(app, 2)
            return s.position, s.showing_result(), _result(scene)

        assert _result(scene) is None
        pos, shown, res = at(pygame.K_RIGHT)
        assert (pos, shown) == (end, True) and res is not None and res["label"] == "Hand 1 is over", res
        pos, shown, res = at(pygame.K_RIGHT)         # the deal: the result beside the bidding
        assert (pos, shown) == (end, False) and res is not None and res["label"] == "Hand 1 scored", res
        pos, shown, res = at(pygame.K_RIGHT)
        pos, shown, res = at(pygame.K_LEFT)
        assert (pos, shown) == (end, False) and res["label"] == "Hand 1 scored"
        pos, shown, res = at(pygame.K_LEFT)          # back onto the hand's end: its result, as forward
        assert (pos, shown) == (end, True) and res is not None and res["label"] == "Hand 1 is over", res
        pos, shown, res = at(pygame.K_LEFT)
        assert (pos, shown, res) == (end - 1, False, None)
    finally:
        close_board(app)


def _clear_of_plates_and_log(scene, rect):
    r = pygame.Rect(rect)
    for seat, plate in scene.geometry["plates"].items():
        assert not r.colliderect(plate), (seat, r, plate)
    assert not r.colliderect(scene.areas()[2]), (r, scene.areas()[2])


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hands_result_covers_no_plate_nor_the_log_and_stays_till_you_move_on(size):
    """Review 14 (rev14-mixfin 31.png, 34.png): Scores pressed in hand 1 showed a small "No hand scored yet"
    note at the foot of the log; at the hand's end it grew by itself into the chart over Bot 4's plate and the
    move log, and stayed so at every new hand. A hand scored closes it: the hand's result is the table's
    own panel, over the empty mat, clear of every plate and the log, there until Next and then beside the
    next bidding until the bids are made."""
    app = make_app(size=size, animation="fast", round_pause=True)
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 3, "bags": True})
    try:
        s, m = scene.session, scene.session.match
        for _ in range(20000):
            if s.director.gate() is not None and s.director.started:
                break
            if s.my_turn() and scene.settled():
                if not scene.score_panel.showing() and m.state.hand_no == 1 and len(m.actions) < 8:
                    key(app, pygame.K_c, frames=2)          # the Scores note, opened in hand 1
                    assert scene.score_panel.showing() and scene.score_panel.nothing_scored()
                scene.act(s.screen_legal()[0])
            app.step(DT)
        assert s.director.gate() is not None and m.state.hand_no == 2
        for _ in range(300):            # five seconds: the result waits for the person
            app.step(DT)
        objects = scene.layout_info()["objects"]
        shown = [o for o in objects if o["id"] in ("result", "scores")]
        assert [o["id"] for o in shown] == ["result"], shown
        assert shown[0]["label"] == "Hand 1 is over"
        _clear_of_plates_and_log(scene, shown[0]["rect"])
        key(app, pygame.K_RETURN, frames=2)                  # Next: the deal, then the bidding
        step_until(app, lambda: s.my_turn() and scene.settled(), timeout=30)
        steps(app, 3)
        shown = [o for o in scene.layout_info()["objects"] if o["id"] in ("result", "scores")]
        assert [o["id"] for o in shown] == ["result"] and shown[0]["label"] == "Hand 1 scored", shown
        _clear_of_plates_and_log(scene, shown[0]["rect"])
    finally:
        close_board(app)


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_first_undo_refused_after_a_bots_answer_says_the_rule_plainly(size):
    """Two reviewers found Undo "rarely usable" against bots and did not see why: the first refusal (a click
    on the greyed Undo, or U) says the rule behind "another player's move is final" in plain words; later
    ones say the reason alone. The rule stays: nothing is taken back."""
    app = make_app(size=size)
    scene = board(app, "quadwar", SEATS, seed=3, options={"dealer": 3})
    try:
        settle(app, scene)
        s, m = scene.session, scene.session.match
        s.play(s.screen_legal()[2])                  # your bid
        settle(app, scene)                           # the bots answered: your bid is final now
        n = len(m.actions)
        undo = _hud(scene, "hud:undo")
        assert not undo.enabled and undo.reason.startswith("too late to undo")
        scene.message = None
        click(app, undo.rect.center)
        first = scene.message[0]
        # one short sentence: the fact and the rule as this table plays it, once (review 21)
        assert first.startswith("Too late to undo: Bot 2 has bid, after waiting "), first
        assert first.endswith(" s for an Undo") and ". " not in first, first
        scene.message = None
        key(app, pygame.K_u, frames=2)
        assert scene.message[0] == "Too late to undo: Bot 2 has bid since your last move", scene.message
        scene.message = None
        click(app, undo.rect.center)
        assert scene.message[0] == "Too late to undo: Bot 2 has bid since your last move", scene.message
        assert len(m.actions) == n and m.undos == 0
    finally:
        close_board(app)
