"""Session 44, issue 23 (a new player's review of Flush, three seats, seed 5, arena of one round): on your third turn
the hint read "start a new pile with two cards and pick up the old one": it never said which (a 9 Skip and the
Mimic 8). The hinted new pile now names its cards as a hinted lay does."""

from quash_table.engine.match import Match
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
