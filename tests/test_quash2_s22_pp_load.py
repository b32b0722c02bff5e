"""Session 22 (quash2): pass-and-play QUASH loaded at "round 2, Player 1 to deal" put the curtain up for the
dealer ("Pass to Ann — Ann: your turn to play a card (round 2)") though the table deals by itself
(QUASH's automatic_action), then a second curtain for the player who leads. The curtain comes once, for the
person who moves after the deal, and its words say what that person does."""

import random

from quash_table.engine.match import Match
from quash_table.engine.saves import match_from_dict, match_to_dict
from tests.ui_helpers import close_board, match_board, steps


def _saved_at_round_end():
    m = Match("quash", ["human:Ann", "human:Ben"], 3, {})
    r = random.Random(0)
    while not (m.state.phase == "deal" and len(m.actions) > 5):
        m.play(r.choice(m.legal_actions()))
    assert m.game.automatic_action(m.state, m.human_seats()) == {"type": "deal"}
    return match_from_dict(match_to_dict(m))


def test_a_game_loaded_before_the_deal_calls_the_player_who_moves_after_it():
    m = _saved_at_round_end()
    dealer = m.to_move
    app, scene = match_board(m, settled=False)
    try:
        s = scene.session
        called = []
        for _ in range(60 * 3):
            steps(app)
            if s.curtain is not None and (not called or called[-1][0] != s.curtain):
                called.append((s.curtain, scene.curtain_words(s.curtain)))
        assert m.state.phase == "play", "the table dealt"
        assert len(called) == 1, called
        seat, words = called[0]
        assert seat == m.to_move, (dealer, called)
        assert words.startswith(s.name(seat)) and "play a card" in words, called
    finally:
        close_board(app)
