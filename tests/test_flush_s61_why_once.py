"""Review 61v (revv_20): the why for a new pile said "tried both to the round's end, it did only a little better than
“lay a 1 …” …; tried both to the round's end, it did only a little better than “play your Flush card” …": the
Flush card's words go on from the lay's, as the full words do, "tried both" once."""

from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.rules import GAME
from tests.test_flush_rules import HID, new, play

HANDS = (["7D", "6", "3", "F", "4", "4", "1", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])


def test_the_why_says_tried_both_once_for_the_lay_and_the_flush_card():
    s = play(new(hidden=HID, hands=HANDS, first=1), {"type": "play", "cards": ["2", "2"], "as": 2})
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    bot = HintBot(GAME, 0, iterations=8)
    chosen, lay = {"type": "pickup", "cards": ["3"]}, {"type": "play", "cards": ["1"], "as": 1}
    bot._chosen, bot._prior, bot._staged_beaten = chosen, dict(lay), None
    bot.searched = ([chosen, dict(lay), {"type": "flush", "card": "F"}], [[0.01] * 10, [0.0] * 10, [0.0] * 10])
    why = bot.move_words(view, chosen, legal)
    for words in (str(why), why.more):
        assert words.count("tried both") == 1 and "\u201cplay your Flush card\u201d" in words, words
