"""Session 40 (review 40, 3 bots at 1024x640): the first hint's why (H) said the short words' "passing over 8 to 10"
again and went on to the other card, so a new player never learnt why this card on this stack. A start's why now
says it in plain words: how many numbers it skips there and which, whether your own cards are among them, and
where they still fit (start_words.start_reason). Headless."""

from quash_table.games.thegame.start_words import start_reason
from tests.test_thegame_s18_openings import hint, opening

DOWN, UP = "\u25bc", "\u25b2"


def test_a_first_hints_why_says_in_plain_words_why_this_card_on_this_stack():
    action, reason = hint(opening([["P5", "Y7"], ["G3", "B6"], ["R2", "R9"], ["G1", "P8"]]))
    assert action == {"type": "play", "card": "Y7", "stack": "down"}, action
    full = str(reason)
    assert "passing over" not in full, full
    assert full == (f"starts {DOWN} with a 7. It skips 3 numbers (8 to 10), none of them in your hand. Purple 5 on "
                    f"{UP} instead would skip 1, 2, 3 and 4."), full
    # the short words shown first are as before
    assert reason.short == f"starts {DOWN} with a 7, passing over 8 to 10", reason.short


def test_a_starts_why_names_your_card_among_the_numbers_and_where_they_still_fit():
    view = {"up": None, "down": None, "history": [], "hand": ["R8", "R1"]}
    assert start_reason(view, "R8", "up") == f"it skips 7 numbers (1 to 7); your red 1 is one of them, but being the " \
                                             f"same colour it can turn {UP} back"
    assert start_reason(dict(view, hand=["R8", "B1", "G2"]), "R8", "up") == \
        f"it skips 7 numbers (1 to 7); your blue 1 and green 2 are among them, but they can still start {DOWN}"
    assert start_reason(view, "R1", "up") == "it skips no number"
    assert start_reason(dict(view, hand=["B2", "G9"]), "B2", "up") == "it skips only the 1, not in your hand"
    up = {"up": "G4", "down": None, "history": [[1, "G4", "up", 0]], "hand": ["Y5", "B9"]}
    assert start_reason(up, "Y5", "down") == f"it skips 5 numbers (6 to 10); your blue 9 is one of them, but it " \
                                             f"still fits {UP}"
    assert start_reason(dict(up, hand=["Y5", "B2"]), "Y5", "down") == \
        f"it skips 5 numbers (6 to 10), none of them in your hand; they still fit {UP}"
    assert start_reason(dict(up, hand=["Y3", "P1"]), "Y3", "down") == \
        "it skips 7 numbers (4 to 10), none of them in your hand; 4 then fits no stack"
    assert start_reason(up, "B9", "up") is None
