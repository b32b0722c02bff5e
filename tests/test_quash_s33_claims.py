"""Session 33: the normal model's option CLAIMS_BEFORE (off for the normal bot and the hint; see CHANGELOG for the
measure). The model shares the seat's hand out among its spots fullest first (model.side_dists). Laying an A on an
empty double made that spot half full, ahead of a triple holding one card, so the A's spot took the one K both count
on: in review rev31a's position (A♥ A♦ A♣ K♣ Q♦ Q♣ in hand, J♥ on spot 4, singles 3, 6 and 9 open) an A on the empty
double 8 was the model's best, K-A there counted sure and section 3 a 72% QUASH. Played out in sampled deals of that
position by the normal bot on both sides (scripts/quash_move_playouts.py), the K♣ on the double did better than the
A there (+0.33 ± 0.28 and +0.73 ± 0.44 round points, two samplings) and an A on spot 9 no worse. With the option,
the order is the board's before the play: the K♣ goes first, not the A. Seed 7's fifth play (a real window, session
33) is the same shape: A♦ on the empty double 2, K♦ in hand, Q♣ on spot 4. Headless; no search is run."""

from quash_table.games import get_game
from quash_table.games.quash.bots import NormalBot
from quash_table.games.quash.ranked import ranked_plays

from tests.test_quash_s32_hint_candidates import _position


class Claims(NormalBot):
    CLAIMS_BEFORE = True


def _best(bot, view, legal):
    return ranked_plays(bot, view, legal)[0][1]


def _seed7_fifth_play():
    game = get_game("quash")
    state = game.new_state(2, seed=7, options={"variant": "basic"})
    for card, spot in (("2H", 1), ("4D", 1), ("QS", 6), ("AS", 6), ("8C", 8), ("JC", 4), ("QC", 4), ("QD", 2)):
        state = game.apply(state, {"type": "play", "card": card, "spot": spot})
    seat = state.to_move
    return game, seat, game.view(state, seat), game.legal_actions(state)


def test_an_ace_on_an_empty_double_takes_no_king_a_started_run_counts_on():
    game, seat, view, legal = _position()
    ranking = [a for _, a, _ in ranked_plays(Claims(game, seat), view, legal)]
    king, ace = ranking.index({"type": "play", "card": "KC", "spot": 8}), \
        min(i for i, a in enumerate(ranking) if a["card"][0] == "A" and a["spot"] == 8)
    assert king < ace, ranking[:6]
    assert ranking[0]["spot"] != 8 or ranking[0]["card"] == "KC"

    game, seat, view, legal = _seed7_fifth_play()
    assert {"AD", "AH", "KD"} <= set(view["hand"]) and view["board"][view["side"]][3] == ["QC"]
    assert _best(Claims(game, seat), view, legal) == {"type": "play", "card": "KD", "spot": 2}


def test_the_option_off_is_the_model_as_before():
    game, seat, view, legal = _position()
    assert ranked_plays(NormalBot(game, seat), view, legal) == ranked_plays(
        type("Off", (NormalBot,), {"CLAIMS_BEFORE": False})(game, seat), view, legal)
    assert not NormalBot.CLAIMS_BEFORE
