"""Review 56p (QUASH basic): "play your 5♠ on spot 2 — their 5♥ on spot 1 can make 5-6-7, tying your 5-6-7, so
your 5♠ makes the same-suit run 4-5 on spot 2" reasoned about spot 1 to justify spot 2. Where the card the plan
on the news's spot kept goes to another spot, the news says it was kept there, so the reason about its new spot
follows ("…; your 5♠ was kept for spot 1, so …"). Headless: changes.change_words."""

from quash_table.games.quash.changes import change_words

EMPTY = [[] for _ in range(9)]


def _sides():
    mine = [list(x) for x in EMPTY]
    mine[0] = ["6S", "7S"]          # spot 1: 6-7, your 5♠ kept for 5-6-7
    mine[1] = ["4S"]                # spot 2: the 5♠ goes here instead (4-5)
    theirs = [list(x) for x in EMPTY]
    theirs[0] = ["5H", "6H"]        # their 5♥ come to spot 1: 5-6-7 ties yours
    return mine, theirs


class Leaves(dict):
    step = None


def _words(step):
    mine, theirs = _sides()
    dropped = [("5S", 1, 2, "hand", "5-6-7")]
    recent = {"5S": (1, ["5H"])}
    leaves = Leaves()
    leaves.step = step
    return str(change_words(dropped, {}, theirs, [], "", False, recent, mine, played=2, leaves=leaves))


def test_news_on_another_spot_says_the_card_was_kept_there():
    said = _words((1, "5S"))        # the reason's step: the 5♠ on spot 2 (index 1)
    assert said.startswith("their 5\u2665 on spot 1"), said
    assert "your 5\u2660 was kept for spot 1, so " in said, said


def test_news_on_the_moves_own_spot_is_said_as_before():
    said = _words((0, "5S"))        # the reason is about spot 1 itself: no link needed
    assert said.startswith("their 5\u2665 on spot 1") and "was kept" not in said, said
