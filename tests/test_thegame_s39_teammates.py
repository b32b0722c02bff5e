"""Review 38, The Game with three bots: the hint "keep green 9 for your next turn … It skips nothing on ▼, so next
turn it is likely still a cheap card to lay" was said at a table of four, where three team-mates lay their cards
before your next turn and any of them may pass it by. What a kept free card is next turn is now said with the
team-mates who play first, counted from the cards each still holds (public). Headless."""

from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import end_turn_words

END = {"type": "end"}


def _view(seats, counts=None):
    """Seat 0 to move, one card laid this turn, red 6 in hand on ▼ at yellow 7: red 6 is the next number there."""
    view = dict(GAME.view(GAME.new_state(seats, 1, {}), 0), up="G4", down="Y7", placed=1, hand=["R6"],
                history=[[1, "G4", "up", 0], [0, "Y7", "down", 1]])
    if counts is not None:
        view["hand_counts"] = counts
    return view


def _why(view):
    return end_turn_words(view, [{"type": "play", "card": "R6", "stack": "down"}, END])


def test_three_team_mates_first_are_said_to_maybe_pass_the_card_by():
    words = _why(_view(4))
    assert words.short == "keep red 6 for your next turn, when you must lay a card again", words.short
    assert "likely still" not in str(words), words
    assert "your 3 team-mates play first" in str(words) and "may pass it by" in str(words), words


def test_one_team_mate_is_said_as_one():
    words = _why(_view(2))
    assert "unless your team-mate lays on \u25bc before your next turn" in str(words), words


def test_team_mates_out_of_cards_are_not_counted():
    words = _why(_view(4, counts=[1, 0, 0, 5]))
    assert "unless your team-mate lays on \u25bc" in str(words), words
    words = _why(_view(3, counts=[1, 0, 0]))
    assert "nobody plays before your next turn" in str(words), words
