"""Session 48, a new player's review: the second H (why) mostly said the hint again ("lay two 10s and a Mimic —
11 cards left", then "10s fit only on a 10 or an empty pile; ... you will have 11 cards left"). Where the hint keeps
the normal bot's own move, the why now also says why it beats the next best move the search played out, as the
search measured it ("played out, about 3 times in 4 it left you fewer points than to lay a 5 on the pile")."""

from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.telling import describe_hint
from quash_table.games.flush.why_not import next_best_words
from tests.test_flush_s34_hint_reasons import G, positions


def test_a_kept_lay_says_why_it_beats_the_next_best():
    checked = 0
    for view, legal in positions(4, 5, most=40):
        if view["seat"] != 0 or len(legal) < 3:
            continue
        bot = HintBot(G, 0, 0, iterations=200)
        action = bot.choose(view, legal)
        if action["type"] != "play" or dict(bot._prior) != action:
            continue
        why, move = str(bot.reason), describe_hint(action, 0, 4, view)
        assert "tried both to the round's end" in why and ("it left you" in why or "did about as well" in why
                                                       or "a little better" in why), why
        named = why.split("\u201c")[-1].split("\u201d")[0]
        assert named != move and named, (why, move)       # another move, by its own words
        checked += 1
    assert checked >= 1


def test_the_next_best_is_the_one_played_out_longest_and_said_as_measured():
    view, legal = next((v, lg) for v, lg in positions(4, 5, most=40) if v["seat"] == 0 and len(lg) >= 3)
    play, a, b = legal[:3]
    # the hinted move is the yardstick (its diffs 0); `a` played 8 deals, worse on 6 of them; `b` 4 deals only
    searched = ([play, a, b], [[0] * 8, [-1, -1, -1, -1, -1, -1, 1, 1], [-5, -5, -5, -5]])
    said = next_best_words(view, play, searched, [0] * 8)
    assert said.startswith("tried both to the round's end, it left you fewer points than \u201c"), said
    assert said.endswith(f"\u201c{describe_hint(a, 0, view['seats'], view)}\u201d about 3 times in 4"), said
    # the other did better on average (not enough to overrule): said as even, never as a win
    searched = ([play, a], [[0] * 8, [1, 1, 1, -1, 1, 1, 1, 1]])
    assert next_best_words(view, play, searched, [0] * 8).endswith("\u201d did about as well")
    # nothing searched: nothing said
    assert next_best_words(view, play, ([], []), []) == ""
