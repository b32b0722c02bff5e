"""Quadruple War's hint is the same for the same position (session 30): two presses of H with nothing changed
said "bid 3", then "bid 4". The hint's search was the hard bot's, a second of wall time with deals from the
bot's own seed carried on from search to search; the hint bot (hint_bot.py) plays a fixed number of deals drawn
from a seed made of the position. Headless: the hint bot is asked twice, as a new bot with another seed each
time (a new worker after a Load) and as the same bot asked again, under a clock that jumps a minute a call."""

import itertools

import pytest

from quash_table.engine.match import Match
from quash_table.games import get_game
from quash_table.ui.botrunner import build_bot


def _bidding(seed=11):
    match = Match("quadwar", ["human", "bot:normal", "bot:normal", "bot:normal"], seed=seed, options={"dealer": 3})
    assert match.to_move == 0 and match.legal_actions()[0]["type"] == "bid"
    return match


def _playing(seed=11):
    from quash_table.bots import make_bot
    match = _bidding(seed)
    bots = [make_bot("quadwar", "normal", s) for s in range(4)]
    while not (match.to_move == 0 and match.legal_actions()[0]["type"] == "play" and len(match.legal_actions()) > 2):
        seat = match.to_move
        match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
    return match


@pytest.fixture
def jumping_clock(monkeypatch):
    """time.perf_counter a minute later at every call: a search bounded by wall time stops at its first deal."""
    import quash_table.bots.search as search
    import quash_table.games.quadwar.hard as hard
    ticks = itertools.count(0, 60.0)
    for mod in (search, hard):
        monkeypatch.setattr(mod.time, "perf_counter", lambda: float(next(ticks)))


def _asked(match, level, seeds):
    """(action, reason) of the hint bot at `level`, asked by new bots of `seeds` and once more by the last."""
    view, legal = match.game.view(match.state, 0), match.legal_actions()
    said = []
    for seed in seeds:
        bot = build_bot("quadwar", level, 0, seed)
        bot.for_person = True
        said.append((bot.choose(view, legal), str(bot.reason)))
    said.append((bot.choose(view, legal), str(bot.reason)))
    return said


def test_the_hint_is_a_level_of_its_own_with_a_count_of_deals():
    game = get_game("quadwar")
    bot = build_bot("quadwar", game.hint_level, 0, 1)
    assert type(bot).__name__ == "HintBot" and bot.budget is None      # its own counts (hint_bot.py)
    from quash_table.bots import bot_levels
    assert "hint" not in bot_levels("quadwar")                            # not offered in the menus


@pytest.mark.parametrize("where", [_bidding, _playing])
def test_the_same_position_gets_the_same_hint(where, jumping_clock):
    """A bid and a card: asked by two new hint bots and again by one of them, the same move and the same words
    (the deals' figures too). With a jumping clock the old hint (hard, a second) stopped at a deal or two, its
    deals from each bot's seed: the figures differed."""
    level = get_game("quadwar").hint_level + "@24"      # a small count: the same code path as the hint's own
    said = _asked(where(), level, [1, 2])
    assert said[0] == said[1] == said[2], said
    assert said[0][1], said


def test_the_hint_reads_no_clock(jumping_clock, monkeypatch):
    """The hint's own budget (no @N) is a count: under a clock that jumps a minute a call it still plays its
    BID_PLAYOUTS deals (the hard bot's second stopped at the first)."""
    from quash_table.games.quadwar import hint_bot
    monkeypatch.setattr(hint_bot, "BID_PLAYOUTS", 30)
    match = _bidding()
    bot = build_bot("quadwar", get_game("quadwar").hint_level, 0, 5)
    bot.choose(match.game.view(match.state, 0), match.legal_actions())
    assert bot.last_stats["worlds"] == 30, bot.last_stats
