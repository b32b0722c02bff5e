"""Review 21 (The Game, g1/032-over.png): as the bot's last move flew in, the header kept "Bot 2 (normal)
is thinking…", said before that move, beside Summary and the hands at the end. The kit's rule (hud): once
the rules say the game is over the header keeps no words from before it; it says what the table shows (the
last move's step, the board's own steps) or "Game over". Checked frame by frame at the end of every game."""

import random

import pytest

from tests.ui_helpers import board, close_board, make_app, steps

GAMES = ["thegame", "quash", "numberquash", "flush"]     # (Quad War: random play takes minutes to end)


@pytest.mark.ui
@pytest.mark.parametrize("game_id", GAMES)
def test_the_header_never_keeps_a_bots_turn_once_the_game_is_over(game_id):
    seen_flying = 0          # frames with the game over while a bot's last move was still on its way
    for seed in range(1, 9):
        rng = random.Random(seed)
        app = make_app(animation="fast")
        scene = board(app, game_id, ["human", "bot:random"], seed=seed)
        s = scene.session
        bot = s.name(1)
        try:
            for _ in range(20000):
                steps(app)
                if s.over:
                    status = scene.hud.status()
                    seen_flying += s.director.news_unshown()
                    # no word of the bot's turn: "Bot 2 (random) is thinking…", "Bot 2 to bid"
                    assert "thinking" not in status and not status.startswith(f"{bot} to "), (seed, status)
                    d = s.director
                    assert status == "Game over" or d.busy() or scene.staged_caption(), (seed, status)
                    if scene.settled() and not d.busy() and not scene.staged_caption():
                        break
                elif s.my_turn() and scene.settled() and not s.director.busy():
                    s.play(rng.choice(s.screen_legal()))
            assert s.over, seed
        finally:
            close_board(app)
        if seen_flying:
            break
    assert seen_flying, "no game ended on the bot's move: the test saw nothing"
