"""Review 16: the QUASH hint as strong as the normal bot, and true words when its plan changes.

Following the hint lost about 3.4 round points a deal to the normal bot (advanced, 2 players, 40
playouts): its plan-keeping prices (REPEAT_COST, PLAN_COST, PROMISE_COST) sat in the model that picks the
moves to search, so a stronger move was never searched unless it ranked first even with them. Now the moves
searched are the normal bot's, and the plan is a tie-break (plans.plan_keeping): the search starts from the
move that keeps the plan only when the normal model values it within PLAN_TIE of its best. When the hint
drops a plan all the same, its reason starts with one clause saying what changed."""

import pytest

from quash_table.bots.search import SearchBot
from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, NormalBot, normal_ranking
from quash_table.games.quash.plans import plan_keeping
from quash_table.games.quash.describe import short
from quash_table.games.quash.plans import moving_again
from quash_table.games.quash.plan_quiet import quiet_cards, quiet_moved

G = get_game("quash")
ADV = {"variant": "advanced", "target": 99}


def positions(seed, turns):
    """(state, view, legal) of seat 0's first `turns` decisions, both seats playing the normal bot."""
    s = G.new_state(2, seed=seed, options=ADV)
    bots, out = [NormalBot(G, 0, 5), NormalBot(G, 1, 6)], []
    while len(out) < turns:
        view, legal = G.view(s, s.to_move), G.legal_actions(s)
        if s.to_move == 0:
            out.append((s, view, legal))
        s = G.apply(s, bots[s.to_move].choose(view, legal))
    return out


def test_the_normal_bots_move_is_always_searched_and_the_plan_only_breaks_ties():
    """Seeds 1 and 6 (advanced), ten decisions each: the old hint's search never saw the normal bot's move
    on several of them (a move that moved a card the hint had laid); now it is always a candidate, and the
    move the search starts from is valued within PLAN_TIE of the normal model's best."""
    for seed in (1, 6):
        for s, view, legal in positions(seed, 10):
            hint = HardBot(G, 0, 1, iterations=8)
            ranked = normal_ranking(NormalBot(G, 0), view, legal)
            best = NormalBot(G, 0, 3).choose(view, legal)
            hint._ranked = None
            searched = hint.candidates(view, legal) + [hint.prior_choice(view, legal)]
            assert best in searched, (seed, view["turn"], best)
            prior = hint.prior_choice(view, legal)
            value = next(v for v, a in ranked if a == prior)
            # advanced; session 23: a best move that moves a quiet card (plan_quiet) is weighed against every
            # move within QUIET_COST
            tie = HardBot.QUIET_COST if quiet_moved(quiet_cards(view), ranked[0][1]) else HardBot.PLAN_TIE
            assert value >= ranked[0][0] - max(HardBot.PLAN_TIE, tie), (seed, view["turn"])


def test_the_plan_is_a_tie_break_not_a_cost():
    """plan_keeping: of moves within `tie` of the best, the one that breaks least of the plan; a clearly
    better move that moves a card you laid wins."""
    view = {"seat": 0, "side": 0, "seats": 2, "hand": ["QC", "2D", "9H"], "board": [[[] for _ in range(9)]] * 2,
            "history": [{"seat": 0, "card": "KS", "spot": 4}, {"seat": 1, "card": "3C", "spot": 1}]}
    view["board"] = [[[], [], [], ["KS"], [], [], [], [], []], [["3C"]] + [[] for _ in range(8)]]
    again = moving_again(view)
    moves = {"KS": {"type": "play", "card": "9H", "spot": 4, "swap": [["KS", 6]]},
             "keep": {"type": "play", "card": "2D", "spot": 3}}
    hint = HardBot(G, 0)
    assert plan_keeping([(5.0, moves["KS"]), (4.9, moves["keep"])], again, hint, 0.25) == moves["keep"]
    assert plan_keeping([(5.0, moves["KS"]), (4.0, moves["keep"])], again, hint, 0.25) == moves["KS"]


def test_a_spot_whose_run_the_hint_gives_up_says_so():
    """Seed 7, advanced: the hint swapped the K♠ onto spot 4 'your Q♣ A♥ would make it Q-K-A', and next turn
    laid the J♥ there for J-Q-K with no word why. Nothing of theirs came to their spot 4: the reason says the run
    it gives up."""
    from quash_table.games.quash.hints_plan import news_words
    s = G.new_state(2, seed=7, options=ADV)
    for a in ({"type": "play", "card": "KS", "spot": 6}, {"type": "play", "card": "AS", "spot": 6},
              {"type": "play", "card": "5S", "spot": 1}, {"type": "play", "card": "10H", "spot": 1},
              {"type": "play", "card": "2H", "spot": 6, "swap": [["KS", 4]]},
              {"type": "play", "card": "7S", "spot": 6, "swap": [["AS", 8]]}):
        s = G.apply(s, a)
    view = G.view(s, 0)
    assert news_words(view, {"type": "play", "card": "JH", "spot": 4}) == "spot 4 gives up Q-K-A; "
    # the promise kept: nothing to tell
    assert news_words(view, {"type": "play", "card": "QC", "spot": 4}) == ""


def test_a_card_moved_off_a_spot_names_what_came_there_since_it_was_laid():
    """Seed 7: the K♠ on single spot 6, their A♠ came there, one more play each elsewhere, then the hint
    moves the K♠ to spot 4. The old words ('your K♠ does more on spot 4') missed the cause: the A♠ came
    before the hint's latest play, which was elsewhere."""
    from quash_table.games.quash.hints_plan import news_words
    s = G.new_state(2, seed=7, options=ADV)
    for a in ({"type": "play", "card": "KS", "spot": 6}, {"type": "play", "card": "AS", "spot": 6},
              {"type": "play", "card": "5S", "spot": 1}, {"type": "play", "card": "10H", "spot": 1}):
        s = G.apply(s, a)
    act = {"type": "play", "card": "2H", "spot": 6, "swap": [["KS", 4]]}
    assert news_words(G.view(s, 0), act) == "their A\u2660 on spot 6 beats your K, so "


def test_what_the_news_names_is_true(monkeypatch):
    """Over the hint's words of 2 seeds (the search's first move), every 'their X came to their spot N' names a
    card that lies on their spot N, and every 'where your Y lay' a card of yours on your spot N."""
    import re
    monkeypatch.setattr(SearchBot, "choose", lambda self, view, legal: self.prior_choice(view, legal))
    told = 0
    for seed in (1, 7):
        s = G.new_state(2, seed=seed, options=ADV)
        other = NormalBot(G, 1, 6)
        hint = HardBot(G, 0, 1)
        while s.round == 1 and s.phase == "play" and len(s.history) < 24:
            view, legal = G.view(s, s.to_move), G.legal_actions(s)
            if s.to_move == 0:
                a = hint.choose(view, legal)
                m = re.match(r"their (\S+) on spot (\d) ()", hint.news)
                if m:
                    told += 1
                    mine, theirs = view["board"][0], view["board"][1]
                    k = int(m.group(2)) - 1
                    assert any(m.group(1) == short(c) for c in theirs[k]), (seed, hint.news, theirs[k])
                    if m.group(3):
                        assert any(m.group(3) == short(c) for c in mine[k]), (seed, hint.news, mine[k])
            else:
                a = other.choose(view, legal)
            s = G.apply(s, a)
    assert told, "the seeds do drop plans after news"


def test_when_every_move_spoils_a_spot_the_hint_says_what_this_one_costs():
    """'every move you have spoils a spot; this one costs least' said nothing of the cost: the hint now
    names the spot's chance of winning as it stood (the normal model's), in the same short clause."""
    import re
    from quash_table.games.quash.bots import ranked_plays
    from quash_table.games.quash.fast_bot import FastBot
    from quash_table.games.quash.plans import failing_play
    s = G.new_state(2, seed=2, options={"variant": "basic"})
    bots = [FastBot(G, 0, 1), FastBot(G, 1, 2)]
    for _ in range(34):           # the quick policy's round: play 34 is one where every move spoils a spot
        s = G.apply(s, bots[s.to_move].choose(G.view(s, s.to_move), G.legal_actions(s)))
    seat, legal = s.to_move, G.legal_actions(s)
    view = G.view(s, seat)
    assert all(failing_play(view, b) for b in legal)
    hint = HardBot(G, seat, 1, iterations=16)
    a = hint.choose(view, legal)
    win = next(b[1] for _, x, b in ranked_plays(NormalBot(G, seat), view, legal) if x == a)
    from quash_table.games.quash.sequences import open_slots
    from quash_table.games.quash.why import failing_words
    mine = [list(sp) for sp in view["board"][view["side"]]]
    if open_slots(mine) == 1:
        # the last open slot: no other spot to spoil, so the words say only the card is chosen (session 25)
        assert "will fail whatever you lay (your last open slot)" in hint.reason, hint.reason
        # the chance words, asked of the same board with one more slot open (a spot other than this one)
        k = next(j for j in range(9) if mine[j] and j != a["spot"] - 1)
        mine[k] = mine[k][:-1]
    else:
        said = re.search(r"every move spoils a spot; this one (?:had (?:only )?an? (\d+)% chance of winning|could "
                         r"not win anyway)", hint.reason)
        assert said, hint.reason
        assert (int(said.group(1)) if said.group(1) else 0) == round(100 * win), (hint.reason, win)
    assert failing_words(mine, a, view["hand"], None, 0.25).endswith("this one had only a 25% chance of winning")
    assert failing_words(mine, a, view["hand"], None, 0.8).endswith("this one had an 80% chance of winning")


LONGEST = [
    "Hint: play your 10\u2666 on spot 7 \u2014 spot 7 cannot make a run now (a later swap can still mend it): "
    "every move spoils a spot; this one had only a 12% chance of winning",
    "Hint: swap: 10 of diamonds onto spot 4, the K\u2660 to spot 8 \u2014 their A\u2660 on spot 4 can beat yours, "
    "so your K\u2660 makes Q-K on spot 8, 1 card from a run (your A\u2665 would make it Q-K-A)",
    "Hint: play your 10\u2666 on spot 4 \u2014 spot 4 gives up Q-K-A; J-K on spot 4 is 1 card from a run: "
    "your Q♣ would make it the run J-Q-K"]



@pytest.mark.ui
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_the_new_clauses_keep_a_hint_to_two_lines(size):
    from tests.ui_helpers import board, close_board, make_app, settle
    app = make_app(size=size)
    try:
        scene = board(app, "quash", ["human", "bot:easy"], seed=3, options={"variant": "advanced"})
        settle(app, scene)
        for line in LONGEST:
            scene.show_message(line, "hint", 9)
            assert len(scene.painter._message_place()[1]) <= 2, (size, line)
    finally:
        close_board(app)
