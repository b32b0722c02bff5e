"""The Game, session 37 (review 36c): a hinted card that goes on a stack a team-mate asked to leave alone said
only what it skips ("Lay green 4 on ▼ — skips 5 and 6 on ▼"), the request heard only on H, and the end summary
said "No card wasted room" after such a card had skipped numbers. The short words now say the request and the
why says why the card is still the move; the summary's costs line names the card that skipped the most and why
that was no waste."""

import pytest

from quash_table.engine.match import Match
from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import costs_words
from quash_table.games.thegame.bots import HintBot, NormalBot
from quash_table.games.thegame.requests import standing_requests
from quash_table.games.thegame.rules import GAME

# (seed, moves) at two seats: your normal move lays on the stack the bot asked to leave alone, nothing of your
# hand fitting the other stack
FORCED = [(10, 6, "down"), (18, 10, "up")]


def _position(seed, moves):
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=seed)
    bots = [NormalBot(GAME, i, seed) for i in range(2)]
    while len(m.actions) < moves:
        m.play(bots[m.to_move].choose(GAME.view(m.state, m.to_move), m.legal_actions()))
    return m


def _hint(m):
    assert m.to_move == 0
    bot = HintBot(GAME, 0, len(m.actions), iterations=40)
    action = bot.choose(GAME.view(m.state, 0), m.legal_actions())
    return action, bot.reason


@pytest.mark.parametrize("seed,moves,stack", FORCED)
def test_a_hint_against_a_request_says_so_in_its_short_words_and_why_it_is_still_best(seed, moves, stack):
    m = _position(seed, moves)
    view = GAME.view(m.state, 0)
    assert [r["stack"] for r in standing_requests(view, but=0) if r["ask"] == "leave"] == [stack]
    action, reason = _hint(m)
    assert action["type"] == "play" and action["stack"] == stack, action
    arrow = "\u25b2" if stack == "up" else "\u25bc"
    other = "\u25bc" if stack == "up" else "\u25b2"
    though = f"though Seat 2 asked to leave {arrow} alone"
    # the request and why in the short words, not the skip (three lines beside the arrow at 1024x640); the request
    # alone the brief form (session 59: it gave no reason)
    assert reason.short == f"{though}: no card of yours fits {other}", reason.short
    assert reason.brief == though
    # the why: what the card does, the request, then why the card still goes there, the request said once
    assert str(reason).startswith("skips ") and f", {though}. No card of yours fits {other}, and each turn lays " \
        "a card." in str(reason), str(reason)
    assert str(reason).count("asked to leave") == 1, str(reason)


def test_a_hint_that_heeds_every_request_names_none():
    m = _position(10, 0)
    assert m.to_move == 0
    action, reason = _hint(m)
    assert "asked to leave" not in str(reason), (action, str(reason))


@pytest.mark.ui
def test_the_board_says_the_request_in_the_short_hint_with_the_players_name():
    from quash_table.ui import theme
    from tests.ui_helpers import close_board, match_board, steps
    m = _position(*FORCED[0][:2])
    action, reason = _hint(m)
    app, scene = match_board(m, size=(1024, 640))
    try:
        scene.hints.display(action, reason)
        steps(app, 3)
        words = scene.message[0]
        assert words == "Hint: Lay green 4 on \u25bc \u2014 though Bot 2 asked to leave \u25bc alone: no card of yours " \
            "fits \u25b2 (H: why)", words
        # in two lines beside the arrow (session 59: with its reason, the board's placement a size smaller)
        _rect, lines = scene.painter._message_place()
        small = theme.font(scene.metrics.px(16) - 2).get_linesize()
        assert len(lines) <= 2 and all(line.get_height() >= small - 2 for line in lines), len(lines)
    finally:
        close_board(app)


def test_the_costs_line_names_the_card_that_skipped_most_where_none_wasted_room():
    # your red 7 laid on ▲ with no other move, skipping 3 to 6 (review 36c: "No card wasted room" after it)
    forced = {"index": 10, "seat": 0, "card": "R7", "stack": "up", "spent": 4, "skipped": 4, "cost": 0,
              "instead": None}
    cheap = {"index": 11, "seat": 1, "card": "B9", "stack": "down", "spent": 1, "skipped": 1, "cost": 0,
             "instead": {"type": "end_turn"}}

    def names(seat):
        return YOU if seat == 0 else f"Bot {seat}"
    line = costs_words([forced, cheap], names)
    assert "wasted room" not in line, line
    assert line == ("No card skipped more numbers than its turn had to; the most: your red 7 on \u25b2 at move 11, "
                    "4 numbers (its only move)."), line
    line = costs_words([dict(forced, spent=1), dict(cheap, spent=2)], names)
    assert line.endswith("the most: Bot 1's blue 9 on \u25bc at move 12, 2 numbers (no move skipped fewer)."), line
