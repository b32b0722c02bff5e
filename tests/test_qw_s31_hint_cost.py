"""Quadruple War's hint, session 31: a hint took 1.5-2 s on a loaded machine (its fixed count of playouts, each
played by the normal bot's int replica, hard.FastNormal). The replica summed the hand's strength (a lead_p of
every card in hand) at every move that still needed tricks, though it decides only where the best card's chance
lies between 0.1 and 0.55: a card of 0.55 or more is played and one of 0.1 or less is not, urgent or not. It is
summed only there: the same choices (test_quadwar_sampler's move-by-move comparison), so the same hints, for less
work. Headless."""

from quash_table.engine.match import Match
from quash_table.games.quadwar import hard
from quash_table.games.quadwar.rules import GAME as G
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.cards import INT_OF


def test_the_hands_strength_is_summed_only_where_it_decides(monkeypatch):
    seen = []                    # (best chance, lead_p calls) at each move that still needed tricks
    calls = [0]
    lead_p = hard.FastTable.lead_p

    def counted(self, c):
        calls[0] += 1
        return lead_p(self, c)
    monkeypatch.setattr(hard.FastTable, "lead_p", counted)
    take = hard.FastNormal._take

    def watched(self, t, cards, need):
        calls[0] = 0
        got = take(self, t, cards, need)
        best = max(t.win_p(c) for c in cards)
        if need > 0 and best >= 0.55 and need < t.tricks_left:
            seen.append(calls[0])
        return got
    monkeypatch.setattr(hard.FastNormal, "_take", watched)
    for seed in range(3):
        m = Match("quadwar", ["bot:normal"] * 4, seed=seed)
        fast = hard.FastNormal(G, 0)
        while not m.over and m.state.hand_no < 2:
            seat = m.to_move
            legal = m.legal_actions()
            action = NormalBot(G, seat, 1).choose(G.view(m.state, seat), legal)
            if legal[0]["type"] == "play" and len(legal) > 1:
                played, voids = hard.seen_so_far(m.state)
                assert fast.play(m.state.copy(), played, voids) == INT_OF[action["card"]]     # the same card
            m.play(action)
    assert len(seen) > 20 and not any(seen), seen        # a sure card: no sum of the hand's strength
