"""Session 61 (review 60): one rule for a click on Flush's table, in every state. A click on a card of yours
stages it where it can go (the pile, or the new pile where only that takes it), a click on a staged card sends it
back to your hand; a hint shown or not, a base top after a hand card. It lifted a card (a check mark) and a
double-click staged it, but not where only the new pile took it nor while a hint showed, and a base clicked after
a hand card showed no change. A double-click stages once. While a move is composed your hand keeps its cards where
they were (a staged card leaves its gap) until it is declared or taken back: it re-centred and the next click
at the same place took another card."""

import pygame
import pytest

from quash_table.games.flush.composer import FlushComposer
from quash_table.games.flush.rules import GAME
from tests.test_flush_rules import P, new, play
from tests.test_flush_scene import hand_piece, open_table
from tests.ui_helpers import ask_hint, button, click, close_board, post, steps


def composer(s):
    return FlushComposer(GAME.view(s, s.to_move), GAME.legal_actions(s))


def test_a_click_stages_a_card_only_the_new_pile_takes_and_a_second_sends_it_back():
    s = play(new(), P(["b0"], 2), P(["2"], 2))                  # a 2 and a 2 on the pile; seat 0 to move
    c = composer(s)
    six = next(k for k, x in c._codes.items() if x == "6" and "#" in k)
    assert c.targets(six) == ["newpile"]
    assert c.click_target(six) == "newpile"
    assert c.drop(six, "newpile").kind == "step" and c.to == "newpile"
    assert c.click_target(six) == "hand"                        # clicked again: back in the hand
    c.cancel()
    one = next(k for k, x in c._codes.items() if x == "1" and "#" in k)
    assert c.click_target(one) == "pile"
    c.drop(one, "pile")
    assert c.click_target(six) == "pile"                        # no place: the spot the staging is on, which
    out = c.drop(six, "pile")                                   # refuses it with why
    assert out.kind == "refused" and out.reason and c.staged == [one]


@pytest.fixture
def table(tmp_path):
    """(app, scene): the Flush table of tests/test_flush_scene, closed after the test."""
    app, scene = open_table(tmp_path)
    yield app, scene
    close_board(app)


def _staged(scene):
    return sorted(p.code for p in scene.table.pieces if p.zone == "stage")


def _hand_homes(scene):
    return {p.id: tuple(p.home.topleft) for p in scene.table.pieces if p.zone == "hand:0"}


@pytest.mark.ui
def test_a_click_stages_a_hand_card_and_then_a_base_top(table):
    app, scene = table
    six = hand_piece(scene, "6")
    click(app, six.home.center)
    steps(app, 20)
    assert _staged(scene) == ["6"] and scene.drag.selected is None
    base = next(p for p in scene.table.pieces if p.key == "b1")      # the base's 4, the Mimic: joins as a 6
    click(app, base.rect.center)
    steps(app, 20)
    assert _staged(scene) == sorted(["6", base.code])
    assert button(scene, "declare").enabled


@pytest.mark.ui
def test_a_double_click_stages_once_and_a_click_on_the_staged_card_takes_it_back(table):
    app, scene = table
    eight = hand_piece(scene, "8")
    at = eight.home.center
    click(app, at, frames=1)
    click(app, at, frames=1)           # the second click of a double-click
    steps(app, 20)
    assert _staged(scene) == ["8"]
    staged = next(p for p in scene.table.pieces if p.zone == "stage")
    steps(app, 30)                     # well after the double-click's time
    click(app, staged.rect.center)
    steps(app, 20)
    assert _staged(scene) == []


@pytest.mark.ui
def test_with_a_hint_shown_a_click_on_a_card_stages_it(table):
    app, scene = table
    ask_hint(app, scene)
    step = scene.hints.step()
    assert step is not None and step["piece"] is not None
    p = scene.table.piece_by_id[step["piece"]]
    click(app, p.rect.move(0, scene.drag.lift_offset(p)).center)
    steps(app, 20)
    assert p.code in _staged(scene) and scene.drag.selected is None


@pytest.mark.ui
def test_the_hand_keeps_its_places_while_a_move_is_composed(table):
    app, scene = table
    before = _hand_homes(scene)
    six = hand_piece(scene, "6")
    click(app, six.home.center)
    post(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))   # away from the hand, resting
    steps(app, 200)
    after = _hand_homes(scene)
    assert six.id not in after and all(after[i] == before[i] for i in after)   # the others where they were
    six_l = hand_piece(scene, "6L")
    click(app, six_l.home.center)      # the next click at a card's place takes that card
    steps(app, 20)
    assert _staged(scene) == ["6", "6L"]
    scene.input.activate(button(scene, "take_back"))
    steps(app, 40)
    assert _staged(scene) == [] and _hand_homes(scene) == before


@pytest.mark.ui
def test_with_a_hint_shown_a_click_on_another_card_stages_it_and_puts_the_hint_away(table):
    app, scene = table
    ask_hint(app, scene)
    h = scene.hints.showing()
    other = next(p for p in scene.table.pieces if p.zone == "hand:0" and p.id not in h.marks
                 and scene.drag.legal_targets(p))
    click(app, other.home.center)
    steps(app, 20)
    assert _staged(scene) == [other.code]
    assert scene.hints.step() is None          # Enter then declares, not the hint's "take back"
