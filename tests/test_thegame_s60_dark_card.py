"""Session 60 (review 60, revw_34/35): a card no stack takes was dark at the start of your turn but bright again
after your first card, when nothing in your hand fitted any more (the turn's one move left is End turn), though a
click on it said "Red 7 fits neither stack". The Learn to play page says "A card no stack takes now is dark": it
is dark whenever it is your turn and no stack takes it."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from quash_table.ui import theme
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _after_first_card(seed=2, moves=23, then_end=False):
    """Seed 2 at three seats, 23 moves: you have laid a card this turn and your blue 5 fits neither stack
    (`then_end`: you have ended the turn since)."""
    opts = GAME.check_options({}, 3)
    state = GAME.new_state(3, seed, opts, None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(3)]
    actions = []
    while len(actions) < moves or (then_end and state.to_move == 0):
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        state = GAME.apply(state, action)
    return Match("thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=seed, options=opts, actions=actions)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_card_that_fits_nowhere_stays_dark_after_your_first_card(size):
    m = _after_first_card()
    legal = m.legal_actions()
    assert m.to_move == 0 and not any(a["type"] == "play" for a in legal) and {"type": "end_turn"} in legal
    app, scene = match_board(m, size=size)
    try:
        assert scene.session.my_turn()
        hand = [p for p in scene.table.pieces if p.zone == "hand:0"]
        assert [p.id for p in hand] == ["B5"]
        assert hand[0].dim == theme.UNPLAYABLE_SHADE
    finally:
        close_board(app)


def test_no_card_is_dark_when_it_is_not_your_turn():
    m = _after_first_card(then_end=True)     # you ended the turn: Bot 2 plays
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        app.step(1 / 60)
        assert not scene.session.my_turn()
        assert not any(p.dim for p in scene.table.pieces if p.zone == "hand:0")
    finally:
        close_board(app)
