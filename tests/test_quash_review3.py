"""A third new player's review of QUASH: the drawn card's frame in pass-and-play, the Load list's words
for a save, the QUASH badge, the fail warning, the hint arrow, a replay of a scored position."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, make_app, settle, steps

pytestmark = pytest.mark.ui


def _lift_curtain(app, scene):
    """The next person at the screen presses Enter on the curtain."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    steps(app, 3)
    settle(app, scene)


def _framed(scene, seat):
    m = scene.session.match
    rnd = m.state.round
    return {code for code in m.state.hands[seat]
            if scene._drawn == f"r{rnd}:{code}" and scene.drawn_frame() is not None}


def test_pass_and_play_frames_the_card_you_drew_when_the_screen_comes_back_to_you():
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app = make_app(animation="fast")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        settle(app, scene)
        _lift_curtain(app, scene)
        assert scene.session.my_turn() and m.to_move == 0
        for seat in (0, 1):
            before = list(m.state.hands[seat])
            legal = scene.session.screen_legal()
            assert scene.act(next(a for a in legal if a["type"] == "play"))
            settle(app, scene)
            if seat == 0:
                ann_drew = [c for c in m.state.hands[0] if c not in before]
            _lift_curtain(app, scene)
        assert m.to_move == 0 and len(ann_drew) == 1
        settle(app, scene)
        assert _framed(scene, 0) == set(ann_drew)
    finally:
        close_board(app)


def _between_rounds(seats, seed=3):
    """A 4-player game played at random to the end of its first round (the next dealer to deal)."""
    import random
    m = Match("quash", seats, seed, {"dealer": 3})
    rng = random.Random(seed)
    while m.state.phase != "deal":
        m.play(rng.choice(m.legal_actions()))
    return m


def test_the_load_list_says_a_four_player_save_by_sides_and_the_round_about_to_be_dealt(tmp_path):
    from quash_table.engine.saves import save_match
    from quash_table.ui.save_list import save_parts
    from quash_table.ui.screens.main_menu import continue_note
    m = _between_rounds(["human", "bot:easy", "bot:easy", "bot:easy"])
    assert m.state.round == 1 and m.to_move == 0        # seat 1 ("You") deals round 2
    r, b = m.state.scores
    save_match(m, tmp_path / "q4.json")
    line, _, _ = save_parts(tmp_path / "q4.json")
    assert "round 2, your turn to deal" in line, line
    assert f"RED (you and Bot 3) {r} \u00b7 BLACK {b}" in line, line
    assert "bots:" not in line
    assert "round 2, your turn to deal" in continue_note(m)
    # people on both sides are named; a two-player table keeps each seat's own score
    m = _between_rounds(["human:Ann", "human:Bob", "bot:easy", "bot:easy"])
    save_match(m, tmp_path / "q4b.json")
    line, _, _ = save_parts(tmp_path / "q4b.json")
    r, b = m.state.scores
    assert f"RED (Ann and Bot 3) {r} \u00b7 BLACK (Bob and Bot 4) {b}" in line, line
