"""A hint's words and its marks share one lifetime (review 21): on QUASH the words "Hint: play the Q of
diamonds on spot 2…" went after 9 s while the arrow and the frames stayed, the arrow then running through
the prompt. Both stay until the person's next action, or both go. And Enter while the hint is still worked
out says what it waits for."""

import pygame
import pytest

from tests.ui_helpers import ask_hint, centre, click, key, piece_rect, steps

pytestmark = pytest.mark.ui


def _hint_said(scene):
    h = scene.hints.current
    return scene.message is not None and scene.message[1] == "hint" and scene.message[0] in (h["text"], h["full"])


def test_the_hint_words_stay_as_long_as_its_arrow(quash_stacked):
    app, scene = quash_stacked
    ask_hint(app, scene)
    assert scene.hints.current["marks"] and _hint_said(scene)
    steps(app, 60 * 12)                        # 12 s, longer than any message's own time
    assert scene.hints.current["marks"], "the marks are still up"
    assert _hint_said(scene), "so are its words"
    assert scene.hints.arrow_parts(), "the arrow still points"


def test_a_refusal_over_the_hint_gives_its_words_back(quash_stacked):
    app, scene = quash_stacked
    ask_hint(app, scene)
    scene.show_message("You can't do that now", "error")
    key(app, pygame.K_LSHIFT)                  # a modifier alone: the refusal stays a moment
    assert scene.message[0] == "You can't do that now"
    key(app, pygame.K_F5)                      # the next key: the short refusal goes, the hint's words are back
    steps(app, 2)
    assert _hint_said(scene)


def test_another_card_picked_puts_words_and_marks_away_together(quash_stacked):
    app, scene = quash_stacked
    ask_hint(app, scene)
    piece = scene.hints.current["piece"]
    other = next(p for p in scene.drag.movable() if p.id != piece)
    click(app, centre(piece_rect(scene, other.id)))
    assert scene.drag.selected == other.id
    assert scene.hints.current["marks"] == []
    assert scene.message is None or scene.message[1] != "hint", "no hint words without its marks"
    steps(app, 30)
    assert scene.message is None or scene.message[1] != "hint", "nor do they come back"


def test_enter_while_the_hint_is_looked_for_says_what_it_waits_for(quash_stacked, monkeypatch):
    app, scene = quash_stacked
    monkeypatch.setattr(scene.session, "ask_hint", lambda building=(): True)    # a search that takes its time
    monkeypatch.setattr(type(scene.session), "hint_pending", property(lambda s: True))
    key(app, pygame.K_h)
    assert scene.hints.waiting and scene.message is not None
    key(app, pygame.K_RETURN)
    assert scene.session.match.actions == []
    assert scene.message is not None and "Enter plays the hinted move once it shows" in scene.message[0]
