"""Session 60, NumberQuash (review 59, pass-and-play): the header talked of the person at the screen as of a third
one. Player 2, who had blocked Player 1, read "Player 2, your turn: Player 1 missed a turn, blocked by Player 2";
Player 1 read "Player 1, your turn: blocked, missed a turn" (by whom?). The words for the person reading come from
one place that knows who is at the screen (session.addressed)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.words import missed_words
from tests.ui_helpers import close_board, match_board, settle, steps

R = {"type": "roll"}


def _place(*cells):
    return {"type": "place", "cells": [list(c) for c in cells]}


def blocked(seats):
    """Player 1 and Player 2 each bank a 10; Player 2 blocks Player 1 with it (the moves of
    test_numberquash_s58_header_free_roll up to the block, and Player 2's next roll and cover)."""
    dice = [1, 2, 1, 3, 1, 2, 1, 3, 1, 2, 2, 3, 1, 2, 2, 3, 4, 6, 4, 6, 3, 4, 2, 4, 2, 4, 1, 2, 5, 6]
    m = Match("numberquash", seats, 1, {"order": [0, 1]}, dice)
    for a in [R, _place(("red", 0, 1), ("red", 0, 2)), R, _place(("blue", 0, 4)),
              R, _place(("red", 1, 1), ("red", 1, 2)), R, _place(("blue", 1, 4)),
              R, _place(("red", 0, 3)), R, _place(("blue", 0, 5)), R, _place(("red", 1, 3)), R, _place(("blue", 1, 5)),
              R, {"type": "bank"}, R, {"type": "bank"}, R, _place(("red", 0, 7)),
              {"type": "bonus", "value": 10, "effect": "block", "seat": 0}, R, _place(("blue", 0, 6))]:
        m.play(a)
    return m


def test_the_brief_words_say_who_blocked_you():
    said = missed_words([("blocked", 1)], lambda seat: f"Player {seat + 1}", brief=True)
    assert said == "Player 2 blocked your last turn", said      # (session 61: one phrase, review 60)



@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_pass_and_play_news_speaks_to_the_person_at_the_screen(size):
    m = blocked(["human", "human"])
    assert m.to_move == 1          # Player 1's turn was skipped: Player 2 rolls again
    app, scene = match_board(m, size=size, animation="instant")
    try:
        s = scene.session
        if s.curtain is not None:
            s.lift_curtain()
        settle(app, scene)
        steps(app, 3)
        assert s.screen_seat == 1 and s.addressed(1) and not s.addressed(0)
        full = scene.turn_news()
        assert "blocked by you" in full and "Player 2" not in full, full
        status = scene.hud.shown["status"]
        assert status.startswith("Player 2, your turn") and "blocked by Player 2" not in status, status
        # Player 2 rolls and covers; the screen goes to Player 1, whose turn was skipped
        s.play(R)
        settle(app, scene)
        legal = [a for a in s.screen_legal() if a["type"] == "place"]
        s.play(legal[0] if legal else {"type": "end_turn"})
        for _ in range(20):
            if s.curtain is not None:
                s.lift_curtain()
            settle(app, scene)
            steps(app, 3)
            if s.screen_seat == 0 and s.my_turn():
                break
        assert s.screen_seat == 0 and s.addressed(0) and not s.addressed(1)
        full = scene.turn_news()
        assert "you missed a turn, blocked by Player 2" in full, full
        status = scene.hud.shown["status"]
        assert status.startswith("Player 1, your turn: ") and "Player 2 blocked you" in status \
            or "blocked by Player 2" in status, status
    finally:
        close_board(app)


def test_with_one_person_you_stays_you():
    m = blocked(["human", "bot:normal"])
    app, scene = match_board(m, size=(1280, 800), animation="instant")
    try:
        assert scene.session.addressed(0) and not scene.session.addressed(1)
    finally:
        close_board(app)
