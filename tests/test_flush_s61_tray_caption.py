"""Session 61 (review 60, revv_183): with three cards staged, two of them Deductions that laying now loses, the
tray's caption ran to four lines and the last was cut off ("...count only as you go out; laid now"), and the
Mimic's "as 1" tag lay on the tray's border. The caption says the lost Deductions in fewer words where the full
ones do not fit three lines, every word of it drawn, and the tag lies inside the tray."""

import pytest

from quash_table.games.flush import paint_tray
from tests.ui_helpers import click, close_board, open_board, open_moves, steps

pytestmark = pytest.mark.ui


def deal3(seats, mimic):
    cards = [s["hidden"] + s["tops"] + s["hand"] for s in seats]
    return [c for group in zip(*cards) for c in group] + [mimic]


ME = {"hidden": ["2", "3", "5"], "tops": ["1D", "4", "5"], "hand": ["1", "7D", "2", "3", "6", "9", "10", "F"]}
B1 = {"hidden": ["2L", "3L", "5L"], "tops": ["1", "4", "6"], "hand": ["6", "6D", "8", "8", "8", "9", "10", "1"]}
B2 = {"hidden": ["2S", "3S", "5S"], "tops": ["1", "4", "8"], "hand": ["6", "6S", "9", "9", "8", "9", "10", "4"]}


def test_the_caption_of_two_lost_deductions_and_a_mimic_fits_and_its_tag_lies_inside(tmp_path, monkeypatch):
    drawn = []
    real = paint_tray.caption

    def spy(t, forms, colour, rect):
        class Spy:
            px, text_px = t.px, t.text_px

            def label(self, text, *a, **k):
                drawn.append(text)
                return t.label(text, *a, **k)
        drawn.clear()
        drawn.append(forms)
        return real(Spy(), forms, colour, rect)

    monkeypatch.setattr(paint_tray, "caption", spy)
    app, scene = open_board("flush", ("human", "bot:normal", "bot:normal"), seed=3, options={"first": 0},
                            stacked=deal3([ME, B1, B2], "7"), size=(1024, 640), layout_path=tmp_path / "lay.json")
    try:
        open_moves(app, scene)
        scene.composer.view["scores"][0] = 11       # a total to lose the Deductions from (round 2 in the review)
        for key in ("b0", "1#0", "7D#0"):
            p = next(p for p in scene.table.pieces if p.key == key)
            click(app, p.rect.center)
            steps(app, 30)
        assert sorted(p.code for p in scene.table.pieces if p.zone == "stage") == ["1", "1D", "7D"]
        forms, lines = drawn[0], drawn[1:]
        forms = forms if isinstance(forms, list) else [forms]
        assert "lost" in forms[0]
        said = " ".join(lines)
        assert said in forms and "lost" in said, (said, forms)       # every word of one form: none cut off
        tray = scene._g["tray"]
        tags = scene.tag_rects()
        clear = scene.metrics.px(6)          # clear of the tray's border, not on it
        assert tags and all(tray.inflate(-2 * clear, -2 * clear).contains(r) for r, _ in tags), \
            ([r for r, _ in tags], tray)
    finally:
        close_board(app)
