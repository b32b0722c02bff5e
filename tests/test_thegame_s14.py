"""The Game, review 14: the hint bubble clear of the stacks' rule lines, a hinted signal button lit."""

import pygame
import pytest

from quash_table.ui.widgets import Label, Panel
from tests.ui_helpers import ask_hint, board, centre, close_board, drag, make_app, piece_rect, settle, target_rect

pytestmark = pytest.mark.ui

LONG_REASON = ("more room than yellow 10 leaves for Bot 3 (normal)'s high purple card; \u25bc then has no room for "
               "12 cards still to come")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("bots", [1, 3])
def test_a_two_line_hint_keeps_clear_of_the_stacks_and_their_rule_lines(size, bots):
    # a hint grown to two lines lay against the mats' "higher number, or same colour" (3 px at 1280x800)
    app = make_app(size=size)
    scene = board(app, "thegame", ["human:Ann"] + ["bot:normal"] * bots, seed=1)
    try:
        settle(app, scene)
        card = scene.session.match.state.hands[0][0]
        # onto ▲: the arrow to ▼ crosses the band's right half, where short words over it now say the move alone
        # (session 36), so the long reason is shown wrapped only beside the arrow to ▲
        scene.hints.display({"type": "play", "card": card, "stack": "up"}, LONG_REASON)
        for _ in range(3):
            app.step(1 / 60)
        bubble = scene.painter.message_rect()
        assert len(scene.painter._message_place()[1]) >= 2          # the case: wrapped
        slots = [target_rect(scene, f"stack:{s}") for s in ("up", "down")]
        mats = [d.rect for d in scene.table.decor if isinstance(d, Panel) and any(d.rect.contains(s) for s in slots)]
        rules = [d.text_rect() for d in scene.table.decor if isinstance(d, Label) and "or same colour" in d.text]
        assert len(mats) >= 2 and len(rules) == 2          # the mats (and an empty stack's slot)
        gap = scene.metrics.px(8)
        for r in mats + rules:
            assert bubble.top - r.bottom >= gap, (r, bubble)
    finally:
        close_board(app)


def _face(scene, b):
    """The colour of a button's face left of its words, as drawn."""
    return tuple(pygame.display.get_surface().get_at((b.rect.x + scene.metrics.px(4), b.rect.centery)))[:3]


def test_a_hinted_signal_lights_its_button_as_a_hinted_card_is_lit(monkeypatch):
    # the hint "Say “I have a low purple card”" only outlined the button, thinly, beside End turn's gold: the
    # button now wears the hint's colour, as a hinted card is raised and outlined
    from quash_table.ui.hints import HINT_FILL
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
    for seed in range(1, 12):
        app = make_app()
        scene = board(app, "thegame", ["human:Ann", "bot:normal"], seed=seed)
        try:
            settle(app, scene)
            m = scene.session.match
            play = next(a for a in m.legal_actions() if a["type"] == "play")
            pid = next(p.id for p in scene.table.pieces if p.key == play["card"])
            drag(app, centre(piece_rect(scene, pid)), centre(target_rect(scene, f"stack:{play['stack']}")))
            settle(app, scene)
            signals = [b for b in scene.table.buttons if b.id.startswith("signal:")]
            assert signals and all(_face(scene, b) != HINT_FILL for b in signals)
            ask_hint(app, scene)                 # the H key, the hint bot off the UI thread
            h = scene.hints.current
            if h["action"]["type"] != "signal":
                continue
            pygame.mouse.set_pos((0, 0))
            for _ in range(3):
                app.step(1 / 60)
            hinted = next(b for b in scene.table.buttons if b.id == h["button"])
            assert _face(scene, hinted) == HINT_FILL, _face(scene, hinted)
            assert all(_face(scene, b) != HINT_FILL for b in scene.table.buttons if b.id != hinted.id)
            return
        finally:
            close_board(app)
    pytest.fail("no hint was a signal")
