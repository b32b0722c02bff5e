"""A Flush hand laid out at a new card size measures each card's big value without drawing it, and a Deduction's
form is worked out once a band size (one frame made 157 renders for it, issue 22). The measure must agree with
what is drawn, to the pixel, at every size and for every card."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from quash_table.ui import flush_face, sprites  # noqa: E402
from quash_table.ui.sprites import DECK_CODES  # noqa: E402


def setup_module():
    pygame.init()
    pygame.display.set_mode((10, 10))


def test_the_measured_value_ends_where_the_drawn_one_does():
    for h in range(40, 300, 13):
        for code in DECK_CODES["flush"]:
            drawn = sprites.flush_value(code, (int(h * 0.66), h))
            measured = sprites.flush_value_right(code, (int(h * 0.66), h))
            assert (drawn is None) == (measured is None), code
            if drawn is not None:
                assert drawn[1].right == measured, (code, h)


def test_words_shown_draws_no_value(monkeypatch):
    flush_face._words_shown.cache_clear()
    monkeypatch.setattr(flush_face, "_render", lambda *a: (_ for _ in ()).throw(AssertionError("drawn")))
    assert sprites.words_shown("flush", "10", (61, 93)) > 0


def test_a_deduction_form_is_worked_out_once_a_band(monkeypatch):
    flush_face.deduction_form.cache_clear()
    fits = []
    real = flush_face._fit
    monkeypatch.setattr(flush_face, "_fit", lambda *a, **k: fits.append(a) or real(*a, **k))
    first = flush_face.deduction_form((90, 20))
    asked = len(fits)
    assert asked and flush_face.deduction_form((90, 20)) == first and len(fits) == asked
