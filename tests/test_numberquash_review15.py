"""NumberQuash after the fifteenth review (second helper): the header says a tie for the lead, the hint
and the between-players banner cover nothing read."""

import pygame
import pytest

from tests.ui_helpers import board, make_app, steps

pytestmark = pytest.mark.ui


def close(app):
    app.scenes.clear()
    pygame.display.quit()


def table(n=4, size=(1280, 800), seed=3):
    app = make_app(size, animation="instant")
    scene = board(app, "numberquash", ["human"] + ["bot:easy"] * (n - 1), seed=seed)
    steps(app, 3)
    return app, scene


def test_the_header_says_a_tie_for_the_lead():
    """Yellow and green both at 2/18: the header said "Bot 3 leads 2" (review 15, 18.png)."""
    app, scene = table()
    try:
        view = {"order": [0, 1, 2, 3], "seat": 0}
        assert scene.score_text({"scores": [0, 1, 2, 2]}, view).endswith("\u00b7  Bot 3 and Bot 4 lead with 2")
        assert scene.score_text({"scores": [0, 2, 2, 2]}, view).endswith("\u00b7  3 seats lead with 2")
        assert scene.score_text({"scores": [0, 1, 3, 2]}, view).endswith("\u00b7  Bot 3 leads 3")
    finally:
        close(app)


def banked_eleven(seats=4):
    """You (seat 0) banked an 11 with your first roll and it is your turn again, before rolling."""
    from quash_table.engine.match import Match
    dice = [6, 5, 1, 2, 1, 3, 2, 3, 6, 5] + [1, 2] * 40
    match = Match("numberquash", ["human"] + ["bot:easy"] * (seats - 1), 3, {"order": list(range(seats))}, dice)
    banked = False
    while not banked or match.state.to_move != 0 or match.state.phase != "before_roll":
        legal = match.game.legal_actions(match.state)
        bank = [a for a in legal if a["type"] == "bank"] if match.state.to_move == 0 else []
        banked = banked or bool(bank)
        match.play({"type": "roll"} if {"type": "roll"} in legal else
                   (bank or [a for a in legal if a["type"] == "place"] or legal)[0])
    return match


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hint_before_rolling_covers_neither_the_bonus_words_nor_the_buttons(size):
    """Bank an 11, press H before the next roll: the hint lay over the tray's "11, if you like: drag a ringed
    quasher..." and ran up against Roll (review 15, 15.png at 1280, 75.png at 1024). At 1280 it covers
    nothing read at all (the turn order's corner gives way to it)."""
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import ask_hint, settle
    match = banked_eleven()
    app = make_app(size, animation="instant")
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    settle(app, scene)
    try:
        ask_hint(app, scene)
        settle(app, scene)
        text, kind = scene.message[:2]
        assert kind == "hint" and "banked 11" in text
        shown = scene.painter.message_rect()
        t = scene.table
        tray = scene.tray.rect
        words = [d.text_rect() for d in t.decor if type(d).__name__ == "Label" and tray.contains(d.text_rect())]
        assert any("if you like" in d.text for d in t.decor if type(d).__name__ == "Label")
        assert words and shown.collidelist(words) < 0
        assert shown.collidelist([b.rect for b in t.buttons]) < 0
        assert not shown.colliderect(tray)
        if size == (1280, 800):
            assert shown.collidelist(t.text_rects() + [pygame.Rect(r) for r in t.play_rects]) < 0
            assert not any(d.text == "Turn order" for d in t.decor if type(d).__name__ == "Label")
    finally:
        close(app)
