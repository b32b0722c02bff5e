"""A fresh new player's review of Quadruple War (session 13): the last hand's result is shown before the
game's end, trick piles clear of the banner and captions, your own pile one packet a trick, the winner's
frame after the card lands, pass-and-play table/log/hand at one moment, a hint's reason on the search's own
criterion, and small words."""

import random

import pygame

from tests.ui_helpers import close_board, key, make_app, steps


def _play_to_the_end(app, scene, seed):
    """Play the match through the session (random cards for the person) until the game is over."""
    s, rng = scene.session, random.Random(seed)
    for _ in range(20000):
        if s.match.over:
            return
        if s.director.gate():
            s.director.next()
        elif s.my_turn():
            s.play(rng.choice(s.screen_legal()))
        steps(app, 1)
    raise AssertionError("the game never ended")


def test_the_last_hand_result_is_shown_before_the_game_summary():
    from quash_table.ui.tables import new_board
    app = make_app(animation="instant", round_pause=True)
    scene = new_board(app, "quadwar", ["human", "bot:random", "bot:random", "bot:random"], 4,
                      {"target": 10}, autosave=False)
    app.push(scene)
    try:
        _play_to_the_end(app, scene, 4)
        for _ in range(30):
            steps(app, 1)
        s = scene.session
        gate = s.director.gate()
        assert gate is not None and gate.event["kind"] == "hand_scored", "the last hand's result is not shown"
        assert not scene.summary_up()
        info = scene.layout_info()
        assert info["waiting"] == "next"
        assert scene._result_line() is not None and scene._result_line()["hand"] == gate.event["hand"]
        assert "is over" in scene.table.prompt
        assert not any(b.id.startswith("summary:") for b in scene.overlay_buttons)
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.director.gate() is None
        assert scene.summary_up()
        assert any(b.id == "summary:again" for b in scene.overlay_buttons)
    finally:
        close_board(app)
