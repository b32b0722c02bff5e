"""QUASH board fixes after the new players' review (session 16), driven by real pygame events."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, step_until

pytestmark = pytest.mark.ui


def _before_the_last_card():
    """Round 1 (BLACK, a bot, dealt it: round 2's deal is yours) one card from its end, BLACK to lay it,
    and whatever it lays the round is scored with no tiebreaker (the first seed that does)."""
    for seed in range(1, 40):
        m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 1})
        rng = random.Random(seed)
        while len(m.state.history) < 35:
            m.play(rng.choice(m.legal_actions()))
        if m.to_move == 1 and all(m.game.apply(m.state, a).phase == "deal" for a in m.legal_actions()):
            return m
    raise AssertionError("no seed ends round 1 without a tiebreaker")


def _last_card_played():
    """A board (results wait for Next) where the bot BLACK has just laid round 1's last card; the scoring
    show has just begun."""
    m = _before_the_last_card()
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    step_until(app, lambda: scene.animating and scene.scoring_show.pos < len(scene.scoring_show.steps), 20)
    assert m.state.round == 1 and m.state.phase == "deal"
    return app, scene, m


def test_enter_pressed_again_and_again_at_a_rounds_end_does_not_skip_the_scoring():
    """New players: a few Enters at the round's end skipped the spot-by-spot scoring straight into the next
    round (the result's gate took the key while the board still showed spot 1). Each press finishes the
    scoring step on show; the scored board then waits for the player."""
    app, scene, m = _last_card_played()
    try:
        show = scene.scoring_show
        before = show.pos
        n = len(m.actions)
        for _ in range(4):
            key(app, pygame.K_RETURN)
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n, "Enter dealt the next round mid-scoring"
        assert show.pos > before, "Enter moves the scoring on a step"
        assert show.pos < len(show.steps), "four presses are four steps, not the whole show"
        # pressed on and on, the show ends on the scored board and waits there
        for _ in range(len(show.steps) + 5):
            key(app, pygame.K_RETURN)
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n
        for _ in range(600):
            app.step(1 / 60)
        assert m.state.round == 1 and len(m.actions) == n, "the scored board waits for the player"
        assert not scene.animating and scene.session.director.gate() is not None
        key(app, pygame.K_RETURN)
        assert m.state.round == 2, "then one press moves on (and deals)"
    finally:
        close_board(app)


def test_the_track_never_shows_a_marker_past_the_finish_and_the_quash_tag_says_what_it_gave():
    """FINISH at 6, RED five points up after spot 6, which completes its QUASH of section 2: through the
    whole scoring show no marker stands past the FINISH (RED's showed 7), and the tag on spot 6 reads the
    bonus given, QUASH +1."""
    from tests.test_quash_rules import BLACK, RED, board_cards, stacked_2p_basic
    m = Match("quash", ["human", "bot:easy"], 1, {"target": 6, "dealer": 1},
              stacked=stacked_2p_basic(RED, BLACK))
    moves = [board_cards(RED), board_cards(BLACK)]
    while len(m.state.history) < 35:           # RED (you) first: BLACK lays the last card
        card, spot = moves[m.to_move].pop(0)
        m.play({"type": "play", "card": card, "spot": spot})
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        seen = set()
        for _ in range(60 * 30):         # the bot BLACK lays the last card: the round is scored
            app.step(1 / 60)
            seen.add(tuple(scene._deco["scores"]))
            if m.over and not scene.animating and scene.settled():
                break
        assert m.over
        assert max(r for r, _ in seen) == 6 and (5, 1) in seen, seen
        tags = [text for _, text, *_ in scene._tags if text.startswith("QUASH")]
        assert tags == ["QUASH +1"]
    finally:
        close_board(app)
