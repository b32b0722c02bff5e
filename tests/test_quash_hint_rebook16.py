"""Review 16 (rev16-quash, game 1 round 2, moves 40 and 46): the hint said "Q♠ on spot 5: your J♥ would make
it the run J-Q", and three turns later "Q♦ on spot 1: your J♥ would make it the run 10-J-Q", the same card
booked for two spots with no word of what changed ("gives up …" came later, not at the change). Their A♣
had come to spot 5 (K-A beats J-Q) and the K♠ drawn could make Q-K there. When a hint names for a run a
card an earlier hint of the round named for another spot, its reason starts with what changed."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.plans import told_change
from quash_table.games.quash.why import named_finish

G = get_game("quash")
MOVE_40 = (["0 KH 6", "1 AH 6"],
           ["3D", "7S", "4S", "8S", "6H", "QS", "6D", "JH", "QD", "10D", "7D", "AD", "9S"],
           ["7H", "3S", "JD", "QH", "JS", "9D", "5H", "10C", "KC", "3C", "5S", "2H", "AC"],
           ["JC", "8C", "AS", "9C", "2D", "5D", "QC", "8H", "2S", "7C", "10S", "9H", "4C", "6S", "2C", "KD", "3H",
            "4D", "8D", "KS", "4H", "10H", "5C", "6C"])
MOVE_46 = (["0 KH 6", "1 AH 6", "0 QS 5", "1 JD 8", "0 9S 2", "1 10C 2", "0 10H 1", "1 AC 5"],
           ["3D", "7S", "4S", "8S", "6H", "6D", "JH", "QD", "10D", "7D", "AD", "6C", "KS"],
           ["7H", "3S", "QH", "JS", "9D", "5H", "KC", "3C", "5S", "2H", "5C", "4H", "8D"],
           ["JC", "8C", "AS", "9C", "2D", "5D", "QC", "8H", "2S", "7C", "10S", "9H", "4C", "6S", "2C", "KD", "3H",
            "4D"])


def position(history, mine, theirs, pile):
    s = G.new_state(2, seed=1766064742, options={"variant": "basic"})
    s.board = [[() for _ in range(9)], [() for _ in range(9)]]
    for h in history:
        seat, card, spot = h.split()
        s.board[int(seat)][int(spot) - 1] += (card,)
    s.hands, s.pile, s.history = [list(mine), list(theirs)], list(pile), list(history)
    s.round, s.scores, s.dealer, s.turn, s.phase, s.to_move = 2, [5, 4], 1, 36 + len(history), "play", 0
    return s


def said(view, action):
    mine, theirs = view["board"][0], view["board"][1]
    return named_finish(mine, theirs, action, view["hand"])


class Told:
    """A hint bot's memory of what its words named (plans.told_change keeps it on the bot)."""


def test_a_card_booked_again_for_another_spot_says_what_changed():
    v40, v46 = G.view(position(*MOVE_40), 0), G.view(position(*MOVE_46), 0)
    q5, q1 = {"type": "play", "card": "QS", "spot": 5}, {"type": "play", "card": "QD", "spot": 1}
    assert said(v40, q5) == (4, ["JH"], "J-Q") and said(v46, q1) == (0, ["JH"], "10-J-Q")
    bot = Told()
    assert told_change(bot, v40, q5, said(v40, q5)) == ""
    assert told_change(bot, v46, q1, said(v46, q1)) == \
        "their A\u2663 on spot 5 can make K-A, beating your J-Q, so "
    # the same hint asked again, after an undo to move 40: nothing was told for that position yet
    assert told_change(bot, v40, q5, said(v40, q5)) == ""
    # their card elsewhere: what changed is the K♠ that now finishes spot 5
    history = MOVE_46[0][:-1] + ["1 AC 9"]
    v46b = G.view(position(history, *MOVE_46[1:]), 0)
    bot = Told()
    told_change(bot, v40, q5, said(v40, q5))
    assert told_change(bot, v46b, q1, said(v46b, q1)) == "spot 5 now waits for your K\u2660 (Q-K); "


def test_the_hint_bot_says_it_when_it_books_the_card_again():
    hint = HardBot(G, 0, 2, iterations=30)
    s40, s46 = position(*MOVE_40), position(*MOVE_46)
    a = hint.choose(G.view(s40, 0), G.legal_actions(s40))
    assert (a["card"], a["spot"]) == ("QS", 5) and "your J♥ would make it the run J-Q" in hint.reason
    a = hint.choose(G.view(s46, 0), G.legal_actions(s46))
    assert (a["card"], a["spot"]) == ("QD", 1), a        # the reviewer's hint
    assert hint.reason == ("their A\u2663 on spot 5 can make K-A, beating your J-Q, so 10-Q on spot 1 is 1 "
                           "card from a run: your J♥ would make it the run 10-J-Q"), hint.reason


def test_a_card_laid_where_an_earlier_hint_named_it_tells_no_change():
    """The J♥ laid on spot 5 for J-Q as the hint of move 40 said: no 'where your run was to be Q-K' (the
    K♠ drawn since was never named for it)."""
    v40, v46 = G.view(position(*MOVE_40), 0), G.view(position(*MOVE_46), 0)
    q5, j5 = {"type": "play", "card": "QS", "spot": 5}, {"type": "play", "card": "JH", "spot": 5}
    bot = Told()
    told_change(bot, v40, q5, said(v40, q5))
    assert told_change(bot, v46, j5, said(v46, j5)) is None
    hint = HardBot(G, 0, 1, iterations=30)
    for v, s in ((v40, position(*MOVE_40)), (v46, position(*MOVE_46))):
        a = hint.choose(v, G.legal_actions(s))
    if a == j5:
        # their A on spot 5 makes K-A with any K: said (session 30, run_facts.catch_words)
        # (session 37: H adds a why of its own, more_why)
        assert hint.news == "" and hint.reason.short == "it makes the run J-Q there, which wins unless they add a K" \
            and hint.reason == hint.reason.short + "; a full run can never be FAILED", hint.reason
