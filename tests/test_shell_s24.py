"""Session 24's shell review: the move log above the Scores panel, and the smaller words around it."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import key, match_board, steps


def _first_hand_mid_play(seed=3):
    """Quadruple War in its first hand (nothing scored yet: the small panel at the log's foot), a dozen
    cards played, your turn."""
    m = Match("quadwar", ["human:You"] + ["bot:easy"] * 3, seed, {"target": 500, "bags": True})
    rng = random.Random(seed)
    while not (m.state.phase == 1 and m.to_move == 0 and len(m.actions) > 20):
        m.play(rng.choice(m.legal_actions()))
    return m


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_move_log_ends_above_a_scores_panel_over_its_foot(size):
    """1. With "Scores so far" open at the foot of the log column, the newest moves lay under it."""
    app, scene = match_board(_first_hand_mid_play(), size=size)
    try:
        key(app, pygame.K_c, frames=4)
        steps(app, 4)
        panel = scene.score_panel.rect()
        _, _, log_rect = scene.areas()
        assert scene.score_panel.showing() and panel.colliderect(log_rect) and panel.centery > log_rect.centery
        count = scene.logbook.count()
        numbered = [int(num.split("\u2013")[-1]) for num, _, _ in scene.log.shown if num and num[0].isdigit()]
        assert numbered and numbered[-1] == count, (numbered, count)      # the newest move is shown
        m = scene.metrics
        last_y = log_rect.y + m.px(42) + len(scene.log.shown) * m.px(20)  # the foot of the last line drawn
        assert last_y <= panel.top, (last_y, panel)
        # 5. its corner said a lone "C", read as a stray letter: it says what the key does
        assert scene.score_panel.close_shown in ("(C) close", "click to close  \u00b7  C"), scene.score_panel.close_shown
        key(app, pygame.K_c, frames=4)                                    # closed: the whole column again
        steps(app, 4)
        assert not scene.score_panel.showing()
        assert log_rect.y + m.px(42) + len(scene.log.shown) * m.px(20) > panel.top
    finally:
        pygame.display.quit()


@pytest.mark.ui
def test_the_volume_slider_is_greyed_while_sound_is_unticked():
    """7. Muted, the Volume slider still moved as if it did something."""
    from quash_table.ui.screens.settings import SettingsScene
    from tests.ui_helpers import find, make_app, press_widget, screen_objects
    app = make_app()
    app.settings["sound"] = True                                 # (the tests' app starts muted)
    try:
        app.push(SettingsScene(app))
        steps(app, 3)
        assert find(screen_objects(app), "volume")["enabled"]
        press_widget(app, "sound")                               # untick Sound: a real click
        assert not app.top.values["sound"]
        assert not find(screen_objects(app), "volume")["enabled"]
        press_widget(app, "sound")                               # ticked again: the slider works again
        assert find(screen_objects(app), "volume")["enabled"]
    finally:
        pygame.display.quit()


def test_quadwar_words_say_spades_break_once_one_lies_in_the_trick():
    """4. "\u2660 not broken" stood beside a 2 of spades in the trick: the rules break them when that trick is
    over (assets/rules/quadwar.md), and the mat's corner says so as soon as one lies there."""
    from quash_table.games.quadwar.words import spades_words
    assert spades_words(False, []) == "\u2660 not broken"
    assert spades_words(False, [[0, "9H"], [1, "2S"]]) == "\u2660 broken from next trick"
    assert spades_words(False, [[0, "9H"], [1, "BJ"]]) == "\u2660 broken from next trick"
    assert spades_words(False, [[0, "9H"], [1, "2H"]]) == "\u2660 not broken"
    assert spades_words(True, [[0, "2S"]]) == "\u2660 broken"


@pytest.mark.ui
def test_quadwar_curtain_says_whose_turn_and_what_it_is():
    """3. Quadruple War's pass-and-play curtain said only "Pass to Bob": Flush's and The Game's say
    "Player 2: your turn \u2014 ..."; it says bid, lead the trick, or follow the suit led."""
    from quash_table.ui.tables import board_for_match
    from tests.ui_helpers import make_app
    m = Match("quadwar", ["human:Ann", "human:Bob", "human:Cy", "human:Di"], 3)
    app = make_app()
    scene = board_for_match(app, m, False)
    app.push(scene)
    try:
        steps(app, 3)
        called = scene.session.curtain
        assert called is not None
        why = scene.curtain_words(called)
        assert why == f"{scene.session.name(called)}: your turn \u2014 bid", why
        rng = random.Random(3)
        while m.state.phase != 1 or not m.state.trick:
            m.play(rng.choice(m.legal_actions()))
        led = m.game.view(m.state, None)["trick"][0][1]
        why = scene.curtain_words(m.to_move)
        # the suit led, not "follow" it: the same words whatever the hand (session 28)
        assert why.startswith(f"{scene.session.name(m.to_move)}: your turn \u2014 "), why
        assert " led (by the " in why and "follow" not in why, why
        assert ("spades" if led in ("BJ", "LJ") else {"S": "spades", "H": "hearts", "D": "diamonds",
                                                      "C": "clubs"}[led[-1]]) in why
    finally:
        pygame.display.quit()
