"""Session 47, Flush at six seats: while the table showed Bot 3's move (its plate gold, the header "Bot 3 (normal) is
thinking…"), the score sheet's gold name was Bot 5's, the seat to move after it, and your band turned gold as the
move before your turn was still being shown: the sheet and your band read the view's `to_move`, the plates the kit's
`marked_to_move` (the header's rule). One rule for the three: the plate's mark (`t.marked`)."""

import random

import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _golds(scene, rect, apart=None):
    """The texts drawn in gold inside `rect` (and outside `apart`)."""
    return {d.text for d in scene.table.decor
            if isinstance(d, Label) and tuple(d.colour) == tuple(theme.GOLD) and rect.collidepoint(d.pos)
            and not (apart is not None and apart.collidepoint(d.pos))}


def _bots_moving(seed):
    """Six seats, you and five normal bots, a few random moves in, a bot to move."""
    m = Match("flush", ["human"] + ["bot:normal"] * 5, seed=seed)
    rng = random.Random(seed)
    while len(m.actions) < 3 or m.is_human(m.to_move):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_score_sheet_and_your_band_mark_the_seat_the_plates_mark(size):
    seen = 0
    for seed in (1, 2, 3):
        app, scene = match_board(_bots_moving(seed), size=size, settled=False)
        try:
            for _ in range(900):
                steps(app, 1)
                marked = scene.table.marked
                to_move = scene.session.table_view()["to_move"]
                if scene.session.match.over:
                    break
                sheet, band = scene._g["sheet"], scene._g["band"]
                names = {s: scene.session.short_name(s, 0) for s in range(6)}
                gold = _golds(scene, sheet)
                for s, name in names.items():
                    if name in gold:
                        assert s == marked, (seed, s, marked, to_move, gold)
                band_gold = scene.session.name(0) in _golds(scene, band, apart=sheet)
                assert band_gold == (marked == 0), (seed, marked, to_move)
                if marked is not None and marked != to_move:
                    seen += 1
        finally:
            close_board(app)
    assert seen, "no frame showed one seat's move with another to move next"
