"""Session 37 (review, QUASH advanced): the mid-chain hint ("now drop your 8♥ on the K♦ on spot 2") went away
when the card in the air was dropped off the hinted chain (session 36). Dropped back where it came from, the
chain stood again where the hint had told it, but the hint stayed away: H had to ask afresh. It comes back,
its words and marks for the step the table now waits for, and goes again at the next step off the chain."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.games.quash.composer import target_of
from tests.test_quash_adv_s19b import FINISH, review19d_board
from tests.test_quash_scene import target
from tests.ui_helpers import aim, close_board, drag, grab, settle, steps

NEXT_WORDS = "Hint: now drop your 8\u2665 on the K\u2666"


def off_and_back(app, scene):
    """The hinted first drop, the 8♥ then dropped on a card the hint did not name: returns that card."""
    drag(app, grab(scene, "r1:10D"), aim(scene, "swap:8H"))     # the first drop, as hinted
    settle(app, scene)
    steps(app, 2)
    c = scene.composer
    hinted = c.chain.hinted_next(FINISH)
    spot, out = next((s, x) for s, x in c.chain.options()
                     if x is not None and (s, x) != hinted and s != c.chain.left_from())
    drag(app, grab(scene, "r1:8H"), aim(scene, target_of(spot, out)))
    settle(app, scene)
    steps(app, 3)
    assert c.chain.moving == out and scene.hints.layout() is None      # off the chain: the hint is away
    return spot, out


@pytest.mark.ui
def test_the_mid_chain_hint_comes_back_when_the_card_is_dropped_back_on_its_path():
    app, scene = review19d_board()
    try:
        scene.hints.display(FINISH, Reason("the whole move's reason", "the whole move"))
        steps(app, 2)
        spot, out = off_and_back(app, scene)
        c = scene.composer
        # the card in the air put back on the spot it left: the 8♥ is in the air again, on the hinted chain
        drag(app, grab(scene, f"r1:{out}"), target(scene, f"spot:{spot}").center)
        settle(app, scene)
        steps(app, 3)
        assert c.chain is not None and c.chain.moving == "8H" and c.chain.hinted_next(FINISH) is not None
        shown = scene.hints.layout()
        assert shown is not None, "the hint stayed away with the chain back on its path"
        assert shown["text"].startswith(NEXT_WORDS), shown
        assert shown["piece"] == "r1:8H" and shown["target"] == target_of(*c.chain.hinted_next(FINISH)), shown
        steps(app, 3)
        assert scene.message is not None and scene.message[0].startswith(NEXT_WORDS), scene.message
        # off the chain again: it goes again
        drag(app, grab(scene, "r1:8H"), aim(scene, target_of(spot, out)))
        settle(app, scene)
        steps(app, 3)
        assert scene.hints.layout() is None
        said = scene.message[0] if scene.message is not None else ""
        assert "now drop your 8\u2665" not in said, said
    finally:
        close_board(app)
