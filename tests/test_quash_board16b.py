"""QUASH board fixes after the second new players' review of session 16, driven by real pygame events and
the app's own clock (a frame is 1/60 s)."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui.tables import board_for_match
from tests.ui_helpers import close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _before_a_round_ending_tiebreaker(seed=18):
    """Round 1 (you dealt it) at your tiebreaker card, the last of the round: it settles the tie on the
    last spot left and the round is scored (its events: the tiebreak, then round_scored)."""
    m = Match("quash", ["human", "bot:easy"], seed, {"dealer": 0})
    rng = random.Random(seed)
    while True:
        legal = m.legal_actions()
        if m.to_move == 0 and legal[0]["type"] == "tiebreak":
            for a in legal:
                kinds = [e["kind"] for e in m.game.events(m.game.apply(m.state, a), None)]
                if kinds == ["tiebreak", "round_scored"]:
                    return m, a
        m.play(rng.choice(legal))


def _pair_waiting(animation="normal"):
    m, last = _before_a_round_ending_tiebreaker()
    app = make_app(round_pause=True, animation=animation)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    step_until(app, scene.settled, 20)
    scene.act(last)
    step_until(app, lambda: scene.scoring_show.waiting, 20)     # the pair face up, its Next
    return app, scene, m


@pytest.mark.parametrize("gap", [0.3, 0.6, 0.8, 1.0, 1.3])
def test_enter_soon_after_the_tiebreakers_next_does_not_pass_the_rounds_result(gap):
    """Review 16 (58.png, 60.png): Enter on the tiebreaker's Next, then Enter again a second later went past
    round 1's result straight into round 2's deal. A key pressed before the result is fully shown, or
    within a moment of it, is not a press for the result: it waits for a deliberate one."""
    app, scene, m = _pair_waiting()
    try:
        n = len(m.actions)
        d = scene.session.director
        key(app, pygame.K_RETURN)                   # the pair's Next
        assert not scene.scoring_show.waiting
        steps(app, int(gap * 60))
        key(app, pygame.K_RETURN)                   # again, soon after
        for _ in range(3 * 60):
            app.step(1 / 60)
        assert len(m.actions) == n and m.state.round == 1, "a hurried Enter dealt the next round"
        assert d.gate() is not None and d.started, "the round's result waits for Next"
        steps(app, 90)
        key(app, pygame.K_RETURN)                   # a deliberate press, the result on show a while
        steps(app, 5)
        assert d.gate() is None, "a press after the result has shown moves on"
    finally:
        close_board(app)


def _press(app, k, frames=1):
    from tests.ui_helpers import post
    post(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)
    post(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)
    steps(app, frames)


@pytest.mark.parametrize("gap", [0.8, 1.2])
def test_a_second_enter_after_done_does_not_lift_the_next_players_curtain(gap):
    """Review 16 (78.png), pass-and-play: Done (Enter) after your draw, then Enter again 0.8 s later lifted
    Bob's curtain and showed his hand to Ann, still at the screen. A key lifts the curtain only once it has
    been up CURTAIN_KEY_GUARD (1.5 s) and no other key is held; a later deliberate press does."""
    from tests.test_quash_s14_quash4 import _ann_plays, _board, _bob_shown
    m = Match("quash", ["human:Ann", "human:Bob"], 7, {"dealer": 1})
    app, scene = _board(m)
    try:
        s = scene.session
        _ann_plays(app, scene)
        steps(app, 60)                               # she reads the card she drew
        assert s.glancing()
        _press(app, pygame.K_RETURN, 2)              # Done
        assert not s.glancing() and s.curtain == 1
        steps(app, int(gap * 60))
        _press(app, pygame.K_RETURN, 3)              # Enter again, still Ann's
        assert s.curtain == 1 and not _bob_shown(scene), "Ann's second Enter showed Bob's hand"
        steps(app, 60)
        from tests.ui_helpers import post
        post(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)     # a key held down...
        _press(app, pygame.K_RETURN, 3)                                                # ...Enter beside it
        assert s.curtain == 1, "a press with another key held down is not a deliberate one"
        post(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0)
        steps(app, 1)
        _press(app, pygame.K_RETURN, 3)              # Bob, on purpose
        assert s.curtain is None and s.screen_seat == 1
    finally:
        close_board(app)


def test_your_laid_tiebreaker_card_stays_on_the_mat_while_the_other_side_names_its_player():
    """Review 16 (57.png), 4 players: you lay your tiebreaker card, then "Bot 2 plays BLACK's tiebreakers"
    shows (a scoring step of its own) and the mat vanished with your card on it. It stays, your card on
    RED's place, through that step and after."""
    seed = 20
    m = Match("quash", ["human", "bot:easy", "bot:easy", "bot:easy"], seed, {"dealer": 3})
    rng = random.Random(seed)
    while not (m.to_move == 0 and m.legal_actions()[0]["type"] == "tiebreak"):
        m.play(rng.choice(m.legal_actions()))
    lay = m.legal_actions()[0]
    app = make_app(round_pause=True, animation="normal")
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        step_until(app, scene.settled, 20)
        scene.act(lay)
        named, missing = 0, 0
        for _ in range(4 * 60):
            app.step(1 / 60)
            show = scene.scoring_show
            if show.animating and show.pos and show.new[show.steps[show.pos - 1]["ev"]]["kind"] == \
                    "tiebreak_player_named":
                named += 1
                mine = [o for o in scene.layout_info()["objects"] if o.get("zone") == "tiebreak:RED"]
                if not mine or mine[0].get("card") != lay["card"]:
                    missing += 1
        assert named > 0, "the naming step was shown"
        assert missing == 0, f"your laid card was off the table for {missing} of {named} frames"
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_low_finish_draws_point_boxes_of_the_usual_size(size):
    """Review 16 (88.png, 91.png): with FINISH at 3 or 5 the track was a few long bars, the marker in the
    middle of one. The boxes are as wide as at the usual FINISH (fewer of them), the FINISH right after."""
    from quash_table.games.quash.art import track_layout
    app = make_app(size=size)
    from tests.ui_helpers import board, settle
    scene = board(app, "quash", ["human", "bot:easy"], seed=7, options={"dealer": 1, "target": 5})
    settle(app, scene)
    try:
        r = scene._deco["g"]["track"]["bottom"]
        usual = track_layout(scene.metrics, r, 30)
        for target in (3, 5):
            lay = track_layout(scene.metrics, r, target)
            assert abs(lay["cells"].w / (target - 1) - usual["cells"].w / 29) < 1.0
            assert lay["finish"].x < usual["finish"].x and r.contains(lay["finish"].inflate(0, -8))
            rad = lay["radius"]
            for p in range(1, target):           # a marker in its box
                x = lay["x_of"](p)
                assert lay["cells"].x + (p - 1) * lay["cells"].w / (target - 1) < x < \
                    lay["cells"].x + p * lay["cells"].w / (target - 1)
                assert not pygame.Rect(int(x) - rad, 0, 2 * rad, 1).colliderect(
                    pygame.Rect(lay["finish_text"].x, 0, lay["finish_text"].w, 1))
    finally:
        close_board(app)


def test_a_card_lifted_with_the_keyboard_is_told_the_keys_that_place_it():
    """Review 16 (96.png): a card lifted with Tab, the prompt still said "drag a card onto a spot". It says
    the keys (1-9, Enter); put down (Esc), the turn's prompt again; the keys do what it says."""
    from tests.ui_helpers import board, settle
    app = make_app()
    scene = board(app, "quash", ["human", "bot:easy"], seed=7, options={"dealer": 1})
    settle(app, scene)
    try:
        m = scene.session.match
        before = scene.table.prompt
        assert "drag a card" in before
        key(app, pygame.K_TAB)
        lifted = scene.drag.selected
        assert lifted is not None
        assert "1-9" in scene.table.prompt and "Enter" in scene.table.prompt, scene.table.prompt
        key(app, pygame.K_ESCAPE)
        assert scene.drag.selected is None and scene.table.prompt == before
        key(app, pygame.K_TAB)
        spot = next(int(t[len("spot:"):]) for t in scene.drag.legal_targets(scene.table.piece_by_id[scene.drag.selected]))
        n = len(m.actions)
        key(app, getattr(pygame, f"K_{spot}"))
        key(app, pygame.K_RETURN)
        assert len(m.actions) == n + 1 and m.actions[n]["spot"] == spot
    finally:
        close_board(app)


@pytest.mark.parametrize("width", [230, 250, 270])
def test_the_failed_bonus_reads_in_the_log_without_a_short_first_line(width):
    """Review 16 (30.png): "Spot 8: RED scores / the bonus point for the failed / sequence (+1)" in the move
    log, its first line cut short (a line may not end on "the"). Its words wrap into even lines now, and
    say whose sequence failed."""
    from quash_table.games.quash.rules import GAME
    from quash_table.ui import theme
    app = make_app()
    try:
        text = GAME.describe_event({"kind": "failed_bonus", "spot": 8, "side": 0, "points": [1, 0]}, 2)
        assert "BLACK's FAILED spot" in text and "RED" in text
        lines = theme.wrap(text, 15, width, tails=True)
        widths = [theme.text(line, 15, theme.TEXT).get_width() for line in lines]
        assert len(lines) <= 2 and min(widths[:-1] or [width]) >= width * 0.6, lines
    finally:
        close_board(app)
