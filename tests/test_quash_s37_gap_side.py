"""Session 37 (a new player, QUASH at 4 seats): a gap's "3 here" showed in the open slot of the OTHER side's spot
(RED's spot 4 on Player 4's screen, while Player 4 held three 3s), which read as an invitation to play there. The
rank that goes in a gap is written only on the spots of the side the seat to move plays on; the other side's gap
keeps its open slot, without words (scene: _gap_words None there)."""

import pytest

from quash_table.games.quash.sequences import RV, can_become_proper
from tests.test_quash_adv18b import _gap_on_spot_1
from tests.ui_helpers import close_board, match_board

pytestmark = pytest.mark.ui


def _their_gap_on_spot_4(m):
    """BLACK (the bot) gets two cards of its hand with one rank between them on its triple spot 4."""
    st = m.state
    hand = st.hands[1]
    a, b = next((a, b) for a in hand for b in hand
                if a[-1] == b[-1] and RV[b] - RV[a] == 2 and can_become_proper([a, b], 4))
    for c in (a, b):
        hand.remove(c)
    st.board[1][3] = [a, b]
    return RV[a] + 1


def test_a_gap_says_its_rank_only_on_your_side():
    m = _gap_on_spot_1()
    _their_gap_on_spot_4(m)
    app, scene = match_board(m, size=(1024, 640))
    try:
        # (the target a gap's slot is: your spot's, None on theirs)
        said = dict(zip(scene._gap_spots, scene._gap_words))
        assert len(scene._gaps) == 2 and said.get("spot:1") == "3", said    # your spot 1: 2♣ _ 4♣, the 3 goes there
        assert None in said and said[None] is None, said     # their spot 4: its open slot, no "here" words
    finally:
        close_board(app)
