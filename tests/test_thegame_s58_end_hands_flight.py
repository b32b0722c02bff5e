"""Review 57 (The Game): as the game ended, the bots' cards flew into "Their hands at the end" over the panel's
name labels for a moment. The panel's title and names are captions now (ui/table.captions_over_flights): a
card on its way passes under them, so a name is never covered."""

import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from tests.ui_helpers import close_board, match_board, settle

pytestmark = pytest.mark.ui


def _ended_game(seats, seed):
    m = Match("thegame", seats, seed=seed)
    bots = [make_bot("thegame", "normal", k) for k in range(len(seats))]
    while not m.over:
        m.play(bots[m.to_move].choose(m.game.view(m.state, m.to_move), m.legal_actions()))
    return m


def test_the_end_panels_names_lie_over_the_cards_flying_in():
    seats = ["human", "bot:normal", "bot:normal"]
    for seed in range(10):
        m = _ended_game(seats, seed)
        if m.state.outcome == "lost" and sum(1 for k in (1, 2) if m.state.hands[k]) == 2:
            break
    else:
        pytest.skip("no lost game with both bots holding cards")
    app, scene = match_board(m, size=(1024, 640), settled=False, animation="normal")
    try:
        settle(app, scene)
        names = {scene.session.short_name(k) for k in (1, 2)} | {"Their hands at the end"}
        labels = [d for d in scene.table.decor if getattr(d, "text", None) in names]
        captions = [tuple(r) for r in scene.table.captions]
        # the panel's title and its two names (the plates' names at the top are no captions)
        over = sorted(d.text for d in labels if tuple(d.text_rect()) in captions)
        assert len(over) == 3, (over, [d.text for d in labels])
    finally:
        close_board(app)
