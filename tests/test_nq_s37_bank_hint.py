"""NumberQuash, session 37 (review 36b: "the hint never suggests banking a bonus", a bot having beaten a new player
with banked steals): where the bot's own evaluation banks the roll, H suggests banking it, marks the tray's Bank,
and says why in a new player's words: what the bonus does on a later turn, to whom, and (H again) which placement
it is worth more than."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash.bots import NormalBot
from quash_table.games.numberquash.rules import GAME
from quash_table.games.numberquash.reasons import bank_reason
from tests.ui_helpers import close_board, key, match_board, step_until, steps


def _banking_position(seed, seats):
    """Bots for every seat from the start until seat 0 has a roll the bot's own evaluation banks: the moves."""
    s = GAME.new_state(seats, seed, {"order": list(range(seats))})
    bots = [NormalBot(GAME, k) for k in range(seats)]
    moves = []
    while s.to_move is not None:
        legal = GAME.legal_actions(s)
        a = bots[s.to_move].choose(GAME.view(s, s.to_move), legal)
        if s.to_move == 0 and a["type"] == "bank" and any(x["type"] == "place" for x in legal):
            return moves, a
        moves.append(a)
        s = GAME.apply(s, a)
    return None, None


def test_the_reason_says_what_the_bonus_does_later_and_to_whom_in_plain_words():
    for total, does in ((10, "free roll"), (11, "steal"), (12, "from each player")):
        words = bank_reason(total)
        assert str(total) in words and does in words and "later" in words, words
        assert "is a steal of one quasher later" not in words      # the rules' shorthand it read as


@pytest.mark.ui
@pytest.mark.parametrize("seed, seats, size", [(1, 2, (1280, 800)), (5, 2, (1280, 800)), (2, 2, (1280, 800)),
                                               (3, 6, (1024, 640))])
def test_where_the_bot_would_bank_the_hint_says_bank_and_why(seed, seats, size):
    moves, bank = _banking_position(seed, seats)
    assert moves is not None, "the bot never banked here: the test sees nothing"
    m = Match("numberquash", ["human"] + ["bot:normal"] * (seats - 1), seed, {"order": list(range(seats))})
    for a in moves:
        m.play(a)
    total = sum(m.state.dice)
    app, scene = match_board(m, size=size, animation="instant")
    try:
        assert m.to_move == 0 and {"type": "bank"} in m.legal_actions()
        key(app, pygame.K_h)
        step_until(app, lambda: scene.hints.current is not None and not scene.hints.waiting)
        steps(app, 2)
        words = scene.message[0]
        assert scene.message[1] == "hint" and words.startswith("Hint: bank the roll"), words
        # what the bonus does, on a later turn, said as a player says it (the seat named where there is one)
        assert f"on a later turn the {total} " in words, words
        if seats == 2:
            assert "Bot 2" in words, words
        assert scene.composer.next_step(scene.hints.current["action"]) == ("press", "bank")
        key(app, pygame.K_h)                    # H again: why, against the placement given up
        step_until(app, lambda: scene.hints.full_shown())
        steps(app, 2)
        full = scene.message[0]
        assert "(spent before you roll)" in full and "worth more to you than covering " in full, full
    finally:
        close_board(app)
