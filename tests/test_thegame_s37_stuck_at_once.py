"""The Game, session 37 (review 37): with the turn's one card laid, the hint said "Lay yellow 9 on ▲ — skips the
8, then ▲ takes only yellow" (▲ purple 7, ▼ red 1, which takes only red); followed, Bot 2 held blue 3 and purple 8,
neither fitting, and the team lost at once, where ending the turn left purple 8 a place. Late in the game the
endgame's deals now weigh a move after which the next hand has no card to lay (lost at once) below one that wins
as often and keeps the team going, from what the seat sees alone (its hand, the stacks, the counts)."""

import pytest

from quash_table.games.thegame import bots
from quash_table.games.thegame.bots import HintBot, NormalBot
from quash_table.games.thegame.rules import DECK, GAME

END = {"type": "end_turn"}
YELLOW_9 = {"type": "play", "card": "Y9", "stack": "up"}


def position(pile, mine=("Y9",), theirs=("B3", "P8")):
    """▲ purple 7, ▼ red 1, your first card of the turn laid; you keep yellow 9 (optional now), Bot 2 holds
    blue 3 and purple 8 (hidden from you), and `pile` is still to draw."""
    s = GAME.new_state(2, 1)
    live = set(pile) | set(mine) | set(theirs)
    laid = [c for c in DECK if c not in live and c not in ("P7", "R1")]
    s.history = [[0, c, "up", 0] for c in laid] + [[1, "R1", "down", 1], [0, "P7", "up", 2]]
    s.up, s.down, s.pile = "P7", "R1", list(pile)
    s.hands = [list(mine), list(theirs)]
    s.to_move, s.turn, s.placed, s.signals, s.signalled = 0, 2, 1, [], True
    return s


PILE = ["B2", "G2", "B4", "G4", "B5", "Y10", "R5", "B10"]


def test_followed_the_extra_yellow_9_leaves_bot_2_nothing_to_lay_and_ending_does_not():
    s = position(PILE)
    assert GAME.legal_actions(s) == [YELLOW_9, END]
    after = GAME.apply(s, YELLOW_9)
    assert after.outcome == "lost"
    assert GAME.apply(s, END).outcome is None


@pytest.mark.parametrize("seed", range(4))
def test_the_endgame_ends_the_turn_rather_than_leave_the_next_hand_stuck(seed):
    s = position(PILE)
    view, legal = GAME.view(s, 0), GAME.legal_actions(s)
    assert "B3" not in view["hand"] and view["pile_count"] <= bots.ENDGAME_PILE
    # whichever move the card-counting policy starts from, the deals end the turn
    for usual in (YELLOW_9, END):
        assert bots.endgame_choice(GAME, view, legal, usual, NormalBot(GAME, 0, seed).rng) == END, usual
    bot = NormalBot(GAME, 0, seed)
    assert bot.choose(view, legal) == END


def test_the_hint_says_end_your_turn_with_the_pile_empty():
    # nothing left to draw: yellow 9 leaves Bot 2 stuck in every deal, ending the turn in none
    s = position([])
    bot = HintBot(GAME, 0, 5, iterations=40)
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == END
    # and says why: what yellow 9 would have done to the team-mate, then ending's own chance
    assert str(bot.reason).startswith("yellow 9 on \u25b2 would leave your team-mate no card to lay whatever the "
                                      "unseen cards are; ending the turn wins in "), str(bot.reason)


def test_the_hint_says_what_the_extra_card_risks_where_it_is_a_chance():
    s = position(PILE)
    bot = HintBot(GAME, 0, 1, iterations=40)
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == END
    assert str(bot.reason).startswith("yellow 9 on \u25b2 would leave your team-mate no card to lay in about "), \
        str(bot.reason)
    assert " of 10 ways; ending the turn wins in " in str(bot.reason), str(bot.reason)
