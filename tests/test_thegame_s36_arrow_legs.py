"""Session 36 (review 35, a new player): The Game's hint arrow hooked and dog-legged round the words between your
hand and the stacks: along under "Your hand  You said: “…”" (a line right over your cards) and up round its end,
then up past the ▲ mat's side round its rule "higher number, or same colour" (under the card) and back into the
card: three or four legs from every card, at 1280x800 and 1024x640. The title and caption now stand in a column
left of the cards (hand_column) and the rule over the card (stack_mats): a straight line or one bend. Every play
of the first turns of a few deals, with a statement of yours standing, an arrow each, at both sizes."""

import random
import re

import pytest

from tests.ui_helpers import board, close_board, make_app, settle, steps

pytestmark = pytest.mark.ui

REASON = "starts the stack with a 5, which keeps it low for the cards your team still holds"


def _arrows(size, seed, turns=3):
    """(card, stack, legs) of every play hinted in the first `turns` of your turns of deal `seed`: the human says
    what it holds first (its caption stands), then lays a card or two."""
    app = make_app(size=size, animation="instant")
    scene = board(app, "thegame", ["human", "bot:normal"], seed=seed)
    rng = random.Random(seed)
    out = []
    try:
        m = scene.session.match
        for _ in range(turns):
            settle(app, scene)
            if m.over or m.to_move != 0:
                break
            holds = [a for a in m.legal_actions() if a["type"] == "signal" and "colour" in a["text"]]
            if holds:
                scene.act(rng.choice(holds))
                settle(app, scene)
            plays = [a for a in m.legal_actions() if a["type"] == "play"]
            if not plays:
                break
            said = [d for d in scene.table.decor if getattr(d, "text", "").startswith("You said")]
            assert said or not holds, "the statement's caption is not on the table"
            for a in plays:
                scene.hints.display(a, REASON)
                steps(app, 3)
                legs, tip, _ = scene.hints.arrow_drawn()
                assert legs and tip is not None, a
                out.append((a["card"], a["stack"], len(legs)))
            scene.act(rng.choice(plays))
            settle(app, scene)
            if m.to_move == 0 and not m.over:
                scene.act({"type": "end_turn"})
    finally:
        close_board(app)
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_hint_arrow_from_a_hand_card_to_its_stack_is_a_line_or_one_bend(size):
    got = [(seed,) + arrow for seed in (1, 2, 3) for arrow in _arrows(size, seed)]
    assert len(got) >= 12, got
    bent = [g for g in got if g[-1] > 2]
    assert not bent, f"{len(bent)} of {len(got)} arrows with more than one bend: {bent}"


def _piled(seats, seed):
    """A match at your turn where the others laid three or more cards on one stack since your last turn (the
    first two covered at once): the normal team's moves of deal `seed` at `seats` seats, you moving first."""
    from quash_table.engine.match import Match
    from quash_table.games.thegame.bots import NormalBot
    from quash_table.games.thegame.rules import GAME
    options = {"first": 0}
    state = GAME.new_state(seats, seed, GAME.check_options(options, seats), None)
    bots = [NormalBot(GAME, k, seed=seed) for k in range(seats)]
    actions, mine, last = [], 0, 0
    while state.to_move is not None:
        if state.to_move == 0 and last != 0:
            since = [h[2] for h in state.history if h[3] >= mine and h[0] != 0]
            if any(since.count(stack) >= 3 for stack in since):
                break
        if state.to_move == 0:
            mine = state.turn
        action = bots[state.to_move].choose(GAME.view(state, state.to_move), GAME.legal_actions(state))
        actions.append(action)
        last = state.to_move
        state = GAME.apply(state, action)
    assert state.to_move == 0, "no such turn in this deal"
    names = ["human:Ann"] + ["bot:normal"] * (seats - 1)
    return Match("thegame", names, seed=seed, options=options, actions=actions)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_arrow_is_a_line_or_one_bend_where_the_others_piled_cards_on_a_stack(size):
    """Session 36: three new cards on one stack at four seats (two covered at once): the tag saying them all,
    "new · on new purple 8 · on new green 4 · on new green 9", was wider than the mat's margin and went under
    the card, across the mat's bottom edge, barring the arrow's way in from your hand: it bent twice or three
    times round it. The tag says them in one list over the card now ("new · on new purple 8, green 4, 9")."""
    from tests.ui_helpers import match_board
    got = []
    for seed in (2, 3, 5):
        app, scene = match_board(_piled(4, seed), size=size, animation="instant")
        try:
            m = scene.session.match
            tags = [word for _, _, tag, word, _ in scene.marks.framed() if tag is not None]
            assert any(len(re.findall(r"\d+", word)) >= 2 for word in tags), tags     # says two covered cards
            for a in m.legal_actions():
                if a["type"] == "play":
                    scene.hints.display(a, REASON)
                    steps(app, 3)
                    legs, tip, _ = scene.hints.arrow_drawn()
                    assert legs and tip is not None, a
                    got.append((seed, a["card"], a["stack"], len(legs)))
        finally:
            close_board(app)
    assert len(got) >= 6, got
    bent = [g for g in got if g[-1] > 2]
    assert not bent, f"{len(bent)} of {len(got)} arrows with more than one bend: {bent}"
