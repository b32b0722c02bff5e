"""Session 30, Flush's words (headless): at two seats two Skips pass over the other player, then round past
you, so the other player plays next (rounds.end_turn counts every seat still in, yours too); the tray and the
hint said "skips Bot 2 and you", read as if you lost a turn. They now say who plays next, and a hint does not
give such Skips as a lay's point."""

from quash_table.engine.match import Match
from quash_table.games.flush import rounds, staging
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import play_reason, skip_aside, skip_words, skips_that_count
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
    assert staging.skipped_words(view, 1) == "Seat 2, so Seat 1 plays again"     # the turn comes back (review 30)
    words = staging.skipped_words(view, 2)
    assert words == "Seat 2, then Seat 1: Seat 2 plays next", words
    assert "Seat 2 and Seat 1" not in words


def test_the_hint_says_who_plays_next_when_skips_come_round():
    m, view = _view(2)
    why = skip_words(view, 2)
    assert why.short == "your Skips pass over Seat 2, then you: Seat 2 plays next", why.short
    assert "Seat 2 (14 cards left), then over you: Seat 2 (14 cards left) plays next, as with no Skip" in why, str(why)
    assert "Seat 2 and Seat 1" not in why
    # such Skips are no lay's point: their term weighs nothing
    assert skips_that_count(view, 2) == 0 and skips_that_count(view, 1) == 1
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    bot.next_held = 2               # where a Skip weighs most (the next player close to going out)
    said = play_reason(bot, ["2S", f"{bot.m}S"], 2, 2, 0, view)     # a 2 Skip and a Mimic Skip
    assert "then you" not in said.short and "then you: Seat 2 plays next" in said, (str(said), said.short)
    _, three = _view(3)
    assert skips_that_count(three, 2) == 2


def test_a_skip_beside_the_lays_point_is_said_by_name_alone():
    """Where the Skip is not the lay's point, H said its effect with every seat's cards after the lay's own
    reason: 190 characters at six seats, six lines at 1024x640. It says whom it skips."""
    _, view = _view(6)
    assert skip_aside(view, 1) == "it skips Seat 2"
    assert skip_aside(view, 2) == "it skips Seat 2 and Seat 3"
    _, two = _view(2)
    assert skip_aside(two, 1) == "it skips Seat 2: you play again"
    assert skip_aside(two, 2) == "your Skips pass over Seat 2, then you: Seat 2 plays next"
    assert skip_aside(None, 1) == ""


def test_the_full_reason_at_six_seats_is_shorter():
    """The full reason on H ran to 150-170 characters at six seats (with the move's words, 160-215: four to six
    lines at 1024x640): a Skip beside the point with every seat's cards, a hidden card's rule restated. The
    same facts now take at most 135 (the reason alone; the move's words come before it)."""
    from quash_table.bots import make_bot
    longest = ""
    for seed in range(2):
        match = Match("flush", ["bot:normal"] * 6, seed=seed)
        bots = [make_bot("flush", "normal", s) for s in range(6)]
        while not match.over and len(match.actions) < 200:
            seat = match.to_move
            match.play(bots[seat].choose(match.game.view(match.state, seat), match.legal_actions()))
            longest = max(longest, str(bots[seat].reason), key=len)
    # (135 since session 40: "…; you will have 9 cards left", where it said "…; 9 cards left" and not whose, issue 23;
    # 152 since session 58: "19 of the 68 cards you cannot see would fit", where "19 of 68 unseen cards fit" was
    # not read at once by a new player, review 57)
    assert len(longest) <= 152, longest
