"""The Game's board at the end of a game: after a loss the summary says whether the deal could have been won
with every card known (the exact search of analysis.py); after a win it says nothing of the kind. The
signals panel offers "I can turn this stack back" only when it is true, by click and by keyboard, and
the hint comes from the search with its reason in words."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.analysis import analyze_match, solve, verdict
from quash_table.games.thegame.scene import TheGameBoard
from quash_table.ui import theme
from tests.ui_helpers import (button, centre, click, close_board, drag, find, key, make_app, open_board, settle,
                              step_until, target_rect)

pytestmark = pytest.mark.ui


def finished_board(match):
    from quash_table.ui.tables import board_for_match
    app = make_app()
    scene = board_for_match(app, match, autosave=False)
    app.push(scene)
    return app, scene


def summary_notes(scene):
    return find(scene.layout_info()["objects"], "summary")["notes"]


def test_a_lost_game_says_whether_the_deal_could_have_been_won():
    rng = random.Random(5)
    match = Match("thegame", ["human:Tess", "bot:normal", "bot:normal"], seed=11)
    while not match.over:
        match.play(rng.choice(match.legal_actions()))
    assert match.game.result(match.state)["winners"] == []          # random play loses this deal
    app, scene = finished_board(match)
    try:
        assert summary_notes(scene)[0] in (TheGameBoard.CHECKING, verdict(analyze_match(match)))
        step_until(app, lambda: summary_notes(scene) != [TheGameBoard.CHECKING], timeout=20)
        expected = verdict(analyze_match(match))
        assert summary_notes(scene) == [expected]
        assert expected == "With every card known, this deal could have been won."
        app.step(1 / 60)                            # and the panel draws it
    finally:
        app.pop()
        pygame.display.quit()


def test_a_won_game_has_no_such_note():
    match = Match("thegame", ["human:Tess", "bot:normal"], seed=4)
    s = match.state
    line = []
    assert solve(s.seats, s.hands, s.pile, s.up, s.down, s.to_move, False, seconds=10, line=line) is True
    for action in line:                             # the solver's own winning line, through the rules
        match.play(action)
    assert match.over and match.game.result(match.state)["winners"]
    app, scene = finished_board(match)
    try:
        app.step(1 / 60)
        assert summary_notes(scene) == []
    finally:
        app.pop()
        pygame.display.quit()


@pytest.mark.parametrize("how", ["click", "keyboard"])
def test_the_signals_panel_offers_i_can_turn_it_back_only_when_true_and_says_it(how, monkeypatch):
    # Ann (seat 0) holds red 7 and red 2; the bot holds blue 4 and blue 9.
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["R7", "B4", "R2", "B9"])
    try:
        ids = {b.id for b in scene.table.buttons}
        assert "signal:up:leave" in ids and not any(i.endswith(":reverse") for i in ids)   # empty stacks
        drag(app, centre(scene.table.piece_by_id["R7"].home), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        match = scene.session.match
        assert match.state.up == "R7" and match.to_move == 0           # one card laid, the turn goes on
        ids = {b.id for b in scene.table.buttons}
        assert "signal:up:reverse" in ids and "signal:down:reverse" not in ids
        b = button(scene, "signal:up:reverse")
        assert b.enabled and b.tooltip == "I can turn the ascending stack back"
        if how == "click":
            click(app, centre(b.rect))
        else:
            for _ in range(len(scene.table.buttons) + 3):          # Tab walks the cards, then the buttons
                if scene.input.key_button == b.id:
                    break
                key(app, pygame.K_TAB)
            key(app, pygame.K_RETURN)
        settle(app, scene)
        assert match.actions[-1] == {"type": "signal", "text": {"stack": "up", "ask": "reverse"}}
        # The hint comes from the search (hard), and says why in words.
        monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "0.2")
        action, reason = scene.session.hint()
        # ... in one short line of plain words (it was a long one about "deals dealt to fit everything")
        assert action in match.legal_actions() and "guesses at the hidden cards" in reason and len(reason) <= 90
    finally:
        close_board(app)


def test_the_signals_panel_gives_every_phrase_room_and_the_rules_pages_words():
    """The stack asks shared one cramped row ("Leave \u25b2", "Play \u25b2", "I reverse \u25b2" shrunk to fit),
    and "I reverse" was not the rules page's "I can turn this stack back". Every signal button now shows
    its words at the size it asks for, within the panel, overlapping no other."""
    # Ann holds purple 9 and purple 5 (the longest colour words) and lays purple 9 on the ascending stack
    app, scene = open_board("thegame", ["human:Ann", "bot:normal"], stacked=["P9", "B4", "P5", "B9"])
    try:
        drag(app, centre(scene.table.piece_by_id["P9"].home), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        signals = [b for b in scene.table.buttons if b.id.startswith("signal:")]
        assert {b.id for b in signals} >= {"signal:up:leave", "signal:up:play", "signal:up:reverse",
                                             "signal:down:leave", "signal:down:play", "signal:P:middle"}
        assert button(scene, "signal:up:reverse").label == "I can turn \u25b2 back"
        m = app.metrics
        for b in signals:
            icon_w = b.icon.get_width() + m.px(8) if b.icon is not None else 0
            asked = max(11, m.px(b.size))
            assert theme.fit_size(b.label, asked, b.rect.w - 2 * m.px(10) - icon_w, bold=True) == asked, b.label
            assert not any(b.rect.colliderect(o.rect) for o in signals if o is not b), b.id
        panel = signals[0].rect.unionall([b.rect for b in signals])
        assert panel.bottom <= m.rect.bottom
    finally:
        close_board(app)
