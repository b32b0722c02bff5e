"""Advanced QUASH, session 26: the hint traded a won single spot for a tie. Its one-reply lookahead (reply.py)
charged a win laid now for the other side's swap reply (their A swapped in on your K), while a tie laid instead
paid nothing (their A turns a K-vs-K tie into their win as surely) and the same win, expected later from the
hand, paid nothing either. The lookahead now counts level spots too, and on each spot no more than the move
gains there over what the normal model expected of it anyway (spot_outlook.spot_margins)."""

from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot, normal_ranking
from quash_table.games.quash.reply import reply_ranked, reply_risk
from quash_table.games.quash.sequences import DECK
from quash_table.games.quash.spot_outlook import spot_margins

G = get_game("quash")
K_ON_9 = {"type": "play", "card": "KH", "spot": 9}     # beats their Q on single spot 9
K_ON_3 = {"type": "play", "card": "KH", "spot": 3}     # ties their K on single spot 3


def position():
    """RED to move, holding K♥ and K♦; BLACK's Q♠ on single spot 9, its K♠ on single spot 3, RED's empty."""
    red = [["5C", "6C"], ["9D"], [], ["2H", "3H"], ["JD"], [], [], [], []]
    black = [["10S"], ["QC", "KC"], ["KS"], ["7D", "8D"], [], [], [], [], ["QS"]]
    hand = ["KH", "KD", "4C", "7C", "10D", "QD", "4H", "8H", "9H", "2S", "3S", "6S", "8S", "JH", "5D", "3C", "6H"]
    s = G.new_state(2, seed=3, options={"variant": "advanced", "target": 99})
    used = {c for spot in red + black for c in spot} | set(hand)
    rest = [c for c in DECK if c not in used]
    held = 23 - sum(len(x) for x in black)
    s.board = [[tuple(x) for x in red], [tuple(x) for x in black]]
    s.hands, s.discards = [hand, rest[:held]], rest[held:]
    s.history = ["0 5C 1", "1 10S 1", "0 9D 2", "1 QC 2", "0 6C 1", "1 KS 3", "0 JD 5", "1 KC 2", "0 2H 4",
                 "1 7D 4", "0 3H 4", "1 8D 4", "1 QS 9"]
    s.to_move, s.turn = 0, len(s.history)
    assert len(s.discards) == 6
    return G.view(s, 0), G.legal_actions(s)


def test_the_model_itself_prefers_the_win():
    view, legal = position()
    values = {(a["card"], a["spot"]): v for v, a in normal_ranking(NormalBot(G, 0), view, legal) if "swap" not in a}
    assert values[("KH", 9)] > values[("KH", 3)]


def test_a_tie_their_higher_card_may_turn_is_exposed_too():
    view, _ = position()
    ev = spot_margins(NormalBot(G, 0), view)
    assert reply_risk(view, K_ON_3) == 0.0                  # the old lookahead: a tie is safe
    assert reply_risk(view, K_ON_3, spot_ev=ev) > 0.0       # their A swapped in wins it


def test_the_lookahead_keeps_the_win_before_the_tie():
    view, legal = position()
    ranked = [(v, a) for v, a in normal_ranking(NormalBot(G, 0), view, legal) if a in (K_ON_9, K_ON_3)]
    assert [a for _, a in ranked] == [K_ON_9, K_ON_3]
    ev = spot_margins(NormalBot(G, 0), view)
    assert [a for _, a in reply_ranked(view, ranked, spot_ev=ev)] == [K_ON_9, K_ON_3]


def test_the_old_lookahead_put_the_tie_first():
    """What the hint did before (the lookahead without the model's expectation): the tie first."""
    view, legal = position()
    ranked = [(v, a) for v, a in normal_ranking(NormalBot(G, 0), view, legal) if a in (K_ON_9, K_ON_3)]
    assert [a for _, a in reply_ranked(view, ranked)] == [K_ON_3, K_ON_9]
