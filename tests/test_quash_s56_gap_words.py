"""Review 55l (revl_22): a gap's words said "3 here" on your spot and "3 open" on theirs, two words for one thing, and
"3 here" stayed drawn on your spot 1 through the bot's turn. Both now say "needs 3", yours bright only on your turn,
while you choose where a card goes, muted as theirs otherwise (review 56p: with no words the dashed box read as a
fault, as in session 46)."""

import pytest

from quash_table.games.quash import spot_cards
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.test_quash_s37_gap_side import _their_gap_on_spot_4
from tests.ui_helpers import close_board, match_board, step_until

pytestmark = pytest.mark.ui


def test_the_gap_words_are_one_form_and_muted_while_the_bot_plays():
    m = _gap_on_spot_1()
    _their_gap_on_spot_4(m)
    m.state.board[1][3] = tuple(m.state.board[1][3])     # (as the rules keep a spot: the bot plays on it)
    app, scene = match_board(m, size=(1024, 640), bot_pace="slow")
    try:
        said = dict(zip(scene._gap_spots, zip(scene._gap_words, scene._gap_missing)))
        assert said["spot:1"] == ("3", None) and said[None][0] is None and said[None][1] is not None, said
        px = scene.metrics.px
        size = max(11, px(spot_cards.GAP_TEXT))
        width = spot_cards.gap_room(scene._gaps[0])
        mine, theirs = spot_cards.gap_words("3", width, size), spot_cards.gap_words(said[None][1], width, size)
        assert mine == "needs 3" and theirs == f"needs {said[None][1]}", (mine, theirs)
        # a play elsewhere: the bot's turn, the gap (spot 1: 2♣ _ 4♣) still there, its words muted
        play = next(a for a in m.legal_actions() if a.get("type") == "play" and "swap" not in a and a["spot"] == 9)
        scene.act(play)
        step_until(app, lambda: not scene.session.my_turn() and scene.table is not None
                   and scene._built == (scene.session.version, scene.metrics.rect.size))
        assert "spot:1" in scene._gap_spots
        assert all(w is None for w in scene._gap_words), scene._gap_words
        assert scene._gap_missing[scene._gap_spots.index("spot:1")] == "3", scene._gap_missing
        step_until(app, lambda: scene.session.my_turn() and scene._built == (scene.session.version,
                                                                              scene.metrics.rect.size))
        if "spot:1" in scene._gap_spots:        # (unless the bot's play filled it: not here, spot 1 is yours)
            assert scene._gap_words[scene._gap_spots.index("spot:1")] == "3"
    finally:
        close_board(app)
