"""Session 47 (new player: the "You said" captions stood through the bots' turns and read as stale). A statement
of the hand ("I have a high purple card") stands till a card it speaks of is laid, and the bots keep room for it
so long; once the seat's next turn has begun its caption says how long ago it was said and that it still stands
(signals.said_ago, requests.said_long_ago), yours by your hand and a team-mate's under its plate. A request or "I
can turn it back" goes at the seat's next turn, so it is never dated."""

import pygame
import pytest

from quash_table.games.thegame.requests import said_long_ago
from quash_table.games.thegame.signals import said_ago
from quash_table.ui.widgets import Label
from tests.ui_helpers import board, centre, click, close_board, drag, grab, key, make_app, settle, target_rect

HIGH_PURPLE = {"colour": "P", "height": "high"}


def _view(**kw):
    view = {"seats": 2, "to_move": 0, "turn": 0, "history": [], "outcome": None, "signals": []}
    view.update(kw)
    return view


def test_a_statement_is_dated_once_its_seats_next_turn_has_begun():
    sig = {"seat": 0, "turn": 0, "laid": 0, "text": HIGH_PURPLE}
    # said this turn, and through the team-mate's turn after it: plain "You said"
    assert said_ago(_view(signals=[sig], history=[[0, "G4", "up", 0]]), 0, sig) is None
    assert said_ago(_view(signals=[sig], to_move=1, turn=1, history=[[0, "G4", "up", 0]]), 0, sig) is None
    # the seat's next turn has begun: 1 round ago (session 50: counted in rounds, not every seat's turns)
    assert said_ago(_view(signals=[sig], to_move=0, turn=2, history=[[0, "G4", "up", 0], [1, "B7", "up", 1]]),
                    0, sig) == 1
    # a team-mate's, seen once it has moved again
    bot = {"seat": 1, "turn": 1, "laid": 1, "text": {"colour": "R", "height": "low"}}
    later = _view(signals=[bot], to_move=0, turn=4, history=[[1, "B7", "up", 1], [1, "Y9", "down", 3]])
    assert said_ago(later, 1, bot) == 1
    # a request stands only till the seat's next turn: never dated
    ask = {"seat": 0, "turn": 0, "laid": 0, "text": {"stack": "up", "ask": "leave"}}
    assert said_ago(_view(signals=[ask], turn=2), 0, ask) is None
    assert said_long_ago("Bot 2", "I have a low red card", 3) == \
        "Bot 2 said 3 rounds ago, still stands: \u201cI have a low red card\u201d"


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_your_statement_reads_as_still_true_on_your_next_turn(size):
    app = make_app(size=size)
    # you: green 4 and purple 10; Bot 2: blue 7, green 10; Bot 3: yellow 2, red 5
    scene = board(app, "thegame", ["human:Ann", "bot:normal", "bot:normal"], seed=3,
                  stacked=["G4", "B7", "Y2", "P10", "G10", "R5"])
    try:
        settle(app, scene)
        m = scene.session.match
        assert sorted(m.state.hands[0]) == ["G4", "P10"]
        click(app, centre(next(b for b in scene.table.buttons if b.id == "signal:P:high").rect))
        settle(app, scene)
        drag(app, grab(scene, "G4"), centre(target_rect(scene, "stack:up")))
        settle(app, scene)
        assert "G4" not in m.state.hands[0]

        def said():
            scene.rebuild()
            labels = [d for d in scene.table.decor if isinstance(d, Label)]
            first = next((k for k, d in enumerate(labels) if d.text.startswith("You said")), None)
            if first is None:
                return ""
            lines = [labels[first]] + [d for d in labels[first + 1:first + 5] if d.pos[0] == labels[first].pos[0]]
            return " ".join(d.text for d in lines)
        assert said() == "You said: \u201cI have a high purple card\u201d"
        key(app, pygame.K_e)
        settle(app, scene)
        assert m.state.to_move == 0 and "P10" in m.state.hands[0]
        rounds = m.state.turn // 3
        when = "last round" if rounds == 1 else f"{rounds} rounds ago"
        assert said() == f"You said {when}, still stands: \u201cI have a high purple card\u201d"
    finally:
        close_board(app)
