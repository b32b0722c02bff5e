"""What new players of Quadruple War found (the log's names, the hint, the deal after a result, the trick
before the curtain, the hint arrow over the score pad)."""

import re

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import board, close_board, key, make_app, settle, steps

pytestmark = pytest.mark.ui


def bots_play(seats, moves, seed=3):
    match = Match("quadwar", seats, seed=seed, options={"dealer": 0})
    bots = [make_bot("quadwar", "normal", s) for s in range(len(seats))]
    while len(match.actions) < moves and not match.over:
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return match


def test_the_log_names_bots_short_with_a_clean_possessive():
    """"Bot 4 (normal)'s A of clubs": the level in every log line made them wrap; it is on the plate."""
    from quash_table.ui.tables import board_for_match
    match = bots_play(["human", "bot:normal", "bot:normal", "bot:normal"], 4 + 13 * 4)
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    try:
        text = "\n".join(words for _, words in scene.logbook.entries())
        assert "(normal)" not in text
        assert re.search(r"Bot \d's [0-9JQKA]+ of \w+ wins trick", text), text
        assert re.search(r"Bot \d bids \d", text), text
        steps(app, 3)
        plates = [d.text for d in scene.table.decor if hasattr(d, "text")]
        assert "Bot 2 (normal)" in plates, plates          # the plate keeps the level
    finally:
        close_board(app)


def _texts(scene):
    return [d.text for d in scene.table.decor if hasattr(d, "text")]


def test_the_next_deal_waits_for_next_and_never_flies_over_the_last_hands_result():
    """The deal's cards flew across the last hand's result (and the bidding under it) in the middle."""
    from tests.test_quadwar_scene import _play_to_a_hand_end
    app = make_app(animation="normal", round_pause=True)
    scene = board(app, "quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=5,
                  options={"dealer": 0})
    try:
        s = scene.session
        _play_to_a_hand_end(app, scene, gate=True)
        steps(app, 60)
        # until Next: hand 1's result in the middle and not a card of hand 2 anywhere
        assert "Hand 1 is over" in _texts(scene)
        assert not any(p.zone.startswith("hand:") for p in scene.table.pieces)
        key(app, pygame.K_RETURN)                            # Next
        flying = 0
        while True:
            steps(app, 1)
            if any(p.zone.startswith("hand:") for p in scene.table.pieces) and scene.tweens.busy:
                flying += 1
                # the deal's cards fly over a bare middle: no result, no bidding under them
                assert "Hand 1 scored" not in _texts(scene) and "Hand 1 is over" not in _texts(scene)
                assert not any(b.id.startswith("bid:") for b in scene.table.buttons)
            elif flying:
                break
            assert flying < 600
        settle(app, scene)
        assert "Hand 1 scored" in _texts(scene)              # the result stays beside the bidding
        assert s.match.state.hand_no == 2 and s.match.state.phase == 0
    finally:
        close_board(app)
