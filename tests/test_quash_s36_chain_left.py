"""Session 36 (review, QUASH advanced): the hint said "play your K♥ on spot 5, moving your Q♣ to spot 7"; the player
dropped the K♥ as hinted, then the Q♣ on their 2♠ at spot 9, off the hint. The hint's words still said "now drop
your Q♣ on spot 7" with the 2♠ in the air, "Take the swap back" lit with no reason, and H said the same words again.
Once a drop leaves the hinted chain the hint goes (words and marks), and H asks afresh for the table as it stands:
a drop for the card in the air, or the take-back and why."""

import pytest

from quash_table.engine.naming import Reason
from quash_table.games.quash.composer import target_of
from quash_table.games.quash.describe import short
from tests.test_quash_adv_s19b import FINISH, review19d_board
from tests.ui_helpers import aim, ask_hint, close_board, drag, grab, settle, steps


@pytest.mark.ui
def test_a_drop_off_the_hinted_chain_ends_its_words_and_h_hints_afresh():
    app, scene = review19d_board()
    try:
        scene.hints.display(FINISH, Reason("the whole move's reason", "the whole move"))
        steps(app, 2)
        drag(app, grab(scene, "r1:10D"), aim(scene, "swap:8H"))     # the first drop, as hinted
        settle(app, scene)
        steps(app, 2)
        assert scene.message[0].startswith("Hint: now drop your 8\u2665 on the K\u2666"), scene.message
        c = scene.composer
        hinted = c.chain.hinted_next(FINISH)
        # the 8♥ on a card the hint did not name: that card goes into the air
        spot, out = next((s, x) for s, x in c.chain.options()
                         if x is not None and (s, x) != hinted and s != c.chain.left_from())
        drag(app, grab(scene, "r1:8H"), aim(scene, target_of(spot, out)))
        settle(app, scene)
        steps(app, 3)
        assert c.chain is not None and c.chain.moving == out and c.chain.hinted_rest(FINISH) == []
        said = scene.message[0] if scene.message is not None else ""
        assert "now drop your 8\u2665" not in said, said
        shown = scene.hints.layout()
        assert shown is None or "now drop your 8\u2665" not in shown["text"], shown
        ask_hint(app, scene)
        steps(app, 2)
        h = scene.hints.current
        assert "now drop your 8\u2665" not in h["text"], h["text"]
        assert f"your {short(out)}" in h["text"] or "take back the swap" in h["text"], h["text"]
        assert scene.message is not None and h.is_said(scene.message[0]), (scene.message, h)
    finally:
        close_board(app)
