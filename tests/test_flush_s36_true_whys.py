"""Review 36b (Flush, 6 seats): two hint reasons said what could not happen. "…you play again; everyone else draws
a card" of a Flush Plus with the stock empty (the log then said "The stock is empty: nobody draws"), and "100% of
the cards you have not seen fit the 10s; a higher one makes you pick up 1 card" when nothing is higher."""

from quash_table.games.flush.reasons import flush_card_reason, hidden_reason, stock_draws


def _text(r):
    return str(r)          # (a Reason is the full words; its short and brief forms are said from the same facts)


def test_flush_plus_says_the_draw_only_while_the_stock_holds_cards():
    assert "everyone else draws" in _text(flush_card_reason("F+", 3, 5, stock=10, others=2))
    empty = _text(flush_card_reason("F+", 3, 5, stock=0, others=2))
    assert "draw" not in empty and empty == "it clears the pile's 3 cards and you play again", empty
    short = _text(flush_card_reason("F+", 3, 5, stock=1, others=2))
    assert "everyone" not in short and "the next 1 draws the stock's last card" in short, short
    assert "draw" not in _text(flush_card_reason("F", 3, 5, stock=10, others=2))


def test_the_stock_and_the_others_come_from_the_seats_view():
    view = {"seats": 4, "seat": 1, "out": [False, False, True, False], "stock_count": 7}
    assert stock_draws(view) == (7, 2)


def test_a_hidden_card_on_the_highest_pile_is_not_said_to_risk_a_pickup():
    said = _text(hidden_reason(10, 1, 1.0))
    assert "higher" not in said and "pick up" not in said, said
    assert "higher one makes you pick up 2 cards" in _text(hidden_reason(6, 2, 0.5))
    nearly = _text(hidden_reason(9, 2, 0.998))
    assert "100%" not in nearly and nearly.startswith("all but a few"), nearly
