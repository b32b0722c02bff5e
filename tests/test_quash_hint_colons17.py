"""Review 17 (QUASH advanced, a new player): one sentence shape for a hint. "spot 4 gives up 3-4-5: 2-4 on
spot 4 is 1 card from a run: your 3 of spades would make it…" ran three colons into one sentence; what
changed (why.change_words, why.rebooked_words) now joins the reason with '; ', and a reason keeps to one
colon. "their 8♥ came to spot 4, where your 8♦ lay" mixed the two sides: their card is opposite yours."""

import random

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.fast_bot import FastBot

G = get_game("quash")


def hints(seats, seed, variant, every=2):
    """The hint's reason at every `every`th play of round 1 (the model's first move with its words)."""
    s = G.new_state(seats, seed, {"variant": variant})
    bots = [FastBot(G, i) for i in range(seats)]
    for b in bots:
        b.rng = random.Random(seed)
    n, out = 0, []
    helpers = {}
    while s.to_move is not None and s.round == 1 and s.phase == "play":
        seat, legal = s.to_move, G.legal_actions(s)
        if n % every == 0:
            # one hint bot a seat, so what it told before (plans.told_change) is weighed as in a game
            h = helpers.setdefault(seat, HardBot(G, seat, 1))
            h.choose(G.view(s, seat), legal)
            out.append(h.reason)
        s = G.apply(s, bots[seat].choose(G.view(s, seat), legal))
        n += 1
    return out


@pytest.fixture(scope="module")
def reasons():
    patch = pytest.MonkeyPatch()
    patch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    try:
        return [r for variant in ("basic", "advanced") for seats in (2, 4) for seed in (1, 2, 3, 4)
                for r in hints(seats, seed, variant)]
    finally:
        patch.undo()


def test_no_hint_has_more_than_one_colon(reasons):
    assert len(reasons) > 100
    many = [r for r in reasons if r.count(":") > 1]
    assert not many, many[:5]


def test_no_hint_puts_their_card_where_your_card_lay(reasons):
    mixed = [r for r in reasons if " lay" in r and "came to their spot" in r]
    assert not mixed, mixed[:5]
