"""Session 31: the words of the seat that went out stay inside the round's result panel."""

import random
from types import SimpleNamespace

import pygame

from quash_table.engine.match import Match
from quash_table.games.flush.rules import round_end_rows
from quash_table.games.flush.sheet import result_plan
from quash_table.ui import theme
from quash_table.ui.theme import Metrics
from quash_table.ui.sprites import card_size
from quash_table.ui.table import MIN_TEXT_PX


def _scored_with_a_seat_out():
    """A round_scored event of a 3-seat random game whose winner went out holding nothing."""
    for seed in range(40):
        m, rng = Match("flush", ["bot:random"] * 3, seed=seed), random.Random(seed)
        while not m.over:
            m.play(rng.choice(m.legal_actions()))
            scored = next((e for e in m.game.events(m.state) if e["kind"] == "round_scored"), None)
            if scored is not None and not scored["held"][round_end_rows(scored)[0][0]]:
                return scored
    raise AssertionError("no round went out")


def test_went_out_words_too_wide_beside_the_name_go_under_it_even_as_one_line():
    """6 seats at 1024x640, round 3 (z4_r2.png): "went out: 0 points (a Deduction of 10, nothing to take off: a
    total never goes below 0)" ran past the result panel's right edge. Wrapped to the panel's width the words
    made one line, and one line was drawn beside the name, where it did not fit. Words that do not fit beside
    the name now go under it, and the winner's row is made tall enough for them."""
    pygame.font.init()
    scored = _scored_with_a_seat_out()
    rows = round_end_rows(scored)
    px = Metrics((1024, 640)).px
    t = SimpleNamespace(px=px, text_px=lambda s: max(MIN_TEXT_PX, px(s)), card_size=lambda h: card_size(px(h)))
    board = SimpleNamespace(session=SimpleNamespace(name=lambda seat: f"Bot {seat + 1} (normal)"))
    words_w = theme.text(rows[0][2], t.text_px(13)).get_width()
    # as wide as the words on one line across the panel, so never beside the name
    rect = pygame.Rect(0, 0, words_w + t.px(28) + 2, 600)
    plan = result_plan(board, t, rect, scored)
    assert plan["went"] == [rows[0][2]]
    beside_room = rect.right - t.px(14) - plan["words_x"]
    assert words_w > beside_room
    assert plan["first_h"] >= t.px(26) + plan["words_h"], plan["first_h"]
    # and words that fit beside the name stay there, on the name's line
    wide = pygame.Rect(0, 0, 3 * words_w, 600)
    plan = result_plan(board, t, wide, scored)
    assert plan["first_h"] == t.px(26)
