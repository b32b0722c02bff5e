"""Review 14, seed 7, 2 players advanced: the hint said "Q♣ on spot 5 — your K♠ would make Q-K", and later
"5♦ on spot 5 — spot 5 will fail… keeping spot 5 able to make a run costs more on your other spots": it
dropped its own plan without saying what for. With every slot of your side filled the K♠ is one of your
leftover cards: the words now name the card the spot waited for and what it is kept for (why.failing_words)."""

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.why import failing_words, leftover_count, step_gain, step_words, why_words

G = get_game("quash")


def side(**spots):
    out = [[] for _ in range(9)]
    for name, cards in spots.items():
        out[int(name[1:]) - 1] = cards
    return out


# the reviewer's position before their move 31 (62.png): RED, you, to play
MINE = side(s1=["3S", "4H", "5S"], s2=["8C"], s3=["AH"], s4=["2H", "2C", "3D"], s5=["QC"], s6=["JH"],
            s7=["5H", "6S"], s8=["8S", "9S"], s9=["AD"])
THEIRS = side(s1=["10D", "JD", "QD"], s2=["7S"], s3=["AS"], s4=["2S", "3H", "4S"], s5=["QH"], s6=["KC"],
              s7=["2D", "3C", "10H"], s8=["10C"], s9=["AC"])
HAND = ["5D", "7D", "9D", "6H", "6D", "6C", "9C", "KS"]
SPOIL = {"type": "play", "card": "5D", "spot": 5}


def test_a_spoilt_spot_names_the_card_it_waited_for_and_what_it_is_kept_for():
    assert leftover_count(MINE, HAND, more_cards=False) == 5        # 3 open slots, 8 cards
    words = failing_words(MINE, SPOIL, HAND, leftover_count(MINE, HAND, False))
    assert words == ("spot 5 will fail (the other side gets its bonus point): your K♠ would make Q-K there, but "
                     "it is worth more kept as a tiebreaker"), words
    # cards still to draw: how many are left over is not known, so no tiebreaker is claimed
    words = failing_words(MINE, SPOIL, HAND, leftover_count(MINE, HAND, True))
    assert words.endswith("your K♠ would make Q-K there, but it is worth more kept for your other spots or the "
                          "tiebreakers"), words
    # nothing of your hand finishes spot 5: the words stay as they were
    bare = [c for c in HAND if c != "KS"]
    assert failing_words(MINE, SPOIL, bare, 4).endswith("keeping spot 5 able to make a run costs more on your "
                                                        "other spots")


def test_the_hint_bot_says_it_on_the_reviewers_position(monkeypatch):
    s = G.new_state(2, seed=7, options={"variant": "advanced"})
    s.board = [[tuple(c) for c in MINE], [tuple(c) for c in THEIRS]]
    s.hands = [list(HAND), s.hands[1][:len(HAND)]]
    s.to_move, s.phase = 0, "play"
    s.pile = []
    view, legal = G.view(s, 0), G.legal_actions(s)
    assert SPOIL in legal
    monkeypatch.setattr(SearchBot, "choose", lambda self, view, legal: SPOIL)   # what the search chose there
    bot = HardBot(G, 0, 1)
    assert bot.choose(view, legal) == SPOIL
    assert "your K♠ would make Q-K there, but it is worth more kept as a tiebreaker" in bot.reason, bot.reason


# 57.png: the hint "swap 4♥→1, 2♥→4 … the 2♥ starts spot 4, where only 2-3-4 can grow", the 4♥ (your only 4)
# going to spot 1, no pile to draw from (2 players, advanced): 2-3-4 could never be made
HAND57 = ["2C", "3S", "3D", "4H", "5H", "5D", "6S", "6H", "6D", "6C", "7D", "8S", "8C", "9S", "9D", "9C", "JH",
          "KS", "AH", "AD"]
CHAIN57 = {"type": "play", "card": "4H", "spot": 1, "swap": [["2H", 4]]}


def test_a_swap_promises_no_run_your_cards_cannot_make():
    mine, theirs = side(s1=["2H", "5S"], s5=["QC"]), side(s1=["10H"], s5=["QH"])
    words = why_words(mine, theirs, CHAIN57, HAND57, final=True)
    # one clause (review 15): the swap's best step, the 4-5 it makes on spot 1, and no 2-3-4 promised
    assert "2-3-4" not in words and words.startswith("it makes 4-5 on spot 1"), words
    # the 2♥'s step, were it said: out of the way, and it gains nothing (never the clause chosen)
    rest = [c for c in HAND57 if c != "4H"]
    assert step_words([], ["2H"], 3, "2H", [], rest, unmade=True) == \
        "goes to spot 4, out of the way: your cards cannot make a run there"
    assert step_gain([], ["2H"], 3, "2H", [], unmade=True) == 0
    # cards still to come (a pile, a partner): what can grow there is said, as before
    assert "only 2-3-4 can grow" in step_words([], ["2H"], 3, "2H", [], rest)
