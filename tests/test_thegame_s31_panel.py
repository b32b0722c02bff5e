"""The Game, session 31: the hint bubble kept off the "Tell the team" panel. At 1280x800 with one bot a hint
grown from the band above your hand ("Hint: Lay yellow 7 on the ▼ stack — it keeps room for Bot 2's middle
purple card") lay over the panel's top edge; the board lists the panel among the play it draws (t.play_rects),
which the kit keeps every message off (not among t.panels, which the hint's arrow pays to cross: the red 8's
arrow then went round the draw pile, test_kit_s26_arrows)."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME


def _position(seed, moves):
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=seed)
    bots = [NormalBot(GAME, i, seed) for i in range(2)]
    while len(m.actions) < moves or m.to_move != 0:
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))
    action = bots[0].choose(GAME.view(m.state, 0), m.legal_actions())
    return m, action, bots[0].reason


@pytest.mark.ui
def test_the_hint_keeps_off_the_signals_panel():
    from tests.ui_helpers import close_board, match_board
    m, action, reason = _position(3, 5)
    app, scene = match_board(m, size=(1280, 800))
    try:
        for full in (False, True):
            scene.hints.display(action, reason)
            if full:
                scene.hints.why()
            for _ in range(3):
                app.step(1 / 60)
            assert scene.message[0].startswith("Hint: ")
            rect, _ = scene.painter._message_place()
            assert not rect.colliderect(scene.signals_rect), (full, rect, scene.signals_rect, scene.message[0])
            assert scene.signals_rect in scene.table.play_rects
    finally:
        close_board(app)
