"""Session 47 (2 seats, 1280x800): with ▼ at purple 10 and yellow 2 and 5 in hand, the hint said "Lay yellow 2 on
▼ — skips 7 numbers" and its why weighed yellow 5 on ▲: the point of the move, yellow 5 then turning ▼ back by 3
(▼ ends at 5 with both cards laid), was said nowhere, so the hint read as a waste. A card that skips room for the
same-colour card after it that turns that stack back is explained by that plan (bots.NormalBot.policy_choice)."""

from quash_table.games import get_game
from quash_table.games.thegame.bots import HintBot, NormalBot

DOWN = "\u25bc"
UP = "\u25b2"


def _position():
    game = get_game("thegame")
    state = game.new_state(2, 21, {}, ["B3", "P10", "Y5", "B4", "Y2", "P5"])
    for action in ({"type": "play", "card": "B3", "stack": "up"},
                   {"type": "signal", "text": {"colour": "Y", "height": "middle"}}, {"type": "end_turn"},
                   {"type": "play", "card": "P10", "stack": "down"}, {"type": "end_turn"}):
        # (session 50: Bot 2's "leave ▲ alone" made the plan ▼'s; the team now breaks a request that costs
        # more than it saves, and yellow 5 then yellow 2 on ▲ does: the plan is ▲'s)
        state = game.apply(state, action)
    return game, state


def test_a_card_laid_for_the_reverse_trick_after_it_says_the_plan():
    game, state = _position()
    view = game.view(state, 0)
    assert "Y2" in view["hand"] and "Y5" in view["hand"] and view["down"] == "P10", view
    bot = NormalBot(game, 0)
    assert bot.choose(view, game.legal_actions(state)) == {"type": "play", "card": "Y5", "stack": "up"}
    assert str(bot.reason) == f"then yellow 2 turns {UP} back by 3"
    hint = HintBot(game, 0, seed=1, iterations=64)
    assert hint.choose(view, game.legal_actions(state)) == {"type": "play", "card": "Y5", "stack": "up"}
    assert hint.reason.short == f"skips the 4, then yellow 2 turns {UP} back by 3", hint.reason.short
