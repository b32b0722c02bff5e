"""Review 57w: a Quadruple War score chart's legend had an "all tied" row (with a hollow ring) though nobody was
ever level after the start, where everyone is at 0: no tie worth a row (as Flush's, review 55m). The row comes
only where the lines meet after the start (a NumberQuash chart level at rounds 1-3 still says it)."""

import pygame

from quash_table.ui import chart, theme


def _said(monkeypatch, series):
    pygame.font.init()
    said = []
    real_text = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *rest: (said.append(text),
                                                                           real_text(surface, text, *rest))[1])
    m = theme.Metrics((1280, 800))
    labels = ["start"] + [str(i) for i in range(1, len(series[0][1]))]
    chart.draw_line_chart(pygame.Surface((400, 300)), pygame.Rect(0, 0, 330, 260), m, series, labels,
                          "Totals after each hand", "hand")
    return said


def test_level_only_at_the_start_says_no_tie(monkeypatch):
    series = [("You", [0, 61, 91, 130]), ("Bot 2", [0, -40, 20, 55]), ("Bot 3", [0, 30, 70, 101])]
    said = _said(monkeypatch, series)
    assert "You" in said and chart.LEVEL_WORDS not in said


def test_level_after_the_start_says_it(monkeypatch):
    series = [("You", [0, 30, 61, 91]), ("Bot 2", [0, 30, 20, 55])]
    assert chart.LEVEL_WORDS in _said(monkeypatch, series)
