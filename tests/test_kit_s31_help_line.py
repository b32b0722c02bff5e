"""Session 31 (new players): where no room near a control is free for a floating tip, the control says what it does
in a help line, a fixed place of its screen that covers nothing. New game: a seat's Human / Bot list's and name
field's tip lay over the next seat's row (the rows 12 px apart, − / + above, the seed row under them); they now
speak in the help line at the foot of the Players column (`MenuTips.in_help_line`, `NewGameTips.help_line_rect`).
Replay: the slider's tip lay 147-282 px above it, over the table's middle, to keep off the hand just above the bar;
its words now stand in the bar under its track (`ReplayBar.caption_rect`)."""


import pygame
import pytest

from quash_table.ui.replay_bar import SLIDER_SHORT, SLIDER_TIP
from quash_table.ui.screens.new_game_tips import KIND_TIP, NAME_TIP
from tests.test_kit_s30_replay_tip import _finished_quash, slider_tips
from tests.ui_helpers import new_game_screen, press_widget, replay_of, rest_pointer, steps

pytestmark = pytest.mark.ui


def _said(scene):
    lines = [scene.widgets[w] for w in ("help_line:0", "help_line:1")]
    return " ".join(el.text for el in lines if el.visible), [pygame.Rect(el.rect) for el in lines if el.visible]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_a_seats_list_and_name_field_speak_in_the_help_line(monkeypatch, size):
    a = new_game_screen(size)
    try:
        scene = a.top
        scene.pick_game("numberquash")
        steps(a, 3)
        while scene.widgets["seats:plus"].is_enabled:       # six seats: the tallest block over the line
            press_widget(a, "seats:plus")
            scene = a.top
        rest_pointer(monkeypatch, a, (3, 3), frames=3)
        # unpointed, the line says what a seat's controls are in short (session 33: it spoke only on hover)
        assert _said(scene)[0] == scene.help_line_idle(), "the help line said something else unasked"
        for wid, words in (("seat1:kind", f"Seat 2: {KIND_TIP}"), ("seat0:name", f"Seat 1: {NAME_TIP}"),
                           ("seat5:kind", f"Seat 6: {KIND_TIP}")):
            rest_pointer(monkeypatch, a, pygame.Rect(scene.widgets[wid].rect).center)
            text, rects = _said(scene)
            assert text == words, (wid, text)
            kept = (scene._kit_tips or {}).get(wid)
            assert not kept or kept[0] is None, f"{wid} still floats a tip"
            for r in rects:             # it covers no control and no words of the screen
                hit = [w for w, el in scene.widgets.items() if el.visible and not w.startswith("help_line")
                       and r.colliderect(el.rect)]
                assert not hit, (wid, r, hit)
            rest_pointer(monkeypatch, a, (3, 3), frames=3)
            assert _said(scene)[0] == scene.help_line_idle(), f"the help line kept {wid}'s words"
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_replay_sliders_words_stand_in_the_bar_under_it(monkeypatch, size):
    m = _finished_quash()
    app, scene = replay_of(m, size)
    try:
        bar = scene.replay.rect()
        for _, _, got in slider_tips(monkeypatch, app, scene, m):
            _, track, counter = scene.replay._layout()
            assert got is not None and got[0] in (SLIDER_TIP, SLIDER_SHORT), got
            words = got[1]
            assert bar.contains(words) and words.top > track.bottom, (words, track, bar)    # in the bar, under it
            hit = [b.id for b in scene.overlay_buttons if b.rect.w and words.colliderect(b.rect)]
            assert not hit and not words.colliderect(counter), (words, hit)
            assert not [p.id for p in scene.table.pieces if words.colliderect(p.rect)]
            assert words.h >= 11, words                       # readable
    finally:
        pygame.display.quit()


def test_the_continue_note_stays_while_the_help_line_speaks(monkeypatch):
    # the foot between Back and Start holds what a new game does to the game Continue holds; the help line lies
    # under the seat rows since session 32 (it spoke in the note's place), so the note stays while it speaks
    from tests.test_ui_shell_new_game_continue import _autosaved, _note
    _autosaved("quash", ["human:You", "bot:normal"], 5)
    a = new_game_screen()
    try:
        scene = a.top
        rest_pointer(monkeypatch, a, (3, 3), frames=3)
        assert _note(a) and "Continue holds" in _note(a)
        rest_pointer(monkeypatch, a, pygame.Rect(scene.widgets["seat1:kind"].rect).center)
        assert _said(scene)[0].startswith("Seat 2: ") and "Continue holds" in _note(a)
        rest_pointer(monkeypatch, a, (3, 3), frames=3)
        assert _said(scene)[0] == scene.help_line_idle() and "Continue holds" in _note(a)
    finally:
        pygame.display.quit()
