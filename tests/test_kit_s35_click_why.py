"""Review 34: a click on a card that may not be played (greyed: no place lights for it) says why, as a drag
of it does, and lifts nothing (drag.DragController._said_nowhere, composer.why_nowhere). It lifted the card
with nothing lit under "Now click the middle (or press Enter) to play it", and said no reason."""

import pygame
import pytest

from quash_table.engine.match import Match
from tests.test_quadwar_scene import STACKED
from tests.ui_helpers import centre, click, drag, grab, match_board, piece_rect, step_until, steps, target_rect

pytestmark = pytest.mark.ui


def _quadwar_following_hearts():
    """test_quadwar_scene's deal (you hold one heart, 2H, and must follow the heart Bot 2 led), every move the
    first legal one, up to your first play: 5C may not be played."""
    from quash_table.games.quadwar.rules import GAME
    m = Match("quadwar", "human,bot:normal,bot:normal,bot:normal", seed=5, options={"dealer": 0}, stacked=STACKED)
    while m.to_move != 0 or GAME.view(m.state, 0)["phase"] != "play" or not m.state.trick:
        m.play(m.legal_actions()[0])
    return m


def test_quadwar_a_click_on_a_card_that_must_not_be_played_says_why():
    app, scene = match_board(_quadwar_following_hearts(), size=(1024, 640))
    try:
        match = scene.session.match
        before = len(match.actions)
        assert scene.table.piece_by_id["5C"].dim
        click(app, grab(scene, "5C"))
        text, level, _ = scene.message
        assert level == "error" and "You must follow hearts" in text and "the 2 of hearts" in text
        assert scene.drag.selected is None and len(match.actions) == before
        assert "click the middle" not in scene.table.prompt
        # the same words a drag of it is refused with
        scene.message = None
        drag(app, grab(scene, "5C"), scene.table.target_by_id["trick"].rect.center)
        assert scene.message[0] == text
        # a card that may be played is lifted by a click, as before
        click(app, grab(scene, "2H"))
        assert scene.drag.selected == "2H"
        # and a click on the greyed card then puts it down and says why
        click(app, grab(scene, "5C"))
        assert scene.drag.selected is None and "You must follow hearts" in scene.message[0]
    finally:
        pygame.display.quit()


def _thegame_with_a_dead_card():
    """Seed 0, two seats, the first legal play each time: at move 16 you hold R4 (it fits) and G9, which fits
    neither stack (Y9 up: the same number; R1 down: not lower)."""
    m = Match("thegame", "human,bot:normal", seed=0)
    while len(m.actions) < 16:
        legal = m.legal_actions()
        m.play(next((a for a in legal if a["type"] == "end_turn"), legal[0]))
    assert m.to_move == 0 and m.state.up == "Y9" and m.state.down == "R1"
    return m


def test_thegame_a_click_on_a_card_that_fits_neither_stack_says_why_for_each():
    app, scene = match_board(_thegame_with_a_dead_card(), size=(1024, 640))
    try:
        match = scene.session.match
        before = len(match.actions)
        assert scene.drag.legal_targets(scene.table.piece_by_id["G9"]) == []
        click(app, centre(piece_rect(scene, "G9")))
        text, level, _ = scene.message
        # one short line, what each stack takes (review 35: it joined two long rules sentences)
        assert level == "error" and "fits neither stack" in text and "higher than 9 or yellow" in text \
            and "lower than 1 or red" in text and "(" not in text, text
        assert scene.drag.selected is None and len(match.actions) == before
        click(app, centre(piece_rect(scene, "R4")))          # a card that fits (on the descending stack) is lifted
        assert scene.drag.selected == "R4"
        click(app, centre(target_rect(scene, "stack:down")))
        assert match.actions[before] == {"type": "play", "card": "R4", "stack": "down"}
    finally:
        pygame.display.quit()


def test_a_composer_says_one_reason_where_every_place_gives_the_same():
    from quash_table.games.quadwar.composer import QuadWarComposer
    from quash_table.games.quadwar.rules import GAME
    m = _quadwar_following_hearts()
    c = QuadWarComposer(GAME.view(m.state, 0), m.legal_actions())
    assert c.why_nowhere("5C").startswith("You must follow hearts") and c.why_nowhere("5C").count("follow") == 1
    assert c.why_nowhere("2H") is None          # it has its place


def test_quadwar_a_card_clicked_while_a_bot_plays_that_may_not_follow_says_why_when_the_turn_comes():
    """Review 35: the card clicked while Bot 3 and Bot 4 still had to play to Bot 2's heart was lifted in
    silence when the turn came (drag.carry_early_click), though it may not be played: it says why now, and
    lifts nothing, as a click on it in the turn does."""
    from quash_table.ui.board_words import KEPT_CLICK_WORDS
    from quash_table.games.quadwar.rules import GAME as QW
    m = Match("quadwar", "human,bot:normal,bot:normal,bot:normal", seed=5, options={"dealer": 0}, stacked=STACKED)
    while QW.view(m.state, 0)["phase"] != "play" or not m.state.trick:
        m.play(m.legal_actions()[0])
    assert m.to_move == 2 and len(m.state.trick) == 1       # Bot 2 has led a heart; Bot 3 and Bot 4 to play
    app, scene = match_board(m, size=(1024, 640), settled=False)
    try:
        s, match = scene.session, scene.session.match
        steps(app, 2)
        assert match.to_move == 2 and not s.my_turn()
        click(app, grab(scene, "5C"))
        assert scene.drag.early.kept is not None and KEPT_CLICK_WORDS in scene.message[0], scene.message
        step_until(app, lambda: s.my_turn() and scene.settled())
        steps(app, 2)
        assert QW.view(match.state, 0)["phase"] == "play" and len(match.state.trick) == 3
        assert scene.drag.selected is None, "the unplayable card was lifted when the turn came"
        text, level, _ = scene.message
        assert level == "error" and "You must follow hearts" in text, scene.message
        assert "click the middle" not in scene.table.prompt
    finally:
        pygame.display.quit()


def test_thegame_a_card_that_fits_neither_stack_is_told_in_one_short_line():
    from quash_table.games.thegame.composer import TheGameComposer
    from quash_table.games.thegame.rules import GAME
    m = _thegame_with_a_dead_card()
    c = TheGameComposer(GAME.view(m.state, 0), m.legal_actions())
    said = c.why_nowhere("G9")
    assert said == "green 9 fits neither stack: \u25b2 needs higher than 9 or yellow, \u25bc lower than 1 or red", said
    assert c.why_nowhere("R4") is None           # it fits the descending stack
    # a drop on one stack still says that stack's rule in full
    assert "same number as the top card" in c.why_not("G9", "stack:up")
