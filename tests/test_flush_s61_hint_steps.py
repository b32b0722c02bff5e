"""Review 61v (seed 23, six seats, 1024x640): a hint of two cards followed by Enter. With the walk on (Tab), the first
Enter staged the hinted hand card and lifted the next hinted one, the base card; the second Enter then pressed
Declare for the first card alone, not the hinted second card (revv_76-79). And asked with every card of the hinted
move staged, the hint's why named the instruction left ("all its cards are in the tray: press Declare (Enter)") as if
it were the move, weighed against a move it holds (revv_64); it names the move."""

import pygame
import pytest

from quash_table.engine.naming import Reason
from tests.ui_helpers import ask_hint, board, close_board, key, make_app, step_until, steps

pytestmark = pytest.mark.ui


def _table(monkeypatch, cards):
    app = make_app(size=(1024, 640), animation="instant")
    scene = board(app, "flush", ["human"] + ["bot:normal"] * 5, seed=23)
    s = scene.session
    step_until(app, lambda: s.my_turn() and scene.settled(), timeout=90)
    action = next(a for a in s.screen_legal() if tuple(a.get("cards", ())) == cards)
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    reason = Reason("tried both to the round's end, it left you fewer points than \u201clay a 1 on the pile\u201d",
                    short="a Flush")
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, reason))
    return app, scene, action


def _staged(scene):
    return sorted(p.id for p in scene.table.pieces if p.zone == "stage")


def test_enter_after_tab_stages_the_hints_next_card_then_declares(monkeypatch):
    app, scene, action = _table(monkeypatch, ("7D", "b2"))
    s = scene.session
    try:
        ask_hint(app, scene)
        steps(app, 5)
        key(app, pygame.K_TAB)          # the walk starts at the hinted card
        steps(app, 5)
        first = scene.hints.step()["piece"]
        key(app, pygame.K_RETURN)
        steps(app, 10)
        assert _staged(scene) == [first]
        second = scene.hints.step()["piece"]
        assert second != first and scene.drag.selected == second     # the walk lifted the hint's next card
        key(app, pygame.K_RETURN)       # ... which Enter stages, as the hint says: not Declare for the first alone
        steps(app, 10)
        assert _staged(scene) == sorted([first, second])
        assert scene.hints.step()["button"] == "declare"
        moves = len(s.match.actions)
        key(app, pygame.K_RETURN)       # ... and the next Enter declares the hinted move
        step_until(app, lambda: len(s.match.actions) > moves, timeout=10)
        assert s.match.actions[moves] == action
    finally:
        close_board(app)


def test_the_why_over_a_full_tray_names_the_move(monkeypatch):
    app, scene, action = _table(monkeypatch, ("1", "b1"))
    try:
        ask_hint(app, scene)
        steps(app, 5)
        key(app, pygame.K_RETURN)
        steps(app, 10)
        key(app, pygame.K_RETURN)
        steps(app, 10)
        assert len(_staged(scene)) == 2
        scene.hints.forget()
        steps(app, 3)
        ask_hint(app, scene)        # asked with the move's cards all staged
        steps(app, 5)
        h = scene.hints.current
        whys = [f for f in h.whole_forms if f.startswith("Hint, why")]
        assert whys, h.whole_forms
        for f in whys:
            assert "in the tray" not in f.split(":")[0] and "two 1s" in f.split("\u201d")[0], f
    finally:
        close_board(app)


def test_the_why_of_a_hint_followed_to_a_full_tray_names_the_move(monkeypatch):
    app, scene, action = _table(monkeypatch, ("1", "b1"))
    try:
        ask_hint(app, scene)
        steps(app, 5)
        for _ in range(2):
            key(app, pygame.K_RETURN)
            steps(app, 10)
        h = scene.hints.current
        assert h.step_of is not None and h.button == "declare"      # followed to Declare: the step's words stand
        whys = [f for f in h.whole_forms if f.startswith("Hint, why")]
        assert whys and all(f.startswith("Hint, why \u201c") and "two 1s" in f.split("\u201d")[0] for f in whys), \
            h.whole_forms
    finally:
        close_board(app)
