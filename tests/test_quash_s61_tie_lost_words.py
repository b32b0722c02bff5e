"""Session 61 (review 61t, a new player at 1024x640): the badge of a spot lost on a tiebreak read "lost on tiebreak"
in one game, "tie lost" in another, "lost tiebreak" in a third (revt_52, 94, 169): the form was the shortest the
board's own lost spots needed. Now one source (badges.tiebreak_form): at a size every board says it one way, the
long form where every spot's column has room for it, else the one short form."""

import pygame
import pytest

from quash_table.games.quash import badges
from tests.test_quash_s50_tie_lost import _Table

LOST = [{"kind": "tiebreak", "side": 1, "points": [0, 1]}]


def _geometry(widths):
    xs = [sum(widths[:k]) + 10 * k for k in range(9)]
    return {"columns": [pygame.Rect(x, 0, w, 100) for x, w in zip(xs, widths)], "spot_gap": 8,
            "badge_rows": {"top": pygame.Rect(0, 110, 900, 20), "bottom": pygame.Rect(0, 140, 900, 20)}}


@pytest.mark.parametrize("scale, widths", [(0.8, [100] * 3 + [80] * 3 + [56] * 3),      # 1024x640-like
                                           (1.0, [124] * 3 + [100] * 3 + [70] * 3),     # 1280x800-like
                                           (1.0, [200] * 9)])                           # room everywhere
def test_every_board_at_a_size_says_a_lost_tiebreak_one_way(scale, widths):
    pygame.font.init()
    t, g = _Table(scale), _geometry(widths)
    said = set()
    for lost_on in ({2: LOST}, {9: LOST}, {5: LOST}, {2: LOST, 9: LOST}, {1: LOST, 4: LOST}):
        for quashed in ({}, {1: {"side": 0, "points": [2, 0]}}):
            tags = badges.spot_badges(t, g, 0, lost_on, quashed, lost_words=True)
            said |= {text for _, text, *_ in tags if "tie" in text}
    assert len(said) == 1, said
    assert said <= set(badges.TIEBREAK_LOST) and set(badges.TIEBREAK_LOST) == {"lost on tiebreak", "tie lost"}
    if widths == [200] * 9:
        assert said == {"lost on tiebreak"}
