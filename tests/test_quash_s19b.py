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


def _mat_words(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def test_the_tiebreaker_pair_turns_over_before_its_outcome_shows():
    """22 -> 23.png: "RED wins spot 3 - K beats Q" stood on the mat and the prompt while BLACK's card lay
    face down; it turned over a moment later. Frame by frame: the outcome is drawn only once no card of the
    pair is turning, and each card of the pair is face up then."""
    m, last = _bot_scored_a_round_with_a_tie()
    m.play(last)
    app, scene = match_board(m, size=(1024, 640))
    try:
        s = scene.session
        card = next(a for a in m.legal_actions() if a["type"] == "tiebreak")
        s.play(card)
        turned = told = False
        for _ in range(600):
            steps(app)
            pair = [p for p in scene.table.pieces if p.zone in ("tiebreak:RED", "tiebreak:BLACK")]
            turning = any(scene.tweens.has(("flip", p.id)) or p.flip for p in pair)
            turned = turned or turning
            words = _mat_words(scene) + [scene.table.prompt or ""]
            if any(" wins spot " in w or "Equal: again" in w for w in words):
                told = True
                assert not turning and all(p.code is not None for p in pair), (words, turning)
            if told and not scene.animating:
                break
            if told and scene.scoring_show.waiting:
                break
        assert turned and told, (turned, told)
    finally:
        close_board(app)
