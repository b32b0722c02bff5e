"""QUASH (review s60, advanced seed 42, move 1): the hint "play your 2♠ on spot 7 — it starts the triple for 2-3-4 only: a
run there wins it if their 7 fails to make one (any run their 7 makes there beats it)" never said its point, and a new
player asked why lay a 2 there at all. A first card laid where every run their open cards can make beats yours says
it: your lower cards go there, where they are ahead, and the run still wins if theirs fails. The short words too."""

from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.why import why_words

HAND = ['10S', '2C', '2S', '3C', '3D', '3H', '4H', '4S', '5D', '5S', '6C', '6D', '6H', '7H', '7S', '8C', '8D', 'JC',
        'JH', 'JS', 'KC', 'KD', 'KS']
MINE = [[] for _ in range(9)]
THEIRS = [[] for _ in range(6)] + [["7D"], [], []]
PLAY = {"type": "play", "card": "2S", "spot": 7}


def test_a_first_card_under_their_open_run_says_the_point():
    full = str(why_words(MINE, THEIRS, PLAY, HAND, there=True))
    assert "any run their 7 makes there beats it" in full, full
    assert "wins it if their 7 fails to make one, and costs only your lower cards" in full, full
    short = gist_words(MINE, THEIRS, PLAY, HAND)
    assert short == "your lower cards go where their 7 is ahead: a run wins only if theirs fails", short


def test_one_rank_short_says_which_rank_wins_it_for_them():
    theirs = [[] for _ in range(6)] + [["8D", "10D"], [], []]
    short = gist_words(MINE, theirs, PLAY, HAND)
    assert short == "your lower cards go where their 8-10 is ahead: a run wins unless they add a 9", short


def test_after_news_about_another_spot_the_spot_is_numbered_as_before():
    assert gist_words(MINE, THEIRS, PLAY, HAND, there=False).startswith("your 2♠ starts a run on spot 7")
