"""Session 59 (new player, The Game): H's why of a reverse trick said the move again in other words ("turns ▼ back
by 2. The reverse trick gives it room again."); it now says why it beats the next best move, as every other card's
why does ("blue 9 on ▲ instead would skip 6, 7 and 8"), the trick's plan still first where it has one."""

from quash_table.engine.match import Match
from quash_table.games.thegame import playout
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME


def _tricks(seed, most=4):
    """(view, action, reason) of the normal bot's lone reverse tricks (no plan of two cards) with another card in
    hand, seed `seed`, two players, Professional."""
    m = Match("thegame", ["human:You", "bot:normal"], seed, {"professional": True})
    bots = [NormalBot(GAME, i, seed) for i in range(2)]
    out = []
    while not m.over and len(out) < most:
        v = GAME.view(m.state, m.to_move)
        a = bots[m.to_move].choose(v, m.legal_actions())
        reason = bots[m.to_move].reason
        if a["type"] == "play" and len(v["hand"]) > 1 and not str(reason).startswith("then "):
            top = v[a["stack"]]
            stack = 0 if a["stack"] == "up" else 1
            if top and playout.gap(playout.INDEX[a["card"]], stack, playout.INDEX[top]) < 0:
                out.append((v, a, reason))
        m.play(a)
    return out


def test_a_lone_reverse_trick_says_why_it_beats_the_next_best():
    seen = _tricks(1) + _tricks(2)
    assert len(seen) >= 3, seen
    for _v, a, reason in seen:
        assert str(reason) != NormalBot.REASONS["trick"], (a, str(reason))
    v, a, reason = seen[0]
    assert a == {"type": "play", "card": "P3", "stack": "down"}, a
    assert str(reason) == "blue 9 on \u25b2 instead would skip 6, 7 and 8", str(reason)
