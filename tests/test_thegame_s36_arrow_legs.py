"""Session 36 (review 35, a new player): The Game's hint arrow hooked and dog-legged round the words between your
hand and the stacks: along under "Your hand  You said: “…”" (a line right over your cards) and up round its end,
then up past the ▲ mat's side round its rule "higher number, or same colour" (under the card) and back into the
card: three or four legs from every card, at 1280x800 and 1024x640. The title and caption now stand in a column
left of the cards (hand_column) and the rule over the card (stack_mats): a straight line or one bend. Every play
of the first turns of a few deals, with a statement of yours standing, an arrow each, at both sizes."""

import random

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
