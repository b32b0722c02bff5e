"""The Game's hard bot is anchored on the normal team's move: it plays normal's move unless another
candidate beats it clearly in the same sampled deals (anchor.anchored_search), it stops searching once
that is settled, and it leaves alone a stack a teammate asked it to, as normal does."""

import re

import pytest

from quash_table.bots import make_bot
from quash_table.engine.rng import Rng
from quash_table.games import get_game
from quash_table.games.thegame.anchor import LOOK_EVERY, anchored_search
from quash_table.games.thegame.bots import DEFAULT_ROLLOUTS, NormalBot
from quash_table.games.thegame.rules import STACKS

from .positions import game_steps

G = get_game("thegame")


def coin_values(rng, means):
    """value(world, action): 1 with probability means[action], drawn afresh for every (world, action),
    so two candidates of equal worth still differ from deal to deal (the hardest case for a search)."""
    return lambda world, action: float(rng.below(1000) < 1000 * means[action])


def test_a_challenger_no_better_than_the_anchor_is_almost_never_played():
    """Equal worth, or slightly worse: the anchor (index 0) stays in nearly every search; a search that
    picked the best-looking candidate after as many deals switches in about half of them."""
    rng = Rng(4)
    switched_equal = switched_worse = 0
    for _ in range(200):
        best, _ = anchored_search(lambda: None, coin_values(rng, [0.5, 0.5, 0.5, 0.5]), [0, 1, 2, 3], 0, 400)
        switched_equal += best != 0
        best, _ = anchored_search(lambda: None, coin_values(rng, [0.5, 0.45, 0.47]), [0, 1, 2], 0, 400)
        switched_worse += best != 0
    assert switched_equal <= 16 and switched_worse <= 8, (switched_equal, switched_worse)


def test_a_clearly_better_challenger_is_found_and_the_search_stops_early():
    rng = Rng(5)
    found = 0
    for _ in range(100):
        best, stats = anchored_search(lambda: None, coin_values(rng, [0.3, 0.3, 0.7]), [0, 1, 2], 0, 3000)
        found += best == 2
        assert stats["rollouts"] < 3000            # settled long before the budget
    assert found >= 95, found


def test_candidates_that_play_out_the_same_settle_on_the_anchor_at_the_first_look():
    """Every candidate worth exactly the anchor in every deal (a choice that does not matter): the
    search stops at its first look, not at the end of its budget."""
    best, stats = anchored_search(lambda: None, lambda world, action: 0.5, ["a", "b", "c"], 1, 10000)
    assert best == 1 and stats["worlds"] == LOOK_EVERY and stats["settled"]


def searched_positions(games, seed):
    """(state, seat) at each first card of a turn of normal teams at 2 and 3 seats, before the endgame
    (where the exact endgame decides instead of the search)."""
    def table(k):
        return 2 + k % 2, "normal", {"professional": False}, None
    for state, _ in game_steps("thegame", games, table, seed):
        if state.placed == 0 and len(state.pile) > 9:
            yield state, state.to_move


@pytest.mark.slow
def test_hard_asked_to_leave_a_stack_alone_never_plays_there_while_it_has_a_move_elsewhere():
    """The seat before asks to leave a stack alone. Holding a card for the other stack, hard never lays
    one on the asked stack. (Unchecked, its search found laying there clearly better in about one such
    position in ten: the request binds hard as it binds normal.)"""
    honoured = 0
    for state, seat in searched_positions(8, 3):
        for stack in STACKS:
            d = G.dump(state)
            d["signals"] = [{"seat": (seat - 1) % state.seats, "turn": max(0, state.turn - 1),
                             "text": {"stack": stack, "ask": "leave"}}]
            asked = G.load(d)
            legal = G.legal_actions(asked)
            if not any(a["type"] == "play" and a["stack"] != stack for a in legal):
                continue
            if make_bot("thegame", "normal-silent", seat, 1).choose(G.view(asked, seat), legal).get("stack") == stack:
                continue    # session 50: keeping off costs more than the request saves (normal breaks it too)
            action = make_bot("thegame", "hard-silent@300", seat, 1).choose(G.view(asked, seat), legal)
            assert action in legal and action.get("stack") != stack, (G.dump(asked), action)
            honoured += 1
    assert honoured > 150, honoured


def test_hard_with_too_few_playouts_to_tell_plays_exactly_normals_move():
    """With a budget too small to judge any challenger (fewer deals than the search's first look), hard
    is the normal bot: the anchor is kept whenever the sample cannot tell."""
    checked = 0
    for state, seat in searched_positions(4, 6):
        view, legal = G.view(state, seat), G.legal_actions(state)
        assert make_bot("thegame", "hard-silent@20", seat).choose(view, legal) == \
            make_bot("thegame", "normal-silent", seat).choose(view, legal)
        checked += 1
    assert checked > 60, checked


def test_a_hint_from_hard_says_why_in_one_short_line():
    """The hint line is the normal bot's reason for its move and what the search found, in one line of
    at most 90 letters (the board shows it above your hand), said to the person who asked ("the card you
    keep", not "the card I keep"), in plain words: what the search concluded ("nothing clearly better in 48
    deals played out"; "checked in 8 random deals" read as if 8 were thorough). At most 110 letters: the
    reason may say why this card and not the close alternative (why.py)."""
    searched = 0
    for key, words in NormalBot.REASONS.items():
        assert not re.search(r"\b(I|my|me)\b", words), words
        if key not in ("leave", "reverse", "hold", "endgame"):      # a signal's or the endgame's words stand alone
            assert len(f"skips 2 to 9 on \u25b2: {words}") <= 110, key
    for state, seat in searched_positions(2, 8):
        bot = make_bot("thegame", "hard-silent@120", seat)
        move = bot.choose(G.view(state, seat), G.legal_actions(state))
        # (120 since session 35's "instead": 116 letters were two lines of the hint's box at 1024x640 and 1280x800;
        # 170 since a start's why says what it costs your own cards too, start_words.py: four lines of that box)
        assert len(bot.reason) <= 170, bot.reason
        if bot.last_stats:
            searched += 1
            assert "guesses" not in bot.reason and "still to come" not in bot.reason, bot.reason
            if move["type"] == "play" and "only move" not in bot.reason:
                # what the move does comes first, in numbers (why.does_words)
                assert re.match(r"(starts|skips|turns|the next number)", bot.reason), bot.reason
    assert searched > 10, searched


def test_the_default_budget_is_at_most_a_fixed_number_of_playouts(monkeypatch):
    """However long the clock allows, `hard` stops at DEFAULT_ROLLOUTS playouts (plus the last deal's),
    so the default plays like hard@DEFAULT_ROLLOUTS wherever those fit in its second."""
    monkeypatch.setenv("QUASH_TABLE_BOT_SECONDS", "5")      # more than 300 playouts take anywhere
    for k, (state, seat) in enumerate(searched_positions(1, 9)):
        if k == 6:
            break
        bot = make_bot("thegame", "hard-silent", seat)
        bot.choose(G.view(state, seat), G.legal_actions(state))
        assert bot.last_stats.get("rollouts", 0) <= DEFAULT_ROLLOUTS + 4
