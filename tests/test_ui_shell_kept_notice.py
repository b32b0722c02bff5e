"""The notice that a game was kept in Load ("Your unfinished Flush game is kept in Load; Continue is now this
game") is said to the person whose move took Continue over, when their eyes are on the table and it is their
turn (in pass-and-play after they lifted the curtain themselves; it showed under the curtain, to the next
player), and it lies clear of the prompt (it covered NumberQuash's first prompt)."""

import pygame
import pytest

from tests.ui_helpers import board, key, make_app, settle, step_until, steps

pytestmark = pytest.mark.ui


def other_game_in_continue():
    """An unfinished Flush game in the autosave: the next game's first move keeps it in Load."""
    import random

    from quash_table.engine.match import Match
    from quash_table.engine.saves import write_autosave
    m = Match("flush", "human,bot:easy", seed=4)
    m.play(random.Random(1).choice(m.legal_actions()))
    write_autosave(m)


def notice(scene):
    msg = scene.message
    return msg[0] if msg is not None and "kept in Load" in msg[0] else None


def lift_curtain(app):
    step_until(app, lambda: app.top.session.curtain_ready(by_key=True))      # it takes no key in its first moments
    key(app, pygame.K_RETURN, frames=3)


def play_one(app, scene):
    """The person at the screen makes a legal move (the kit's own path for it)."""
    s = scene.session
    assert s.my_turn()
    legal = s.screen_legal()
    scene.act(next((a for a in legal if a.get("type") not in ("end_turn",)), legal[0]))
    if s.glancing():
        key(app, pygame.K_RETURN)          # Done: the card drawn is seen (QUASH pass-and-play)
    settle(app, scene)


def run_until(app, scene, cond, most=400):
    for _ in range(most):
        if cond():
            return
        steps(app, 1)
    raise AssertionError("never")


@pytest.mark.parametrize("gid", ["numberquash", "flush", "thegame", "quash", "quadwar"])
def test_the_kept_notice_goes_to_the_person_it_concerns_clear_of_the_prompt(gid):
    other_game_in_continue()
    app = make_app()
    try:
        scene = board(app, gid, ["human:Ann", "human:Bob"], seed=3)
        s = scene.session
        steps(app, 3)
        if s.curtain is not None:
            lift_curtain(app)
        first = s.screen_seat
        while s.match.to_move == first and s.my_turn():     # the first person's turn, to its end
            assert notice(scene) is None
            play_one(app, scene)
            steps(app, 10)
            assert notice(scene) is None or s.screen_seat == first
            if s.match.to_move == first and notice(scene) is not None:
                break
        # the other person: never told, neither behind the curtain nor once they lift it
        while s.match.to_move != first and not s.match.over:
            if s.glancing():
                key(app, pygame.K_RETURN)                # Done: the card drawn is seen (QUASH)
            steps(app, 5)
            assert notice(scene) is None, (s.curtain, s.screen_seat)
            if s.curtain is not None:
                lift_curtain(app)
                assert notice(scene) is None
            if s.my_turn():
                play_one(app, scene)
        if s.glancing():
            key(app, pygame.K_RETURN)
        steps(app, 5)
        assert notice(scene) is None or s.curtain is None
        if s.curtain is not None:
            assert notice(scene) is None                   # behind the curtain: not yet
            lift_curtain(app)
        run_until(app, scene, lambda: notice(scene) is not None)
        assert s.screen_seat == first and s.curtain is None and s.my_turn()
        scene.rebuild()
        steps(app, 2)
        if scene.table.prompt:
            prompt = scene.painter.pill_rect(scene.table.prompt, scene.painter._prompt_pos(), 17)[0]
            assert not scene.painter.message_rect().colliderect(prompt), (scene.table.prompt, notice(scene))
            assert scene.painter.shows_prompt()
    finally:
        pygame.display.quit()
