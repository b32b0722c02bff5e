"""The Game's composer: every legal move is built by its hinted steps, random drops send only legal moves,
and a card that fits neither stack is refused with the rules' reason."""

from quash_table.games import get_game
from quash_table.games.thegame.composer import TheGameComposer
from tests.composer_checks import check_composer

GAME = get_game("thegame")


def test_every_legal_move_is_composable_and_nothing_else_is_sent():
    total = 0
    for seats in (2, 3, 5):
        for options in ({}, {"professional": True}):
            total += check_composer(GAME, TheGameComposer, seats=seats, games=6, seed=seats,
                                    options=options, extra_targets=("stack:up", "stack:down", "nowhere"))
    assert total > 2000


def _position_with_a_card_too_low():
    """A position where the seat to move holds a card that may not go on the ascending stack."""
    for seed in range(50):
        state = GAME.new_state(3, seed=seed)
        for _ in range(6):
            if state.to_move is None:
                break
            view = GAME.view(state, state.to_move)
            legal = GAME.legal_actions(state)
            up = view["up"]
            low = [x for x in view["hand"] if up and x[0] != up[0] and int(x[1:]) < int(up[1:])]
            if low and view["placed"] == 0:
                return view, legal, low[0]
            plays = [a for a in legal if a["type"] == "play" and a["stack"] == "up"] or legal
            state = GAME.apply(state, plays[0])
    raise AssertionError("no such position in 50 deals")


def test_a_card_that_fits_no_stack_is_refused_with_the_reason():
    view, legal, low = _position_with_a_card_too_low()
    c = TheGameComposer(view, legal)
    assert low in c.pieces()                   # it can be picked up and tried...
    assert "stack:up" not in c.targets(low)    # ...but the ascending stack does not light up for it
    out = c.drop(low, "stack:up")
    assert out.kind == "refused" and "not higher than" in out.reason
    assert not c.busy()
