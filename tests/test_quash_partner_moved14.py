"""Review 14, seed 11, 4 players: the bot partner swapped the person's 9♣ away from spot 8 and the next hint
never said so (65.png). When the partner's plays since your latest one moved a card you laid, the hint's
words say it first ("your partner moved your 9♣ from spot 8 to spot 1: ...")."""

import random

from quash_table.bots.search import SearchBot
from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.model import partner_moved

G = get_game("quash")


def test_the_model_lists_your_cards_the_partner_moved_since_your_play():
    h = [{"seat": 0, "card": "9C", "spot": 8}, {"seat": 1, "card": "2D", "spot": 3},
         {"seat": 2, "card": "10C", "spot": 8, "swap": [["9C", 1]]}, {"seat": 3, "card": "4D", "spot": 2}]
    view = {"seats": 4, "seat": 0, "history": h}
    assert partner_moved(view) == [("9C", 8, 1)]
    # your own play since: old news
    assert partner_moved(dict(view, history=h + [{"seat": 0, "card": "5S", "spot": 4}])) == []
    # the other side's swaps, or at 2 players: nothing of your partner's
    assert partner_moved(dict(view, seat=2)) == []
    assert partner_moved(dict(view, seats=2)) == []


def _partner_moved_mine():
    """A 4-player advanced match where seat 0 is to play and its partner (seat 2) has just moved a card
    seat 0 laid: the match and that (card, from, to)."""
    for seed in range(200):
        m = Match("quash", ["human", "bot:random", "bot:random", "bot:random"], seed, {"variant": "advanced"})
        rng = random.Random(seed)
        while m.state.phase == "play" and m.state.round == 1:
            if m.to_move == 0:
                view = G.view(m.state, 0)
                moved = partner_moved(view)
                if moved:
                    return m, view, moved
            m.play(rng.choice(m.legal_actions()))
    raise AssertionError("no partner swap of your card found")


def test_the_next_hint_says_the_partner_moved_your_card(monkeypatch):
    # review 15: told when the hint's move concerns it (it plays on, or moves a card to, the spot the card
    # left or went to), as its own sentence; an unrelated move's hint does not tell it
    m, view, moved = _partner_moved_mine()
    c, a, b = moved[0]
    legal = [x for x in m.legal_actions() if "swap" not in x] or m.legal_actions()
    near = [x for x in legal if x["spot"] in (a, b)]
    assert near
    monkeypatch.setattr(SearchBot, "choose", lambda self, view, legal: legal[0])   # whatever the search chose
    bot = HardBot(G, 0, 1)
    bot.choose(view, near)
    short = c[:-1] + {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}[c[-1]]
    assert bot.reason.startswith(f"your partner moved your {short} from spot {a} to spot {b}"), bot.reason
    assert bot.reason.split(". ", 1)[1][:1].isupper(), bot.reason     # its own sentence
