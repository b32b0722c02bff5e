"""Review 16: The Game's hint to end the turn said "no cheap second card: keep the stacks open", which a new
player cannot check. It now names the second card that would cost least and what it would cost, in
numbers: the numbers it skips (session 20: no longer "the other cards of its number it blocks", which
called the next number a waste). The endgame's reason follows what the card does, as every other hinted card's."""

import pytest

from quash_table.games.thegame.bots import HintBot, NormalBot, endgame_words
from quash_table.games.thegame.rules import DECK, GAME
from quash_table.games.thegame.why import end_turn_words


def position(hand, up, down, history, placed=1):
    """Seat 1 (index 0) to move, its turn's second card, holding `hand`; the rest of the deck in the pile."""
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    other = [c for c in ("R1", "B1") if c not in hand]
    used = set(hand) | set(other) | {h[1] for h in history}
    d.update(hands=[list(hand), other], up=up, down=down, placed=placed, turn=len(history) - placed,
             to_move=0, history=[list(h) for h in history], pile=[c for c in DECK if c not in used],
             signals=[], signalled=True)
    return GAME.load(d)


@pytest.mark.parametrize("bot", [lambda: HintBot(GAME, 0, iterations=60), lambda: NormalBot(GAME, 0)])
def test_ending_the_turn_names_the_cheapest_second_card_and_its_cost(bot):
    # ▲ at blue 3, ▼ at yellow 7, red 6 and green 9 in hand: red 6 on ▲ skips 4 and 5, on ▼ it is the next
    # number: it costs nothing (session 20: it was said to waste room for "blocking the other 6s", though ▼
    # at 7 takes one 6 at most whichever is laid), and the words say the turn ends to keep it
    s = position(["R6", "G9"], "B3", "Y7", [(1, "B3", "up", 0), (1, "Y8", "down", 0), (0, "Y7", "down", 1)])
    b = bot()
    assert b.choose(GAME.view(s, 0), GAME.legal_actions(s)) == {"type": "end_turn"}
    assert b.reason.short == "keep red 6 for your next turn, when you must lay a card again"  # (its why on H: session 34)
    # with the next number gone, the cheapest second card names what it skips
    s = position(["R5", "G9"], "B3", "Y7", [(1, "B3", "up", 0), (1, "Y8", "down", 0), (0, "Y7", "down", 1)])
    assert end_turn_words(GAME.view(s, 0), GAME.legal_actions(s)) == \
        "a second card would waste room, as even red 5 on \u25b2 skips 4"


def test_a_second_card_that_only_skips_says_what_it_skips():
    # every other 10 is laid: green 10 on ▲ (at blue 6) blocks no 10, it skips 7 to 9 still to come
    history = [(1, "R8", "up", 0)] + [(1, c + "10", "down", 0) for c in "RBYP"] + [(1, "Y5", "down", 0)]
    history += [(0, "B6", "up", 1)]
    s = position(["G10"], "B6", "Y5", history)
    view = GAME.view(s, 0)
    # the one card that fits: no "even" (session 23: it hinted at other cards), "your ... would skip" (session 28)
    assert end_turn_words(view, GAME.legal_actions(s)) == \
        "a second card would waste room, as your green 10 on \u25b2 would skip 7, 8 and 9"


def test_no_cost_no_such_words_and_the_endgame_says_what_the_card_does():
    # the next number with every other card of it laid: a second card that costs nothing is no reason to stop
    history = [(1, c + "4", "up", 0) for c in "RBYP"] + [(1, "R3", "up", 0), (1, "Y5", "down", 0)]
    history += [(0, "B3", "down", 1)]
    s = position(["G4"], "R3", "B3", history)
    view = GAME.view(s, 0)
    assert end_turn_words(view, GAME.legal_actions(s)).startswith("keep green 4 for your next turn")
    play = {"type": "play", "card": "G4", "stack": "up"}
    assert endgame_words(view, play) == ("the next number on \u25b2. I" + NormalBot.REASONS["endgame"][1:] + ".")
    assert endgame_words(view, {"type": "end_turn"}) == NormalBot.REASONS["endgame"]
