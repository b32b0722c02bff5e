"""Session 59 (new player, Quadruple War): the hint let a trick go with an ace ("let Seat 4's 6 of hearts win this
trick: keep your little joker for later" of the A of diamonds) with the 4 of diamonds and the 8 of clubs in hand,
the ace ahead of them by the sampled deals' noise. A duck the hand misses less is played where the deals do not say
the other does clearly better, and the hint says why (quadwar/cheap_duck.py)."""

import random

from quash_table.engine.match import Match
from quash_table.games.quadwar.bots import LEVELS
from quash_table.games.quadwar.cheap_duck import cheaper_duck
from quash_table.games.quadwar.hint_bot import HintBot
from quash_table.games.quadwar.rules import GAME


def _position(seed=606, seats=4, at=86):
    """Seed 606, your turn at move 87: hearts led, none in your hand (4♠ 6♠ J♠ LJ 4♦ A♦ 8♣), bid 3, none taken."""
    m = Match("quadwar", ["human"] + ["bot:normal"] * (seats - 1), seed, {"target": 60})
    bots = [LEVELS["normal"](GAME, i, seed) for i in range(seats)]
    rng = random.Random(seed)
    while len(m.actions) < at:
        s, legal = m.to_move, m.legal_actions()
        v = GAME.view(m.state, s)
        m.play(bots[s].choose(v, legal) if s or legal[0]["type"] != "play" else rng.choice(legal))
    return m


def test_the_hint_lets_the_trick_go_with_the_card_you_miss_least():
    m = _position()
    v = GAME.view(m.state, 0)
    assert m.to_move == 0 and sorted(v["hand"]) == sorted(["4S", "6S", "JS", "LJ", "4D", "AD", "8C"]), v["hand"]
    bot = HintBot(GAME, 0, 0)
    action = bot.choose(v, m.legal_actions())
    assert action == {"type": "play", "card": "4D"}, (action, str(bot.reason))
    assert "the 4 of diamonds is the card you miss least (the A of diamonds did no better)" in str(bot.reason)
    assert bot.reason.short.startswith("let Seat 4's 6 of hearts win this trick"), bot.reason.short


def test_a_duck_the_deals_clearly_prefer_is_kept():
    m = _position()
    v = GAME.view(m.state, 0)
    cands = [{"type": "play", "card": c} for c in ("LJ", "AD", "4D")]
    prior = cands[0]
    # the ace 1 point better than the 4 in each of 40 deals (its own value less the prior's), beyond noise
    ahead = ([0.0] * 40, [0.5 + (w % 3) * 0.01 for w in range(40)], [-0.5] * 40)
    assert cheaper_duck(v, (cands, list(ahead)), cands[1], prior) is None
    # about the same: the 4 of diamonds
    alike = ([0.0] * 40, [0.01 * ((-1) ** w) for w in range(40)], [0.0] * 40)
    got = cheaper_duck(v, (cands, list(alike)), cands[1], prior)
    assert got is not None and got[0] == cands[2], got
