"""Review 55m (revm_145): at a turned hidden card the prompt said "Add 9s to your 9, or Declare", though Mimics may
join it too (the rules: "cards of the same value (Mimics too) may then be added"). It says so now."""

import pytest

from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, steps

pytestmark = pytest.mark.ui


def _turned_with_more_to_add():
    """A match (you at seat 0, normal bots) at your turned hidden card (not of the Mimic's value) with a card to add."""
    from quash_table.games.flush.bots import NormalBot
    for seed in range(60):
        m = Match("flush", ["human", "bot:normal", "bot:normal"], seed=seed)
        bots = [NormalBot(m.game, i, seed=seed + i) for i in range(3)]
        while not m.over and len(m.actions) < 600:
            legal = m.legal_actions()
            view = m.game.view(m.state, 0)
            if (m.to_move == 0 and m.state.stage == "hidden" and any(a["type"] != "declare" for a in legal)
                    and view["staged"]["value"] != view["mimic"] and not view["staged"].get("mimic_as")):
                return m
            m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), legal))
    return None


def test_the_prompt_at_a_turned_card_says_mimics_may_join():
    from quash_table.games.flush.words import prompt_forms
    m = _turned_with_more_to_add()
    assert m is not None, "no deal reaches a turned card with cards to add"
    app, scene = match_board(m)
    try:
        steps(app, 3)
        v = scene.session.view()["staged"]["value"]
        forms = prompt_forms(scene, scene.session.view())
        assert forms[0] == f"Add {v}s or Mimics to your {v}, or Declare", forms
        assert all("Mimics" in f for f in forms), forms
    finally:
        close_board(app)
