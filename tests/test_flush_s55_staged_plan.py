"""Session 55 items 2 and 4 (reviews 54g2, 54h, 54j).

2. The hint flipped: "play your Flush card" three times, then, with the Flush card staged, "take the staged cards back,
   lay a 7 Deduction", the two even within the sampled deals' luck. The staged cards' moves are now weighed
   (composer.building) and kept unless clearly beaten; where one is left, the words say so first.
4. "played out, it left you about as many points as to lay a 7 Link on the pile" and "about 3 times in 4 it left you
   fewer points than to lay two 2s ..., by under a point on average" could not be parsed: plain words."""

from quash_table.games.flush.composer import FlushComposer
from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.rules import GAME
from quash_table.games.flush.why_not import beat_words, even_words, next_best_words
from tests.test_flush_rules import HID, new

HANDS = (["7D", "6", "3", "F", "4", "4", "1", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
FLUSH_CARD = {"type": "flush", "card": "F"}
DEDUCTION = {"type": "play", "cards": ["7D"], "as": 7}


def _position():
    s = new(hidden=HID, hands=HANDS, first=0)
    return GAME.view(s, 0), GAME.legal_actions(s)


def test_the_staged_cards_name_the_moves_they_go_on_to():
    view, legal = _position()
    c = FlushComposer(view, legal)
    assert c.building() == []
    key = next(k for k in c._codes if c.name(k) == "F")
    c.drop(key, "pile")
    assert c.building() == [FLUSH_CARD], c.building()


def _bot_after_search(view, chosen, staged, chosen_d, staged_d):
    bot = HintBot(GAME, 0, iterations=8)
    bot._chosen, bot.searched, bot._staged_beaten = chosen, ([chosen, staged], [chosen_d, staged_d]), None
    return bot, bot.keep_staged(dict(view, building=[staged]))


def test_a_staged_move_about_as_good_is_kept():
    view, _ = _position()
    chosen, staged = dict(DEDUCTION), dict(FLUSH_CARD)
    # the Deduction a little ahead on some deals, behind on others: even within the luck of the deals
    bot, kept = _bot_after_search(view, chosen, staged, [0.0] * 20, [0.01, -0.01, 0.02, -0.005] * 5)
    assert kept is staged and bot._staged_beaten is None


def test_a_staged_move_clearly_beaten_is_left_and_the_words_say_so_first():
    view, _ = _position()
    chosen, staged = dict(DEDUCTION), dict(FLUSH_CARD)
    bot, kept = _bot_after_search(view, chosen, staged, [0.0] * 20, [-0.05, -0.04, -0.06, -0.05] * 5)
    assert kept is None and bot._staged_beaten is not None
    said = bot.staged_words(dict(view, building=[staged]))
    assert said.startswith("it beats what you staged: tried both to the round's end, it left you fewer points than "
                           "\u201cplay your Flush card\u201d almost every time"), said
    assert said.brief == "it beats your staged \u201cplay your Flush card\u201d", said.brief


def test_comparisons_are_said_in_plain_words():
    # a big difference in figures; a small one (under 2 points on average) in words, how sure (review 56r)
    assert beat_words([0.1] * 6 + [-0.1] * 2 + [0.0] * 5, "lay two 2s", scale=50) == \
        "tried both to the round's end, it left you fewer points than \u201clay two 2s\u201d about 3 times in 4 " \
        "(about 3 points fewer on average)"
    assert beat_words([0.1] * 6 + [-0.1] * 2 + [0.0] * 5, "lay two 2s", scale=10) == \
        "tried both to the round's end, it did a little better than \u201clay two 2s\u201d more often than not"
    assert even_words("lay a 7 Link on the pile") == \
        "tried both to the round's end, \u201clay a 7 Link on the pile\u201d did about as well"
    view, _ = _position()
    said = next_best_words(view, dict(DEDUCTION), ([dict(FLUSH_CARD)], [[0.0] * 8]), [0.0] * 8)
    assert said == "tried both to the round's end, \u201cplay your Flush card\u201d did about as well", said
    for words in (said, beat_words([0.1] * 5, "x", scale=10)):
        assert "as many points as to" not in words and "than to " not in words and ", by " not in words
