"""Session 59 (new player, The Game seed 581, the last card): "Ask them to… play on ▼ / leave ▲ alone" was offered
when every team-mate's hand was empty. The rules still take a signal then (an old save may hold one); the board's
offer greys them with the reason (composer.nobody_to_tell), and a press is refused with it."""

import pytest

from quash_table.engine.match import Match
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.composer import NOBODY_TO_TELL, TheGameComposer
from quash_table.games.thegame.rules import GAME


def _last_card(seed=3, seats=4):
    """Seed 3 at four seats: your turn, your one card the last in any hand, signals still legal."""
    m = Match("thegame", ["human:You"] + ["bot:normal"] * (seats - 1), seed)
    bots = [NormalBot(GAME, i, seed) for i in range(seats)]
    while True:
        v = GAME.view(m.state, m.to_move)
        if not any(c for i, c in enumerate(v["hand_counts"]) if i != m.to_move):
            break
        m.play(bots[m.to_move].choose(v, m.legal_actions()))
    assert m.to_move == 0 and any(a["type"] == "signal" for a in m.legal_actions())
    return m


def test_signals_are_greyed_with_a_reason_when_no_team_mate_holds_a_card():
    m = _last_card()
    c = TheGameComposer(GAME.view(m.state, 0), m.legal_actions())
    signals = [b for b in c.buttons() if b.id.startswith("signal:")]
    assert any(b.id.endswith((":leave", ":play")) for b in signals), signals
    assert signals and all(not b.enabled and b.reason == NOBODY_TO_TELL for b in signals), signals
    out = c.press(signals[0].id)
    assert out.action is None and out.reason == NOBODY_TO_TELL, out
    # the rules are unchanged: a signal is still a legal action (old saves)
    assert any(a["type"] == "signal" for a in m.legal_actions())


def test_signals_stay_offered_while_a_team_mate_holds_a_card():
    m = Match("thegame", ["human:You", "bot:normal"], 3)
    c = TheGameComposer(GAME.view(m.state, 0), m.legal_actions())
    assert all(b.enabled for b in c.buttons() if b.id.startswith("signal:"))


@pytest.mark.ui
def test_the_panel_greys_the_asks_on_the_last_card():
    from tests.ui_helpers import close_board, match_board, steps
    m = _last_card()
    app, scene = match_board(m, size=(1024, 640))
    try:
        steps(app, 5)
        asks = [b for b in scene.table.buttons if str(b.press or "").startswith("signal:")]
        assert asks and all(not b.enabled and b.reason == NOBODY_TO_TELL for b in asks), asks
    finally:
        close_board(app)
