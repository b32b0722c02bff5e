"""Review 15, item 1: a hint's reason in the words of someone explaining at the table: what the move does,
in numbers ("skips 5 on ▲", "turns ▼ back by 6"), then its one reason. "▲ then has no room for 16 cards
still to come" and "two cards down this turn" read as riddles."""

from quash_table.games.thegame.bots import HintBot
from quash_table.games.thegame.rules import DECK, GAME
from quash_table.games.thegame.why import does_words, numbers_words


def position(hands, up=None, down=None, history=(), signals=()):
    """Seat 1 (index 0) to move, its turn's first card, holding hands[0]; the rest of the deck in the pile."""
    d = GAME.dump(GAME.new_state(len(hands), 1, {}, None))
    used = {c for h in hands for c in h} | {h[1] for h in history}
    d.update(hands=[list(h) for h in hands], up=up, down=down, placed=0, turn=len(history), to_move=0,
             history=[list(h) for h in history], pile=[c for c in DECK if c not in used],
             signals=list(signals))
    return GAME.load(d)


def hint(state):
    bot = HintBot(GAME, 0, iterations=60)
    action = bot.choose(GAME.view(state, 0), GAME.legal_actions(state))
    return action, bot.reason


def test_what_a_move_does_is_said_in_numbers():
    empty = {"up": None, "down": None, "history": []}
    assert does_words(empty, "B4", "up") == "starts \u25b2 with a 4, passing over 1 to 3"
    view = {"up": "R3", "down": "G2", "history": [(0, "R3", "up", 0), (1, "G2", "down", 0)]}
    assert does_words(view, "Y4", "up") == "the next number on \u25b2"
    assert does_words(view, "R5", "up") == "skips 4 on \u25b2"
    assert does_words(view, "G9", "up") == "skips 5 numbers (4 to 8) on \u25b2"
    assert does_words(view, "G8", "down") == "turns \u25bc back by 6"
    # every 4 is laid: jumping from 3 to 5 skips no card the team still has to lay
    fours = [(0, c + "4", "down", 0) for c in "RBGYP"]
    gone = dict(view, history=view["history"] + fours)
    assert does_words(gone, "R5", "up") == "costs \u25b2 nothing (the numbers it skips are all laid)"
    assert numbers_words([7, 6, 5]) == "5 to 7" and numbers_words([4, 6, 7]) == "4, 6 and 7"


def test_the_reviews_hints_rebuilt_say_what_the_move_does_and_one_reason():
    # rev14-mixfin 41.png: green 7 and blue 4, both stacks empty: "green 7 would do as well here; ▲ then has
    # no room for 16 cards still to come"
    action, reason = hint(position([["G7", "B4"], ["R1", "R2"]]))
    assert action == {"type": "play", "card": "B4", "stack": "up"}
    # (session 18: green 7 on ▼ then blue 4 on ▲ is the same turn, not another choice: the plan is said)
    assert reason == "starts \u25b2 with a 4. It skips 3 numbers (1 to 3), none of them in your hand. Then green 7 starts \u25bc."
    # rev14-mixfin 52.png: green 5 and purple 9: "it leaves the stacks more room than green 5; ▼ then has no
    # room for 8 cards still to come"
    action, reason = hint(position([["G5", "P9"], ["R1", "R2"]]))
    assert action == {"type": "play", "card": "P9", "stack": "down"}
    assert reason == "starts \u25bc with a 9. It skips only the 10, not in your hand. Green 5 on \u25b2 instead would skip 1, 2, 3 and 4."


def test_a_reverse_trick_and_a_teammates_card_in_table_words():
    # ▼ at green 2, holding green 8: the trick, by how much
    history = [(1, "B3", "up", 0), (1, "G2", "down", 0)]
    action, reason = hint(position([["G8", "Y9"], ["R1", "R2"]], up="B3", down="G2", history=history))
    assert action == {"type": "play", "card": "G8", "stack": "down"}
    # (session 59: why it beats the next best move, not "The reverse trick gives it room again.", the move again)
    assert reason == "turns \u25bc back by 6. Yellow 9 on \u25b2 instead would skip 5 numbers (4 to 8)."
    for action, reason in (hint(position([["G8", "Y9"], ["R1", "R2"]], up="B3", down="G2", history=history)),
                           hint(position([["G7", "B4"], ["R1", "R2"]]))):
        assert "still to come" not in reason and "cards down this turn" not in reason
        # (session 40: a start's why says what it skips in plain words, "It skips 3 numbers (1 to 3), none of them
        # in your hand", on H only: 110 became 125)
        assert len(f"Hint: {GAME.describe_hint(action, 0, 2)} \u2014 {reason}") <= 125
