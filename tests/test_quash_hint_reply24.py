"""Advanced QUASH: the hint foresees the other side's swap reply (session 24: following the hint lost to the
normal bot, 11-30 over a game). It said a card 'beats their 10 on spot 3' and the bot swapped its K in on
the next move: the normal model, which the hint's search starts from, counts a full spot as final. The hint
now prices what the next opposing seat's best swap may take back (reply.py), reasoned from the cards the
hinted seat has not seen."""

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.reply import exposed_spots, reply_risk

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}


def first_red_turn():
    """Seed 2, advanced: BLACK (the normal bot) has laid its Q♠ on single spot 3; RED holds the K♠."""
    s = G.new_state(2, seed=2, options=ADV)
    bots = [NormalBot(G, 0, 1), NormalBot(G, 1, 2)]
    while s.turn < 1:
        s = G.apply(s, bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s)))
    assert s.to_move == 0 and s.board[1][2] == ("QS",) and "KS" in s.hands[0]
    return s


def hint(weight=None):
    bot = make_bot("quash", "hard@24", 0, 5)
    bot.for_person = True
    if weight is not None:
        bot.REPLY_WEIGHT = weight
    return bot


def test_the_k_on_spot_3_is_swapped_out_by_their_a():
    """What the hint used to advise, and what the normal bot answered: its A♦ swapped in, the Q♠ moved on."""
    s = first_red_turn()
    s = G.apply(s, {"type": "play", "card": "KS", "spot": 3})
    answer = NormalBot(G, 1, 2).choose(G.view(s, 1), G.legal_actions(s))
    assert answer["card"] == "AD" and answer["spot"] == 3 and answer["swap"][0][0] == "QS", answer


def test_the_hint_does_not_lay_a_win_their_next_swap_takes_back():
    s = first_red_turn()
    view, legal = G.view(s, 0), G.legal_actions(s)
    old = hint(0.0)          # the hint without the lookahead (the old code)
    assert old.choose(view, legal) == {"type": "play", "card": "KS", "spot": 3}, old.reason
    new = hint()
    action = new.choose(view, legal)
    assert action != {"type": "play", "card": "KS", "spot": 3}, new.reason
    assert reply_risk(view, action) < 1.0, (action, new.reason)


def test_the_risk_is_read_from_the_unseen_cards_only():
    """The risk is the chance the replying seat holds a turning card among the cards RED has not seen; a
    card RED holds turns nothing (an A in RED's hand cannot be swapped in by BLACK)."""
    theirs = [[], [], ["QS"], [], [], [], [], [], []]
    mine = [[], [], ["KS"], [], [], [], [], [], []]
    aces = ["AS", "AH", "AD", "AC"]
    risky = dict(exposed_spots(mine, theirs, aces + ["2C", "3C"], 3))
    assert risky[2] > 1.5
    assert exposed_spots(mine, theirs, ["2C", "3C", "4C"], 3) == []
    # an A on spot 3 is only tied by another A: at most a tiebreaker is lost
    assert dict(exposed_spots([[], [], ["AH"]] + [[]] * 6, theirs, ["AS", "2C"], 1))[2] <= 0.5
    # their side full: no open slot for the card they would swap off, nothing to fear
    full = [["2C", "3C", "4C"], ["5C", "6C"], ["QS"], ["7C", "8C", "9C"], ["10C", "JC"], ["2D"],
            ["3D", "4D", "5D"], ["6D", "7D"], ["8D"]]
    assert exposed_spots(mine, full, aces, 3) == []


def test_a_swap_that_breaks_a_winning_run_says_what_it_gives_up():
    """Session 23: the hint named what a chain gained, never the winning card it took away. Your Q-K-A♥
    beats their J-Q-K♠ on spot 1; a chain swapping the A♥ off for a J♣ (a mixed J-Q-K loses to their
    same-suit one) says so."""
    from types import SimpleNamespace

    from quash_table.games.quash.hints_plan import play_words
    s = G.new_state(2, seed=0, options=ADV)
    s.hands[0] = [c for c in s.hands[0] if c not in ("QH", "KH", "AH", "JS", "QS", "KS", "JC", "5D", "4D")][:18] \
        + ["JC", "5D"]
    s.board[0] = [("QH", "KH", "AH"), (), ("5D",), (), (), (), (), (), ()]
    s.board[1] = [("JS", "QS", "KS"), (), ("4D",), (), (), (), (), (), ()]
    view, legal = G.view(s, 0), G.legal_actions(s)
    action = next(a for a in legal if a["card"] == "JC" and a["spot"] == 1 and a.get("swap")
                  and a["swap"][0][0] == "AH")
    reason, _ = play_words(SimpleNamespace(), view, legal, action, lambda: 0.5)
    assert "moves your A\u2665 off spot 1, where Q-K-A beat their J-Q-K" in reason, reason


def test_at_four_players_a_run_only_the_partner_can_finish_says_so():
    """Session 23: at 4 players a hint promised a run whose last slot the partner had to fill ('a 2 or a 5
    would make it a run'), and the round showed 3-3-4 FAILED. With none of your cards to fill it, the words
    say whose card it needs."""
    from quash_table.games.quash.why import spot_words, step_words
    rest = ["9C", "JD", "KH"]
    said = spot_words(["3C", "4D"], 0, [], rest, "4D", plays=3)
    assert said.endswith("only your partner can add a 2 or a 5 there, if they hold one"), said      # the spot named once (session 25)
    assert "would make it a run" not in said, said
    # at 2 players the cards still to come are yours: no partner named
    assert "partner" not in spot_words(["3C", "4D"], 0, [], rest, "4D", plays=None)
    moved = step_words(["3C"], ["3C", "4D"], 0, "4D", [], rest, plays=3)
    assert "on spot 1" in moved and "only your partner can finish it, if they hold the card" in moved, moved


def test_a_win_their_swap_likely_takes_back_is_not_promised():
    """Where the hint still advises a card that wins a spot for now, its words say the win may not last."""
    from types import SimpleNamespace

    from quash_table.games.quash.hints_plan import play_words
    s = first_red_turn()
    view, legal = G.view(s, 0), G.legal_actions(s)
    action = {"type": "play", "card": "KS", "spot": 3}
    reason, _ = play_words(SimpleNamespace(), view, legal, action, lambda: 0.5)
    assert "beats their Q" in reason and reason.endswith("though their A may still swap in on spot 3"), reason
