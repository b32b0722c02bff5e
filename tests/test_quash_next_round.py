"""QUASH between rounds, driven by real pygame events: when the round's result waits for you (Next) and the
next deal is yours, one press moves on and deals (Next, Enter, the Deal button or D); it used to take
Next, then Deal."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import click, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _gate_before_your_deal(seed=3, dealer=1):
    """A board (results wait for Next) at the end of round 1, BLACK (a bot) dealt it, so you deal round 2
    (`dealer` 0: you dealt it, the bot deals round 2)."""
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": dealer})
    rng = random.Random(seed)
    while len(m.state.history) < 35:
        m.play(rng.choice(m.legal_actions()))
    app = make_app(round_pause=True)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    step_until(app, lambda: scene.settled(), 10)
    if m.to_move == 0:
        scene.act(m.legal_actions()[0])        # the last card (else the bot lays it): the round is scored
    s = scene.session
    for _ in range(60 * 60):
        app.step(1 / 60)
        d = s.director
        if d.gate() is not None and d.started and not scene.animating:
            break
        if scene.scoring_show.waiting:         # a tiebreaker pair face up waits for Next: Enter moves on
            key(app, pygame.K_RETURN)
        if s.my_turn() and scene.settled():   # a tiebreaker of yours
            s.play(rng.choice(s.screen_legal()))
    else:
        raise AssertionError("the round's result never waited for Next")
    assert m.state.phase == "deal" and m.to_move == 1 - dealer and m.state.round == 1
    for _ in range(70):         # a person reads the result a moment (a key in its first second is not for it)
        app.step(1 / 60)
    return app, scene, m


def _header_next(scene):
    return next(b for b in scene.hud.buttons if b.id == "director:next")


@pytest.mark.parametrize("how", ["enter", "next_button", "n_key"])
def test_one_press_moves_on_and_deals_when_the_deal_is_yours(how):
    """One place and one look for "go on" (review 16: a big "Deal round 3" on the table when the deal was
    yours, 30.png; the header's "Next" when a bot's, 18.png): the header's Next, the prompt saying who
    deals; one press moves on and deals."""
    app, scene, m = _gate_before_your_deal()
    try:
        n = len(m.actions)
        assert not any(b.id == "deal" for b in scene.table.buttons)     # no second way on the table
        assert _header_next(scene).enabled and "Next" in _header_next(scene).label
        assert scene.table.prompt.endswith("Next: you deal round 2"), scene.table.prompt
        if how == "enter":
            key(app, pygame.K_RETURN)
        elif how == "next_button":
            click(app, _header_next(scene).rect.center)
        else:
            key(app, pygame.K_n)
        assert m.actions[n:] == [{"type": "deal"}] and m.state.round == 2
        assert scene.session.director.gate() is None
    finally:
        close_board(app)


def test_when_a_bot_deals_next_the_same_next_says_so():
    """The deal a bot's: the same header Next, the prompt names the dealer; the press moves on, the bot deals."""
    app, scene, m = _gate_before_your_deal(dealer=0)
    try:
        assert not any(b.id == "deal" for b in scene.table.buttons)
        assert _header_next(scene).enabled
        assert scene.table.prompt.endswith("Next: Bot 2 deals round 2"), scene.table.prompt
        click(app, _header_next(scene).rect.center)
        step_until(app, lambda: m.state.round == 2, 10)
    finally:
        close_board(app)


def test_the_result_still_waits_until_you_press():
    app, scene, m = _gate_before_your_deal()
    try:
        assert scene.drawn_frame() is None       # the last card drawn is just a leftover card now
        n = len(m.actions)
        for _ in range(240):
            app.step(1 / 60)
        assert len(m.actions) == n and m.state.round == 1
    finally:
        close_board(app)


def test_the_header_score_line_shows_whole_beside_next():
    """The score line read "Round 1 · RED 2 · BLACK 14 · FINISH..." (cut to make room for the buttons),
    worst while Next is in the header (a result waiting with the deal another's: Next is in the header)."""
    app, scene, _ = _gate_before_your_deal()
    try:
        scene.hud.build()
        assert any(b.id == "director:next" for b in scene.hud.buttons)
        steps(app, 2)
        # as the header drew it (session 22: Let the bots finish joins Next there, and the title gives way
        # before the score, hud.title_form): the score whole, clear of the buttons
        shown = scene.hud.shown
        score = shown["score"]
        assert "RED" in score and "BLACK" in score and "\u2026" not in score, score
        assert score == scene.score_text(scene.session.shown_result(), scene.session.view()), score
        assert shown["score_rect"].right <= scene.hud.left, (shown["score_rect"], scene.hud.left)
    finally:
        close_board(app)


def test_no_plate_says_to_move_while_the_result_waits():
    """A reviewer saw "You · to move" on the plate under the scored round: nobody moves until Next."""
    from tests.test_quash_scene import _label_rects
    app, scene, m = _gate_before_your_deal()
    try:
        scene.rebuild()
        g = scene._deco["g"]
        words = [x for w in ("top", "bottom") for x, _ in _label_rects(scene, g["header"][w])]
        assert not any("to move" in x for x in words), words
    finally:
        close_board(app)
