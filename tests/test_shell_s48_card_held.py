"""Session 48: a Load row said "You: 15, Bot 2: 1 cards held" (a 2-seat Flush game saved while every score was
still 0): the counted cards say their noun's number by the count beside it, as the scores' unit does
(standing.unit_after). Headless."""

from quash_table.engine.standing import standing_words


def _st(held):
    return {"scores": [0] * len(held), "held": held, "to_move": 0, "winners": [], "verb": "play", "progress": None}


def test_one_card_held_is_said_in_the_singular():
    _, said = standing_words(_st([15, 1]), ["You", "Bot 2"], you_seat=0)
    assert said == "You: 15, Bot 2: 1 card held", said


def test_many_cards_held_stay_plural():
    _, said = standing_words(_st([1, 13]), ["You", "Bot 2"], you_seat=0)
    assert said == "You: 1, Bot 2: 13 cards held", said
