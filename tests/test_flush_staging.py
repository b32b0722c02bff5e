"""What the Flush board's staged cards declare (games/flush/staging.py), headless: a lone Mimic may be
declared as the pile's value or its own, and the words over the tray say exactly what Declare sends."""

from quash_table.games.flush import staging
from quash_table.games.flush.layout import arena_columns
from quash_table.games.flush.rules import GAME

from .test_flush_rules import P, hidden_mimic_table, new

# Seat 2 lays three 6s; seat 1 holds Mimics (5, 5S) and a 6 of its own on base 1. The Mimic is 5.
HANDS = (["5", "5S", "9", "4", "4", "3", "F", "1"], ["6", "6", "6L", "7", "7", "2", "2", "F+"])


def three_6s():
    s = new(hands=HANDS, first=1)
    return GAME.apply(s, P(["6", "6", "6L"], 6))


def declare(s, names, codes, to, as_pile):
    v = GAME.view(s, s.to_move)
    legal = GAME.legal_actions(s)
    return staging.declarations(v, legal, staging.plans(v, legal), names, codes, to, as_pile)


def test_mimics_alone_onto_the_pile_may_take_its_value():
    s = three_6s()
    v = GAME.view(s, 0)
    assert staging.mimic_choice(v, ["5"], "pile") == 6
    assert staging.mimic_choice(v, ["5", "5S"], "pile") == 6
    assert staging.mimic_choice(v, ["5", "6"], "pile") is None          # not alone: they join the 6
    assert staging.mimic_choice(v, ["5"], "newpile") is None            # a pickup: their own value
    assert staging.mimic_choice(GAME.view(new(hands=HANDS), 0), ["5"], "pile") is None   # empty pile
    for as_pile, value in ((True, 6), (False, 5)):
        decls = declare(s, ["5"], ["5"], "pile", as_pile)
        assert decls[0][2] == P(["5"], value) and decls[0][2] in GAME.legal_actions(s)
    # the same cards in any order make the listed action
    assert declare(s, ["b1", "5"], ["6", "5"], "pile", True)[0][2] == P(["5", "b1"], 6)


def test_the_tray_words_say_what_declare_does():
    s = three_6s()
    v = GAME.view(s, 0)

    def words(names, codes, as_pile):
        return staging.declaration_words(v, codes, declare(s, names, codes, "pile", as_pile)[0][2])
    assert words(["5"], ["5"], True) == "a 6: the Mimic as the pile's 6s, four 6s on top: Flush"
    assert words(["5", "5S"], ["5", "5S"], True) == \
        "two 6s: the Mimics as the pile's 6s, five 6s on top: Flush; the Skip is spent, nobody is skipped"
    assert words(["5"], ["5"], False) == "a 5: the Mimic as its own value"
    assert words(["b1", "5"], ["6", "5"], True) == "a 6 and a Mimic, five 6s on top: Flush"


def test_a_turned_hidden_mimic_declares_with_the_piles_value_or_its_own():
    _, h = hidden_mimic_table(["3", "3"])
    v = GAME.view(h, 0)
    legal = GAME.legal_actions(h)
    assert staging.mimic_choice(v, [], "newpile") == 3
    on_pile = declare(h, [], [], "newpile", True)[0][2]
    assert on_pile == {"type": "declare", "as": 3} and on_pile in legal
    assert declare(h, [], [], "newpile", False)[0][2] == {"type": "declare"}
    # a 3 added reads as the pile's value whatever the choice; then the turn is declared
    for as_pile in (True, False):
        _, action, then = declare(h, ["3"], ["3"], "newpile", as_pile)[0][1:]
        assert action == P(["3"], 3) and action in legal and then == {"type": "declare"}
    assert staging.declaration_words(v, ["3"], P(["3"], 3)) == \
        "two 3s: the turned Mimic as a 3, onto the pile, four 3s on top: Flush"
    assert staging.declaration_words(v, [], {"type": "declare"}) == \
        "a Mimic 5 is higher than the pile's 3: new pile, pick up the pile"


def test_the_score_sheet_shows_the_arena_rounds_it_has_room_for():
    assert arena_columns(1, 5) == [1, 2, 3, 4, 5] and arena_columns(2, 3) == [1, 2, 3]
    assert arena_columns(1, 9) == [1, 2, 3, 4, 5] and arena_columns(7, 9) == [5, 6, 7, 8, 9]
    assert arena_columns(5, 9) == [3, 4, 5, 6, 7]


def test_the_pile_reads_a_turned_mimic_as_the_value_declare_gives_it():
    # A turned Mimic 5 lies on 6, 6 and 6 Link as its own 5 until Declare: counted as a 6 the pile's top
    # is four 6s (one Link), as its own value a lone 5 (issue 23: the pile said "a 5 on top" while the
    # tray said the Mimic was a 6).
    _, h = hidden_mimic_table(["6", "6", "6L"])
    view = GAME.view(h, 0)
    assert staging.top_as_declared(view, 6) == (6, 4, 1)
    assert staging.top_as_declared(view, None) == (5, 1, 0)


def test_the_tray_says_who_a_skip_passes_over_and_not_in_a_flush():
    # A reviewer staged a 9 and a 9 Skip and the tray read "two 9s": Declare also skips the next player
    # (rounds.after_group), so the tray says so; a Skip in a Flush is ignored, and the tray says nothing.
    s = new(hands=(["9", "9S", "5S", "8", "4", "3", "F", "1"], HANDS[1]), first=0)      # the Mimic is 5
    v = GAME.view(s, 0)

    def words(codes, value):
        return staging.declaration_words(v, codes, P(codes, value))
    # ... by name (session 29: "skips the next player" had a new player counting seats)
    assert words(["9", "9S"], 9) == "two 9s: skips Seat 2, so Seat 1 plays again"
    # a Mimic Skip skips; at two seats the second Skip comes round past you, so Seat 2 plays next (session 30:
    # "skips Bot 2 and you" read as if you lost a turn)
    assert words(["9S", "5S"], 9) == "a 9 and a Mimic, two 9s on top: skips Seat 2, then Seat 1: Seat 2 plays next"
    assert words(["9"], 9) == "a 9"
    s2 = three_6s()
    # ... and a Skip in a Flush is ignored: the tray says it is spent (review 55m: "four 5s: Flush" hid it)
    assert staging.declaration_words(GAME.view(s2, 0), ["5S"], P(["5S"], 6)) == \
        "a 6: the Mimic as the pile's 6s, four 6s on top: Flush; the Skip is spent, nobody is skipped"
