"""Session 60 (review 60v, revv_104/169): staging your last card, the tray said "a 4, three 4s on top"; only the hint
said that Declare ends the round. The tray says what Declare does: "; you go out: the round ends"
(staging.going_out_words, counted as the hint's reason counts it)."""

import random

from quash_table.engine.match import Match
from quash_table.games.flush.normal_bot import resolve
from quash_table.games.flush.rules import Flush
from quash_table.games.flush.staging import GOING_OUT, declaration_words


def _last_lays(found=3):
    """(view, cards, action) of lays found by random play: some that lay the seat's last cards, some that do not."""
    game, last, other = Flush(), [], []
    for seed in range(300):
        m = Match("flush", ["bot:random"] * 3, seed)
        rng = random.Random(seed)
        while not m.over and len(m.actions) < 400:
            legal = m.legal_actions()
            view = game.view(m.state, m.to_move)
            for a in legal:
                if a.get("type") == "play" and view["stage"] not in ("hidden", "hidden_pickup"):
                    codes = resolve(view, a["cards"])
                    (last if len(codes) >= view["held_counts"][view["seat"]] else other).append((view, codes, a))
            if len(last) >= found and len(other) >= found:
                return last, other
            m.play(rng.choice(legal))
    raise AssertionError("no last lays found")


def test_the_tray_says_that_laying_your_last_cards_ends_the_round_and_only_then():
    last, other = _last_lays()
    for view, codes, action in last:
        assert GOING_OUT in declaration_words(view, codes, action), (codes, declaration_words(view, codes, action))
    for view, codes, action in other:
        assert GOING_OUT not in declaration_words(view, codes, action)
