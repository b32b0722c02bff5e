"""Session 20, Quadruple War at small windows: the end summary's table and a hand's result measured from
their words (ui/columns.py), the bags said the same way on the result and the score pad, and the header's
brief form keeping the bags rule."""

import pygame
import pytest

from tests.qw_result_box import result_box
from tests.ui_helpers import board, close_board, make_app, settle


def _width(text, size, _col=None):
    return len(text) * size // 2        # a made-up font: half its size a character


def test_columns_are_as_wide_as_their_widest_words_with_a_gap():
    from quash_table.ui.columns import plan_columns
    heads = ["Bids made", "Bags"]
    rows = [["1 of 11", "14 (\u2212100)"], ["10 of 11", "3"]]
    plan = plan_columns(heads, rows, ["Ann", "Bot 2"], 300, [(14, 13)], _width, 10, 40)
    assert plan.keep == 2 and plan.form == 0 and plan.size == 14
    lefts = plan.lefts()
    # each column holds its widest cell and the columns do not meet: the gap is clear between them
    assert plan.widths[0] >= _width("Bids made", 13) and plan.widths[1] >= _width("14 (\u2212100)", 14)
    assert lefts[1] - plan.rights[0] >= 10
    assert plan.name_w <= lefts[0] - 10


def test_a_table_too_wide_shrinks_its_type_then_its_words_then_drops_its_last_column():
    from quash_table.ui.columns import plan_columns
    heads = [("Bids made", "Made"), "Bags"]
    rows = [[("1 of 11", "1/11"), ("14 (\u2212100)", "14 \u2212100")]]
    sizes = [(14, 13), (12, 11), (11, 10)]
    full = plan_columns(heads, rows, ["Ann"], 170, sizes, _width, 10, 20)
    assert (full.size, full.form, full.keep) == (14, 0, 2)
    smaller = plan_columns(heads, rows, ["Ann"], 140, sizes, _width, 10, 20)
    assert smaller.form == 0 and smaller.size < 14 and smaller.keep == 2
    shorter = plan_columns(heads, rows, ["Ann"], 110, sizes, _width, 10, 20)
    assert shorter.form == 1 and shorter.keep == 2      # the shorter words, at the largest size they fit
    dropped = plan_columns(heads, rows, ["Ann"], 70, sizes, _width, 10, 20)
    assert dropped.keep == 1
    for plan, width in ((full, 170), (smaller, 140), (shorter, 110), (dropped, 70)):
        assert plan.rights[-1] <= width
        for a, b in zip(plan.rights, plan.lefts()[1:]):
            assert b - a >= 10              # never overlapping


def _finished(bags, seed=5):
    from quash_table.bots import make_bot
    from quash_table.engine.match import Match
    m = Match("quadwar", ["human:Ann"] + ["bot:normal"] * 3, seed=seed,
              options={"target": 300, "dealer": 0, "bags": bags})
    bots = [make_bot("quadwar", "random", s) for s in range(4)]
    while not m.over:
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_end_summarys_columns_never_run_together(size):
    """At 1024x640 "Bids made" and "Bags" ran together: "1 of 114 (−100)" (cells fitted to 64 px + 6, 8 apart)."""
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import steps
    m = _finished(True)
    app = make_app(size=size)
    scene = board_for_match(app, m, autosave=False)
    app.push(scene)
    try:
        steps(app, 60)
        summary = next(o for o in scene.layout_info()["objects"] if o["kind"] == "summary")
        drawn = [(text, pygame.Rect(r)) for text, r in summary["table_drawn"]]
        assert len(drawn) >= 2 + 4 * 3, drawn          # the heads and a name and two cells a seat
        texts = [t for t, _ in drawn]
        assert any("of" in t or "/" in t for t in texts)
        panel = pygame.Rect(summary["rect"])
        for i, (ta, a) in enumerate(drawn):
            assert panel.contains(a), (ta, a, panel)
            for tb, b in drawn[i + 1:]:
                assert not a.inflate(4, 0).colliderect(b), (ta, a, tb, b)     # a clear gap between cells
    finally:
        close_board(app)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_hand_results_points_never_spill_into_the_bags_column(size):
    """"+44 −100 bags" right-aligned in a fixed Points column ran into the Bags column at 1024x640."""
    line = {"hand": 3, "bids": [2, 1, 4, 3], "won": [1, 5, 4, 3], "points": [0, -56, 40, 30],
            "scores": [10, -56, 90, 70], "bag_penalties": [0, 1, 0, 0], "bags": [2, 11, 0, 1]}
    labels = result_box(size, line)[1]
    heads = [x for x in labels if x.text in ("Bid", "Took", "Bags", "Points", "Score")]
    assert len(heads) == 5
    top = min(x.text_rect().top for x in heads)
    rows = {}
    for x in labels:
        r = x.text_rect()
        if r.top > top + 4 and x.text and "bags +" not in x.text and "bid made" not in x.text:
            rows.setdefault(r.top, []).append(x)
    assert len(rows) >= 4
    for cells in list(rows.values()) + [heads]:
        for i, a in enumerate(cells):
            for b in cells[i + 1:]:
                assert not a.text_rect().colliderect(b.text_rect()), (a.text, b.text)
    # the seat that lost 100 to bags: its points, the penalty and its bags as the pad says them
    texts = [x.text for x in labels]
    assert any(x.startswith("+44 \u2212100") for x in texts), texts
    assert any("11/20" in x for x in texts), texts


def test_the_result_and_the_pad_say_bags_in_the_same_words():
    """The result's "2 / 2" (this hand / in all) and the pad's "2/10" (in all / next −100) read unlike:
    the result says this hand's and then the pad's own "total/next", and the legend says what they are."""
    from quash_table.games.quadwar.painters import BAGS_LEGEND, BAGS_RULE, bags_cell, hand_bags_cell
    assert bags_cell(2) == "2/10"
    assert hand_bags_cell(2, 2)[0] == "+2 \u2192 " + bags_cell(2)
    assert hand_bags_cell(3, 12)[0].endswith(bags_cell(12)) and bags_cell(12) == "12/20"
    assert "4/10" in BAGS_RULE and "\u2212100" in BAGS_LEGEND and "\u2192 total" in BAGS_LEGEND    # session 25


def test_the_headers_brief_score_keeps_the_bags_rule():
    app = make_app(size=(1024, 640))
    scene = board(app, "quadwar", ["human"] + ["bot:normal"] * 3, seed=3,
                  options={"bags": True, "target": 300})
    try:
        settle(app, scene)
        view = scene.session.table_view()
        forms = scene.score_text_brief(scene.session.shown_result(), view)
        # the hand's number stays, and the target: "to 300" alone said nothing of what reached it (session
        # 20); "bags on" goes last of all, after "game to" gave way (session 24); session 25: never goes, the
        # briefest form says all three facts in fewer letters ("H1 \u00b7 300 \u00b7 bags")
        assert all("bags on" in f for f in forms[:2]) and "game to 300" in forms[0]
        assert all("to 300" in f and f"Hand {view['hand_no']}" in f for f in forms[:2])
        assert all("300" in f and "bags" in f and f"{view['hand_no']}" in f for f in forms)
        lengths = [len(scene.score_text(scene.session.shown_result(), view))] + [len(f) for f in forms]
        assert lengths == sorted(lengths, reverse=True) and len(set(lengths)) == len(lengths)
    finally:
        close_board(app)
