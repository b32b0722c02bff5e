"""Session 34, review 33: a Flush hint's why must say what the move does for the player, from what the seat sees.
"the best move here" (a lone Flush card or hidden card), "done for this turn" (a turned hidden card declared),
"you keep your bases" and "nothing better: you pick up the pile" said nothing; "no lay on this pile is worth it"
was said where no card could be laid. And at six seats, 1024x640, "Hint: play your Flush card (H: why)" was all the
narrow place held: the Flush card's fewest words now say the turn again it gives ("your Flush card: play again")."""

import pygame
import pytest

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.flush.hint_bot import HintBot
from quash_table.games.flush.reasons import declare_reason, flush_card_reason
from quash_table.games.flush.telling import describe_hint_brief
from tests.ui_helpers import ask_hint, close_board, key, match_board, steps

G = get_game("flush")

# words that say nothing of what a move does for the player (what the hint's why said before session 34)
EMPTY = ("the best move here", "done for this turn", "you keep your bases", "nothing better", "the only move",
         "the only sensible move", "the biggest group you may lay")


def positions(seats, seed, most=90):
    """(view, legal) of every turn of a seeded game of normal bots, at most `most` of them."""
    state = G.new_state(seats, seed=seed)
    players = [make_bot("flush", "normal", s, derive_seed(seed, s + 1)) for s in range(seats)]
    for _ in range(most):
        if state.to_move is None:
            return
        seat, legal = state.to_move, G.legal_actions(state)
        view = G.view(state, seat)
        yield view, legal
        state = G.apply(state, players[seat].choose(view, legal))


def why_of(view, action, legal):
    bot = HintBot(G, view["seat"], 0)
    bot._prior = None           # (no search: what the move itself does)
    return bot.move_words(view, action, legal)


@pytest.mark.parametrize("seats", [2, 3, 6])
def test_every_moves_why_says_what_it_does(seats):
    kinds = set()
    for seed in range(8):
        for view, legal in positions(seats, seed):
            for action in legal:
                why = why_of(view, action, legal)
                for form in (str(why), getattr(why, "short", why), getattr(why, "brief", why)):
                    assert form and not any(e in form for e in EMPTY), (seed, action, form)
                if action["type"] == "pickup" and str(why).startswith("no lay on this pile is worth it"):
                    assert any(a["type"] == "play" for a in legal), (seed, action, why)
                kinds.add(action["type"])
    assert {"play", "pickup", "hidden", "flush", "declare"} <= kinds, kinds


def test_a_declared_turned_card_says_where_it_goes():
    on = {"seat": 0, "held_counts": [9, 5], "stage": "hidden", "pile_run": 3, "pile": [["3", 3]] * 3,
          "staged": {"value": 3, "added": False, "pickup": False, "mimic_as": None}, "adjacent": []}
    assert str(declare_reason(on, {"type": "declare"})) == \
        "your turned 3 stays on the pile, three 3s on top: you pick nothing up (9 cards left)"
    new = dict(on, stage="hidden_pickup", adjacent=[["4", 4]], pile=[["1", 1]] * 4,
               staged={"value": 4, "added": False, "pickup": True, "mimic_as": None})
    said = declare_reason(new, {"type": "declare"})
    assert str(said) == "your turned 4 starts a new pile and you pick up the old one's 4 cards"
    assert said.brief == "you pick up 4 cards"


def test_a_flush_cards_words():
    said = flush_card_reason("F", 7, 8)
    assert str(said) == "it clears the pile's 7 cards and you play again"
    assert said.brief == "the pile's 7 cards go"        # the move's fewest words say the turn again
    assert flush_card_reason("F+", 1, 8).brief == "everyone else draws"
    assert flush_card_reason("F", 1, 8).brief == "the pile's 1 card goes"
    view = {"seat": 0, "bases": [[{"top": "F+", "hidden": True}]]}
    assert describe_hint_brief({"type": "flush", "card": "F"}, 0, 6, view) == "your Flush card: play again"
    assert describe_hint_brief({"type": "flush", "card": "b0"}, 0, 6, view) == "your Flush Plus card: play again"


# six seats, seed 2: the normal bots' first six moves, then your turn with a Flush card in hand, seven cards on the pile
FLUSH_CARD_MOVES = [{"type": "play", "cards": ["1L", "b0", "b1"], "as": 4},
                    {"type": "play", "cards": ["4", "4S", "1D"], "as": 4}, {"type": "give_base", "base": 2},
                    {"type": "play", "cards": ["10S", "10D"], "as": 10}, {"type": "play", "cards": ["6", "b1"], "as": 6},
                    {"type": "play", "cards": ["5", "b0", "b1"], "as": 5}]


@pytest.mark.ui
def test_the_narrow_hint_of_a_flush_card_says_you_play_again(monkeypatch):
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 2, actions=FLUSH_CARD_MOVES)
    state = m.state
    assert state.to_move == 0 and {"type": "flush", "card": "F"} in G.legal_actions(state)
    app, scene = match_board(m, size=(1024, 640), animation="instant")
    try:
        s = scene.session
        key(app, pygame.K_l, frames=3)          # the Moves open: the hint's place narrows
        assert scene.log_open
        action = {"type": "flush", "card": "F"}
        reason = why_of(G.view(state, 0), action, G.legal_actions(state))
        monkeypatch.setattr(type(s), "ask_hint", lambda self, building=(): True)
        monkeypatch.setattr(type(s), "hint_answer", lambda self: (action, reason))
        ask_hint(app, scene)
        steps(app, 3)
        said = scene.message[0]
        assert said.startswith("Hint: your Flush card: play again"), said
        assert said.count("play again") == 1, said
    finally:
        close_board(app)
