"""Review 47c: Learn to play left out facts the table leans on. The Game's signal buttons say low / middle / high
and a same-number card is refused, neither said before Full rules; Flush's round-end reveal scores a card of the
Mimic's value triple, which a new player first met there; the Mimic was "the stock's turned-up card" before the
stock was said to be anything."""

from quash_table.ui.rules_files import rules_parts


def learn(game_id):
    return rules_parts(game_id)[0][2]


def test_the_games_learn_part_says_the_heights_and_the_same_number_rule():
    text = learn("thegame")
    assert "low is 1-3, middle 4-7, high 8-10" in text
    assert "a number never goes on the same number" in text


def test_flushs_learn_part_says_the_mimic_counts_triple_and_what_the_stock_is():
    text = learn("flush")
    assert "a card of the Mimic's value counts triple" in text
    assert "the undealt cards, the stock" in text


def test_quashs_learn_part_says_when_undo_works_and_failed_spots_without_a_contradiction():
    """Review 47a: "U takes back your card (against bots)" while Undo was greyed after every draw; "two FAILED
    spots: 1 point each, nobody wins" read as self-contradictory."""
    text = learn("quash")
    assert "until the next player moves, once the draw pile is gone (a card drawn stays drawn)" in text
    assert "each side scores 1, but neither wins the spot" in text and "nobody wins." not in text


def test_quadruple_wars_learn_part_says_what_a_bag_is():
    """Review 47b: Learn to play never said "bag", and New game then offered a Bags option."""
    from quash_table.games.quadwar.bag_words import BAG_IS
    text = learn("quadwar")
    assert f"With the **Bags** option (New game), {BAG_IS} (" in text and "{{" not in text


def test_the_games_keys_say_how_to_signal_without_the_mouse():
    """Review 47c: the Keys page named no key for the signals (Tab walks to them past the cards, test_thegame_scene)."""
    keys = rules_parts("thegame")[3][2]
    assert "Tab past your cards walks the buttons, the signals too; Enter presses the one chosen" in keys


def test_quashs_advanced_part_says_the_two_player_deal():
    """Review 47a: the 2-player advanced deal (23 cards each, 6 put aside, no pile) was said only in Full rules."""
    text = rules_parts("quash", {"variant": "advanced"})[0][2]
    assert "deals 23 cards each (6 are put aside unseen) and there is no draw pile" in text
