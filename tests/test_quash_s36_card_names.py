"""Session 36 (review 35, a new player at QUASH): a hint named its card one way on its move line and another in
its reason ("Hint: play the J of spades on spot 8 — … keeping your J♠ …"), read as two cards. The hint names every
card as the board, its captions and its reason do ("J♠", describe.short): its move line too, and the words beside
a move half made. Headless."""

import re

from quash_table.engine.rng import derive_seed
from quash_table.games import get_game
from quash_table.games.quash import bots
from quash_table.games.quash.describe import describe_hint

G = get_game("quash")
SPELLED = re.compile(r"\b(?:10|[2-9JQKA]) of (?:spades|hearts|diamonds|clubs)\b")


def test_the_move_line_names_cards_as_the_board_does():
    assert describe_hint({"type": "play", "card": "JS", "spot": 8}, 0, 2) == "play your J\u2660 on spot 8"
    assert describe_hint({"type": "play", "card": "QS", "spot": 4, "swap": [["8S", 7]]}, 0, 2) == \
        "play your Q\u2660 on spot 4, moving your 8\u2660 to spot 7"
    assert describe_hint({"type": "tiebreak", "card": "4S"}, 0, 2) == "lay your 4\u2660 on the tiebreaker"


def test_a_whole_hint_line_names_its_cards_one_way():
    for variant in ("basic", "advanced"):
        seed = derive_seed(2016, 3) & 0xFFFFFFFF
        state = G.new_state(2, seed=seed, options={"variant": variant})
        hint = bots.HardBot(G, 0, derive_seed(seed, 1), iterations=8)
        hint.for_person = True
        other = bots.NormalBot(G, 1, derive_seed(seed, 2))
        lines = 0
        while state.to_move is not None and state.round == 1 and lines < 6:
            view, legal = G.view(state, state.to_move), G.legal_actions(state)
            if state.to_move == 0:
                action = hint.choose(view, legal)
                for words in (hint.reason, hint.reason.short):
                    line = f"Hint: {describe_hint(action, 0, 2)} \u2014 {words}"
                    assert not SPELLED.search(line), line
                lines += 1
            else:
                action = other.choose(view, legal)
            state = G.apply(state, action)
        assert lines == 6
