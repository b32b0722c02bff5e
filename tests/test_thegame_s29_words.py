"""The Game, review 29: the hint's and the log's words say the true reason plainly.

- "Lay blue 7 on the ▲ stack — skips 4 to 6 on ▲: purple 3 on ▼ would skip 4 to 9" never named blue 7 on
  ▼ (skipping only 8 and 9), nor the real reason: ▲ blue for the partner's low blue card (why.nearer_words).
- "after it only 9 purple cards can turn ▼ back": "only" of every purple card left (why.closing_words).
- "a teammate can turn it back, but only it fits" of red 5 while yellow 7 fitted ▲ too
  (reason_words.forced_words).
- "You lay red 5 on the ascending stack — cover green 4, which Bot 2's card could turn back"
  (event_words.event_clause)."""

from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.rules import GAME
from quash_table.games.thegame.why import closing_words
from tests.test_thegame_s23_hint_summary import state


def _reason(s):
    bot = NormalBot(GAME, s.to_move)
    move = bot.choose(GAME.view(s, s.to_move), GAME.legal_actions(s))
    return move, bot.reason


def test_a_card_that_skips_more_than_the_same_card_elsewhere_says_why():
    # ▲ green 3, ▼ yellow 10, holding blue 7 and purple 3; Seat 2 said "I have a low blue card"
    s = state([["B7", "P3"], ["B2", "R8"]], "G3", "Y10", [(1, "G3", "up", 0), (0, "Y10", "down", 1)], 0,
              [{"seat": 1, "turn": 1, "text": {"colour": "B", "height": "low"}}])
    move, reason = _reason(s)
    assert move == {"type": "play", "card": "B7", "stack": "up"}
    # the short words (the hint's first H) say the partner's card it serves (session 30: briefest, the smaller
    # jump and how far on H: "blue 7 on ▼ skips less, but ..., by up to 6" sent the hint into small type)
    assert reason.short == "Seat 2's low blue card can then turn \u25b2 back", reason.short
    # the full words (H again) say it too; with the numbers that smaller jump skips where the reason keeps to
    # its length (why.NEARER_MOST: a hint's reason line is at most 110 letters, test_thegame_bots_search)
    assert str(reason).startswith(("blue 7 on \u25bc would skip only 8 and 9, but Seat 2's low blue card",
                                   "blue 7 on \u25bc skips less, but Seat 2's low blue card")), reason


def test_only_is_said_of_few_cards_that_can_turn_a_stack_back():
    # purple 1 on ▼ at green 4 (▲ at red 10): every other purple card is still to come, 9 of them
    history = [(1, "R10", "up", 0), (0, "G4", "down", 1)]
    s = state([["P1", "B6"], ["B10", "R8"]], "R10", "G4", history, 0, [])
    assert closing_words(GAME.view(s, 0), "P1", "down") == "after it 9 purple cards can turn \u25bc back"
    # with purple 2 to 7 laid, 3 are left: few, said so
    laid = [(1, f"P{n}", "up", k) for k, n in enumerate(range(2, 8))]
    s = state([["P1", "B6"], ["B10", "R8"]], "R10", "G4", laid + history, 0, [])
    assert closing_words(GAME.view(s, 0), "P1", "down") == "after it only 3 purple cards can turn \u25bc back"


def test_a_card_on_a_claimed_stack_says_who_claimed_it_and_why_not_the_other():
    # ▲ green 4, which Seat 2 said it can turn back; ▼ blue 2; holding red 5 and yellow 7 (both fit ▲ only)
    s = state([["R5", "Y7"], ["G2", "R8"]], "G4", "B2", [(1, "G4", "up", 0), (0, "B2", "down", 1)], 0,
              [{"seat": 1, "turn": 1, "text": {"stack": "up", "ask": "reverse"}}])
    move, reason = _reason(s)
    assert move == {"type": "play", "card": "R5", "stack": "up"}
    assert reason == "Seat 2 can turn \u25b2 back, but no card of yours fits \u25bc", reason
    assert "only it fits" not in str(NormalBot.REASONS)


def test_the_log_says_covering_after_the_dash():
    s = state([["R5", "Y7"], ["G2", "R8"]], "G4", "B2", [(1, "G4", "up", 0), (0, "B2", "down", 1)], 0,
              [{"seat": 1, "turn": 1, "text": {"stack": "up", "ask": "reverse"}}])
    after = GAME.apply(s, {"type": "play", "card": "R5", "stack": "up"})
    covered = [e for e in GAME.events(after) if e["kind"] == "turn_back_covered"]
    assert covered and GAME.event_clause(covered[0], 2) == "covering green 4, which Seat 2's card could turn back"
    # the caption keeps its whole sentence
    assert GAME.describe_event(covered[0], 2).startswith("Seat 1 covers green 4")


def test_the_log_says_drawing_after_the_dash():
    s = state([["R5", "Y7"], ["G2", "R8"]], "G4", "B2", [(1, "G4", "up", 0), (0, "B2", "down", 1)], 0, [])
    s = GAME.apply(GAME.apply(s, {"type": "play", "card": "R5", "stack": "up"}), {"type": "end_turn"})
    drawn = [e for e in GAME.events(s) if e["kind"] == "cards_drawn"]
    left = drawn[0]["left"]
    assert GAME.event_clause(drawn[0], 2) == f"drawing a card ({left} left)"
    assert GAME.describe_event(drawn[0], 2) == f"Seat 1 draws a card ({left} left)"
    last = dict(drawn[0], left=0)
    assert GAME.event_clause(last, 2) == "drawing a card, the last: from now on nobody draws"


def test_a_new_signal_says_which_statement_it_replaced():
    # Seat 1 said "I have a middle yellow card" last turn (it still stands); now it asks "leave ▲ alone"
    s = state([["Y5", "R9"], ["G2", "R8"]], "G4", "B8", [(1, "G4", "up", 0), (0, "B8", "down", 1)], 0,
              [{"seat": 0, "turn": 1, "laid": 2, "text": {"colour": "Y", "height": "middle"}}])
    after = GAME.apply(s, {"type": "signal", "text": {"stack": "up", "ask": "leave"}})
    replaced = [e for e in GAME.events(after) if e["kind"] == "signal_replaced"]
    assert replaced == [{"kind": "signal_replaced", "seat": 0, "old": {"colour": "Y", "height": "middle"}}]
    # the log's clause plainly (session 34: "in place of “…”: one statement stands at a time" was heavy)
    assert GAME.event_clause(replaced[0], 2) == "replacing \u201cI have a middle yellow card\u201d"
    # nothing stood: nothing replaced
    s = state([["Y5", "R9"], ["G2", "R8"]], "G4", "B8", [(1, "G4", "up", 0), (0, "B8", "down", 1)], 0, [])
    after = GAME.apply(s, {"type": "signal", "text": {"stack": "up", "ask": "leave"}})
    assert not [e for e in GAME.events(after) if e["kind"] == "signal_replaced"]


def test_the_laid_head_says_what_the_trick_mark_means():
    from quash_table.engine.match import Match
    from quash_table.games.thegame.win_summary import team_cells
    m = Match("thegame", ["human:Ann", "bot:normal"], seed=3)
    heads, _rows, _legend = team_cells(GAME, m)[-1]      # the compact table's (session 33)
    assert "\u21ba tricks" in heads[0][0] and heads[0][1] == "Laid"
