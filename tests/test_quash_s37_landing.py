"""Session 37 (a new player, QUASH advanced vs 1 bot): a hint's swap chain sent your K♣ to single spot 3, which the
other side had not filled, and said "your K♣ takes single spot 3, where only a higher card beats it" without a word
of their face-up A♥ on their spot 6 that one swap could move there (the rules page promises "though their face-up
A… may still move there"); the bot then laid a 7♠ on its spot 6, moving the A♥ to spot 3. The warning was looked
for only on spots both sides had filled (reply_turns.turning_moves). The fewest words said the K♣ "makes them spend
an A": moving a laid A spends no card of their hand. Now a laid card that one swap lands on their open single spot
is named (reply_turns.landing_moves), and "spend" is said only where no laid card of theirs may answer instead."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.hints_plan import play_words
from quash_table.games.quash.reply import reply_words
from quash_table.games.quash.reply_turns import landing_moves
from tests.quash_spots import spots as board
from tests.test_quash_hint_reply25 import view_with

G = get_game("quash")
HAND = ["7D", "5C", "9H", "3D", "8S"]
# your 7♦ goes to spot 1, the 2♠ there to spot 6, the K♣ there to single spot 3, which they have not filled;
# their A♥ lies face up on their single spot 6
CHAIN = {"type": "play", "card": "7D", "spot": 1, "swap": [["2S", 6], ["KC", 3]]}


def position(mine=None, theirs=None, hand=HAND):
    view = view_with(mine or board(s1=["2S"], s6=["KC"]), theirs or board(s1=["4H"], s6=["AH"]), hand, held=12)
    view.update(pile_count=20, round=1, history=[], turn=9)
    return view


def test_their_face_up_a_that_one_swap_lands_on_the_chains_single_spot_is_named():
    view = position()
    assert reply_words(view, CHAIN) == "their A\u2665 may still move from their spot 6 to spot 3"
    reason, _ = play_words(HardBot(G, 0, 1), view, [CHAIN], CHAIN, lambda: 0.5)
    assert str(reason).endswith(", though their A\u2665 may still move from their spot 6 to spot 3"), str(reason)
    # the first words say it, and do not say the K♣ makes them spend an A: the A♥ they move costs them no card of
    # their hand (the hand's ranks are left to the full reason, so the two fit two lines)
    assert reason.short == "your K\u2663 takes single spot 3, though their face-up A\u2665 may still move there", \
        reason.short
    assert "spend" not in reason.brief and reason.brief.endswith("their face-up A\u2665 may still move there")


def test_a_laid_card_that_cannot_beat_yours_there_or_leave_its_spot_is_not_named():
    # their Q♥ on spot 6 does not beat your K♣: nothing to warn of
    assert reply_words(position(theirs=board(s1=["4H"], s6=["QH"])), CHAIN) == ""
    # their A♥ inside a run of theirs: no card you have not seen can take its place there (all the K♥ and Q♥ are
    # yours to see), so it cannot move
    run = board(s1=["4H"], s4=["QH", "KH", "AH"])
    assert landing_moves(board(s3=["KC"]), run, 2, ["2C", "9S"]) == {}
    assert landing_moves(board(s3=["KC"]), board(s6=["AH"]), 2, ["2C", "9S"]) == {"2C": (2, "AH", 5),
                                                                                 "9S": (2, "AH", 5)}


def test_spend_an_a_is_said_where_only_their_hand_may_answer():
    """No laid A of theirs: the A that takes the spot back must come from their hand, and the words say what it
    costs them (single_odds, session 35)."""
    view = position(theirs=board(s1=["4H"], s6=["10H"]))
    reason, _ = play_words(HardBot(G, 0, 1), view, [CHAIN], CHAIN, lambda: 0.5)
    assert reply_words(view, CHAIN) == ""
    assert reason.brief == "your K\u2663 makes them spend an A to take single spot 3", reason.brief
