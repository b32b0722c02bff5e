"""Session 25 review of QUASH basic: at a tie, a card dropped on the OTHER side's tiebreaker place went back
without a word (a drop on their half of the board says why); the mat said "spot 9 is tied (pair 2)" for a
second try, read as a poker pair. Driven through the board with real mouse events."""

import pytest

from quash_table.games import get_game
from tests.test_quash_scene import _tie_on_spot_9
from tests.ui_helpers import close_board, drag, grab, match_board, settle

pytestmark = pytest.mark.ui

G = get_game("quash")


def test_a_card_dropped_on_their_tiebreaker_place_says_why_it_went_back():
    m = _tie_on_spot_9()
    app, scene = match_board(m)
    try:
        rnd, n = m.state.round, len(m.actions)
        theirs = scene._mat_slots[1]
        drag(app, grab(scene, f"r{rnd}:JS"), theirs.center)
        settle(app, scene)
        assert scene.composer.laid is None and len(m.actions) == n
        assert scene.message is not None, "the card went back without a word"
        assert scene.message[0] == "That is BLACK's tiebreaker place: lay your card in RED's, left of it on the mat", \
            scene.message
    finally:
        close_board(app)


def test_a_second_pair_on_a_tied_spot_is_called_the_second_try():
    m = _tie_on_spot_9()
    # both sides lay equal ranks first (the J of each side, if both hold one; else any equal pair)
    hands = m.state.hands
    same = next(((a, b) for a in hands[0] for b in hands[1] if a[:-1] == b[:-1]), None)
    assert same is not None, "this deal has no equal pair to tie again"
    seat = m.to_move
    for card in (same[seat], same[1 - seat]):
        m.play({"type": "tiebreak", "card": card})
    assert m.state.phase == "tiebreak" and m.state.tb_spot == 8, "the equal pair did not tie again"
    app, scene = match_board(m, animation="instant")
    try:
        settle(app, scene)
        words = [d.text for d in scene.table.decor if type(d).__name__ == "Label"]
        assert not any("(pair" in w for w in words), words
        assert any(w == "spot 9: second try" for w in words), words
    finally:
        close_board(app)


def test_the_scores_panel_after_round_one_charts_rounds_not_turns():
    """Session 25 (12b-scores.png): C after round 1 was scored drew turns 0 to 36, every line flat until it
    jumped at turn 36 (QUASH scores only as a round ends). The panel charts rounds, as the end chart does."""
    import pygame

    from quash_table.engine.match import Match
    from tests.ui_helpers import key, steps
    m = Match("quash", ["human", "bot:random"], 11, {"variant": "basic"})
    rng = __import__("random").Random(11)
    while sum(m.game.result(m.state)["scores"]) == 0:
        m.play(rng.choice(m.legal_actions()))
    scored = len(m.actions)
    app, scene = match_board(m, settled=False)
    try:
        key(app, pygame.K_c)
        steps(app, 2)
        assert len(m.actions) == scored, "round 2 was dealt: this test wants round 1 just scored"
        assert scene.score_panel.chart_open
        series, labels, x_title = scene.score_panel.series()
        assert x_title == "round", (x_title, labels)
        assert labels[0] == "start" and len(labels) == 2, labels
        assert [line[1][-1] for line in series] == list(m.game.result(m.state)["scores"])
    finally:
        close_board(app)
