"""The Game, session 49 (review 49c): at 3 seats a person asked "play on ▲" of an empty ▲; Bot 2 opened it with
red 8 and Bot 3, still bound by the same request, laid red 10 on it: ▲ was dead at once. A "play on" request
is met, and goes, once a team-mate lays a card there: its caption, the log's "laid elsewhere" fact and the
bots all read that one rule (signals.standing_signal)."""

from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME as G
from quash_table.games.thegame.signals import standing_signal

ASK = {"stack": "up", "ask": "play"}


def asked_then_seat_2(seed):
    """3 seats: seat 1 (index 0) asks "play on ▲", lays its highest card on ▼ and ends: seat 2 to move."""
    s = G.new_state(3, seed=seed)
    s = G.apply(s, {"type": "signal", "text": dict(ASK)})
    card = max(s.hands[0], key=lambda c: int(c[1:]))
    s = G.apply(s, {"type": "play", "card": card, "stack": "down"})
    return G.apply(s, {"type": "end_turn"})


def turn_of(s, seat, bot):
    while s.to_move == seat and s.outcome is None:
        s = G.apply(s, bot.choose(G.view(s, seat), G.legal_actions(s)))
    return s


def test_a_play_request_stands_until_a_team_mate_lays_there_then_binds_nobody():
    met = 0
    for seed in range(20):
        s = asked_then_seat_2(seed)
        assert standing_signal(G.view(s, 1), 0)["text"] == ASK          # it stands for seat 2
        assert 0 in playout.heard_asks(playout.standing_asks(G.view(s, 1)), 1)[1]
        s = turn_of(s, 1, NormalBot(G, 1, seed=seed))
        if s.outcome is not None or not any(h[0] == 1 and h[2] == "up" for h in s.history):
            continue
        met += 1
        view = G.view(s, 2)
        assert standing_signal(view, 0) is None, seed                   # met: no caption, no binding
        assert 0 not in playout.heard_asks(playout.standing_asks(view), 2)[1], seed
        # seat 3 laying elsewhere is not told as passing over a request already met
        s = turn_of(s, 2, NormalBot(G, 2, seed=seed))
        assert not [e for e in s.caused if e["kind"] == "play_ask_passed"], seed
    assert met >= 10, met        # seat 2 heeds the request in most deals (an empty ▲ takes any card)
