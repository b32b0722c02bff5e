"""Composing a 12 from a view (steal_each): what may be taken, where it may go, why not, headless."""

from quash_table.games import get_game
from quash_table.games.numberquash.steal_each import StealEach, action
from quash_table.engine.rng import Rng

from .test_numberquash_rules import make, play, row

G = get_game("numberquash")


def test_any_covered_quasher_of_each_seat_onto_any_open_cell():
    octs = {"blue": row(open0={1, 2}, letter="b"), "yellow": row(open0=set(range(1, 9)), letter="y")}
    s = make(seats=3, octagons=octs, bonus={"red": [0, 0, 1]})
    v = G.view(s, 0)
    c = StealEach(v, 0)
    assert c.victims == [1, 2] and c.need == 2
    assert c.drop(1, ("blue", 0, 4), ("red", 1, 1)) == ("pick", None)
    assert "not covered" in c.drop(1, ("blue", 0, 1), ("red", 0, 1))[1]
    assert "not from you" in c.drop(0, ("red", 0, 1), ("red", 0, 2))[1]
    c = StealEach(v, 0, [(2, ("yellow", 0, 9), ("red", 1, 1))])
    assert "already took a quasher from Seat 3" in c.drop(2, ("yellow", 0, 1), ("red", 0, 1))[1]
    assert "already has a stolen quasher" in c.drop(1, ("blue", 0, 4), ("red", 1, 1))[1]
    what, a = c.drop(1, ("blue", 0, 4), ("red", 0, 7))
    assert what == "act" and a == action([(1, ("blue", 0, 4), ("red", 0, 7)), (2, ("yellow", 0, 9), ("red", 1, 1))])
    assert [st["seat"] for st in a["steals"]] == [1, 2]
    t = play(s, a)
    assert t.cells[0] == "......b..|y........"


def test_fewer_open_cells_than_seats_rob_as_many_as_chosen():
    octs = {"red": row(open0={4}, open1=()), "blue": row(open0=set(range(1, 9)), letter="b"),
            "yellow": row(open0=set(range(1, 9)), letter="y")}
    s = make(seats=3, octagons=octs, bonus={"red": [0, 0, 1]})
    c = StealEach(G.view(s, 0), 0)
    assert c.need == 1
    assert "covered already" in c.drop(2, ("yellow", 0, 9), ("red", 0, 5))[1]
    assert "not covered" in c.drop(2, ("yellow", 1, 6), ("red", 0, 4))[1]
    what, a = c.drop(2, ("yellow", 0, 9), ("red", 0, 4))
    assert what == "act" and play(s, a).status[0] == "finished"


def test_every_composed_twelve_is_accepted_by_the_rules():
    """Random tables, random picks among what the composer allows: the rules take each finished 12."""
    rng = Rng(11)
    for i in range(200):
        seats = 2 + i % 5
        octs = {}
        for seat in range(1, seats):
            colour = ("blue", "yellow", "green", "orange", "pink")[seat - 1]
            octs[colour] = row(open0={n for n in range(1, 10) if rng.below(3)},
                               open1={n for n in range(1, 10) if rng.below(3)}, letter=colour[0])
        octs["red"] = row(open0={n for n in range(1, 10) if rng.below(2)}, open1={1 + rng.below(9)})
        s = make(seats=seats, octagons=octs, bonus={"red": [0, 0, 1]})
        v = G.view(s, 0)
        picks = []
        while True:
            c = StealEach(v, 0, picks)
            assert c.need, "a banked 12 with a victim and an open cell"
            takes = [(vic, f) for vic in c.victims for f in sorted(c.covered[vic]) if not c.why_not_take(vic, f)]
            puts = [t for t in sorted(c.mine_open) if not c.why_not_put(t)]
            vic, f = takes[rng.below(len(takes))]
            to = puts[rng.below(len(puts))]
            what, a = c.drop(vic, f, to)
            assert what != "refuse"
            if what == "act":
                t = G.apply(s, a)
                assert t.open_count(0) == s.open_count(0) - c.need
                break
            picks.append((vic, f, to))
