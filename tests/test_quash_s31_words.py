"""Session 31 (new players rated QUASH 8 basic, 7.5 advanced): the hint's words followed from each other only in
part. Headless: built positions through hints_plan.news_words and play_words."""

from quash_table.games import get_game
from quash_table.games.quash.hints_plan import news_words, play_words

G = get_game("quash")


def position(history, mine, variant="advanced"):
    s = G.new_state(2, seed=5, options={"variant": variant})
    s.board = [[() for _ in range(9)], [() for _ in range(9)]]
    for h in history:
        seat, card, spot = h.split()
        s.board[int(seat)][int(spot) - 1] += (card,)
    s.hands, s.history = [list(mine), ["7H"]], list(history)
    s.turn, s.to_move, s.phase = len(history), 0, "play"
    return s


class Told:
    """A hint bot's memory of what its words named (plans.told_change keeps it on the bot as `_told`)."""


# your 9♣ on spot 1 and 8♠ on spot 4, their 2♥ on single spot 3, then their 10♠ on spot 1 (it beats 9-10-J)
SPOT1_BEATEN = ["0 9C 1", "1 2H 3", "0 8S 4", "1 10S 1"]


def test_so_joins_the_news_only_to_a_reason_about_what_it_changed():
    """"their 10♠ on spot 1 can beat yours, so your 8♠ beats their 2 on single spot 3": the news moved the 9♣ off
    spot 1, the reason was about the 8♠ the chain sent from spot 4. Two sentences now; "so" where the reason is
    about the card the news moved (why.came_words' `so`, from leave_words' step)."""
    s = position(SPOT1_BEATEN, ["JD", "2D", "KS", "3C", "4D"])
    v, legal = G.view(s, 0), G.legal_actions(s)
    chain = {"type": "play", "card": "JD", "spot": 1, "swap": [["9C", 4], ["8S", 3]]}
    assert chain in legal
    news = news_words(v, chain)
    assert news == "their 10\u2660 on spot 1 can beat your 9. " and news.sentence and news.outdone == 1
    reason, _ = play_words(Told(), v, legal, chain, lambda: 0.5)
    # (session 32: and their laid 10♠ that may still move there, reply.reply_words, said after it)
    assert str(reason).startswith("their 10\u2660 on spot 1 can beat your 9. Your 8\u2660 beats their 2 on single "
                                  "spot 3"), str(reason)
    # the 9♣ itself goes on to spot 3: the reason is what the news changed, "so"
    moved = {"type": "play", "card": "2D", "spot": 1, "swap": [["9C", 3]]}
    assert moved in legal
    news = news_words(v, moved)
    assert news == "their 10\u2660 on spot 1 can beat your 9, so " and not news.sentence
    reason, _ = play_words(Told(), v, legal, moved, lambda: 0.5)
    assert str(reason).startswith("their 10\u2660 on spot 1 can beat your 9, so your 9\u2663 beats their 2 on single spot 3")


# basic: your Q♣ on spot 8 (your K♠ would make Q-K, your J♣ J-Q), their Q♦ on single spot 6
Q_ON_8 = ["0 QC 8", "1 QD 6"]


def test_no_longer_is_said_only_of_a_plan_a_hint_told():
    """"your K♠ is no longer kept for Q-K on spot 8" where the hints had named the J♣ for J-Q there (or nothing):
    a plan never said aloud is not given up aloud; the hint says the new plan plainly (changes.dropped_plans'
    `told`, plans.told_named)."""
    s = position(Q_ON_8, ["KS", "JC", "3D", "5H", "9C"], "basic")
    v, legal = G.view(s, 0), G.legal_actions(s)
    k6 = {"type": "play", "card": "KS", "spot": 6}
    assert news_words(v, k6) == "your K\u2660 is no longer kept for Q-K on spot 8; "     # not known what was told
    assert news_words(v, k6, told={"KS": 7}) == "your K\u2660 is no longer kept for Q-K on spot 8; "
    assert news_words(v, k6, told={"JC": 7}) == news_words(v, k6, told={}) == ""
    # the hint bot's memory: the J♣ named for J-Q on spot 8, then the K♠ laid on spot 6
    bot = Told()
    bot._told = ((v["round"], 0), len(v["history"]), {"JC": (8, "J-Q", 0, ("QC",))})
    reason, news = play_words(bot, v, legal, k6, lambda: 0.5)
    # (session 37: H adds a why of its own after the short words, more_why)
    assert news == "" and "no longer" not in str(reason) and reason.short == "a K there beats their Q"
    assert str(reason) == "a K there beats their Q: your lowest card that beats it", str(reason)
    bot._told = ((v["round"], 0), len(v["history"]), {"KS": (8, "Q-K", 0, ("QC",))})
    reason, news = play_words(bot, v, legal, k6, lambda: 0.5)
    assert str(reason).startswith("your K\u2660 is no longer kept for Q-K on spot 8; ")


def test_a_run_the_news_just_called_beaten_is_not_called_beaten_again():
    """Advanced, 1024x640: "their 7♠ on spot 4 makes their 5-6-7 beat your 4-5-6, so your 3♥ cannot win spot 4
    (their 5-6-7 beats it): a run there only keeps their bonus point away", three lines, the same fact twice. After
    such news (news_clause.Clause.outdone) the reason says only what the run still does."""
    from quash_table.games.quash.why import came_words, why_words
    from tests.quash_spots import spots
    mine, theirs = spots(s4=["4S", "5D"]), spots(s4=["5S", "6C", "7S"])
    news = came_words("7S", 4, theirs[3], ["4S", "5D", "6S"], "4-5-6")
    assert news == "their 7\u2660 on spot 4 makes their 5-6-7 beat your 4-5-6, so "
    three = {"type": "play", "card": "3H", "spot": 4}
    assert why_words(mine, theirs, three, ["3H", "6S", "KD"]) == \
        "it cannot win spot 4 (their 5-6-7 beats it): a run there only keeps their bonus point away"
    said = why_words(mine, theirs, three, ["3H", "6S", "KD"], outdone=news.outdone)
    assert said == "it only keeps their bonus point off spot 4" and said.subject == "it"
    # one card short: the run your hand would make there, without "spot 4 is lost to their 5-6-7" again
    open_ = spots(s4=["4S"])
    assert why_words(open_, theirs, three, ["3H", "5H", "KD"], outdone=4) == \
        "your 5\u2665 would make it the run 3-4-5: that keeps their bonus point away"


def test_same_suit_is_said_once():
    """Advanced, 1024x640: "10-J there is 1 card from a same-suit run: your Q♠ would make it the same-suit run
    10-J-Q". The run your cards would make says it; the head no longer does."""
    from quash_table.games.quash.why import why_words
    from tests.quash_spots import spots
    said = why_words(spots(s7=["JS"]), spots(), {"type": "play", "card": "10S", "spot": 7}, ["10S", "QS", "2C"],
                     there=True)
    assert said == "there, 10-J is 1 card from a run: your Q\u2660 would make it the same-suit run 10-J-Q", said
    assert said.count("same-suit") == 1
