"""Review 47a: the rules page broke a line between a bold run and the colon after it ("**leftover cards**:" left
": keep good ones…" at the start of the next line): pygame_gui may break where the style changes, so the
punctuation closing up to a bold run is set inside it, as after an italic run."""

from quash_table.ui.markdown import inline_html


def test_punctuation_after_a_bold_run_is_set_inside_it():
    assert inline_html("your **leftover cards**: keep") == "your <b>leftover cards:</b> keep"
    assert inline_html("is **FAILED**.") == "is <b>FAILED.</b>"


def test_a_space_after_a_bold_run_leaves_the_run_as_it_was():
    assert inline_html("a **swap out** a card") == "a <b>swap out</b> a card"
