"""Session 34, The Game's hint (session-33 review): its words chained a dash and a colon, "Hint: Lay red 1 on
the ▲ stack — starts ▲ with a 1: yellow 4 on ▼ would skip 6 numbers (5 to 10)"; and "red 6 skips nothing on
▼, so keep it for next turn" read backwards (a card that costs nothing, kept?). The hint now says one plain
sentence first, what the card does or what to keep, and its why on H as a sentence of its own. Headless."""

from types import SimpleNamespace

from quash_table.games.thegame.bots import endgame_words, search_words
from quash_table.games.thegame.reason_words import said_then_end
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import end_turn_words

END = {"type": "end_turn"}


def _empty_view():
    return dict(GAME.view(GAME.new_state(2, 1, {}), 0), up=None, down=None, history=[])


def test_a_hinted_card_says_what_it_does_first_and_its_why_on_h_as_its_own_sentence():
    view = _empty_view()
    move = {"type": "play", "card": "R1", "stack": "up"}
    reason = search_words(SimpleNamespace(last_stats={}), move, "yellow 4 on \u25bc would skip 6 numbers (5 to 10)",
                          move, view)
    assert reason.short == "starts \u25b2 with a 1", reason.short
    assert str(reason) == "starts \u25b2 with a 1. It skips no number. Yellow 4 on \u25bc would skip 6 numbers (5 to 10).", reason
    for form in (reason.short, str(reason)):
        assert ":" not in form, form
    # the endgame's reason alike
    won = endgame_words(view, move, 0.6)
    assert won.short == "starts \u25b2 with a 1" and ":" not in str(won), won
    assert str(won).endswith(". It wins in about 6 of 10 ways the unseen cards can lie; no move does better."), won


def test_a_free_second_card_is_kept_first_then_why():
    # ▼ at 7, red 6 in hand, one card laid this turn: red 6 is the next number on ▼
    view = dict(_empty_view(), up="G4", down="Y7", placed=1, hand=["R6"],
                history=[[1, "G4", "up", 0], [0, "Y7", "down", 1]])
    legal = [{"type": "play", "card": "R6", "stack": "down"}, END]
    words = end_turn_words(view, legal)
    assert words.short == "keep red 6 for your next turn, when you must lay a card again", words.short
    assert str(words).startswith(words.short + ". It skips nothing on \u25bc"), words
    assert "so keep it" not in str(words)
    # said after a statement the convention gives first: the end and its short why, one colon
    joined = said_then_end(NormalBot.REASONS["hold"], END, words)
    assert joined.short == "then end your turn"
    # session 34: plain sentences, no colon nor semicolon
    assert str(joined).startswith("then end your turn. Keep red 6 for your next turn, when you must lay a card "
                                  "again. Say it first to "), joined
    assert ":" not in str(joined) and ";" not in str(joined) and str(joined).endswith("."), joined


def test_the_log_says_plainly_which_statement_a_new_one_replaced_and_the_hint_says_so_before():
    from tests.test_thegame_s23_hint_summary import state
    # Seat 1 said "I have a middle yellow card" last turn (it still stands); now it asks "leave ▲ alone"
    s = state([["Y5", "R9"], ["G2", "R8"]], "G4", "B8", [(1, "G4", "up", 0), (0, "B8", "down", 1)], 0,
              [{"seat": 0, "turn": 1, "laid": 2, "text": {"colour": "Y", "height": "middle"}}])
    ask = {"type": "signal", "text": {"stack": "up", "ask": "leave"}}
    replaced = [e for e in GAME.events(GAME.apply(s, ask)) if e["kind"] == "signal_replaced"]
    assert GAME.event_clause(replaced[0], 2) == "replacing \u201cI have a middle yellow card\u201d"
    # the hint that advises it says, before it is said, which of yours it replaces
    view = GAME.view(s, 0)
    assert GAME.describe_hint(ask, 0, 2, view=view) == ("Say \u201cLeave \u25b2 alone\u201d in place of your "
                                                        "\u201cI have a middle yellow card\u201d")
    # nothing of yours stands, or no view: the request alone
    assert GAME.describe_hint(ask, 1, 2, view=GAME.view(s, 1)) == "Say \u201cLeave \u25b2 alone\u201d"
    assert GAME.describe_hint(ask, 0, 2) == "Say \u201cLeave \u25b2 alone\u201d"
