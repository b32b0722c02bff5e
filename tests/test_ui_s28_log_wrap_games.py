"""Session 28 (a new player's review: the move log breaks lines awkwardly): every game's real log entries,
from random bot games, wrapped as the log wraps them at its real widths (1280x800 and 1024x640, beside a move
number and beside a range "126–127"), never break inside a phrase it keeps whole (a numbered place "spot / 6",
"base / 3", "Bot / 4's"; a card "9 / of spades", "a 5 / Skip"; a count and its unit "13 / tricks"; a line ending
in an article, "a / 5 Skip", or in a preposition where as many lines can do without, "on / the pile") and leave no word alone on a line of a multi-line entry
("... will be a FAILED / sequence"). The counting is scripts/log_wrap_measure.py's."""

import importlib.util
import os

import pygame
import pytest

pytestmark = pytest.mark.ui

_spec = importlib.util.spec_from_file_location(
    "log_wrap_measure", os.path.join(os.path.dirname(os.path.dirname(__file__)), "scripts", "log_wrap_measure.py"))
measure = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(measure)


@pytest.mark.parametrize("game, seats", measure.TABLES)
def test_real_log_entries_wrap_between_phrases(game, seats):
    pygame.font.init()
    texts, seed = [], 0
    while len(texts) < 40 and seed < 8:        # (random bots lose The Game in a few moves: more games)
        texts = list(dict.fromkeys(texts + measure.entries(game, seats, seed)))
        seed += 1
    assert len(texts) >= 10
    counts, shown = measure.measure(texts, show=5)
    # a line ends with a preposition only where the entry would take a line more otherwise ("lead_avoidable")
    bad = {k: counts[k] for k in ("numbered", "card", "unit", "lead_avoidable", "one_word", "greedy")}
    assert not any(bad.values()), (bad, shown)
