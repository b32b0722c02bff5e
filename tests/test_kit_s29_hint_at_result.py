"""Session 29: H pressed while a round's result waits for Next (Quadruple War's "Hand 1 is over", the person
to bid first in the next hand) showed "Looking for a good move…" and it stood there for ever beside the greyed
Hint. The hint flow now says the greyed Hint's reason instead and keeps nothing for later (ui/hints.py)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.saves import load_match, save_match
from quash_table.ui.board_words import RESULT_HINT_WORDS
from quash_table.ui.hints import LOOKING
from tests.ui_helpers import close_board, key, match_board, step_until, steps


def _rounds(m):
    return m.state.hand_no if m.game_id == "quadwar" else len(m.state.rounds)


def saved_at_first_result(tmp_path, game_id, seats, seed):
    """A save of a game at its first round's result, the person (seat 1) to move next (the seeds chosen so)."""
    m = Match(game_id, seats, seed, {})
    rng = random.Random(seed)
    first = _rounds(m)
    while _rounds(m) == first:
        m.play(rng.choice(m.legal_actions()))
    assert m.to_move == 0
    return load_match(save_match(m, tmp_path / "at-result.json"))


# Quadruple War's "Hand 1 is over" (the person bids first in hand 2), Flush's round end: the hint flow
# decides for every board
@pytest.mark.ui
@pytest.mark.parametrize("game_id, seats, seed", [
    ("quadwar", ["human"] + ["bot:normal"] * 3, 9),
    ("flush", ["human", "bot:normal", "bot:normal"], 2),
])
def test_h_at_a_rounds_result_says_why_and_leaves_no_looking_bubble(tmp_path, game_id, seats, seed):
    m = saved_at_first_result(tmp_path, game_id, seats, seed)
    app, scene = match_board(m, round_pause=True, settled=False)
    try:
        step_until(app, scene.session.showing_result, timeout=30)
        steps(app, 3)
        assert scene.session.turn_due() and not scene.turn_on_screen()
        key(app, pygame.K_h, frames=3)
        said = scene.message[0] if scene.message is not None else ""
        assert not said.startswith(LOOKING), said
        assert said == RESULT_HINT_WORDS, said
        assert not scene.hints.holds_words()          # nothing kept: the words go with their time
        assert scene.hints.on_landing is None and scene.hints.for_turn is None
    finally:
        close_board(app)
