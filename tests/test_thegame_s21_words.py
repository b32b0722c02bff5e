"""Review 21: The Game's loss line read "Bot 2 (normal) could lay none of: purple 4, on ▲ green 7 or ▼ yellow
1.", as if green 7 and yellow 1 were held too. It names the stuck seat's cards, then what each stack shows:
"Seat 2 could not lay their purple 4: ▲ shows green 7, ▼ shows yellow 1." (the game is over: its hands are
no secret now); a game in play names no card."""

import random
import re

from quash_table.games.thegame.rules import DECK, GAME, STACK_ARROWS, card_words, number


def _games(outcome):
    rng = random.Random(21)
    for seed in range(60):
        s = GAME.new_state(2 + seed % 4, seed=seed)
        steps = 0
        while s.to_move is not None:
            if outcome is None and steps == 12:
                yield s, None
                break
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))
            steps += 1
        if outcome is not None and s.outcome == outcome:
            yield s, s


def test_the_loss_line_names_the_cards_held_then_what_each_stack_shows():
    said = 0
    for _, s in _games("lost"):
        summary = GAME.result(s)["summary"]
        # session 36: a short lead, then the stuck seat on a line of its own (one line at 1024x640)
        assert summary.split("\n")[0] == f"The game is lost: {s.laid} of 50 cards laid.", summary
        got = re.search(r"\nSeat (\d) could not lay (.+): (.+)\.$", summary)
        assert got, summary
        seat = int(got.group(1)) - 1
        held = [card_words(c) for c in sorted(s.hands[seat], key=number)]
        named = got.group(2)
        # the cards named are the seat's, each once, and no other: "a, b or c"
        assert named == (held[0] if len(held) == 1 else f"{', '.join(held[:-1])} or {held[-1]}"), summary
        assert got.group(3) == f"{STACK_ARROWS['up']} shows {card_words(s.up)}, " \
                               f"{STACK_ARROWS['down']} {card_words(s.down)}", summary
        said += 1
    assert said > 10


def test_a_game_in_play_names_no_card_in_its_result():
    for s, _ in _games(None):
        if s.outcome is not None:
            continue
        summary = GAME.result(s)["summary"]
        assert summary.startswith("In play:")
        assert not any(re.search(rf"\b{re.escape(card_words(c))}\b", summary) for c in DECK), summary
