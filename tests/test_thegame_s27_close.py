"""Review 27, seed 11 move 16: ▼ at green 4, purple 1 and blue 6 in hand, the hint "Lay purple 1 on the ▼
stack — skips 2 and 3 on ▼ …" said nothing of ▼ then taking only purple (the team lost three moves later).
A hinted card after which no card fits its stack by number says so (why.closing_words)."""

from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import closing_words, move_words_with_close
from tests.test_thegame_s15_hintwords import hint, position

HISTORY = [(0, "G1", "up", 0), (0, "Y10", "down", 0), (1, "P4", "up", 1), (0, "R5", "up", 2), (1, "R1", "up", 3),
           (0, "Y7", "down", 4), (1, "G4", "down", 5)]


def test_a_card_that_closes_a_stack_says_which_cards_can_still_turn_it_back():
    state = position([["P1", "B6"], ["B10", "R8"]], up="R1", down="G4", history=HISTORY)
    view = GAME.view(state, 0)
    # purple 2 to 10 less the laid purple 4: 8 cards can turn ▼ back after purple 1
    assert closing_words(view, "P1", "down") == "after it 8 purple cards can turn \u25bc back"
    assert move_words_with_close(view, "P1", "down") == ("skips 2 and 3 on \u25bc, and after it 8 purple "
                                                         "cards can turn \u25bc back")
    assert closing_words(view, "B6", "up") is None                 # 7 to 10 still fit ▲ by number
    assert closing_words(view, "R10", "up") == "after it 7 red cards can turn \u25b2 back"
    # the hint's card there (1500 paired deals played out: purple 1 on ▼ and blue 6 on ▲ win equally often,
    # so the choice stands; the words now say what it leaves)
    action, reason = hint(state)
    assert action == {"type": "play", "card": "P1", "stack": "down"}, action
    assert reason.startswith("skips 2 and 3 on \u25bc, and after it 8 purple cards can turn \u25bc back. "), reason


def test_a_stack_no_card_can_reopen_is_closed_for_good():
    laid = [(1, f"P{n}", "up", 0) for n in range(2, 11)]
    state = position([["P1", "B6"], ["B10", "R8"]], up="P10", down="G4", history=laid + [(1, "G4", "down", 1)])
    assert closing_words(GAME.view(state, 0), "P1", "down") == "it closes \u25bc for good"
