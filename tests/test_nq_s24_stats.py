"""Session 24, Statistics: a row's game and setup said whole where setups differ (cut to one line, "NumberQuash,
6 players\u2026" lost what told it from "NumberQuash, 6 players"), and a chart of scores that are all 0 without
a scale nothing reaches."""

import pygame
import pytest

from quash_table.ui import chart, theme
from tests.ui_helpers import make_app, open_statistics, play_and_record, steps

pytestmark = pytest.mark.ui

PLACES_5 = "play on until 5 players have finished"


def _drawn_texts(monkeypatch):
    said = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *rest: (said.append((text, rest)),
                                                                           real(surface, text, *rest))[1])
    return said


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_rows_of_one_game_in_different_setups_are_said_whole(monkeypatch, size):
    play_and_record("numberquash", ["human", "bot:random"], 1)
    play_and_record("numberquash", ["human"] + ["bot:random"] * 5, 2)
    play_and_record("numberquash", ["human"] + ["bot:random"] * 5, 3, {"places": 5})
    app = make_app(size)
    try:
        app.nav.main_menu()
        steps(app, 2)
        info = open_statistics(app)
        setups = [r["setup_words"] for r in info["rows"]]
        assert any(PLACES_5 in w for w in setups), setups
        said = _drawn_texts(monkeypatch)
        app.draw()
        texts = [t for t, _ in said]
        assert not [t for t in texts if t.endswith("\u2026")], texts
        # the long row's words, over the lines it takes, whole
        assert PLACES_5 in " ".join(texts), texts
        # the chart's button names the chart without cutting it short
        button = next(o for o in app.top.layout_info()["objects"] if o["id"] == "chart_game")
        assert "\u2026" not in button["label"], button
    finally:
        pygame.display.quit()


def test_a_chart_of_scores_all_0_has_no_scale_above_0(monkeypatch):
    said = _drawn_texts(monkeypatch)
    m = theme.Metrics((1024, 640))
    surf = pygame.Surface((m.px(800), m.px(300)))
    rects = chart.draw_bar_chart(surf, surf.get_rect(), m, [(0, True, False), (0, True, False)], "Flush", "won 2 of 2")
    axis = [t for t, rest in said if len(rest) >= 5 and rest[4] == "midright"]
    assert axis == ["0"], axis
    assert len(rects) == 2 and all(r.h > 0 for r in rects)
