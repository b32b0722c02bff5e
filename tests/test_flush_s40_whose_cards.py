"""Issue 23 (session 40): a Flush hint's why ended "…; 5 cards left" after words about the next player, and did not
say whose cards. What you hold after the hinted lay is said as yours: "you will have 5 cards left"."""

from quash_table.engine.match import Match
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import play_reason, plain_reason


def _lay():
    m = Match("flush", ["human"] + ["bot:normal"] * 5, 1)
    view = m.game.view(m.state, 0)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    code = next(c for c in view["hand"] if c[-1] not in "SD" and c[0] != "F")
    return view, bot, code


def test_a_lays_why_says_the_cards_left_are_yours():
    view, bot, code = _lay()
    why = play_reason(bot, [code], int(code.rstrip("L")), 1, 0, view)
    left = bot.held - 1
    assert str(why).endswith(f"; you will have {left} cards left"), str(why)
    assert why.short.endswith(f"; you will have {left} cards left"), why.short
    assert why.brief == f"{left} cards left"        # beside the move ("lay a 7 — 13 cards left"), as it was


def test_a_plain_lays_reason_says_whose_cards():
    view, _, code = _lay()
    left = view["held_counts"][0] - 1
    assert str(plain_reason({"type": "play", "cards": [code]}, view)) == f"you will have {left} cards left"
