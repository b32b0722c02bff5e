"""Session 50 (QUASH, review 49d): a spot lost on a tiebreak said "lost on tiebreak" where its column had room
and plain "lost" in a single spot's narrow column, so the tiebreak went unsaid there. Every form says it."""

import pygame

from quash_table.games.quash import badges
from quash_table.ui import theme


class _Table:
    def __init__(self, scale):
        self.scale = scale

    def px(self, n):
        return max(1, round(n * self.scale))


def test_a_spot_lost_on_a_tiebreak_says_tie_in_every_column_it_fits():
    pygame.font.init()
    lost = [{"kind": "tiebreak", "side": 1, "points": [0, 1]}]
    words = badges.spot_words(0, lost, lost_words=True)
    assert words[0][0] == badges.TIEBREAK_LOST and all("tie" in w for w in words[0][0])
    for scale, room in ((0.8, 58), (0.8, 72), (1.0, 73), (1.0, 120)):     # a single's column to a triple's
        texts, widths = badges._row(_Table(scale), words, room)
        assert "tie" in texts[0] and widths[0] <= room, (scale, room, texts, widths)
        assert theme.font(max(badges.READABLE_PX, _Table(scale).px(badges.BADGE_MIN)), True).size(texts[0])[0] <= room
    plain = badges.spot_words(0, [{"kind": "spot_scored", "outcome": "won", "side": 1, "points": [0, 1]}], True)
    assert plain[0][0] == "lost"


def test_one_board_says_a_lost_tiebreak_in_one_form():
    """Session 55 (review 55l): "lost tiebreak" on a triple's spot and "tie lost" on a single's, on one scored board,
    read as two outcomes. Every lost tiebreak on the board takes the form the narrowest of them needs."""
    pygame.font.init()
    t = _Table(0.8)
    widths = [100] * 3 + [80] * 3 + [50] * 3          # triples, doubles, singles: columns narrower left to right
    xs = [sum(widths[:k]) + 10 * k for k in range(9)]
    g = {"columns": [pygame.Rect(x, 0, w, 100) for x, w in zip(xs, widths)], "spot_gap": 8,
         "badge_rows": {"top": pygame.Rect(0, 110, 900, 20), "bottom": pygame.Rect(0, 140, 900, 20)}}
    lost = [{"kind": "tiebreak", "side": 1, "points": [0, 1]}]
    tags = badges.spot_badges(t, g, 0, {2: lost, 9: lost}, {}, lost_words=True)
    said = [text for _, text, *_ in tags if "tie" in text]
    assert len(said) == 2 and said[0] == said[1], said
    alone = badges.spot_badges(t, g, 0, {2: lost}, {}, lost_words=True)       # alone too (session 61: one form
    assert [text for _, text, *_ in alone if "tie" in text] == said[:1]           # at a size, whatever the board)
