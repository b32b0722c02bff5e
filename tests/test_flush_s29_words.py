"""Session 29, Flush's words for a new player (headless): the tray's declaration names the seat a Skip passes
over ("skips Bot 2", it said "skips the next player"); the hint says who a Skip laid passes over and who
then plays on your cards, and what a hidden card turned risks (it said "your hidden card may fit the pile")."""

from quash_table.engine.match import Match
from quash_table.games.flush import staging
from quash_table.games.flush.normal_bot import NormalBot
from quash_table.games.flush.reasons import hidden_reason, play_reason


def _view(n, seat=0):
    m = Match("flush", ["human"] + ["bot:normal"] * (n - 1), 1)
    return m, m.game.view(m.state, seat)


def test_the_declaration_names_who_a_skip_passes_over():
    _, view = _view(4)
    assert staging.skipped_words(view, 1) == "Seat 2"
    assert staging.skipped_words(view, 2) == "Seat 2 and Seat 3"
    out = dict(view, out=[False, True, False, False])          # an out seat is not passed over: it plays no more
    assert staging.skipped_words(out, 1) == "Seat 3"
    assert staging.skipped_words(dict(view, seat=3), 1) == "Seat 1"


def test_a_hinted_skip_says_who_it_passes_over_and_who_plays_next():
    m, view = _view(3)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    held = view["held_counts"]
    why = play_reason(bot, ["2", "2S"], 2, 1, 0, view)
    assert f"your Skip passes over Seat 2 ({held[1]} cards left): Seat 3 ({held[2]} cards left) plays next" in why, why
    assert "the next player" not in why
    m2, view2 = _view(2)
    bot2 = NormalBot(m2.game, 0)
    bot2._prepare(view2)
    assert ": you play again; " in str(play_reason(bot2, ["2", "2S"], 2, 1, 0, view2))   # (then what you hold)
    # where something else weighed more, the Skip's effect is still said, in the full reason (H), the short
    # one keeping to the move's point
    high = play_reason(bot, ["9", "9S"], 9, 1, 0, view)
    # (session 30: there by name alone, "it skips Seat 2", where the full reason ran to 190 characters)
    assert "it skips Seat 2" in high and "skips" not in high.short, (str(high), high.short)


def test_a_hidden_cards_reason_gives_its_chance_and_cost():
    why = hidden_reason(6, 5, 0.62)
    # (session 30: the rule itself, "... a higher one starts a new pile", is left to the rules page)
    assert why == "62% of the cards you have not seen fit the 6s; a higher one makes you pick up 5 cards"
    assert "may fit" not in why
    assert "whatever your hidden card is" in hidden_reason(None, 0, 1.0)
    m, view = _view(3)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    bot._score_hidden(view)
    assert bot.reason == hidden_reason(view["pile_value"], len(view["pile"]), 1.0)


def test_a_skips_short_words_name_the_seats_without_their_counts():
    """Where the Skip is the lay's point its words were the hint's line with every seat's cards counted: two
    Skips at six seats ran to 121 characters before a name longer than "Seat 2". The line names the seats;
    H gives their cards."""
    m, view = _view(6)
    bot = NormalBot(m.game, 0)
    bot._prepare(view)
    why = play_reason(bot, ["2S", "3S"], 3, 1, 0, view)
    assert why.short.startswith("your Skips pass over Seat 2 and Seat 3: Seat 4 plays next; "), why.short
    assert "Seat 2 (" not in why.short and len(why.short) < len(why) <= 140      # (its own "(12 cards left)", session 33)
    assert "Seat 2 (14 cards left) and Seat 3 (14 cards left): Seat 4 (14 cards left) plays next" in why, str(why)
