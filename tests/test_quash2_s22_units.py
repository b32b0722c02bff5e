"""Session 22 (quash2): "RED 1 pts" on QUASH's side plate; a point's unit is singular for one, on every
board, through one helper (engine.naming.counted_unit)."""

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import counted_unit
from tests.ui_helpers import close_board, match_board


def test_counted_unit_is_singular_for_one_only():
    assert [counted_unit(n, "pt") for n in (0, 1, 2, -1)] == ["0 pts", "1 pt", "2 pts", "-1 pt"]
    assert counted_unit(1, "match", "matches") == "1 match" and counted_unit(3, "match", "matches") == "3 matches"


@pytest.mark.parametrize("seats", [["human", "bot:random"], ["human", "bot:random", "bot:random", "bot:random"]])
def test_quash_side_plate_says_1_pt(seats):
    m = Match("quash", seats, 4, {"dealer": 1})
    app, scene = match_board(m)
    try:
        shown = scene.scoring_show.shown
        scene.scoring_show.shown = lambda view: ([1, 2], *shown(view)[1:])     # RED 1, BLACK 2
        scene.rebuild()
        labels = [d.text for d in scene.table.decor if hasattr(d, "text") and isinstance(d.text, str)]
        assert any(w.endswith("1 pt") for w in labels), labels
        assert any(w.endswith("2 pts") for w in labels), labels
        assert not any("1 pts" in w for w in labels), labels
    finally:
        close_board(app)


def test_a_message_never_breaks_spot_from_its_number():
    """The hint bubble wrapped "... on spot / 6 ..." (review 22): at every width the painter's pill keeps
    "spot N" on one line (every board's messages and prompts)."""
    m = Match("quash", ["human", "bot:random"], 4, {"dealer": 1})
    app, scene = match_board(m)
    try:
        text = "Hint: play your 5\u2660 on spot 6 \u2014 it likely takes single spot 6"
        splits = 0
        for width in range(170, 700, 3):
            _, imgs = scene.painter.pill_rect(text, (400, 400), 16, width)
            splits += len(imgs) > 1
        assert splits, "some widths wrap"
        from quash_table.ui import theme
        for width in range(170, 700, 3):
            lines = theme.wrap_balanced(theme.bind_numbered(text), scene.metrics.px(16), width, bold=True)
            assert not any(line.rstrip().endswith("spot") for line in lines), (width, lines)
        # the painter's own lines, as drawn: read back through the same wrap
        painter_lines = []
        orig = theme.text
        try:
            theme.text = lambda s, *a, **k: (painter_lines.append(s), orig(s, *a, **k))[1]
            for width in range(170, 700, 3):
                painter_lines.clear()
                scene.painter.pill_rect(text, (400, 400), 16, width)
                assert not any(line.rstrip().endswith("spot") for line in painter_lines), (width, painter_lines)
        finally:
            theme.text = orig
    finally:
        close_board(app)


@pytest.mark.parametrize("card, said", [("KD", "it takes single spot 6 unless they lay an A"),
                                        ("QD", "it takes single spot 6 unless they lay a K or A"),
                                        ("5D", "it tries for single spot 6, keeping your higher cards"),
                                        ("AD", "nothing beats an A on spot 6")])
def test_a_single_spot_they_have_not_played_is_not_said_taken_for_sure(card, said):
    """Review 22: the hint said "it takes single spot 6" for a K, and their A took it."""
    from quash_table.games.quash.gist import spot_gist
    assert spot_gist((), (card,), 5, ()) == said
