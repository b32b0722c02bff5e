"""Advanced QUASH, session 25: following the hint still lost to the normal bot (15-30). The one-swap lookahead
(reply.py) reasoned from the cards the hinted seat has not seen only, while the bot swapped in a card already
on its own board (its K♣ from its spot 2 to spot 9, its A♣ from 9 to 3): a hand card takes the laid card's
place and the laid card moves on (reply_turns)."""

from quash_table.games import get_game
from quash_table.games.quash.reply import exposed_spots, reply_risk, reply_words
from quash_table.games.quash.reply_turns import turning_moves
from quash_table.games.quash.sequences import DECK
from tests.quash_spots import spots as board

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}
EMPTY = [[] for _ in range(9)]


def test_a_laid_card_moved_in_by_a_hand_card_turns_a_spot():
    """Your Q♥ beats their J♠ on spot 9; no unseen card swapped straight in beats a Q (the J♦ is lower),
    but the J♦ may take the place of their K♣ on their J-Q... Q-K spot 2, the K♣ going to spot 9."""
    mine = board(s9=["QH"])
    theirs = board(s2=["QC", "KC"], s9=["JS"])
    turns = turning_moves(mine, theirs, 8, ["JD", "2C", "3C"])
    assert turns == {"JD": (2, "KC", 1)}, turns
    risky = dict(exposed_spots(mine, theirs, ["JD", "2C", "3C"], 2))
    assert risky[8] > 1.0, risky
    # with no card that may replace the K♣ on spot 2 (nothing fits Q-_ but a J or an A), the spot is safe
    assert exposed_spots(mine, theirs, ["2C", "3C", "4C"], 2) == []


def test_a_move_that_costs_them_as_much_elsewhere_is_no_threat():
    """Their K♣ on single spot 3 beats your Q♦ there: moving it to spot 9 (for a lower hand card) gives
    spot 3 away for spot 9, no gain for them."""
    mine = board(s3=["QD"], s9=["QH"])
    theirs = board(s3=["KC"], s9=["JS"])
    assert turning_moves(mine, theirs, 8, ["5D", "6D"]) == {}
    # a hand card that still beats your Q♦ there keeps spot 3 and takes spot 9
    assert turning_moves(mine, theirs, 8, ["AD"])["AD"][0] == 2


def test_their_failed_spot_mended_by_a_swap_is_a_risk():
    """A full failed spot of theirs is not lost for good while they have an open slot: one swap may mend it
    (the rules), turning your run's 2 points there."""
    mine = board(s5=["9H", "10H"])
    theirs = board(s5=["9S", "QS"])
    turns = turning_moves(mine, theirs, 4, ["JC", "2C"])
    assert turns["JC"][0] >= 3, turns      # your 2 points (run against failed) become their win (J-Q above 9-10)


def view_with(mine, theirs, hand, held=20):
    """RED's view (2 players, advanced) of these boards and this hand; BLACK holds `held` cards."""
    return {"variant": "advanced", "seat": 0, "seats": 2, "side": 0, "board": [mine, theirs], "hand": hand,
            "hand_counts": [len(hand), held], "spent": [], "tiebreak": None, "pool": None}


def test_the_hint_weighs_and_names_their_laid_card_that_may_move_in():
    """Your Q♥ on single spot 9 would beat their J♠; every K and A but their A♣ is yours, so no card of their
    hand beats it there, but a J, Q or 10 of theirs may take the A♣'s place on their spot 3 (where your 10♦
    loses to it anyway) and send the A♣ to spot 9."""
    hand = ["QH", "KS", "KH", "KD", "KC", "AS", "AH", "AD"]
    view = view_with(board(s3=["10D"]), board(s3=["AC"], s9=["JS"]), hand)
    action = {"type": "play", "card": "QH", "spot": 9}
    # the old lookahead: 0.9 (a Q of their hand ties); the ranking still weighs that one (RANK_BOARD_MOVES)
    assert reply_risk(view, action, board_moves=True) >= 1.0 > reply_risk(view, action)
    assert reply_words(view, action) == "their A\u2663 may still move from their spot 3 to spot 9"
    # their A♣ alone on a single they win: a low card in its place would cost them spot 3 as much
    low = view_with(board(s3=["10D"]), board(s3=["AC"], s9=["JS"]),
                    hand + [c for c in DECK if c[:-1] in ("J", "Q", "10") and c not in ("JS", "QH", "10D")])
    assert reply_words(low, action) == "" and reply_risk(low, action, board_moves=True) < 0.5
