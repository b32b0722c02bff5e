"""Advanced QUASH: a bot (and the hint, which is the hard bot) does not shuffle its own cards to and fro.
A new player watched the same card swapped from spot to spot and back turn after turn; a move that sends
a card back to a spot it left on this seat's earlier swaps of the round must now gain clearly more than
keeping it away (NormalBot.UNDO_COST)."""

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot, cards_left, returned_cards

G = get_game("quash")

# A round of normal-against-normal play (seed 0, round 3) where RED's 7S was moved on every turn:
# 7 -> 1 -> 4, and the normal bot then sent it back to spot 1.
DISCARDS = ["AS", "KD", "4H", "6C", "AC", "4S"]
RED = ["10H", "JC", "3H", "5S", "9D", "7S", "9S", "JD", "7C", "JH", "8S", "10D", "QH", "6H", "4C", "3D", "3C",
       "4D", "5D", "9H", "KC", "JS", "QC"]
BLACK = ["QS", "6S", "2S", "8D", "AD", "KH", "5H", "10S", "2D", "7H", "6D", "10C", "2H", "9C", "8H", "7D", "AH",
         "5C", "3S", "KS", "2C", "8C", "QD"]
PLAYS = [("7S", 7), ("8H", 7), ("9S", 7, [["7S", 1]]), ("QS", 7, [["8H", 1]]), ("9H", 1, [["7S", 4]]),
         ("QD", 1, [["8H", 4]])]


def shuffled_round():
    stacked = DISCARDS + [c for pair in zip(RED, BLACK) for c in pair]
    s = G.new_state(2, seed=1, options={"variant": "advanced", "dealer": 1}, stacked=stacked)
    for card, spot, *swap in PLAYS:
        s = G.apply(s, {"type": "play", "card": card, "spot": spot, **({"swap": swap[0]} if swap else {})})
    assert s.to_move == 0 and s.board[0][3] == ("7S",)
    return s


def test_cards_left_reads_this_seats_swaps_of_the_round():
    v = G.view(shuffled_round(), 0)
    assert cards_left(v) == {"7S": {7, 1}}
    assert returned_cards(cards_left(v), {"type": "play", "card": "9D", "spot": 4, "swap": [["7S", 1]]}) == 1
    assert returned_cards(cards_left(v), {"type": "play", "card": "9D", "spot": 4, "swap": [["7S", 8]]}) == 0
    assert cards_left(G.view(shuffled_round(), 1)) == {"8H": {7, 1}}


def test_the_normal_bot_does_not_send_its_card_back_where_it_came_from():
    s = shuffled_round()
    a = NormalBot(G, 0).choose(G.view(s, 0), G.legal_actions(s))
    assert not returned_cards({"7S": {7, 1}}, a), a


def test_the_hint_does_not_either():
    assert G.hint_level == "hard"
    s = shuffled_round()
    for seed in range(3):
        a = make_bot("quash", "hard@24", 0, seed).choose(G.view(s, 0), G.legal_actions(s))
        assert not returned_cards({"7S": {7, 1}}, a), a


def test_without_the_cost_the_bot_sends_it_back():
    """The position above is one where the model alone shuffles (as the bot did before the costs), and the
    costs are a price, not a ban: a position that really changed may still call a card back. (RED's latest
    play moved the 7S, so moving it again also costs NormalBot.SETTLE_COST.)"""
    s = shuffled_round()
    bot = NormalBot(G, 0)
    bot.UNDO_COST = bot.SETTLE_COST = 0.0
    a = bot.choose(G.view(s, 0), G.legal_actions(s))
    assert returned_cards({"7S": {7, 1}}, a), a


def test_the_hint_keeps_its_plan_when_asked_again_for_the_same_position():
    """A reviewer followed a swap-chain hint two drops deep, pressed H again and got another chain (and
    "Take the swap back"): each ask searched afresh. Asked again for the same position, the hint bot (one
    per seat in the bot process) now names the same move."""
    s = shuffled_round()
    bot = make_bot("quash", "hard@24", 0, 7)
    first = bot.choose(G.view(s, 0), G.legal_actions(s))
    reason = bot.reason
    for _ in range(6):
        assert bot.choose(G.view(s, 0), G.legal_actions(s)) == first
        assert bot.reason == reason
    # a new position is thought about afresh
    s2 = G.apply(s, first)
    s2 = G.apply(s2, make_bot("quash", "normal", 1).choose(G.view(s2, 1), G.legal_actions(s2)))
    assert bot.choose(G.view(s2, 0), G.legal_actions(s2)) in G.legal_actions(s2)


def test_the_hints_tiebreaker_reason_is_in_a_players_words():
    from .test_quash_rules import four_player_tie
    s = four_player_tie()
    s = G.apply(s, {"type": "tiebreak_chooser", "seat": s.to_move})
    bot = make_bot("quash", "hard@8", s.to_move, 5)
    a = bot.choose(G.view(s, s.to_move), G.legal_actions(s))
    assert a["type"] == "tiebreak"
    assert "sampled" not in bot.reason and "played this" not in bot.reason, bot.reason
