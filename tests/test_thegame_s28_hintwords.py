"""The Game, session 28: the hint's words over real, seeded games say each thing once and whole.

Review 28 (1024x640, holding red 10 and purple 10): "Lay red 10 on the ▲ stack — skips 2 to 9 on ▲, and after
it only 9 red cards can turn ▲ back: 9 red cards could still turn ▲ back; after purple 10 on ▲, 7 purple
would": what the card closes (why.closing_words) and the colour rule's reason (why.colour_words) both said how
many red cards can turn ▲ back, and the second ended cut. And "a second card would waste room: even blue 6 on
▼ skips 7 and 8" with blue 6 the only other card: "even" only where several cards could go down."""

import functools
import re

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.thegame.bots import HintBot
from quash_table.games.thegame.why import end_turn_words

G = get_game("thegame")


def hints(seeds, seats=2):
    """(view, legal, words) at every move of seat 0, played by the hint's own bot (a fixed number of
    playouts) beside normal bots in the seeded games: the words the hint line says for that move. Which
    move the hint picks may vary with the machine's load (its endgame deals are bounded by time); the words
    checked here hold for any move."""
    for seed in seeds:
        s = G.new_state(seats, seed=seed)
        bots = [HintBot(G, 0, seed=seed, iterations=24)] + [make_bot("thegame", "normal", i, seed + i)
                                                             for i in range(1, seats)]
        while s.to_move is not None:
            seat = s.to_move
            view, legal = G.view(s, seat), G.legal_actions(s)
            move = bots[seat].choose(view, legal)
            if seat == 0:
                yield view, legal, bots[seat].reason
            s = G.apply(s, move)


@functools.cache
def seen_hints():
    return [(view, legal, str(words)) for view, legal, words in hints(range(10))]


def test_a_hint_says_how_many_cards_can_turn_a_stack_back_once_and_whole():
    said = 0
    for _view, _legal, words in seen_hints():
        for arrow in "\u25b2\u25bc":
            counts = re.findall(rf"\d+ \w+ cards? (?:can|could)(?: still)? turn {arrow} back", words)
            assert len(counts) <= 1, words
        assert not words.rstrip(".").endswith((" would", " could")), words
        assert "only none" not in words, words
        said += "can still turn" in words or "instead, only" in words
    assert said >= 2        # the colour rule decided often enough in these games for the test to mean something


def test_even_only_when_several_cards_could_go_down():
    seen = 0
    for view, legal, _words in seen_hints():
        words = end_turn_words(view, legal)
        if not words or "waste room" not in words:
            continue
        cards = {a["card"] for a in legal if a.get("type") == "play"}
        seen += 1
        if len(cards) == 1:
            assert " even " not in words and "your " in words and " would skip " in words, words
        else:
            assert " even " in words, words
    assert seen >= 2
