"""Session 61 (new player, The Game): the hint chose a card that skips more numbers than the other ("red 7 on ▼ —
skips 8 and 9") and said only "yellow 3 on ▲ instead would leave the stacks less room", which read wrong. Where
the room decides, the why says the trade-off from the same masks the score counts: the cards still to come each
move shuts out of the stacks (contrast.room_words)."""

from quash_table.bots import make_bot
from quash_table.games.thegame.contrast import _shut_words
from quash_table.games.thegame.why import spent
from tests.bot_moves import played_to


def test_the_card_that_skips_more_says_what_the_other_shuts_out():
    m = played_to("thegame", 3, 7, 57)
    view = m.game.view(m.state, m.to_move)
    assert sorted(view["hand"]) == ["G2", "R6"] and view["up"] == "B3" and view["down"] == "G3"
    bot = make_bot("thegame", "normal", m.to_move)
    assert bot.choose(view, m.legal_actions()) == {"type": "play", "card": "R6", "stack": "up"}
    # it skips more numbers than green 2 on ▼ would
    assert len(spent(view, "R6", "up")) > len(spent(view, "G2", "down"))
    why = str(bot.reason)
    assert "less room" not in why, why
    assert "green 2 on ▼ instead would shut out 6 cards yet to lay, this turn only 3" in why, why


def test_a_reverse_trick_says_it_lets_cards_on():
    assert _shut_words(-4, 2, "purple 8 on ▼") == \
        "purple 8 on ▼ instead would shut out 2 cards yet to lay, this turn lets 4 cards more on"
    assert _shut_words(-6, -1, "red 2 on ▲") == \
        "this turn lets 6 cards yet to lay more onto the stacks, red 2 on ▲ instead only 1"
