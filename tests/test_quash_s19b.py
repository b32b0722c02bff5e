"""Review 19 (rev19d-quash): U while a round is being scored said "Too late to undo: Bot 2 has played" and the
red refusal then stood over the tiebreaker's instruction (78.png)."""

import random

import pygame
import pytest

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


def test_the_prompt_says_your_turn_only_when_the_header_does():
    """17.png: the header said "Bot 2 (normal) is thinking..." while the prompt under the hand already said
    "Your turn: drag a card onto a spot of your side". Frame by frame through a bot's answer: the prompt asks
    for your card only while the header says it is your turn (the kit's turn_on_screen)."""
    m = Match("quash", ["human", "bot:random"], 5, {"dealer": 1, "target": 3})
    app, scene = match_board(m, size=(1024, 640))
    try:
        s = scene.session
        rng = random.Random(2)
        seen = 0
        for _ in range(3):
            assert s.my_turn()
            s.play(rng.choice(m.legal_actions()))
            for _ in range(400):
                steps(app)
                status, words = scene.hud.status(), scene.table.prompt or ""
                if words.startswith("Your turn"):
                    seen += 1
                    assert scene.turn_on_screen() and "thinking" not in status, (status, words)
                if s.my_turn() and scene.turn_on_screen() and not scene.tweens.busy:
                    break
            steps(app, 3)
            assert scene.table.prompt.startswith("Your turn"), scene.table.prompt
        assert seen
    finally:
        close_board(app)


def test_a_tiebreaker_card_picked_by_keyboard_covers_neither_prompt_nor_mat_label():
    """79.png, 1024x640: Tab to the last card of your hand at a tie: the card rose over the end of the
    prompt, and the green frame of the tiebreaker's place covered the "RED" over it."""
    m, last = _bot_scored_a_round_with_a_tie()
    m.play(last)
    app, scene = match_board(m, size=(1024, 640))
    try:
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        end = max(hand, key=lambda p: p.home[0])
        for _ in range(len(hand) + 2):
            if scene.drag.selected == end.id:
                break
            key(app, pygame.K_TAB)
        assert scene.drag.selected == end.id
        steps(app, 3)
        px = scene.metrics.px
        lifted = pygame.Rect(end.home).move(0, scene.drag.lift_offset(end))
        prompt = scene.painter.pill_rect(scene.table.prompt, scene.painter._prompt_pos(), 17)[0]
        assert not lifted.colliderect(prompt), (lifted, prompt)
        mark = scene.table.target_by_id["tiebreak"].mark
        ring = mark.inflate(px(8) + px(10) + px(2), px(8) + px(10) + px(2))     # drag.draw_targets_over
        red = next(d.text_rect() for d in scene.table.decor if getattr(d, "text", None) == "RED")
        assert not ring.colliderect(red), (ring, red)
    finally:
        close_board(app)


def test_the_undo_confirmation_is_not_replaced_by_news_aside():
    """91 -> 92.png, 4 players at 1024x640: after Undo the table said "Your unfinished QUASH game is kept in
    Load..." (the save's news held for your turn) instead of "Your last move was taken back"; the news waits
    until the confirmation has been read."""
    m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], 4, {"dealer": 3})
    app, scene = match_board(m, size=(1024, 640))
    try:
        s = scene.session
        assert s.my_turn()
        s.play(random.Random(1).choice(m.legal_actions()))
        news = "Your unfinished QUASH game is kept in Load; Continue is now this game."
        s.recorder.notices.append((news, "info"))       # what the autosave after your move says
        steps(app, 2)
        key(app, pygame.K_u)
        assert s.my_turn() and "taken back" in scene.message[0], scene.message
        said = []
        for _ in range(60 * 8):
            steps(app)
            said.append(scene.message[0] if scene.message else None)
        first = next(i for i, w in enumerate(said) if w != said[0])
        assert "taken back" in said[0] and first >= 60 * 3, (said[0], first, said[first])
        assert news in said, "the news comes after it"
    finally:
        close_board(app)


@pytest.mark.parametrize("on_spot, card, spot, said", [
    (("JS",), "KD", 1, "a Q would make it a run"),        # J _ K (51.png)
    (("KS",), "AD", 1, "a Q would make it a run"),        # K-A: only a Q below
    ((), "AD", 2, "only K-A can grow from it"),           # a lone A on a double
    (("JS",), "QD", 1, "a 10 or a K would make it a run"),
    ((), "9D", 2, "8-9 or 9-10 can grow from it")])
def test_a_hinted_play_that_leaves_a_run_one_rank_says_so(on_spot, card, spot, said):
    """Review 19: "J _ K needs exactly a Q", unsaid. The reason's own sentence names the rank(s) (session
    25: the hint's "(a Q only)" after it said it twice: "it needs your partner's 6 … (a 6 only)")."""
    from types import SimpleNamespace

    from quash_table.games.quash.hints_plan import play_words
    from quash_table.games import get_game
    g = get_game("quash")
    s = g.new_state(2, seed=0, options={"target": 99})
    need = {"Q", "K", "10"} if "would make" in said else {"K"}    # you hold none of it (one you hold is named)
    s.hands[s.to_move] = [c for c in s.hands[s.to_move] if c not in on_spot and c[:-1] not in need][:12] + [card]
    board = [()] * 9
    board[spot - 1] = tuple(on_spot)
    s.board[s.to_move % 2] = board
    view = g.view(s, s.to_move)
    legal = g.legal_actions(s)
    action = {"type": "play", "card": card, "spot": spot}
    assert action in legal
    reason, _ = play_words(SimpleNamespace(), view, legal, action, lambda: 0.5)
    assert said in reason and " only)" not in reason, reason
