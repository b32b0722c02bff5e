"""NumberQuash, session 55: a spent bonus reads as used, never as banked (review 54g2: the "2" written in a spent
ring beside a banked quasher read as "2 banked"). The ring is crossed out and has no number in it; resting the
pointer on it says whose it is, how often it was spent and what is still banked beside it; the band's key says
what a quasher and a crossed ring mean there."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.numberquash import middle
from quash_table.ui.widgets import Label
from tests.ui_helpers import close_board, hover_for_tip, match_board, steps

pytestmark = pytest.mark.ui


def _red_spent_twice_and_one_banked():
    """You (red) have spent two 10s and banked a third; Bot 2 (blue) spent one 11."""
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]})
    m.state.bonus[0] = 1        # red's side of the 10
    return m, {("red", 10): 2, ("blue", 11): 1}


def test_a_spent_ring_is_crossed_out_with_no_count_in_it_and_its_tip_says_used_whose_and_how_often(monkeypatch):
    m, counts = _red_spent_twice_and_one_banked()
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="instant")
    try:
        scene.spent_count.counts = lambda match: counts
        texts = []
        real_text = middle.theme.blit_text

        def record(surface, text, *a, **kw):
            texts.append((str(text), tuple(a[1])))
            return real_text(surface, text, *a, **kw)
        monkeypatch.setattr(middle.theme, "blit_text", record)
        crossings = []
        real_line = pygame.draw.line

        def line(surface, colour, a, b, width=1):
            crossings.append((a, b))
            return real_line(surface, colour, a, b, width)
        monkeypatch.setattr(pygame.draw, "line", line)
        scene.rebuild()
        steps(app, 2)
        rings = {(op[1], op[5]): op for op in scene.deco if op[0] == "spent"}
        assert set(rings) == {("red", 2), ("blue", 1)}, rings
        _, _, x, y, rad, _ = rings[("red", 2)]
        near = [t for t, (tx, ty) in texts if abs(tx - x) <= rad and abs(ty - y) <= rad]
        assert texts and near == [], near           # no count written in the ring: it read as "2 banked"
        # crossed out: two strokes through the ring's middle
        through = [(a, b) for a, b in crossings
                   if abs((a[0] + b[0]) / 2 - x) <= 1 and abs((a[1] + b[1]) / 2 - y) <= 1 and a[0] != b[0]]
        assert len(through) >= 2, (crossings[:8], (x, y))
        words, _rect = hover_for_tip(app, scene, (x, y), monkeypatch)
        assert words.startswith("Used up: You spent a 10 here twice (a free roll or a block)"), words
        assert "beside it is a 10 banked since, still to spend" in words, words
        _, _, bx, by, _, _ = rings[("blue", 1)]
        words, _rect = hover_for_tip(app, scene, (bx, by), monkeypatch)
        assert "Bot 2 has no 11 banked now" in words, words
        assert words.startswith("Used up: Bot 2 spent an 11 here once (a steal of one quasher)"), words
        # the band's key: a quasher "banked", a crossed ring "used"
        said = [d.text for d in scene.table.decor if isinstance(d, Label)]
        assert "banked" in said and "used" in said, said
    finally:
        close_board(app)
