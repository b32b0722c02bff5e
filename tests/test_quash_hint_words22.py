"""Session 22 (quashhint2): a QUASH hint's news says what its own move does. Positions from the duplicate deals
of scripts/quash_hint_duplicate.py (advanced, seed 2016; the hint against the normal bot at 40 playouts)."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.hints_plan import news_words

G = get_game("quash")


def position(deal, plays):
    s = G.new_state(2, seed=derive_seed(2016, deal) & 0xFFFFFFFF, options={"variant": "advanced"})
    for a in plays:
        assert a in G.legal_actions(s), a
        s = G.apply(s, a)
    return s


def play(card, spot, *swap):
    return {"type": "play", "card": card, "spot": spot, **({"swap": [list(m) for m in swap]} if swap else {})}


# deal 1, the hint as RED (seat 0): the plays up to its 16th
DEAL1 = [
    play("JS", 5), play("QS", 5), play("QH", 5, ("JS", 2)), play("QD", 2), play("6H", 8), play("2H", 5, ("QS", 8)),
    play("10C", 1), play("10H", 1), play("7C", 7), play("8C", 7), play("9D", 7),
    play("KD", 5, ("2H", 2), ("QD", 1)), play("2S", 1, ("10C", 7), ("7C", 4)), play("7S", 8, ("QS", 7), ("8C", 4)),
    play("JD", 8, ("6H", 5), ("QH", 8)), play("QC", 8, ("7S", 5), ("KD", 7)), play("6S", 4), play("AH", 6),
    play("2D", 6), play("AD", 9), play("2C", 9), play("3S", 6, ("AH", 3)), play("KH", 8, ("JD", 6), ("2D", 3)),
    play("3C", 9, ("AD", 6), ("3S", 2)), play("3H", 1), play("KC", 8, ("QC", 3), ("AH", 7)),
    play("4D", 9, ("2C", 6), ("JD", 7)), play("5H", 9, ("3C", 6), ("AD", 8)), play("8D", 5, ("6H", 9), ("4D", 1)),
    play("9S", 5, ("7S", 4))]


def test_a_run_carried_by_the_swap_is_said_where_its_card_went():
    """Deal 0, the hint as BLACK (seat 1): it had laid the Q♠ on spot 5 for Q-K (its K♥ to finish it), then a K♠ on spot 2; the
    5♦ goes on spot 5 and the chain takes the Q♠ to spot 8, where the hand's K still makes Q-K. The words
    said "Q-K moves from spot 5 to spot 2": the K♠ waiting there for a Q was another run, no card of it moved."""
    s = position(0, [play("JS", 5), play("QH", 5), play("QS", 5, ("JS", 7)), play("4S", 5, ("QH", 7)),
                     play("KS", 2), play("5S", 2)])
    view = G.view(s, 1)
    assert list(view["board"][1][1]) == ["KS"] and list(view["board"][1][4]) == ["QS"] and "KH" in view["hand"]
    assert news_words(view, play("5D", 5, ("QS", 8))) == "Q-K moves from spot 5 to spot 8; "


def test_the_news_told_is_the_one_that_made_the_move_worth_it():
    """Deal 1: their 3♣ came to their spot 6 (opposite RED's 2♣) two plays ago, and the hint laid the 8♦ on spot
    5 since; then their 9♠ came to their spot 5. The hint takes the 8♦ off spot 5 again (and the 2♣ off 6): the
    news is their 9♠ on spot 5, not the 3♣ the hint before weighed. Likewise a play earlier: the 4♦ laid on
    spot 9 moves on after their 5♥ came there, not for their 7♠ of long ago on spot 5."""
    s = position(1, DEAL1[:28])
    assert news_words(G.view(s, 0), DEAL1[28]) == "their 5♥ on spot 9 beats your 4, so "
    s = position(1, DEAL1)
    assert news_words(G.view(s, 0), play("4H", 6, ("2C", 5), ("8D", 4))).startswith("their 9♠ on spot 5 ")


def test_of_two_fresh_news_the_spot_played_on_is_told():
    """Deal 6, the hint as RED: their K♣ came to their spot 8 (opposite RED's Q♠) and pushed their Q♦ to spot 5
    (opposite the 9♣ RED just laid); the K♠ goes on spot 8, the Q♠ to 5, the 9♣ to 2. Both are news: the one
    told is where the move plays, which its reason goes on about ("your K♠ starts spot 8")."""
    s = position(6, [play("10C", 8), play("QD", 8), play("QS", 8, ("10C", 7)), play("4S", 7), play("9C", 5),
                     play("KC", 8, ("QD", 5))])
    assert news_words(G.view(s, 0), play("KS", 8, ("QS", 5), ("9C", 2))).startswith("their K♣ on spot 8")
