"""Review 16 (75.png): The Game's pass-and-play curtain said only "Pass to Ann", where the other games'
curtains say what the turn starts on. It now says whose turn, how many cards it lays, the stacks' tops and
what another player asked that still stands: public facts only, never a card in the coming hand."""

import pygame
import pytest

from quash_table.games.thegame.rules import card_words
from quash_table.ui.tables import new_board
from tests.ui_helpers import key, make_app, steps

pytestmark = pytest.mark.ui


def _curtain(scene):
    return next((o for o in scene.layout_info()["objects"] if o["kind"] == "curtain"), None)


def test_the_curtain_says_whose_turn_and_what_it_starts_on():
    app = make_app()
    scene = new_board(app, "thegame", ["human:Ann", "human:Bob"], 3, {})
    app.push(scene)
    s = scene.session
    m = s.match
    steps(app, 100)           # the curtain takes Enter 1.5 s after it came up
    assert s.curtain == m.state.to_move           # the first turn's curtain
    assert _curtain(scene)["why"].startswith(f"{s.name(s.curtain)}: your turn")
    key(app, pygame.K_RETURN)
    steps(app, 5)
    assert s.curtain is None
    first = m.state.to_move
    card = next(a for a in m.legal_actions() if a["type"] == "play")
    scene.act(card)
    steps(app, 5)
    scene.act({"type": "end_turn"})
    for _ in range(900):
        steps(app, 1)
        if s.curtain is not None:
            break
    nxt = m.state.to_move
    assert s.curtain == nxt != first
    why = _curtain(scene)["why"].replace("\u00a0", " ")     # a top card is one unbreakable phrase
    assert why and why.startswith(f"{s.name(nxt)}: your turn"), why
    assert "lay one or two cards" in why and card_words(card["card"]) in why, why   # the stack it went on
    # public facts only: no card of the hand behind the curtain is named
    for c in m.state.hands[nxt]:
        assert card_words(c) not in why, (c, why)
