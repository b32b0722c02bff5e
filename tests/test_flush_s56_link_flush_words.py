"""Review 55m (revm_10): a Link Flush hinted on an empty pile said "it clears the pile": there was no pile to clear.
It says what goes: the Links themselves."""

from quash_table.games.flush.reasons import link_flush_reason, plain_reason


def test_a_link_flush_on_an_empty_pile_says_the_links_go_not_the_pile():
    said = str(link_flush_reason(4, {"pile": []}))
    assert "clears the pile" not in said and said == "your 4 Links go out of play at once and you play again", said
    # on a pile, it clears it, as before
    assert "clears the pile" in str(link_flush_reason(4, {"pile": [("5", 5)]}))
    assert "clears the pile" in str(link_flush_reason(4))


def test_the_plain_reason_of_a_link_flush_on_an_empty_pile_too():
    view = {"stage": None, "held_counts": [8, 8], "seat": 0, "pile": [], "pile_run_links": 0}
    said = str(plain_reason({"type": "link_flush", "cards": ["1L", "2L", "3L", "4L"]}, view))
    assert said.startswith("your 4 Links go out of play"), said
