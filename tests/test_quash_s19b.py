"""Review 19 (rev19d-quash): U while a round is being scored said "Too late to undo: Bot 2 has played" and the
red refusal then stood over the tiebreaker's instruction (78.png)."""

import random

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, key, match_board, step_until, steps


def _bot_scored_a_round_with_a_tie():
    """A match (you RED, a bot BLACK) where the bot's play filled the last slot and the round has a tie
    waiting for your tiebreaker card: the match before that last play, and the play."""
    for seed in range(200):
        m = Match("quash", ["human", "bot:random"], seed, {"dealer": 1, "target": 3})
        rng = random.Random(seed)
        while m.state.phase == "play":
            m.play(rng.choice(m.legal_actions()))
        if m.actors[-1] == 1 and m.actors[-2] == 0 and m.state.phase == "tiebreak" and m.to_move == 0:
            last = m.actions[-1]
            m.undo(1)
            return m, last
    raise AssertionError("no round found that the bot's play scored, with a tie for you")


def test_u_while_a_round_is_scored_says_so_and_the_tie_instruction_shows():
    m, last = _bot_scored_a_round_with_a_tie()
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        steps(app, 3)                       # the table built at the position before it
        m.play(last)                        # the bot fills the last slot: the round is scored, spot by spot
        step_until(app, lambda: scene.animating)      # its first spot on show
        s = scene.session
        assert m.state.phase == "tiebreak"
        key(app, pygame.K_u)
        said = scene.message[0]
        assert "being scored" in said, said
        assert said.lower().startswith(s.undo_stop().lower()), (said, s.undo_stop())
        for _ in range(60):
            if scene.table.prompt and scene.table.prompt.startswith("Tie on spot"):
                break
            key(app, pygame.K_RETURN)
            steps(app, 20)
        assert scene.table.prompt.startswith("Tie on spot"), scene.table.prompt
        steps(app, 5)
        if scene.message is not None:       # the instruction stays in view: the refusal gone, or elsewhere
            prompt = scene.painter.pill_rect(scene.table.prompt, scene.painter._prompt_pos(), 17)[0]
            assert not scene.painter._message_place()[0].colliderect(prompt), scene.message
    finally:
        close_board(app)
