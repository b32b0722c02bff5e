"""Review 54f (new player): "scoring takes an Enter per spot". The scoring steps went on by themselves, but each
tiebreaker pair face up waited for Next (Enter) at a table with a person. The pair now stays long enough to read
(scoring_show.PAIR_READ) and the scoring goes on by itself; Enter still goes on at once. Frames are stepped with a
fixed dt (no wall clock)."""

import pygame

from tests.test_quash_scene import _tie_on_spot_9
from tests.ui_helpers import close_board, drag, grab, key, match_board, steps, target_rect

FPS = 60


def _pair_on_show(app, scene, card):
    """Lay `card` on the tiebreaker (spot 9's tie, "Wait for me" on) and step until its pair is face up."""
    m = scene.session.match
    drag(app, grab(scene, f"r{m.state.round}:{card}"), target_rect(scene, "tiebreak").center)
    key(app, pygame.K_RETURN)                    # lay it
    for _ in range(10 * FPS):
        if scene.scoring_show.waiting:
            return
        steps(app)
    raise AssertionError("the tiebreaker pair never showed")


def _read_then_gone(app, scene):
    """Seconds the pair on show stays face up while no key is pressed (up to 20)."""
    shown = 0
    while scene.scoring_show.waiting and shown < 20 * FPS:
        steps(app)
        shown += 1
    return shown / FPS


def test_a_tiebreaker_pair_stays_to_be_read_then_the_scoring_goes_on_without_a_key():
    app, scene = match_board(_tie_on_spot_9(), round_pause=True, animation="normal")
    try:
        m = scene.session.match
        _pair_on_show(app, scene, "JS")              # J♠ against BLACK's J♣: equal, choose again
        status = scene.hud.status()
        assert "Tiebreaker on spot 9" in status and "Enter" in status, status
        assert 3 <= _read_then_gone(app, scene) < 8           # readable, then gone by itself
        steps(app, 2 * FPS)
        assert "still tied" in scene.table.prompt and m.to_move == 0, scene.table.prompt
        _pair_on_show(app, scene, "JH")              # J♥ beats BLACK's 10♣: the round's last step
        assert 3 <= _read_then_gone(app, scene) < 8
        steps(app, 3 * FPS)
        assert scene.session.director.gate() is not None and "Round 1 scored" in scene.table.prompt
        assert m.state.round == 1                    # the scored board stays until the player moves on
    finally:
        close_board(app)


def test_enter_at_a_tiebreaker_pair_goes_on_at_once():
    app, scene = match_board(_tie_on_spot_9(), round_pause=True, animation="normal")
    try:
        _pair_on_show(app, scene, "JS")
        key(app, pygame.K_RETURN)
        assert not scene.scoring_show.waiting
    finally:
        close_board(app)
