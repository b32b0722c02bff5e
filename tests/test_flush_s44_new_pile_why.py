"""Session 44, issue 23 (a new player's review of Flush, three seats, seed 5, arena of one round): on your third turn
the hint read "start a new pile with two cards and pick up the old one": it never said which (a 9 Skip and the
Mimic 8), and it told you to pick the pile up while you held three Flush cards and a 4, without saying why not
those. The hinted new pile now names its cards as a hinted lay does, and the full reason (H) says what the search
found of the Flush card and what starting the pile with the 4 would shed instead (games/flush/why_not.py)."""

from quash_table.engine.match import Match
from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.telling import describe_hint, describe_hint_brief

# the review's game up to your third turn: Bot 3's six 2s (a Super Flush) and 7s, your Flush card on base 3 and your
# 5 Skip, Bot 3's two 1s; the pile a 5 Skip and two 1s, your hand 4, 5, 7, 8 (the Mimic), 9 Skip, F, F, F+
MOVES = [{"type": "play", "cards": ["2", "2L", "2D", "b0", "b1", "b2"], "as": 2},
         {"type": "play", "cards": ["7", "7L"], "as": 7}, {"type": "flush", "card": "b2"},
         {"type": "play", "cards": ["b1"], "as": 5}, {"type": "play", "cards": ["1", "1"], "as": 1}]
NEW_PILE = {"type": "pickup", "cards": ["9S", "8"]}
MIMIC_AS_1 = {"type": "play", "cards": ["8"], "as": 1}          # the normal bot's move there
FLUSH_PLUS, FLUSH = {"type": "flush", "card": "F+"}, {"type": "flush", "card": "F"}
THE_4 = {"type": "pickup", "cards": ["4"]}


def review_turn():
    m = Match("flush", "human,bot:normal,bot:normal", seed=5, options={"format": "arena", "rounds": "1"},
              actions=MOVES)
    view, legal = m.game.view(m.state, 0), m.game.legal_actions(m.state)
    assert m.state.to_move == 0 and view["mimic"] == 8 and view["pile"] == [["5S", 5], ["1", 1], ["1", 1]]
    assert sorted(view["hand"]) == ["4", "5", "7", "8", "9S", "F", "F", "F+"]
    assert NEW_PILE in legal and THE_4 in legal and FLUSH_PLUS in legal
    return m, view, legal


def test_a_hinted_new_pile_names_its_cards():
    m, view, legal = review_turn()
    # (it said "start a new pile with two cards and pick up the old one")
    assert describe_hint(NEW_PILE, 0, 3, view) == "start a new pile with a 9 Skip and a Mimic, and pick up the old one"
    assert describe_hint_brief(NEW_PILE, 0, 3, view) == "start a new pile with a 9 and a Mimic"      # as before
    # four 9s and a Mimic said "five cards"; with no view (no Mimic known) each card by its name
    assert describe_hint({"type": "pickup", "cards": ["9", "9", "9", "9S", "8"]}, 0, 3, view) == \
        "start a new pile with four 9s (one a Skip) and a Mimic, and pick up the old one"
    assert describe_hint(NEW_PILE, 0, 3) == "start a new pile with a 9 Skip and an 8, and pick up the old one"
    assert describe_hint(THE_4, 0, 3, view) == "start a new pile with your 4 and pick up the old one"


def searched_why(view, legal, flush_diffs, chosen_diffs):
    """The hint's why of the new pile, the search's figures given: it left the normal bot's Mimic as a 1 (`chosen_diffs`
    against it, deal by deal), the Flush Plus card played out with `flush_diffs`, the plain Flush card on 2 deals."""
    bot = HintBot(Match("flush", ["human", "bot:normal", "bot:normal"], 5).game, 0, 0, iterations=40)
    bot._prior, bot._chosen = MIMIC_AS_1, dict(NEW_PILE)     # (the search's own)
    bot.searched = ([MIMIC_AS_1, FLUSH_PLUS, FLUSH, bot._chosen], [[0.0] * 10, flush_diffs, [0.1, 0.1], chosen_diffs])
    return bot.move_words(view, NEW_PILE, legal)


def test_the_why_says_why_not_the_flush_card_or_the_4():
    _, view, legal = review_turn()
    # as the review's search found it: the new pile better than the Mimic as a 1, and even with the Flush Plus card
    why = searched_why(view, legal, [0.3, 0.3, 0.0, 0.3] + [0.0] * 4, [0.3] * 3 + [0.0] * 7)
    # (session 49: by how much, the search's own figure, and what the move leaves you, last)
    assert str(why) == (
        "you pick up 3 cards; it skips Seat 2: tried both to the round's end, it left you fewer points than \u201clay "
        "a Mimic as a 1 on the pile\u201d almost every time (about 7 points fewer on average), and about as many as "
        "\u201cplay your Flush Plus card\u201d; with the old pile's 3 cards (4 points) picked up, this play leaves "
        "your hand 8 points lighter (a Mimic counts triple); playing your 4 alone would leave it 3 points heavier; you "
        "will have 13 cards left"), str(why)
    # the short words and the fewest as they were (the board's place for them is small)
    assert why.short == "it left you fewer points than \u201clay a Mimic as a 1\u201d almost every time", why.short
    assert why.brief == "you pick up 3 cards"
    # better than the Flush card: how often, as the lay's
    why = searched_why(view, legal, [0.0, 0.0, 0.6] + [0.0] * 5, [0.3] * 3 + [0.0] * 7)
    assert "on the pile\u201d almost every time (about 7 points fewer on average), and fewer than \u201cplay your " \
        "Flush Plus card\u201d about 2 times in 3 (about 3 points fewer on average); with the old pile's" in str(why), \
        str(why)


def test_nothing_is_said_of_a_flush_card_the_search_did_not_measure():
    _, view, legal = review_turn()
    # the Flush card clearly better on the deals both were played: the hint kept its move for other reasons
    why = searched_why(view, legal, [0.5, 0.4, 0.5, 0.6, 0.5, 0.4, 0.5, 0.6], [0.3] * 3 + [0.0] * 7)
    assert "Flush" not in str(why) and "playing your 4 alone would leave it 3 points heavier" in str(why), str(why)
    # no search (the normal bot's own move): what its scoring weighs between the two new piles, no figures
    bot = HintBot(Match("flush", ["human", "bot:normal", "bot:normal"], 5).game, 0, 0)
    bot._prior = None
    why = bot.move_words(view, NEW_PILE, legal)
    assert str(why).endswith("; with the old pile's 3 cards (4 points) picked up, this play leaves your hand 8 points "
                             "lighter (a Mimic counts triple); playing your 4 alone would leave it 3 points heavier; "
                             "you will have 13 cards left"), str(why)
    assert "Flush" not in str(why) and why.short == str(why).split("; with the old pile's")[0], (str(why), why.short)


def test_the_reviews_hint_with_a_search_cut_short():
    """The review's hint came from a search cut short (a loaded machine's two seconds): played out in 40 playouts,
    the search leaves the Mimic as a 1 for the new pile, and its words now say the cards and both alternatives."""
    m, view, legal = review_turn()
    bot = HintBot(m.game, 0, 0, iterations=40)
    assert bot.choose(view, legal) == NEW_PILE
    full = str(bot.reason)
    assert "than \u201clay a Mimic as a 1 on the pile\u201d" in full and "\u201cplay your Flush" in full, full
    assert full.endswith("; with the old pile's 3 cards (4 points) picked up, this play leaves your hand 8 points lighter "
                         "(a Mimic counts triple); playing your 4 alone would leave it 3 points heavier; you will have "
                         "13 cards left"), full
    assert len(bot.reason.short) <= 75 and bot.reason.brief == "you pick up 3 cards"
