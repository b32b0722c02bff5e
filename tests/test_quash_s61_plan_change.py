"""QUASH advanced (review s60, seed 42 round 2): following the hints, a player saw the K♥ sent to spot 8, then two turns
later moved from spot 8 to spot 3 with only "your K♥ leaves spot 8; your 8♣ starts spot 8": the hint changed its plan
for the card with no word of it. A hint that moves on a card the last hint sent where it lies says "change of plan",
in its short words too (plan_advised, from the hints shown: HardBot.recall), the reason after it saying why."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot
from quash_table.games.quash.hints_plan import play_words

G = get_game("quash")
HINTED = {"type": "play", "card": "KD", "spot": 8}


def _after_the_hinted_k():
    """Seed 42, advanced: their 7♦ on spot 7, your K♦ laid on spot 8 as a hint said, their answer; you to move."""
    s = G.new_state(2, seed=42, options={"variant": "advanced"})
    s = G.apply(s, {"type": "play", "card": "7D", "spot": 7})
    then = G.view(s, 0)
    s = G.apply(s, HINTED)
    s = G.apply(s, NormalBot(G, 1, 3).choose(G.view(s, 1), G.legal_actions(s)))
    return s, then


def _words(past):
    s, _ = _after_the_hinted_k()
    legal = G.legal_actions(s)
    move = next(a for a in legal if a.get("swap") == [["KD", 1]] and a["card"] == "2S")
    bot = HardBot(G, 0, 1, iterations=10)
    bot.for_person = True
    bot.recall(past)
    reason, _ = play_words(bot, G.view(s, 0), legal, move, lambda: 0.5)
    return reason


def test_moving_on_the_card_the_last_hint_laid_says_change_of_plan():
    s, then = _after_the_hinted_k()
    reason = _words([(then, HINTED)])
    assert reason.short.startswith("change of plan: your K\u2666 leaves spot 8"), reason.short
    assert str(reason).startswith("change of plan: your K\u2666 leaves spot 8"), str(reason)


def test_a_card_laid_with_no_hint_for_it_is_no_change_of_plan():
    reason = _words([])
    assert "change of plan" not in reason.short and "change of plan" not in str(reason), reason.short
    assert str(reason).startswith("your K\u2666 leaves spot 8"), str(reason)


def _moving_kd_on(s):
    """The words of a play that swaps your K♦ out of spot 8, asked of a hint bot given `past` (see _said)."""
    legal = G.legal_actions(s)
    return legal, next(a for a in legal if a.get("swap") == [["KD", 1]] and a["card"] == "2S")


def _said(s, past):
    legal, move = _moving_kd_on(s)
    bot = HardBot(G, 0, 1, iterations=10)
    bot.for_person = True
    bot.recall(past)
    reason, _ = play_words(bot, G.view(s, 0), legal, move, lambda: 0.5)
    return reason


def _answer(s):
    return G.apply(s, NormalBot(G, 1, 3).choose(G.view(s, 1), G.legal_actions(s)))


def test_a_hint_not_followed_is_no_plan_though_the_card_went_there_later():
    """Review 61t: "change of plan" for a 9♥ the player placed without the hint: the hint had said it, a turn before,
    and the player had played another card then."""
    s = G.new_state(2, seed=42, options={"variant": "advanced"})
    s = G.apply(s, {"type": "play", "card": "7D", "spot": 7})
    then = G.view(s, 0)
    other = next(a for a in G.legal_actions(s) if a["card"] not in ("KD", "2S") and a["spot"] not in (1, 8)
                 and not a.get("swap"))
    s = _answer(G.apply(s, other))                       # the hint said K♦ on spot 8; the player laid another card
    s = _answer(G.apply(s, HINTED))                      # and the K♦ on spot 8 a turn later, of their own accord
    reason = _said(s, [(then, HINTED)])
    assert "change of plan" not in reason.short and "change of plan" not in str(reason), reason.short


def test_a_followed_hint_stays_the_plan_after_hints_about_other_cards():
    """Review 61t: the 2♥ a hint had placed moved on with no word, a hint about another card having come between."""
    s, then = _after_the_hinted_k()
    between = G.view(s, 0)
    other = next(a for a in G.legal_actions(s) if a["card"] not in ("KD", "2S") and a["spot"] not in (1, 8)
                 and not a.get("swap"))
    s = _answer(G.apply(s, other))                       # the next hint, about another card, followed too
    reason = _said(s, [(then, HINTED), (between, other)])
    assert reason.short.startswith("change of plan: your K\u2666 leaves spot 8"), reason.short
