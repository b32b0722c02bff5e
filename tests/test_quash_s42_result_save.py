"""Session 42 (review: a QUASH game saved while a round's result waited for Next reopened on the next
deal, listed as "round 2, your turn to deal"; when the bot dealt, it dealt at once and the result was never
seen again): QUASH names that moment as Flush and Quadruple War do theirs ("round 1 scored"), opens on it
waiting for Next, whoever deals, and after Next it is round 2's."""

import random

import pytest

from quash_table.engine import saves
from quash_table.engine.match import Match
from quash_table.engine.standing import RESULT, match_standing
from tests.ui_helpers import close_board, match_board, step_until, steps


def at_round_1_result(bot_deals, variant="basic"):
    """A match against a bot whose last move scored round 1, the next deal the bot's (or yours)."""
    for seed in range(1, 60):
        m = Match("quash", ["human", "bot:random"], seed, {"variant": variant})
        rng = random.Random(seed)
        while not any(e["kind"] == "round_scored" for e in m.state.caused):
            m.play(rng.choice(m.legal_actions()))
        if (m.state.to_move == 1) == bot_deals:
            return m
    raise AssertionError("no such deal")


@pytest.mark.parametrize("variant", ["basic", "advanced"])
def test_a_save_at_a_rounds_result_names_it_and_opens_on_it(tmp_path, variant):
    from quash_table.ui.save_list import describe_save
    m = at_round_1_result(bot_deals=True, variant=variant)
    assert match_standing(m)["progress"] == ["round", 1, RESULT]
    path = tmp_path / "q.json"
    saves.save_match(m, path)
    assert "round 1 scored" in describe_save(path)[0] and "round 2" not in describe_save(path)[0]
    assert saves.load_match(path).result_unseen


def test_after_next_and_after_the_deal_it_is_round_2():
    m = at_round_1_result(bot_deals=False)
    m.result_passed = len(m.actions)
    assert match_standing(m)["progress"] == ["round", 2]             # passed: the deal of round 2 is next
    assert not saves.match_from_dict(saves.match_to_dict(m)).result_unseen
    m.play({"type": "deal"})
    assert match_standing(m)["progress"] == ["round", 2]


@pytest.mark.ui
def test_reopened_at_the_result_it_waits_for_next_though_the_bot_deals():
    loaded = saves.match_from_dict(saves.match_to_dict(at_round_1_result(bot_deals=True)))
    app, scene = match_board(loaded, round_pause=True, settled=False)
    try:
        s = scene.session
        step_until(app, lambda: s.showing_result(), timeout=10)
        steps(app, 60)                                               # the bot does not deal it away
        assert s.showing_result() and loaded.state.round == 1 and loaded.state.phase == "deal"
        assert s.director.next()
        step_until(app, lambda: loaded.state.phase == "play", timeout=10)
        assert loaded.state.round == 2
    finally:
        close_board(app)
