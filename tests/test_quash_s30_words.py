"""Session 30 (new players rated QUASH basic 8): what bothered them in the hint's words. Headless: the words
functions over seeded and built positions."""

import random

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.card_choice import choice_words
from quash_table.games.quash.changes import partner_moved_words
from quash_table.games.quash.fast_bot import FastBot
from quash_table.games.quash.hints_plan import news_words
from quash_table.games.quash.news_clause import IT
from quash_table.games.quash.run_facts import outdo_words
from quash_table.games.quash.why import why_words
from tests.quash_spots import spots as side

G = get_game("quash")


def test_their_card_news_says_what_it_does_against_your_run():
    """"their 9♦ came to spot 1, facing 6-7-8", then the hint played elsewhere: the clause said where, not why.
    It now says what their card does there against yours, the fact the plan changed on (run_facts.threatens),
    and leads on to the reason ("…, so …")."""
    h = [{"seat": 0, "card": "10C", "spot": 5}, {"seat": 1, "card": "QD", "spot": 5}]
    board = [[() for _ in range(9)], [() for _ in range(9)]]
    for x in h:
        board[x["seat"]][x["spot"] - 1] += (x["card"],)
    v = {"seat": 0, "side": 0, "seats": 2, "hand": ["JC", "2S", "9H"], "history": h, "board": board,
         "round": 1, "turn": 2, "scores": [0, 0]}
    news = news_words(v, {"type": "play", "card": "JC", "spot": 2})
    assert news == "their Q\u2666 on spot 5 can make Q-K, beating your 10-J; your J\u2663 was kept for spot 5, so "
    assert news.end == ", so " and not news.sentence
    # a finished run of theirs, a tie, a single spot
    assert outdo_words(["7D", "8D", "9D"], 0, ["6S", "7H"], "6-7-8") == "makes their 7-8-9 beat your 6-7-8"
    assert outdo_words(["7D", "8D", "9D"], 0, ["7S", "8H"], "7-8-9") == "makes their 7-8-9 tie your 7-8-9"
    assert outdo_words(["KD"], 2, ["KS"]) == "ties your K"


def _first_hints(variant, seeds):
    out = []
    patch = pytest.MonkeyPatch()
    patch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    try:
        for seed in seeds:
            s = G.new_state(2, seed, {"variant": variant})
            bots = [FastBot(G, i) for i in range(2)]
            for b in bots:
                b.rng = random.Random(seed)
            while s.to_move != 0:
                s = G.apply(s, bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s)))
            hint = HardBot(G, 0, 1)
            a = hint.choose(G.view(s, 0), G.legal_actions(s))
            out.append((a, f"Hint: {G.describe_hint(a, 0, 2)} \u2014 {hint.reason}", hint.reason))
    finally:
        patch.undo()
    return out


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_the_first_why_of_a_round_names_its_spot_once(variant):
    """"play the 9 of spades on spot 8 — it starts spot 8 (double)": the move line numbers the spot, and a plain
    play's reason says "there", "the double" (why.why_words' `there`)."""
    for a, line, reason in _first_hints(variant, range(1, 5)):
        if not a.get("swap"):
            assert line.count(f"spot {a['spot']}") == 1, line
            # and H offers no "why" that only shows the same again (its short form is the reason itself then)
            if len(str(reason)) <= len(reason.short) + 12:
                assert reason.short == str(reason), line


def test_why_this_card_where_another_could_take_the_spot():
    """Two of your cards could take the hinted spot: the words say why this one (card_choice.choice_words),
    from the plan the reason states and the runs each card reaches; nothing where no fact says it."""
    mine = side(s1=["7S", "8D"], s2=["8S"])
    # the 9♠ waits for 8-9 on spot 2: the 6♥ takes spot 1
    assert choice_words(mine, {"card": "6H", "spot": 1}, ["6H", "9S", "2C"]) == ", keeping your 9\u2660 for 8-9 on spot 2"
    # the 9♥ makes a higher run than the 6♠ would
    assert choice_words(side(s1=["7S", "8D"]), {"card": "9H", "spot": 1}, ["9H", "6S", "2C"]) == \
        ", higher than with your 6\u2660"
    # a card that joins the run the card played makes is no other choice; an empty spot any card starts
    assert choice_words(side(s1=["10S"]), {"card": "8H", "spot": 1}, ["8H", "9C"]) == ""
    assert choice_words(side(), {"card": "8H", "spot": 1}, ["8H", "KC"]) == ""
    # the higher card played while a lower one fits, no plan for it: no fact, no words
    assert choice_words(side(s1=["7S", "8D"]), {"card": "6H", "spot": 1}, ["6H", "9S", "2C"]) == ""


def test_what_the_words_start_and_end_with_is_data():
    """hints_plan read its own sentences (reason.startswith("it "), news.endswith(". ")): the reason's lead
    (news_clause.Lead) and the clause's ending (news_clause.Clause) are data now."""
    import inspect
    from quash_table.games.quash import hints_plan
    src = inspect.getsource(hints_plan)
    assert 'startswith("it ")' not in src and 'endswith(". ")' not in src
    said = partner_moved_words([("9C", 8, 1)])
    assert said == "your partner moved your 9\u2663 from spot 8 to spot 1. " and said.sentence
    plain = why_words(side(s1=["7S", "8D"]), side(), {"type": "play", "card": "9H", "spot": 1}, ["9H"], there=True)
    assert plain.subject == IT and plain == "it makes the run 7-8-9 there"
    chain = {"type": "play", "card": "AS", "spot": 2, "swap": [["3C", 7], ["JH", 3]]}
    words = why_words(side(s2=["KS", "3C"], s7=["JH"]), side(), chain, ["AS"])
    assert words.subject == "AS" and words.startswith("your A\u2660 ")


@pytest.mark.ui
@pytest.mark.slow       # about 2-6 s each on a loaded machine; the chain's words: test_quash_swaps23, test_quash_review2
@pytest.mark.parametrize("size, seats, seed", [((1280, 800), 2, 4), ((1024, 640), 4, 3), ((1024, 640), 4, 4)])
def test_a_two_swap_chains_brief_hint_keeps_its_own_type(size, seats, seed):
    """4 of 96 seeded brief hints (test_quash_messages28's positions) came in the smaller type, each a chain of
    two swaps: "your 3♠ goes to spot 7; the 4♠ it replaces moves to spot 4; the 10♦ it replaces there moves to
    spot 9 — …". The steps are said shorter (describe._chain_steps): two lines in the hint's own type."""
    from tests.test_quash_board28 import _turn_after
    from tests.test_quash_messages28 import _shown
    from tests.ui_helpers import close_board, match_board, steps
    m = _turn_after(seats, seed, "advanced")
    plays = [a for a in m.legal_actions() if a["type"] == "play"]
    chains = [a for a in random.Random(seed * 7 + seats).sample(plays, min(2, len(plays))) if len(a.get("swap") or ()) > 1]
    assert chains
    app, scene = match_board(m, size=size)
    try:
        for action in chains:
            lines, own = _shown(scene, m, action)
            steps(app, 2)
            assert lines <= 2 and own, (scene.message[0], lines, own)
    finally:
        close_board(app)


def test_a_swap_step_on_a_spot_the_news_just_called_beaten_does_not_say_it_again():
    # session 30's two changes met in one hint: the news "their A♥ on spot 1 beats yours, so" and the swap
    # step "your 8♣ goes to spot 1, lost to their Q-K-A of hearts" ran it to three lines (test_quash_hint_lines15)
    from quash_table.games.quash.why import came_words, step_words
    news = came_words("AH", 1, ["QH", "KH", "AH"], ["JS", "QS"])
    assert news.outdone == 1
    step = ["JS", "QS"], ["8C", "QS"], 0, "8C", ["QH", "KH", "AH"]
    assert step_words(*step, rest=["2D"]) == "goes to spot 1, lost to their Q-K-A of hearts"
    assert step_words(*step, rest=["2D"], outdone=True) == "goes to spot 1"
