"""Session 43: a Quadruple War hint's why (H) said the card's standing twice: "since your last card the 10 of hearts
was played, so now the 9 of hearts is the top heart left, but nobody else has hearts left, and a spade still out can
trump it; no lead of yours is sure to win: it is the top heart left, but nobody else has hearts left, and a spade
still out can trump it". A reason whose words say the card is the top of its suit left is marked so
(trump_words.stating_top) by the bots that make it, and the change before it then says only what fell."""

import random

from quash_table.engine.naming import Reason
from quash_table.games.quadwar.change_words import change_words, with_change
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from quash_table.games.quadwar.trump_words import states_top, stating_top, trump_warning
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.cards import INT_OF


def _changed_positions(marked=2):
    """(view, action, normal bot's reason) at seat 0's turns where a card became the top of its suit since its last
    card (change_words applies) and the normal bot plays it, from random first hands, until `marked` of them have a
    reason that says so."""
    found = []
    for seed in range(1, 400):
        rng = random.Random(seed)
        s = GAME.new_state(4, seed=seed)
        while s.to_move is not None and s.hand_no == 1:
            legal = GAME.legal_actions(s)
            if s.to_move == 0 and len(legal) > 1 and legal[0]["type"] == "play":
                view = GAME.view(s, 0)
                bot = NormalBot(GAME, 0)
                action = bot.choose(view, legal)
                if change_words(view, action["card"]) is not None:
                    found.append((view, action, bot.reason))
                    if sum(states_top(r) for _, _, r in found) >= marked:
                        return found
            else:
                action = rng.choice(legal)
            s = GAME.apply(s, action)
    return found


def test_the_top_of_its_suit_is_said_once_in_a_why():
    positions = _changed_positions()
    assert any(states_top(reason) for _, _, reason in positions), [str(r) for _, _, r in positions]
    for view, action, reason in positions:
        change = change_words(view, action["card"])
        said = with_change(view, action, reason)
        if states_top(reason):
            assert str(said) == f"{change.fall}; {reason}", str(said)
            assert "so now" not in str(said)
            warning = trump_warning(Table(view), INT_OF[action["card"]])
            assert not warning or str(said).count(warning) <= 1, str(said)
        else:       # a reason that does not say it (a spade, "it cannot be beaten now"): the change says it
            assert str(said).startswith(f"{change}; "), str(said)
        assert said.short == str(change)        # the short words: the change, whole


def test_a_marked_reason_keeps_its_forms_and_an_unmarked_one_is_as_it_was():
    plain = "it cannot be beaten now"
    assert stating_top(plain, False) is plain and not states_top(plain)
    marked = stating_top(Reason("it is the top club left, but Bot 2 may trump it", "the top club", "top club"))
    assert states_top(marked) and marked.short == "the top club" and marked.brief == "top club"
    assert str(marked) == "it is the top club left, but Bot 2 may trump it"
