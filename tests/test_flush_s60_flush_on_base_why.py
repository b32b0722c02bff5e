"""Session 60: the hint for a Flush card lying on one of your bases ("play the Flush card on your base 1") came with
no why: its reason words read the card by its base's name ("b0") as if it were a card's code, and raised (KeyError,
the hint bot's reason lost). The base's top card is read, as for a lay's base cards (close_call.taken)."""

import random

from quash_table.engine.match import Match
from quash_table.games.flush.close_call import reason_words, taken
from quash_table.games.flush.rules import Flush


def _a_flush_on_a_base():
    """A position (found by random play) where the seat to move may play a Flush card lying on its base."""
    game = Flush()
    for seed in range(400):
        m = Match("flush", ["bot:random"] * 3, seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 300:
            legal = m.legal_actions()
            on_base = [a for a in legal if a.get("type") == "flush" and str(a.get("card", "")).startswith("b")]
            if on_base:
                view = game.view(m.state, m.to_move)
                others = [a for a in legal if a not in on_base]
                if others:
                    return view, on_base[0], others[0]
            m.play(rng.choice(legal))
    raise AssertionError("no Flush card on a base in 400 games")


def test_a_flush_card_on_a_base_is_read_by_its_top_card_and_its_why_is_said():
    view, flush, other = _a_flush_on_a_base()
    cards, hidden = taken(view, flush)
    base = int(flush["card"][1:])
    assert list(cards) == [view["bases"][view["seat"]][base]["top"]] and hidden == 0
    reason_words(view, flush, other, "\u201canother move\u201d")       # raised KeyError: 'b0'
    reason_words(view, other, flush, "\u201cplay the Flush card\u201d")
