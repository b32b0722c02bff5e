"""Review 14 (rev14-quashadv, rev14-quashfin), advanced: swap hints ran to three lines, a clause a card after
"their K♠ came to spot 2, so the Q♦ … moves to spot 5", words that did not connect. A hint is the move, then
one reason: a swap's reason is one clause, what it gains for you (why.why_words), and the rendered banner
keeps to two lines at 1280x800 and at 1024x640, over positions of 2- and 4-player advanced rounds."""

import random

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.fast_bot import FastBot
from quash_table.games.quash.hints_plan import named_once, news_words
from quash_table.games.quash.more_why import more_why
from quash_table.games.quash.news_clause import Lead
from tests.ui_helpers import board, close_board, make_app, settle

G = get_game("quash")


def hint_lines(seats, seed, every=3):
    """(hint line as the table shows it, the action) at every `every`th play of round 1 (the rounds played
    by the quick policy, the hint the model's first move with its words: the search only picks among
    such moves, and the words are the same for each)."""
    s = G.new_state(seats, seed, {"variant": "advanced"})
    bots = [FastBot(G, i) for i in range(seats)]
    for b in bots:
        b.rng = random.Random(seed)
    n, out = 0, []
    while s.to_move is not None and s.round == 1 and s.phase == "play":
        seat, legal = s.to_move, G.legal_actions(s)
        if n % every == 0:
            h = HardBot(G, seat, 1)
            a = h.choose(G.view(s, seat), legal)
            # review 15: what changed since your latest play starts the reason when the move drops an
            # earlier hint's plan (news_words); the reason's own words come after it
            news = h.news
            rest = h.reason[len(news):]
            # a new hint bot has told nothing before (session 31: a plan never told is not given up aloud)
            assert h.reason.startswith(news) and news_words(G.view(s, seat), a, rest, told={}) == news or \
                merged(G.view(s, seat), a, news, rest), h.reason
            view = G.view(s, seat)
            # the reason less the why of its own H adds where it would else say no more than its short words
            # (session 37, more_why: "; a full run can never be FAILED", test_quash_hint_words20), a rule's why, not a
            # second reason of the swap
            why = next((f for f in more_why(view["board"][view["side"]], view["board"][1 - view["side"]], a, view["hand"])
                        if f in h.reason), "")
            out.append(("Hint: " + G.describe_hint(a, seat, seats) + " \u2014 " + h.reason, a,
                        h.reason[len(news):].replace(why, "", 1)))
        s = G.apply(s, bots[seat].choose(G.view(s, seat), legal))
        n += 1
    return out


def merged(view, a, news, rest):
    """Session 28: a card the swap moves on is named once, its leaving (the news) and what it does (the
    reason) one sentence ("your A♣ leaves spot 6 and makes …"): the news is news_words' clause for that
    card, joined to the reason that named it (hints_plan.named_once, told the reason's card as data), or gone
    where the reason says where the card goes and what it gains there."""
    # session 46: or the news said only that the card leaves, and the reason says where it goes and what it gains
    # there: the news goes (named_once's other branch; the hint's prior now plays such a move here)
    for c in [a["card"]] + [c for c, _ in a.get("swap") or ()]:      # session 29: the card played too
        got = named_once(view, a, news_words(view, a, told={}), Lead(rest, c))
        if got == (news, rest) and news.endswith(" and ") or not news and got[0] == "":
            return True
    return False


@pytest.fixture(scope="module")
def lines():
    patch = pytest.MonkeyPatch()
    patch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    try:
        return [x for seats in (2, 4) for seed in (1, 2, 3) for x in hint_lines(seats, seed)]
    finally:
        patch.undo()


def test_a_swap_hint_gives_one_reason(lines):
    swaps = [(line, reason) for line, a, reason in lines if a.get("swap")]
    assert len(swaps) >= 5, len(swaps)          # the positions do ask for swaps
    for line, reason in swaps:
        assert ";" not in reason and "came to their spot" not in reason and reason.count(" the ") <= 2, line


@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_hint_keeps_to_two_lines(lines, size):
    app = make_app(size=size)
    try:
        scene = board(app, "quash", ["human", "bot:easy"], seed=3, options={"variant": "advanced"})
        settle(app, scene)
        for line, _, _ in lines:
            scene.show_message(line, "hint", 9)
            wrapped = scene.painter._message_place()[1]
            assert len(wrapped) <= 2, (size, line)
    finally:
        close_board(app)
