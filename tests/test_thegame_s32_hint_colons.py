"""Session 32, The Game: a hint stacked colons, "Say “I have a low red card” — then end your turn: your only
move: nothing more fits" (and "... : a second card would waste room: your red 3 on ▲ would skip 1 and 2"). The
reasons joined after "then end your turn" (reason_words.said_then_end) and after what a card does carry no
colon of their own: the sentence has one. Headless, a few seeds of normal bots."""

from quash_table.engine.naming import Reason
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.reason_words import said_then_end
from quash_table.games.thegame.rules import GAME

END = {"type": "end_turn"}
HOLD = NormalBot.REASONS["hold"]


def test_the_review_s_end_of_turn_hint_has_one_colon():
    said = said_then_end(HOLD, END, NormalBot.REASONS["only_end"])
    assert isinstance(said, Reason)
    assert ":" not in str(said) and ":" not in said.short, said      # session 34: plain sentences
    # (session 34: the short form is the step alone, its why on H)
    assert said.short == "then end your turn" and str(said).startswith("then end your turn. Your only move, as nothing")


def bot_reasons(seeds):
    """(action, reason) of every move of two normal bots playing The Game at two seats, a game a seed."""
    for seed in seeds:
        state = GAME.new_state(2, seed, {})
        bots = [NormalBot(GAME, k, seed) for k in range(2)]
        while state.outcome is None:
            seat = state.to_move
            action = bots[seat].choose(GAME.view(state, seat), GAME.legal_actions(state))
            yield action, bots[seat].reason
            state = GAME.apply(state, action)


def test_no_reason_a_hint_joins_stacks_colons():
    ends = 0
    for action, reason in bot_reasons(range(4)):
        assert str(reason).count(":") <= 1, reason
        if action == END:
            # as the hint says it before End turn: one colon, the join's
            ends += 1
            joined = said_then_end(HOLD, END, reason)
            assert ":" not in joined.short and ":" not in str(joined), joined
    assert ends >= 4, ends
