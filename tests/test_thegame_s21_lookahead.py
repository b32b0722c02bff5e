"""Session 21 (The Game at 2 players): the normal bot's look-ahead to its team-mate's turn reads only what
its seat sees; a first card's hint in player words."""

from quash_table.bots import make_bot
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import does_words


def test_the_bot_chooses_the_same_whatever_its_team_mate_really_holds():
    """Two deals alike in all the bot's seat sees (its hand, the table, the counts), its team-mate's two
    cards swapped with two of the pile: the same seed chooses the same move, at every decision of a game
    (the look-ahead deals the team-mate's cards from the unseen ones; it never reads them)."""
    checked = 0
    for seed in range(6):
        state = GAME.new_state(2, seed=40 + seed)
        while state.to_move is not None and state.pile and len(state.pile) > 12:
            me, mate = state.to_move, 1 - state.to_move
            twin = state.copy()
            twin.hands[mate], twin.pile[:2] = twin.pile[:2], twin.hands[mate]
            assert GAME.view(twin, me) == GAME.view(state, me)
            assert sorted(twin.hands[mate]) != sorted(state.hands[mate])
            moves = [make_bot("thegame", "normal-lookahead", me, seed).choose(GAME.view(s, me), GAME.legal_actions(s))
                     for s in (state, twin)]
            assert moves[0] == moves[1], (seed, GAME.dump(state))
            checked += 1
            state = GAME.apply(state, moves[0])
    assert checked > 40


def test_a_first_card_says_what_it_starts_in_player_words():
    """The hint read "starts ▲ at 4, skipping 1 to 3": now the card the stack starts with, and the numbers
    it passes over."""
    empty = {"up": None, "down": None, "history": []}
    assert does_words(empty, "B4", "up") == "starts \u25b2 with a 4, passing over 1 to 3"
    assert does_words(empty, "B8", "up") == "starts \u25b2 with an 8, passing over 1 to 7"
    assert does_words(empty, "B9", "down") == "starts \u25bc with a 9, passing over 10"
    assert does_words(empty, "B10", "down") == "starts \u25bc with a 10"
    up = {"up": "R1", "down": None, "history": [(1, "R1", "up", 0)]}
    assert does_words(up, "Y9", "down") == "starts \u25bc with a 9, passing over 10, which still fits \u25b2"
