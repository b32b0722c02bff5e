"""NumberQuash, 4 seats at 1024x640: a long hint before rolling (a steal and its reason) was too tall for
the turn order's corner, so it fell back to the kit's place, over the prompt and the bonus octagons'
captions (review 16). It now lies in the tray's empty room (session 17; it was the turn order's corner),
its words a little smaller, clear of every word and of the play."""

import pygame

from quash_table.engine.match import Match
from tests.ui_helpers import match_board, steps

SEATS = ["human", "bot:normal", "bot:normal", "bot:normal"]
# seed 15: you banked an 11 on your first turn; Bot 4 (seat 4, green) covered green 8 since
ACTIONS = [{"type": "roll"}, {"type": "place", "cells": [["blue", 0, 7]]}, {"type": "roll"}, {"type": "bank"},
           {"type": "roll"}, {"type": "place", "cells": [["green", 0, 8]]}, {"type": "roll"},
           {"type": "place", "cells": [["yellow", 0, 5]]}, {"type": "roll"},
           {"type": "place", "cells": [["blue", 0, 5]]}]
STEAL = {"type": "bonus", "value": 11, "steals": [{"seat": 3, "from": ["green", 0, 8], "to": ["red", 0, 9]}]}
REASON = "it uncovers their 8: no single die covers an 8, and a cell of yours is filled without a roll"


def test_a_long_hint_before_rolling_lies_clear_of_the_prompt_and_the_captions():
    m = Match("numberquash", SEATS, seed=15, actions=ACTIONS)
    assert m.to_move == 0 and STEAL in m.legal_actions()
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.hints.display(STEAL, REASON)
        steps(app, 3)
        assert scene.message is not None and scene.message[1] == "hint" and "steal left green 8" in scene.message[0]
        painter, t = scene.painter, scene.table
        shown = painter.message_rect()
        prompt = painter.pill_rect(t.prompt, painter._prompt_pos(), 17)[0]
        assert painter.shows_prompt() and not shown.colliderect(prompt)
        captions = [d.text_rect() for d in t.decor if getattr(d, "text", None) in
                    ("free roll or block", "steal one", "steal from each")]
        assert len(captions) == 3 and shown.collidelist(captions) == -1
        assert shown.collidelist(t.text_rects() + [pygame.Rect(r) for r in t.play_rects]) == -1
        # in the tray's empty room under its words (session 17; it was the middle band's corner, which hid
        # the turn order), not up over the octagons above it, and the turn order stays in view
        assert scene.tray_room.contains(shown), (shown, scene.tray_room)
        assert any(getattr(d, "text", None) == "Turn order" for d in scene.table.decor)
        # and with the hint gone, the turn order comes back at the usual size (the hint put away whole: its
        # words come back while its marks show, session 21)
        scene.hints.forget()
        steps(app, 3)
        assert scene.table.message_size is None
        assert any(getattr(d, "text", None) == "Turn order" for d in scene.table.decor)
    finally:
        app.pop()
        pygame.display.quit()
