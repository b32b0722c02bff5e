"""Session 48: a Load row said "You: 15, Bot 2: 1 cards held" (a 2-seat Flush game saved while every score was
still 0): the counted cards say their noun's number by the count beside it, as the scores' unit does
(standing.unit_after). Session 54: the first count says its noun, as a race's row says its unit ("You: 15, Bot 2: 1 card held" read as points
before the last, review 52b). Headless."""

from quash_table.engine.standing import standing_words


def _st(held):
    return {"scores": [0] * len(held), "held": held, "to_move": 0, "winners": [], "verb": "play", "progress": None}


def test_one_card_held_is_said_in_the_singular():
    _, said = standing_words(_st([15, 1]), ["You", "Bot 2"], you_seat=0)
    assert said == "You: 15 cards, Bot 2: 1", said


def test_many_cards_held_stay_plural():
    _, said = standing_words(_st([1, 13]), ["You", "Bot 2"], you_seat=0)
    assert said == "You: 1 card, Bot 2: 13", said


def test_the_noun_comes_with_the_first_count_even_where_the_bots_are_said_together():
    names = ["You", "Bot 2", "Bot 3", "Bot 4"]
    _, said = standing_words(_st([9, 7, 1, 12]), names, you_seat=0, bots=[1, 2, 3])
    assert said.startswith("You: 9 cards, Bots 2") and said.endswith(": 7, 1, 12"), said


def test_the_noun_comes_with_the_count_said_first_where_a_bot_sits_first():
    names = ["Bot 1", "Ann", "Bot 3", "Bot 4"]
    _, said = standing_words(_st([9, 7, 1, 12]), names, bots=[0, 2, 3])
    assert said.startswith("Ann: 7 cards, Bots") and said.endswith(": 9, 1, 12"), said
