"""Session 30: the card a QUASH hint names to finish a spot changed between two hints with nothing changed in
between ("your 6♦ finishes it", then "your 6♠ finishes it"). Between cards of one rank the choice is stable
where the card is chosen (run_facts.finish_from_hand): one keeping the spot's suit, then the card the hints
before named for that spot (plans.told_named, from what told_change remembers), then the fixed card order."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.run_facts import finish_from_hand
from quash_table.games.quash.why import promised

G = get_game("quash")


def position():
    """Basic, 2 players, seed 5: seat 0 holds 5♥ 5♣ 5♠ and a 4♥; its spot 1 holds a 3♠."""
    s = G.new_state(2, 5, {"variant": "basic"})
    s.hands[0].remove("3S")
    s.board[0][0] = ("3S",)
    return s


def test_between_equal_cards_the_one_named_before_is_kept():
    assert finish_from_hand(["3S", "4H"], 3, ["5S", "5H", "5C"])[0] == ["5S"]                  # fixed order
    assert finish_from_hand(["3S", "4H"], 3, ["5S", "5H", "5C"], first={"5C"})[0] == ["5C"]   # named before
    assert finish_from_hand(["3H", "4H"], 3, ["5S", "5H", "5C"], first={"5C"})[0] == ["5H"]   # same suit first
    assert finish_from_hand(["3S", "4H"], 3, ["5S", "5H", "5C"], last={"5S"})[0] == ["5H"]    # named elsewhere
    # a card named for one spot is left to it by another spot's run (promised, closest to done first)
    mine = [[] for _ in range(9)]
    mine[0], mine[4] = ["3S", "4H"], ["4D"]
    assert promised(mine, ["5S", "5C"], named={"5S": 0}) == {0: ["5S"], 4: ["5C"]}
    assert promised(mine, ["5S", "5C"], named={"5C": 0}) == {0: ["5C"], 4: ["5S"]}


def test_a_hint_names_again_the_card_an_earlier_hint_named():
    s = position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    play = {"type": "play", "card": "4H", "spot": 1}
    assert play in legal
    bot = HardBot(G, 0, 1, iterations=8)
    words = str(play_words(bot, view, legal, play, lambda: 0.5)[0])
    assert "5♠" in words and "5♣" not in words, words
    # an earlier hint of the round named the 5♣ for spot 1: the same card is named, and remembered so
    bot._told = ((view["round"], 0), len(view["history"]), {"5C": (1, "3-4-5", 0, ("3S",))})
    words = str(play_words(bot, view, legal, play, lambda: 0.5)[0])
    assert "5♣" in words and "5♠" not in words, words
    assert "5C" in bot._told[2] and bot._told[2]["5C"][0] == 1
    # asked again, the same words
    assert str(play_words(bot, view, legal, play, lambda: 0.5)[0]) == words
