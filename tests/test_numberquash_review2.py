"""What a second new-player review of NumberQuash found: hint reasons that say why (not the move again,
"only" only for a rare total, "an 8"), a steal that wins says so, the header's lead reads as a number."""

from types import SimpleNamespace

from quash_table.games.numberquash.bots import POW, steal_reason
from quash_table.games.numberquash.words import a_number


def _pos(open_cells, places=(0, 0)):
    """Seat 0 (red) with `open_cells` of red open once each, seat 1 (blue) with every cell open."""
    full = sum(2 * POW[i] for i in range(9))
    red = sum(POW[n - 1] for n in open_cells)
    return SimpleNamespace(me=0, colours=[["red"], ["blue"]], idx={"red": red, "blue": full},
                           view={"places": list(places)})


def _steal(n, to):
    return [{"seat": 1, "from": ["blue", 0, n], "to": ["red", 0, to]}]


def test_a_and_an_go_by_the_numbers_sound():
    assert [a_number(n) for n in (1, 7, 8, 9, 11, 12, 18, 80)] == \
        ["a 1", "a 7", "an 8", "a 9", "an 11", "a 12", "an 18", "an 80"]


def test_only_is_said_of_a_rare_total_and_never_of_seven():
    pos = _pos([1, 2, 3])
    assert steal_reason(pos, _steal(9, 1)).endswith("and only 4 rolls in 36 add up to 9")
    for n in (7, 8):
        why = steal_reason(pos, _steal(n, 1))
        assert "only" not in why and "hard" not in why, why
        assert f"{a_number(n)}," in why
    assert "an 8," in steal_reason(pos, _steal(8, 1))


def test_a_steal_that_covers_your_last_cell_says_it_wins_the_game():
    assert steal_reason(_pos([4]), _steal(4, 4)).startswith("this wins the game")
    assert "wins" not in steal_reason(_pos([4], places=(0, 1)), _steal(4, 4))
    assert "wins" not in steal_reason(_pos([4, 5]), _steal(4, 4))


def test_the_free_roll_hint_says_why_not_the_move_again():
    # "spend your banked 10 on a free roll — it gives you a free roll"
    from quash_table.bots import make_bot
    bot = make_bot("numberquash", "normal", 0, 1)
    _, why = bot.bonus_value(SimpleNamespace(me=0), {"type": "bonus", "value": 10, "effect": "free_roll"})
    assert "free roll" not in why and why
