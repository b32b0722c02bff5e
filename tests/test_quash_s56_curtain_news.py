"""Review 55l, pass-and-play: the curtain's news ("Since your last move:") left out the round's scoring when a round
was scored since. The table deals for the dealer by itself (QuashGame.automatic_action), and that deal counted as
the dealer's last move, so the news began after it. A deal is no move of the seat's own (game.made_by_table): the
news begins at its last play, and the curtain's line says the round's result too (its spot lines may not fit under the button)."""

import random

import pygame

from quash_table.engine.match import Match
from quash_table.ui.curtain_news import curtain_news
from tests.ui_helpers import close_board, key, match_board, settle, steps, step_until


def test_the_curtain_after_a_round_scored_says_its_result():
    m = Match("quash", ["human", "human"], seed=3, options={"variant": "basic"})
    rng = random.Random(3)
    while len(m.state.history) < 35:
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, size=(1024, 640))
    s = scene.session
    try:
        if s.curtain is not None:
            key(app, pygame.K_RETURN, frames=3)
            settle(app, scene)
        assert s.my_turn() and s.screen_seat == 1
        scene.act(m.legal_actions()[0])      # Player 2 lays the round's last card: the round is scored
        step_until(app, lambda: m.state.round == 2 and m.state.phase == "play")     # the table deals for Player 1
        assert m.actions[-1] == {"type": "deal"} and m.actors[-1] == 0
        steps(app, 60)
        scene.act(m.legal_actions()[0])      # Player 2 plays first in round 2 and draws a card
        step_until(app, lambda: s.glancing())
        key(app, pygame.K_RETURN, frames=3)  # Done: the screen goes to Player 1
        step_until(app, lambda: s.curtain == 0)
        heading, items = curtain_news(s, scene.logbook)
        assert heading == "Since your last move:"
        assert any(line.endswith("Round 1 scored: RED 8, BLACK 7 (this round RED +8, BLACK +7)")
                   for item in items for line in item), items
        assert scene.curtain_words(0) == "Player 1: your turn to play a card (round 2) \u2014 Round 1 scored: RED 8, " \
            "BLACK 7", scene.curtain_words(0)
    finally:
        close_board(app)
