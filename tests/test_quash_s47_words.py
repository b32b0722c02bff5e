"""Session 47, review 46-1b (QUASH advanced, a new player): a lay was allowed with the amber words "FAILS unless a
later swap mends it: 2-8-9 can never be a triple run", while a swap for the same reason was refused: "can never"
beside "unless ... mends it" read as a contradiction. A spot a later swap may still mend is said to fail unless its
cards change, its cards "not a run as they stand"; "can never" stays for a spot no swap can mend."""

from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.placement_words import placement_failure
from tests.test_quash_mend15 import G, position


def test_a_mendable_lay_says_it_fails_unless_its_cards_change_never_can_never():
    s = position("advanced")
    tag = QuashComposer(G.view(s, 0), G.legal_actions(s)).warning("2D", "spot:8")
    assert tag == "this spot will fail unless a later swap changes its cards: 2-8 is not a double run as they stand"
    assert "can never" not in tag and "mends" not in tag


def test_the_triple_of_the_review_and_a_spot_no_swap_can_mend():
    got = placement_failure(["8S", "9H"], "2C", 4, open_after=3)
    assert got == "this spot will fail unless a later swap changes its cards: 2-8-9 is not a triple run as they stand"
    assert placement_failure(["8S", "9H"], "2C", 4, open_after=0) == "will FAIL: 2-8-9 can never be a triple run"
