"""Session 30, Flush's words (headless): at two seats two Skips pass over the other player, then round past
you, so the other player plays next (rounds.end_turn counts every seat still in, yours too); the tray and the
hint said "skips Bot 2 and you", read as if you lost a turn. They now say who plays next, and a hint does not
give such Skips as a lay's point."""

from quash_table.engine.match import Match
from quash_table.games.flush import rounds, staging
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import play_reason, skip_words, skips_that_count
from quash_table.games.flush.state import passed_over


def _view(n, seat=0):
    m = Match("flush", ["human"] + ["bot:normal"] * (n - 1), 1)
    return m, m.game.view(m.state, seat)


def test_two_skips_at_two_seats_come_round_to_the_other_player():
    m, view = _view(2)
    # the rules' count: the other player, then you; the other player plays next
    assert passed_over(view, 2) == ([1, 0], 1)
    rounds.end_turn(m.state, 0, 2)
    assert m.state.to_move == 1


def test_the_tray_says_who_plays_next_when_skips_come_round():
    _, view = _view(2)
    assert staging.skipped_words(view, 1) == "Seat 2"
    words = staging.skipped_words(view, 2)
    assert words == "Seat 2, then Seat 1: Seat 2 plays next", words
    assert "Seat 2 and Seat 1" not in words


def test_the_hint_says_who_plays_next_when_skips_come_round():
    m, view = _view(2)
    why = skip_words(view, 2)
    assert why.short == "your Skips pass over Seat 2, then you: Seat 2 plays next", why.short
    assert "Seat 2 (14 cards left), then over you: Seat 2 (14 held) plays next, as with no Skip" in why, str(why)
    assert "Seat 2 and Seat 1" not in why
    # such Skips are no lay's point: their term weighs nothing
    assert skips_that_count(view, 2) == 0 and skips_that_count(view, 1) == 1
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    bot.next_held = 2               # where a Skip weighs most (the next player close to going out)
    said = play_reason(bot, ["2S", f"{bot.m}S"], 2, 2, 0, view)     # a 2 Skip and a Mimic Skip
    assert "then you" not in said.short and "then over you" in said, (str(said), said.short)
    _, three = _view(3)
    assert skips_that_count(three, 2) == 2
