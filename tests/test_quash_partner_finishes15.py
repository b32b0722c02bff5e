"""4 players: the partner bot lays the card that finishes the person's run instead of keeping it for later.

Seed 9, basic, normal bots at every seat (the person's seat 0 played as the normal bot would): the person
laid 8♦ and 6♠ on spot 1 ('a 7 would make it a run'); the partner (seat 2) held the 7♥ from its 5th play
on and laid it elsewhere every turn, counting its own hand cards as sure to reach the side: kept or laid
now, the 7♥ made 6-7-8 all the same in its model. The side's slots ran out, the person, not knowing who
held the 7, had to spoil spot 1 with the 4♥ (turn 30), and the partner laid the 7♥ on spot 2. A kept
card now counts with the seat's share of the plays left (NormalBot.HAND_SURE, bots.hand_share)."""

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot, hand_share, normal_ranking

G = get_game("quash")
BASIC = {"variant": "basic", "target": 99}
# the first 20 plays of seed 9 (seat, card, spot), as the normal bots played them
SEED9 = [(2, "QS", 8), (3, "KS", 8), (0, "8D", 1), (1, "9D", 1), (2, "9H", 7), (3, "9S", 4), (0, "6S", 1),
         (1, "7D", 1), (2, "JD", 8), (3, "4S", 2), (0, "JC", 4), (1, "AC", 6), (2, "KC", 3), (3, "2H", 7),
         (0, "AS", 9), (1, "QH", 8), (2, "AH", 5), (3, "AD", 3), (0, "KH", 5), (1, "5S", 2)]


def seed9_position():
    s = G.new_state(4, seed=9, options=BASIC)
    for seat, card, spot in SEED9:
        assert s.to_move == seat
        s = G.apply(s, {"type": "play", "card": card, "spot": spot})
    view = G.view(s, 2)
    assert s.to_move == 2 and list(s.board[0][0]) == ["8D", "6S"] and "7H" in view["hand"]
    return view, G.legal_actions(s)


def finishes_the_run(action):
    return action["card"] == "7H" and action["spot"] == 1 and "swap" not in action


def test_the_partner_lays_the_seven_on_the_persons_six_eight():
    view, legal = seed9_position()
    bot = NormalBot(G, 2, derive_seed(9, 2))
    action = bot.choose(view, legal)
    assert finishes_the_run(action), (action, bot.reason)
    assert "6-7-8" in bot.reason


def test_the_old_partner_kept_the_seven(monkeypatch):
    """The test above can fail: with its hand counted as sure the partner laid the 3♠ on spot 6."""
    monkeypatch.setattr(NormalBot, "HAND_SURE", 1.0)
    view, legal = seed9_position()
    best = normal_ranking(NormalBot(G, 2, derive_seed(9, 2)), view, legal)[0][1]
    assert not finishes_the_run(best), best


def test_hand_share_is_the_seats_share_of_the_plays_left():
    view, _ = seed9_position()
    side = view["board"][0]
    open_slots = sum((3, 2, 1)[k % 3] - len(side[k]) for k in range(9))
    assert open_slots == 18 - 10
    # 8 open slots: this seat lays 4 of them, this play and 3 more, from the 7 cards it keeps
    assert len(view["hand"]) == 8
    assert hand_share(view) == 3 / 7
