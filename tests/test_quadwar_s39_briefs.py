"""Review 38 of Quadruple War at 1024x640: the hint said the move alone, "Hint: play the A of diamonds (H: why)".
Its place there holds about a line, and the reason had no form short enough for it: "a cheap extra trick: it is
the highest diamond left" (the normal bot's reasons, which the hint keeps, had no fewest form at all; nor had a
gamble's, a trump that the bid needs, or what changed since your last card). Every reason a bot or the hint gives
for a card now has a fewest form (engine.naming.Reason.brief) that fits there, and that form says the point, not
nothing. Headless."""

import random

from quash_table.games.quadwar.cards import INT_OF
from quash_table.games.quadwar.change_words import with_change
from quash_table.games.quadwar.hard import equivalent_cards
from quash_table.games.quadwar.hint_bot import HintBot
from quash_table.games.quadwar.knowledge import Table
from quash_table.games.quadwar.play_words import bid_lost, card_role_words
from quash_table.games.quadwar.players import NormalBot
from quash_table.games.quadwar.rules import GAME
from tests.test_quadwar_s34_words import _view
from tests.test_quadwar_s38_hints import _position

FEWEST = 50     # characters: "Hint: play the 10 of diamonds — " and this fit one line of the place at 1024x640


def _plays(seeds, hands, hint=False):
    """(seat's view, the reason) of every card chosen by the normal bots in random games (bags on every other
    game), and where `hint`, the hint's reason for seat 0's cards too."""
    said = []
    for seed in seeds:
        s = GAME.new_state(4, seed=seed, options={"bags": seed % 2 == 0})
        bots = [NormalBot(GAME, k, seed=seed) for k in range(4)]
        helper = HintBot(GAME, 0, iterations=12)
        rng = random.Random(seed)
        while s.to_move is not None and s.hand_no <= hands:
            seat, legal = s.to_move, GAME.legal_actions(s)
            view = GAME.view(s, seat)
            action = bots[seat].choose(view, legal)
            if legal[0]["type"] == "play":
                said.append((view, bots[seat].reason))
                if hint and seat == 0:
                    helper.choose(view, legal)
                    said.append((view, helper.reason))
            s = GAME.apply(s, action if rng.random() < 0.9 else rng.choice(legal))
    return said


def _fewest(reason):
    return getattr(reason, "brief", str(reason))


def test_every_card_reason_of_the_normal_bot_has_a_fewest_form_that_fits():
    said = _plays(range(40), hands=2)
    long = [r for _, r in said if len(str(r)) > FEWEST]
    assert len(long) > 300          # the reasons that need a fewer form are many: the test is not empty
    too_long = sorted({_fewest(r) for _, r in said if len(_fewest(r)) > FEWEST})
    assert not too_long, too_long[:10]
    assert all(_fewest(r) for _, r in said)


def test_the_hints_reasons_have_a_fewest_form_that_fits():
    said = _plays(range(6), hands=1, hint=True)
    too_long = sorted({_fewest(r) for _, r in said if len(_fewest(r)) > FEWEST})
    assert not too_long, too_long[:10]


def test_a_cheap_extra_trick_keeps_its_point_in_the_fewest_words():
    cheap = [r for _, r in _plays(range(40), hands=2) if str(r).startswith("a cheap extra trick")]
    assert cheap, "no cheap extra trick in the sample"
    for r in cheap:
        assert r.short.startswith("a cheap extra trick: ") and r.brief == "a cheap extra trick", (r, r.short, r.brief)


def test_what_changed_since_your_last_card_has_a_fewest_form():
    """A hint's "since your last card the A of spades was played, so now the K of spades is the top spade left"
    (95 characters) was its short and fewest words alike."""
    from quash_table.games.quadwar.change_words import change_words
    view = _view([], hand=["KS", "3H", "4D"])
    # the jokers fell in trick 1; in the last trick the A of spades was played after your card
    view["tricks"] = [{"cards": [[0, "3S"], [1, "LJ"], [2, "BJ"], [3, "4S"]]},
                      {"cards": [[0, "2S"], [1, "AS"], [2, "5S"], [3, "6S"]]}]
    said = change_words(view, "KS")
    assert said.startswith("the A of spades was played since your last card, so now"), said
    assert said.brief == "the K of spades is now the top spade left", said.brief
    both = with_change(view, {"type": "play", "card": "KS"}, "it cannot be beaten now")
    assert both.short == str(said) and both.brief == said.brief


def test_a_lost_bid_is_said_in_one_sentence():
    """A card's words once the bid is lost had two colons and said the same twice ("your bid cannot be made any more
    (… nothing you can play takes this one): you have no clubs and nothing that wins"): one sentence now (from
    helper qw's branch, session 39)."""
    view, _ = _position()
    view["bids"][0] = 5                             # 4 tricks needed, 3 left
    assert bid_lost(Table(view))
    for card in ("9S", "6H"):
        role = card_role_words(view, card)
        for words in (str(role), role.short, role.brief):
            assert ":" not in words and words.count("cannot be made") == 1, words
    view["hand"] = ["6H", "7H", "8H"]
    view["bids"][0] = 4
    role = card_role_words(view, "6H")
    assert str(role) == ("you need all 3 tricks left and nothing you can play takes this one, so your bid cannot be "
                         "made any more and it gives up your lowest heart"), str(role)


def test_a_card_on_the_trick_parts_a_run_of_your_cards():
    """Review 39: with Bot 4's K of clubs on the trick and your A and Q of clubs, the hint said "play the A of clubs —
    it takes the trick, beating Bot 4's K of clubs (the Q of clubs does the same here)"."""
    view = _view([], hand=["AC", "QC", "5H"], trick=[(1, "3C"), (2, "4C"), (3, "KC")])
    cards = [INT_OF["AC"], INT_OF["QC"]]
    assert sorted(equivalent_cards(view, cards)) == sorted(cards)
    # in an earlier trick the K no longer parts them: they win and lose the same tricks from now on
    view = _view([[(1, "3C"), (2, "4C"), (3, "KC"), (0, "2C")]], hand=["AC", "QC", "5H"])
    assert equivalent_cards(view, cards) == [INT_OF["QC"]]
