"""Session 55 item 1 (reviews 54g2, 54j): the hint laid Deductions mid-round in words that never said the
deduction is thrown away ("Hint: lay a 7 Deduction on the pile — 5 cards left", "lay three 3s — 11 cards left" with
the base's 3 Deduction among them). A Deduction counts only on the turn you go out (rules page): every form of the
hint's words, the fewest too, says the loss by name and amount."""

from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.rules import GAME
from tests.test_flush_rules import HID, new


def _reason(hands, tops, action, total=0):
    s = new(hidden=HID, tops=tops, hands=hands, first=0)
    s.scores[0] = total
    view = GAME.view(s, 0)
    assert action in GAME.legal_actions(s), action
    bot = NormalBot(GAME, 0)
    bot.reason = ""
    bot._prepare(view)            # as the hint words its move (hint_bot.HintBot.move_words)
    bot._score(view, action)
    return bot.reason


def test_a_deduction_laid_before_going_out_says_its_amount_is_lost_in_every_form():
    hands = (["7D", "6", "6", "4", "4", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
    said = _reason(hands, (["2", "6", "9"], ["10", "10", "7"]), {"type": "play", "cards": ["7D"], "as": 7}, total=12)
    lost = "the 7 Deduction's \u22128 counts only as you go out; laid now it is lost"
    assert str(said).startswith(lost + ", but you will have 13 cards left"), said
    assert said.short.startswith(lost) and said.brief == lost and said.warns, (said.short, said.brief)


def test_at_a_total_of_0_it_says_laying_it_loses_nothing():
    # a Deduction takes points off your total, which stops at 0 (rounds.end_round): in round 1 it is worth nothing,
    # as the hint's playouts score it, so the lay is no blunder and the words say why
    hands = (["7D", "6", "6", "4", "4", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
    said = _reason(hands, (["2", "6", "9"], ["10", "10", "7"]), {"type": "play", "cards": ["7D"], "as": 7})
    assert said.brief == ("the 7 Deduction's \u22128 counts only as you go out; your total is 0: "
                          "laying it loses nothing") and said.warns, said.brief
    said = _reason(hands, (["2", "6", "9"], ["10", "10", "7"]), {"type": "play", "cards": ["7D"], "as": 7}, total=5)
    assert said.brief.endswith("laid now it is lost"), said.brief


def test_a_base_deduction_among_a_group_is_named_in_the_fewest_words_too():
    hands = (["3", "3L", "6", "4", "4", "9", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
    said = _reason(hands, (["3D", "6", "9"], ["10", "10", "7"]),
                   {"type": "play", "cards": ["3", "3L", "b0"], "as": 3}, total=9)
    assert said.brief == "the 3 Deduction's \u22124 counts only as you go out; laid now it is lost", said.brief
    assert said.warns


def test_the_hints_words_keep_the_loss_in_their_fewest_form():
    # the hint bot's reason carries the warning on (Reason.warns: ui/hints.py never says the move alone)
    from quash_table.games.flush.hint_bot import HintBot
    hands = (["7D", "6", "6", "4", "4", "3", "F", "1"], ["9", "9", "9S", "7", "7", "2", "2", "F+"])
    s = new(hidden=HID, hands=hands, first=0)
    bot = HintBot(GAME, 0, iterations=8)
    bot._prior = None
    why = bot.move_words(GAME.view(s, 0), {"type": "play", "cards": ["7D"], "as": 7}, GAME.legal_actions(s))
    assert why.warns and why.brief.endswith("laying it loses nothing"), (why.warns, why.brief)
