"""Session 33: the hint ranks the plays with the cards still to draw at their whole share (bots.HintModel, DRAW_SHARE
1.0; the normal bot keeps 0.7). Seed 7's first play, basic against the normal bot (reviews of sessions 30 and 33
in a real window): the hint opened with the 2♥ on spot 1 ('it starts a run there') and built 2-3-4 and 2-3, which
lost their spots. Measured over 32 duplicate deals (CHANGELOG): following the hint won 38 of 64 rounds against the
normal bot where the stock hint won 30. Headless; no search is run (the model's ranking and the search's prior have
no random draw)."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot, HintModel, NormalBot


def _first_play():
    game = get_game("quash")
    state = game.new_state(2, seed=7, options={"variant": "basic"})
    seat = state.to_move
    return game, seat, game.view(state, seat), game.legal_actions(state)


def test_the_hint_opens_seed_7_with_no_deuce_on_the_triple():
    game, seat, view, legal = _first_play()
    assert {"2H", "2C", "KD", "9S"} <= set(view["hand"])
    prior = HardBot(game, seat, 1, iterations=40).prior_choice(view, legal)
    assert prior["card"][:-1] != "2", prior
    assert NormalBot(game, seat).choose(view, legal)["card"] == "2H", "the normal bot plays as before"


def test_the_hint_model_counts_the_draws_whole_only_in_its_own_ranking():
    game, seat, _, _ = _first_play()
    assert isinstance(HardBot(game, seat).ranker(), HintModel)
    assert HintModel.DRAW_SHARE == 1.0 and NormalBot.DRAW_SHARE == 0.7
