"""Review 56r item 1: the hint's why leaned on small averages ("give base 3 ... left you fewer points than give base 1
on average (about 1 point fewer)") and never said the real reason (base 1 held the −11 Deduction). Where the playouts
part two moves by little, the why names what the move keeps that the other spends or gives away and says how sure in
words; only a big difference is said in figures."""

from quash_table.games.flush.close_call import BIG_POINTS, reason_words, sure_words
from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.rules import GAME
from quash_table.games.flush.why_not import beat_words
from tests.test_flush_rules import HID, new

HANDS = (["7D", "6", "3", "F", "4", "4", "1", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
FLUSH_CARD = {"type": "flush", "card": "F"}
DEDUCTION = {"type": "play", "cards": ["7D"], "as": 7}
GIVE_1 = "give your base 1 to the previous player"


def _super_flush_view():
    """revr_13: base 1 a 10 Deduction on its hidden card, bases 2 and 3 a hidden card each."""
    bases = [[{"top": "10D", "hidden": True}, {"top": None, "hidden": True}, {"top": None, "hidden": True}],
             [], []]
    return {"seat": 0, "seats": 3, "bases": bases, "mimic": 7, "deduct": [v + 1 for v in range(1, 11)],
            "hand": ["3", "9", "10", "F"]}


def test_giving_the_smaller_base_says_it_keeps_the_deduction():
    said = reason_words(_super_flush_view(), {"type": "give_base", "base": 2}, {"type": "give_base", "base": 0}, GIVE_1)
    assert said == f"it keeps your 10 Deduction (\u221211 as you go out), which \u201c{GIVE_1}\u201d gives away", said


def test_a_small_difference_is_said_by_its_reason_and_how_sure_not_in_figures():
    small = [0.02] * 9 + [-0.01] * 3           # about 0.6 points on average at scale 20
    said = beat_words(small, GIVE_1, scale=20, reason="it keeps your 10 Deduction")
    assert said == "it keeps your 10 Deduction; tried both to the round's end: a little better more often than not"
    assert "on average" not in said and "point" not in said
    # no concrete reason: the other move named, how sure in words
    assert beat_words([0.02] * 12, "lay a 4", scale=20) == \
        "tried both to the round's end, it did a little better than \u201clay a 4\u201d almost every time"
    assert sure_words([0.01, -0.01, 0.02, -0.01]) == "only a little better on average, a close call"


def test_a_big_difference_keeps_its_figures():
    big = [0.2] * 8 + [-0.05] * 2
    assert sum(big) / len(big) * 2 * 20 >= BIG_POINTS
    said = beat_words(big, "lay a 4", scale=20, reason="it keeps your 10 Deduction")
    assert said.startswith("tried both to the round's end, it left you fewer points than \u201clay a 4\u201d") \
        and "points fewer on average" in said, said


def test_the_hints_why_names_what_its_move_keeps():
    s = new(hidden=HID, hands=HANDS, first=0)
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    bot = HintBot(GAME, 0, iterations=8)
    chosen = dict(FLUSH_CARD)
    bot._chosen, bot._prior, bot._staged_beaten = chosen, dict(DEDUCTION), None
    bot.searched = ([chosen, dict(DEDUCTION)], [[0.01] * 10, [0.0] * 10])
    why = bot.move_words(view, chosen, legal)
    assert "it keeps your 7 Deduction (\u22128 as you go out), which \u201c" in str(why), str(why)
    assert "on average" not in str(why) and "point fewer" not in str(why), str(why)
    assert "it keeps your 7 Deduction" in why.more, why.more
