"""Review 17 (QUASH advanced, a new player's ~70 hints): the reason is true of the position.

- "play the 9 of diamonds on spot 3 — … your lowest card goes there" while the 4♥ (lower) stayed in hand,
  kept for a run: 'lowest' is weighed over the whole hand, and a card kept for a run is said so.
- "play the 2 of hearts on spot 4 … it starts spot 4 (your 3♠ 4♥ would make it 2-3-4)" with their 8 on
  spot 4: any run they finish there beats 2-3-4, and the reason says so."""

from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as board


def play(card, spot, swap=None):
    return {"type": "play", "card": card, "spot": spot, **({"swap": swap} if swap else {})}


def test_lowest_is_weighed_over_the_whole_hand():
    """Your 2♣ 3♣ on spot 1 wait for the 4♥; the 9♦ goes to single spot 3 (their J). It is not your
    lowest card: the 4♥ is, kept for the run."""
    mine, hand = board(s1=["2C", "3C"]), ["9D", "4H", "KD", "QS"]
    said = why_words(mine, board(s3=["JH"]), play("9D", 3), hand)
    assert "your lowest card" not in said and "lowest card your runs do not need" in said, said
    said = why_words(mine, board(), play("9D", 3), hand)
    assert "your lowest card" not in said and "lowest card your runs do not need" in said, said
    # with no lower card at all in hand it is your lowest card
    said = why_words(mine, board(s3=["JH"]), play("9D", 3), ["9D", "KD", "QS"])
    assert "your lowest card goes there" in said, said


def test_a_run_their_card_on_the_spot_outruns_is_said_to_be_below_it():
    """Your 2♥ starts spot 4, your 3♠ 4♥ would make it 2-3-4; their 8 lies on their spot 4, so any run
    they finish there beats it."""
    said = why_words(board(s2=["KC"]), board(s4=["8H"]), play("2H", 4), ["2H", "3S", "4H", "KD"])
    # (session 25: the one run a 2 grows into is said in the same sentence, no "(a 3 only)" after it)
    # (session 61: and says the point, your lower cards where they are ahead)
    assert said == "it starts spot 4 (triple) for 2-3-4 only: a run there wins it if their 8 fails to make one, " \
        "and costs only your lower cards (any run their 8 makes there beats it)", said
    # no finishing cards in hand: the same
    said = why_words(board(s2=["KC"]), board(s4=["8H"]), play("2H", 4), ["2H", "KD"])
    assert "any run their 8 makes there beats it" in said, said
    # two of yours: 2-3 is a card from 2-3-4, which their 8 beats
    said = why_words(board(s4=["3C"]), board(s4=["8H"]), play("2H", 4), ["2H", "4S", "KD"])
    assert "2-3 on spot 4" in said and "any run their 8 makes there beats it" in said, said
    # their 6 there: your 4 may still make 4-5-6, level with their lowest; nothing is claimed
    said = why_words(board(s2=["KC"]), board(s4=["6H"]), play("4H", 4), ["4H", "5S", "6D", "KD"])
    assert "beats it" not in said, said
    # their 3 there: they may make 2-3-4 or 3-4-5; nothing is claimed
    said = why_words(board(s2=["KC"]), board(s4=["3H"]), play("2H", 4), ["2H", "3S", "4H", "KD"])
    assert "beats it" not in said, said
    # a swap step that starts the spot says it as well
    said = why_words(board(s3=["5C"]), board(s4=["9H"]), play("2H", 3, [["5C", 4]]), ["2H", "3S", "4H", "KD"])
    assert "would make it" not in said and "any run their 9 makes there beats it" in said, said
