"""Session 33, The Game's words (session-32 review). A hint sentence stacked brackets and colons: "a second
card would waste room (even red 6 on ▲ skips 5 numbers (1 to 5))" nested them, and "starts ▲ with a 7 (1 to 6
are passed over): ..." put the colon after a bracket; the parts now join as clauses ("…, passing over 1 to 6",
"…, as even red 6 on ▲ skips …"). "Played out many ways, it lays more cards than …" was the search's talk, not a
player's. The summary's "Most room spent: … used up 1 number" was hard to follow: "Costliest card: … wasted 1
number" ("passed over" where the numbers are said to fit another stack still). Headless."""

from types import SimpleNamespace

from quash_table.engine.naming import YOU
from quash_table.games.thegame.analysis import costs_words
from quash_table.games.thegame.bots import NormalBot, search_words
from quash_table.games.thegame.reason_words import said_then_end
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import does_words, end_turn_words
from tests.test_thegame_s32_hint_colons import bot_reasons

END = {"type": "end_turn"}


def nested(text):
    """Is a bracket opened inside another?"""
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth > 1:
            return True
    return False


def test_a_start_passes_over_in_a_clause_and_a_second_card_s_waste_nests_no_bracket():
    view = GAME.view(GAME.new_state(2, 1, {}), 0)
    view = dict(view, up=None, down=None, history=[])
    assert does_words(view, "B7", "up") == "starts \u25b2 with a 7, passing over 1 to 6"
    up = dict(view, up="G4", history=[[1, "G4", "up", 0]])
    assert does_words(up, "Y5", "down") == "starts \u25bc with a 5, passing over 6 to 10, which still fit \u25b2"
    assert does_words(up, "Y3", "down") == "starts \u25bc with a 3, passing over 4 to 10, and 4 then fits no stack"
    # ▲ at 4, ▼ at 6, one card laid this turn: red 10, the only second card, would skip 5 to 9
    view = dict(view, up="G4", down="Y6", placed=1, hand=["R10"], history=[[1, "G4", "up", 0], [0, "Y6", "down", 1]])
    legal = [{"type": "play", "card": "R10", "stack": "up"}, END]
    words = end_turn_words(view, legal)
    assert words == "a second card would waste room, as your red 10 on \u25b2 would skip 5 numbers (5 to 9)", words
    assert not nested(words) and words.count("(") <= 1, words
    joined = said_then_end(NormalBot.REASONS["hold"], END, words)
    assert not nested(str(joined)) and ":" not in str(joined), joined


def test_no_hint_reason_nests_brackets_or_puts_its_colon_after_one():
    seen = 0
    for _, reason in bot_reasons(range(3)):
        reason = str(reason)
        seen += 1
        assert not nested(reason), reason
        assert "passed over)" not in reason and "played out" not in reason, reason
    assert seen > 20, seen


def test_the_search_s_reason_and_the_costliest_card_say_it_as_a_player_would():
    assert "played out" not in NormalBot.REASONS["endgame"]
    # the search's own move over the policy's: what the move does, then why in a player's words
    view = dict(GAME.view(GAME.new_state(2, 1, {}), 0), up=None, down=None, history=[])
    bot = SimpleNamespace(last_stats={"seconds": 0.1})
    usual, move = {"type": "play", "card": "Y6", "stack": "down"}, {"type": "play", "card": "Y7", "stack": "up"}
    words = str(search_words(bot, usual, "it keeps room", move, view))
    assert words == ("starts \u25b2 with a 7. It skips 6 numbers (1 to 6); your red 1 and purple 3 are among them, but "
                     "they can still start \u25bc. The team likely lays more cards with it than with yellow 6 on \u25bc."), words
    assert str(search_words(bot, END, "x", move, view)).endswith(". The team likely lays more cards with it than by "
                                                                 "ending the turn.")
    costly = [{"index": 5, "seat": 0, "card": "B10", "stack": "up", "spent": 1, "cost": 1, "instead": END}]
    line = costs_words(costly, lambda seat: YOU if seat == 0 else f"Bot {seat + 1}")
    assert line == ("Costliest card: at move 6 your blue 10 on \u25b2 wasted 1 number; ending the turn instead "
                    "would have wasted none."), line
    # a start whose numbers partly still fit the other stack passed them over, it did not waste them all
    start = [{"index": 2, "seat": 0, "card": "R1", "stack": "down", "spent": 9, "skipped": 9, "cost": 9,
              "note": "2 to 4 then fit no stack", "instead": END}]
    line = costs_words(start, lambda seat: YOU)
    assert line == ("Costliest card: at move 3 your red 1 on \u25bc passed over 9 numbers (2 to 4 then fit no "
                    "stack); ending the turn instead would have passed over none."), line


def test_a_start_whose_numbers_may_still_fit_is_never_said_to_waste_them_in_a_shorter_form():
    """A start's numbers the other stack may still take were "passed over" only in the full first form: the
    next cards' short form, and a start a later reverse trick won numbers back from, said "wasted"."""
    from quash_table.games.thegame.cost_words import _cost_words
    name = lambda seat: YOU if seat == 0 else f"Bot {seat + 1}"      # noqa: E731
    start = {"index": 12, "seat": 1, "card": "Y1", "stack": "up", "spent": 5, "skipped": 5, "cost": 5,
             "note": "they still fit \u25bc", "instead": END}
    short = _cost_words(start, name, None, False)
    assert short == "at move 13 Bot 2's yellow 1 on \u25b2 passed over 5 (ending the turn: none)", short
    won_back = dict(start, skipped=8, spent=5)
    line = costs_words([won_back], name)
    assert "wasted" not in line and " passed over 5 numbers (it skipped 8 numbers" in line, line
    for first in (True, False):
        for asked in ([], [0]):
            other = {"type": "play", "card": "Y1", "stack": "down"} if asked else END
            words = _cost_words(dict(start, instead=other, instead_asked=asked), name, None, first, plain=True)
            assert "wasted" not in words and "passed over 5" in words, words
