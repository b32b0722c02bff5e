"""The kit's own words where no hand is shown (ui/board_words.py), headless."""
from types import SimpleNamespace

from quash_table.ui.board_words import nobody_here


def _session(over=False, result=False):
    return SimpleNamespace(pass_and_play=True, face_up=False, match=SimpleNamespace(over=over),
                           showing_result=lambda: result)


def test_pass_and_play_under_a_rounds_result_does_not_say_hands_are_hidden():
    # review 15 (Flush): the round's result turns every hand face up on the table, while the words under it
    # still said "Hands are hidden until it is your turn"
    assert nobody_here(_session(result=True), read_only=False) == "The round is over"
    assert nobody_here(_session(), read_only=False) == "Hands are hidden until it is your turn"
    assert nobody_here(_session(over=True, result=True), read_only=False) == "The game is over"


def test_the_curtain_says_its_button_lifts_it_not_any_click(monkeypatch):
    # review 15 (Quadruple War): the curtain said "Click when ready", but a click beside its button does
    # nothing; the words point at the button that lifts it
    import pygame

    from quash_table.ui import chrome, theme
    said = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: said.append(text))
    chrome.draw_curtain(pygame.Surface((1024, 640)), theme.Metrics((1024, 640)), "Bob")
    assert said[0] == "Pass to Bob"
    assert any("Bob: press the button below when ready" in t for t in said), said
    assert not any("Click when ready" in t for t in said), said
