"""The Game's team play: a bot weighs its whole turn at once (the first card may be laid for the second it
allows), and it listens to "I have a (height) (colour) card" from anyone, keeping room on the stacks for
the card named. Positions are built by hand: seat 0 to move, the stacks' cards laid in order, the other
cards dealt from the rest."""

import pytest

from quash_table.bots import make_bot
from quash_table.games import get_game

G = get_game("thegame")


def position(seats, hand, up_cards, down_cards, signals=(), turn=4):
    """Seat 0 to move holding `hand` on stacks built from `up_cards` and `down_cards` (in the order laid)."""
    d = G.dump(G.new_state(seats, seed=5))
    laid = [[1 + i % (seats - 1), c, stack, 0]
            for stack, cards in (("up", up_cards), ("down", down_cards)) for i, c in enumerate(cards)]
    gone = set(hand) | set(up_cards) | set(down_cards)
    rest = [c for c in d["pile"] + [c for h in d["hands"] for c in h] if c not in gone]
    hands = [list(hand)] + [[rest.pop(), rest.pop()] for _ in range(seats - 1)]
    d.update(hands=hands, pile=rest, up=up_cards[-1], down=down_cards[-1], to_move=0, turn=turn, placed=0,
             signalled=False, history=laid, signals=list(signals))
    return G.load(d)


def cards_laid(level, state):
    """The (card, stack) a bot of `level` lays in the turn of the seat to move."""
    seat, laid = state.to_move, []
    while state.to_move == seat and state.outcome is None:
        action = make_bot("thegame", level, seat).choose(G.view(state, seat), G.legal_actions(state))
        if action["type"] == "play":
            laid.append((action["card"], action["stack"]))
        state = G.apply(state, action)
    return laid, state


@pytest.mark.parametrize("level", ["normal", "normal-silent"])
def test_two_cards_of_one_colour_go_up_high_first_and_turn_the_stack_back_with_the_low(level):
    """Up: yellow 5. Holding red 7 and red 6, laying red 6 and then red 7 leaves the stack at 7; red 7
    first and then red 6 (the reverse trick: same colour) leaves it at 6, one more number open. (A bot that
    chose its first card alone laid red 6 and stopped.)"""
    laid, state = cards_laid(level, position(3, ["R7", "R6"], ["B2", "Y5"], ["P10", "G1"]))
    assert laid == [("R7", "up"), ("R6", "up")]
    assert state.up == "R6"


def test_a_bot_keeps_room_for_the_card_a_teammate_said_it_holds():
    """Up: blue 6, down: yellow 8; seat 0 holds green 9 and purple 5. Green 9 on the ascending stack
    loses fewer cards in all, and is what the bot plays at a silent table; but when the teammate said
    "I have a high red card" (red 8, 9 or 10), green 9 would leave red 8 and red 9 no stack at all, so
    the bot lays purple 5 on the descending stack instead and the red card still fits."""
    base = (["G9", "P5"], ["R1", "B6"], ["P10", "Y8"])
    said = [{"seat": 1, "turn": 3, "text": {"colour": "R", "height": "high"}}]
    assert cards_laid("normal", position(2, *base))[0] == [("G9", "up")]
    assert cards_laid("normal", position(2, *base, signals=said))[0] == [("P5", "down")]
    # what a seat said of its own hand a round or more ago still steers the team while it stands (review
    # 15: the seat says it once, not every turn) ...
    old = [{"seat": 1, "turn": 1, "text": {"colour": "R", "height": "high"}}]
    assert cards_laid("normal", position(2, *base, signals=old))[0] == [("P5", "down")]
    # ... and no longer once the seat has laid a card it speaks of (red 9 on the descending stack)
    laid = [{"seat": 1, "turn": 0, "laid": 0, "text": {"colour": "R", "height": "high"}}]
    assert cards_laid("normal", position(2, ["G9", "P5"], ["R1", "B6"], ["R9", "Y8"], signals=laid))[0] == \
        [("G9", "up")]


def test_the_hint_line_says_when_a_move_keeps_room_for_a_teammates_card():
    """The reason shown with a hint (and in the log) names the signal when it decided the move, and the
    card it was chosen over (why.py)."""
    said = [{"seat": 1, "turn": 3, "text": {"colour": "R", "height": "high"}}]
    state = position(2, ["G9", "P5"], ["R1", "B6"], ["P10", "Y8"], signals=said)
    bot = make_bot("thegame", "normal", 0)
    assert bot.choose(G.view(state, 0), G.legal_actions(state)) == {"type": "play", "card": "P5", "stack": "down"}
    assert bot.reason == "it keeps room for Seat 2's high red card"
    quiet = position(2, ["G9", "P5"], ["R1", "B6"], ["P10", "Y8"])
    bot.choose(G.view(quiet, 0), G.legal_actions(quiet))
    # the colour rule decides (session 19: said as "less room"): green 9 leaves ▲ a green top
    assert bot.reason == ("\u25b2 then shows green: 8 green cards can still turn it back; after purple 5 on \u25bc it "
                          "would show blue, with only 5 blue left")
