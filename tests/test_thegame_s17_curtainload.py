"""Review 17 (60.png, 83.png): after Load (or Continue) in the middle of a pass-and-play turn, the curtain
said "lay one or two cards" to a player who had already laid one. Its words come from the position: the
cards laid this turn (the view's "placed"), as the rules count them."""

import pygame
import pytest

from quash_table.engine.saves import load_match, save_match
from quash_table.games.thegame.rules import card_words
from quash_table.ui.tables import new_board
from tests.ui_helpers import close_board, key, make_app, match_board, steps

pytestmark = pytest.mark.ui


def _why(scene):
    cur = next((o for o in scene.layout_info()["objects"] if o["kind"] == "curtain"), None)
    return cur and cur["why"].replace("\u00a0", " ")      # a top card is one unbreakable phrase (s19c)


def test_the_curtain_after_a_load_mid_turn_counts_the_card_already_laid(tmp_path):
    app = make_app()
    scene = new_board(app, "thegame", ["human:Ann", "human:Bob"], 3, {})
    app.push(scene)
    s, m = scene.session, scene.session.match
    try:
        steps(app, 100)
        assert "lay one or two cards" in _why(scene)      # a new turn: nothing laid yet
        key(app, pygame.K_RETURN)
        steps(app, 5)
        assert s.curtain is None
        seat = m.state.to_move
        card = next(a for a in m.legal_actions() if a["type"] == "play")
        scene.act(card)
        steps(app, 5)
        assert m.state.placed == 1 and m.state.to_move == seat
        path = save_match(m, tmp_path / "mid.json")
    finally:
        close_board(app)

    loaded = load_match(path)
    assert loaded.state.placed == 1
    app, scene = match_board(loaded, settled=False)
    try:
        for _ in range(300):
            steps(app, 1)
            if scene.session.curtain is not None:
                break
        assert scene.session.curtain == seat
        why = _why(scene)
        assert why.startswith(f"{scene.session.name(seat)}: your turn"), why
        assert "one or two" not in why, why
        assert "laid one card" in why and "one more" in why, why
        assert card_words(card["card"]) in why, why          # the stacks' tops show the card laid
        for c in loaded.state.hands[seat]:                   # still nothing of the hand behind the curtain
            assert card_words(c) not in why, (c, why)
    finally:
        close_board(app)
