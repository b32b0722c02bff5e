"""NumberQuash's words, review 28: a block says "ahead" only of a player who has covered more cells than you;
the short placement hint gives its reason without the race table's turn figure (the full reason says it as the
turns you can expect to need); a two-player stalemate is a draw "between both players", each named with the cells
left and no second pair of brackets; every cell is named with its octagon's side ("left red 1")."""

from types import SimpleNamespace

from quash_table.engine.match import Match
from quash_table.bots import make_bot
from quash_table.games.numberquash.bots import Position
from quash_table.games.numberquash.composer import cell_words
from quash_table.games.numberquash.reasons import placement_reason
from quash_table.games.numberquash.steal_each import StealEach
from quash_table.games.numberquash.views import finish_words
from quash_table.games.numberquash.words import describe_event, picked_words


def _view(red, blue, to_move=0):
    """A two-seat view (you red, seat 2 blue) with these open cells left: {(octagon, number), ...} each."""
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [2, 5])
    view = m.game.view(m.state, to_move)
    for colour, open_ in (("red", red), ("blue", blue)):
        view["octagons"][colour] = [[None if (o, n) in open_ else colour for n in range(1, 10)] for o in (0, 1)]
    return view


def _block_words(view, seat=1):
    bot = make_bot("numberquash", "normal", 0, 0)
    _, words = bot.bonus_value(Position(view), {"type": "bonus", "value": 10, "effect": "block", "seat": seat})
    return words


def test_a_block_says_ahead_only_of_a_player_who_has_covered_more():
    # both on 16/18: the race table makes Seat 2's 1 and 2 quicker than your two 7s, and it said "who is ahead"
    level = _block_words(_view({(0, 7), (1, 7)}, {(0, 1), (1, 2)}))
    assert "ahead" not in level and "who is level with you and needs only a 1 and a 2" in level, level
    ahead = _block_words(_view({(0, 1), (1, 2), (1, 5)}, {(0, 7), (1, 7)}))
    assert "who is ahead of you and needs only two 7s" in ahead, ahead
    behind = _block_words(_view({(0, 1)}, {(0, 7), (1, 7), (1, 8)}))
    assert "who is 2 cells behind you" in behind and "ahead" not in behind, behind


def test_the_short_placement_hint_leaves_out_the_turn_figure_and_the_full_reason_says_it_plainly():
    # a 1 and a 2 on a fresh board: "cover left red 3": the 1 and 2 kept for a die alone; it said "so it leaves
    # you about 3 turns closer to finishing than red 1 and 2" in the short hint (one cell against two, "3 turns")
    m = Match("numberquash", ["human", "bot:normal"], 3, {"order": [0, 1]}, [1, 2])
    m.play({"type": "roll"})
    legal = m.legal_actions()
    action = next(a for a in legal if a.get("type") == "place" and [tuple(c) for c in a["cells"]] == [("red", 0, 3)])
    reason = placement_reason(Position(m.game.view(m.state, 0)), action, legal)
    assert "keeps 11 cells of 1 to 6 open" in reason.short, reason.short      # (all of them counted: session 31)
    assert "turns" not in reason.short and "closer" not in reason.short, reason.short
    assert "your left red 1 and 2 stay open, not the 3" in reason and "sooner" not in reason, reason


def test_a_two_player_stalemate_is_a_draw_between_both_players_with_single_brackets():
    event = {"kind": "draw", "seat": None, "seats": [0, 1], "of_seats": 2}
    assert describe_event(event, 2) == "Stalemate: the game ends in a draw between both players"
    three = describe_event({"kind": "draw", "seat": None, "seats": [0, 1, 2], "of_seats": 3}, 3)
    assert three.endswith("between all 3 players"), three
    s = SimpleNamespace(seats=2, status=["playing", "playing"], order=(0, 1))
    words = finish_words(s, [16, 17], [], [None, None], [0, 1])
    assert "a draw among the players still in: Seat 1 with 2 cells left, Seat 2 with 1 cell left." in words, words


def test_every_cell_is_named_with_its_octagons_side():
    assert cell_words(("red", 0, 1)) == "left red 1" and cell_words(("red", 1, 1)) == "right red 1"
    # a split's "Cells picked" line: each octagon said once for the cells picked on it in a row
    assert picked_words([("red", 0, 1), ("red", 1, 1)]) == "left red 1 + right red 1"
    assert picked_words([("red", 0, 1), ("red", 0, 2), ("red", 1, 1)]) == "left red 1 + 2 + right red 1"
    # a steal onto your covered cell (a 12 composed one quasher at a time)
    view = _view({(1, 4)}, {(0, 7)})
    refusal = StealEach(view, 0).why_not_put(("red", 0, 1))
    assert refusal == "Your left red 1 is covered already", refusal
