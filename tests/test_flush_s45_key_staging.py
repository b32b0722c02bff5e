"""Session 45, a new player's review of Flush: after Space staged a card from the hand, nothing was lit any more
(by design, so that Enter reached Declare); the player expected the next card to be lit, to go on staging with
the arrows and Space, and Enter to declare. Now the walk lifts the next card that may go where the staged one
went; Space stages it, the arrows choose another, Enter declares what is staged (the kit's
Composer.finished_by_button), and Space on a staged card takes it back to the hand."""

import pygame
import pytest

from tests.test_flush_scene import open_table
from tests.ui_helpers import close_board, key, steps

pytestmark = pytest.mark.ui


@pytest.fixture
def table(tmp_path):
    app, scene = open_table(tmp_path)
    yield app, scene
    close_board(app)


def lifted(scene):
    p = scene.table.piece_by_id.get(scene.drag.selected) if scene.drag.selected else None
    return None if p is None else (p.zone, p.code)


def staged(scene):
    return sorted(p.code for p in scene.table.pieces if p.zone == "stage")


def walk_to(app, scene, code, most=30):
    for _ in range(most):
        if lifted(scene) is not None and lifted(scene)[1] == code:
            return
        key(app, pygame.K_RIGHT, frames=2)
    raise AssertionError(f"the arrows never reached {code}: {lifted(scene)}")


def _stage_the_6(app, scene):
    """Tab, walk to the 6 and stage it with Space."""
    key(app, pygame.K_TAB, frames=2)
    walk_to(app, scene, "6")
    key(app, pygame.K_SPACE, frames=3)
    steps(app, 20)


def test_space_stages_lifts_the_next_card_and_enter_declares(table):
    app, scene = table
    match = scene.session.match
    _stage_the_6(app, scene)
    assert staged(scene) == ["6"]
    # the next card that may join the 6 is lit at once: the other 6 (the 6L in the hand)
    assert lifted(scene) is not None, "nothing lit after Space staged the 6"
    assert lifted(scene)[0] != "stage"
    key(app, pygame.K_SPACE, frames=3)
    steps(app, 20)
    assert len(staged(scene)) == 2, staged(scene)
    assert match.actions == []
    key(app, pygame.K_RETURN, frames=3)
    steps(app, 10)
    assert match.actions, "Enter did not declare the staged cards"
    assert match.actions[0]["type"] == "play" and len(match.actions[0]["cards"]) == 2


def test_a_staged_card_goes_back_with_space_and_the_rest_are_declared(table):
    app, scene = table
    match = scene.session.match
    _stage_the_6(app, scene)
    key(app, pygame.K_SPACE, frames=3)                 # the next lit card, staged too
    steps(app, 20)
    two = staged(scene)
    assert len(two) == 2
    for _ in range(30):                                # the arrows walk on to a staged card
        key(app, pygame.K_RIGHT, frames=2)
        if lifted(scene) is not None and lifted(scene)[0] == "stage":
            break
    assert lifted(scene)[0] == "stage"
    back = lifted(scene)[1]
    key(app, pygame.K_SPACE, frames=3)                 # Space takes it back to the hand
    steps(app, 20)
    assert len(staged(scene)) == 1 and back not in staged(scene) or staged(scene).count(back) < two.count(back)
    assert lifted(scene) is not None, "nothing lit after a card went back to the hand"
    key(app, pygame.K_RETURN, frames=3)
    steps(app, 10)
    assert match.actions and len(match.actions[0]["cards"]) == 1, match.actions
