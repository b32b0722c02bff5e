"""Statistics: a game with a move taken back was drawn as a hollow bar in the lost grey, so a won game and a lost
one with a take-back looked alike (review 55k). Its bar keeps its colour: darker inside, its outline full."""

import pygame
import pytest

from quash_table.ui import chart, theme

pytestmark = pytest.mark.ui


@pytest.fixture(autouse=True)
def _display():
    pygame.init()
    yield
    pygame.display.quit()


def _bars(bars):
    m = theme.Metrics((1024, 640))
    surf = pygame.Surface((m.px(800), m.px(300)))
    surf.fill(theme.PANEL)
    return surf, chart.draw_bar_chart(surf, surf.get_rect(), m, bars, "The Game", "won 1 of 2")


@pytest.mark.parametrize("value", [30, 0])
def test_a_won_and_a_lost_game_with_take_backs_differ_inside_and_on_their_outline(value):
    surf, (won, lost) = _bars([(value, True, True), (value, False, True)])
    inside = [surf.get_at(r.center)[:3] for r in (won, lost)]
    edge = [surf.get_at((r.x, r.centery))[:3] for r in (won, lost)]
    assert edge == [chart.WIN, chart.LOSS]
    assert inside[0] != inside[1] and theme.PANEL not in inside        # filled, each in its own colour
    assert inside[0] == theme.shade(chart.WIN, -chart.UNDONE_DARK)


def test_a_game_without_take_backs_is_filled_in_its_colour():
    surf, (won, lost) = _bars([(30, True, False), (30, False, False)])
    assert surf.get_at(won.center)[:3] == chart.WIN and surf.get_at(lost.center)[:3] == chart.LOSS
