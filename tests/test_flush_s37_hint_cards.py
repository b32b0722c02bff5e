"""Session 37, review of Flush at three seats, 1280x800: a hint to play one Flush card lit both Flush cards in the
hand (copies of one card); the player staged one, then the other, which was refused and stayed lifted, so Enter
dropped it again (refused again) instead of pressing Declare. The hint lights exactly the cards its move uses
(composer.hint_cards counted the next card twice), and a card with no place now is not lifted: a click on it says
why (composer.why_nowhere, the kit's rule of review 34) and Enter then presses Declare."""

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import Reason
from tests.test_flush_composer import composer
from tests.test_flush_rules import HANDS, HANDS3, HID3, TOPS3, new, stack
from tests.ui_helpers import click, close_board, drag, grab, key, match_board, settle, steps, target_rect

FLUSH = {"type": "flush", "card": "F"}
WHY = Reason("a Flush card clears the pile: you play again", brief="you play again")
MINE = ["6", "F", "F", "4", "3", "1", "1", "6S"]       # two Flush cards, two 1s


def test_a_hint_lights_each_card_of_its_move_once():
    c = composer(new(hands=(["6", "F", "F", "4", "4", "1", "1", "1"], HANDS[1])))
    assert c.hint_cards(FLUSH) == ["F#0"]                               # one Flush card, not both copies
    assert c.hint_cards({"type": "play", "cards": ["1", "1"], "as": 1}) == ["1#0", "1#1"]   # two of three 1s
    assert c.hint_cards({"type": "play", "cards": ["4"], "as": 4}) == ["4#0"]
    assert c.drop("1#0", "pile").kind == "step"
    assert c.hint_cards({"type": "play", "cards": ["1", "1"], "as": 1}) == ["1#1"]    # the one still to stage


def test_a_card_with_no_place_says_why_and_one_with_a_place_says_nothing():
    c = composer(new(hands=(["6", "F", "F", "4", "4", "1", "1", "1"], HANDS[1])))
    assert c.why_nowhere("F#1") is None                                 # it may go on the pile
    assert c.drop("F#0", "pile").kind == "step"
    assert "A Flush card goes alone" in c.why_nowhere("F#1")
    assert c.staged == ["F#0"]                                          # asking staged nothing
    assert c.why_nowhere("F#0") is None                                 # staged: it may go back to the hand


def _hinted(monkeypatch):
    stacked = stack(HID3, TOPS3, (MINE,) + HANDS3[1:], "5")
    m = Match("flush", ["human", "bot:normal", "bot:normal"], seed=3, options={"first": 1}, stacked=stacked)
    app, scene = match_board(m, animation="instant")
    settle(app, scene)
    s = scene.session
    monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
    monkeypatch.setattr(type(s), "hint_answer", lambda self: (FLUSH, WHY))
    assert FLUSH in s.screen_legal()
    key(app, pygame.K_h, frames=4)
    assert scene.message[1] == "hint", scene.message
    return app, scene


def _flush_cards(scene):
    return [p for p in scene.table.pieces if p.zone == "hand:0" and p.code == "F"]


@pytest.mark.ui
@pytest.mark.parametrize("way", ["click", "drag"])
def test_the_hint_lights_one_flush_card_the_other_is_not_lifted_and_enter_declares(monkeypatch, way):
    app, scene = _hinted(monkeypatch)
    try:
        lit = [p.id for p in _flush_cards(scene) if p.id in scene.hint_marks(FLUSH)]
        assert len(lit) == 1, lit                                       # one of the two copies
        drag(app, grab(scene, lit[0]), target_rect(scene, "pile").center)
        steps(app, 3)
        assert len(scene.composer.staged) == 1
        other = next(p for p in _flush_cards(scene) if not scene.staged_key(p.key))
        if way == "click":
            click(app, grab(scene, other))
        else:
            drag(app, grab(scene, other), target_rect(scene, "pile").center)
        steps(app, 3)
        assert scene.drag.selected is None                              # not left lifted
        assert scene.message is not None and "A Flush card goes alone" in scene.message[0], scene.message
        assert len(scene.composer.staged) == 1
        moves = len(scene.session.match.actions)
        key(app, pygame.K_RETURN, frames=3)                             # Enter: Declare
        assert scene.session.match.actions[moves:moves + 1] == [FLUSH]
    finally:
        close_board(app)
