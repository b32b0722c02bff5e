"""NumberQuash's composer (games/numberquash/composer.py), headless: every legal action of random games is
built by following its hinted steps and random drops send only moves the rules take (composer_checks);
then the special steps: a split cell by cell, a die waiting on its cell, a single die split and sent with
Cover, a picked cell taken back, the 11, and the 12 that takes any covered quasher of each player (one the
legal list does not hold) with Roll held until it is finished or put back."""

import pytest

from quash_table.games.numberquash.composer import NumberQuashComposer
from quash_table.games.numberquash.rules import GAME as G
from tests.composer_checks import check_composer, follow

from .test_numberquash_rules import ROLL, make, place, play, row


def composer(state):
    return NumberQuashComposer(G.view(state, state.to_move), G.legal_actions(state))


@pytest.mark.parametrize("seats,options,games", [
    (2, None, 14),
    (3, None, 8),
    (4, {"split_single_die": True}, 6),
    (2, {"colours_per_seat": 2, "doubles": "always"}, 4),
])
def test_every_legal_action_is_composable_and_random_drops_stay_legal(seats, options, games):
    composed = check_composer(G, NumberQuashComposer, seats=seats, games=games, seed=seats, options=options,
                              extra_targets=["cell:red:0:5", "cell:blue:1:9", "cell:red:0:12", "cell:purple:1:2", "q:red:0:1", "nowhere"],
                              actions_per_position=12, max_moves=300)
    assert composed > 1000


def test_a_split_is_built_cell_by_cell_and_sent_when_complete():
    s = play(make(2, dice=[4, 5]), ROLL)
    c = composer(s)
    assert set(c.pieces()) == {"dice:pair", "die:0", "die:1"}
    assert c.drop("dice:pair", "cell:red:0:2").kind == "step"
    assert c.drop("dice:pair", "cell:red:1:3").kind == "step"
    # only cells that can still complete 9 light: a 4, 1 + 3, or 1 + 1 + the other octagon's 2
    assert set(c.targets("dice:pair")) == {"cell:red:0:4", "cell:red:1:4", "cell:red:0:1", "cell:red:1:1",
                                           "cell:red:0:3", "cell:red:1:2"}
    out = c.drop("dice:pair", "cell:red:0:9")
    assert out.kind == "refused" and "can't complete 9" in out.reason and len(c.picks) == 2
    assert c.drop("dice:pair", "cell:red:1:3").kind == "step"          # a picked cell taken back
    assert c.picked() == [("red", 0, 2)]
    assert [b.id for b in c.buttons() if b.id == "cover" and not b.enabled] == ["cover"]
    c.drop("dice:pair", "cell:red:1:3")
    out = c.drop("dice:pair", "cell:red:0:4")
    assert out.kind == "play" and out.action == place(("red", 0, 2), ("red", 1, 3), ("red", 0, 4))
    assert out.action in G.legal_actions(s)


def test_a_die_waits_on_its_cell_and_refuses_another_number():
    s = play(make(2, dice=[3, 5]), ROLL)
    c = composer(s)
    out = c.drop("die:1", "cell:red:0:3")
    assert out.kind == "refused" and "This die shows 5" in out.reason and not c.busy()
    assert c.drop("die:0", "cell:red:0:3").kind == "step"
    assert c.picks == [(("red", 0, 3), 0)] and "die:0" not in c.pieces()
    assert c.targets("die:1") == ["cell:red:0:5", "cell:red:1:5"]
    out = c.drop("die:1", "cell:red:1:5")
    assert out.kind == "play" and out.action == place(("red", 0, 3), ("red", 1, 5))


def test_a_covered_cell_is_refused_with_the_reason_and_nothing_changes():
    s = play(make(2, dice=[5, 6, 1, 2, 1, 4]), ROLL, place(("red", 0, 5), ("red", 0, 6)), ROLL,
             place(("blue", 0, 3)), ROLL)
    c = composer(s)
    out = c.drop("dice:pair", "cell:red:0:5")
    assert out.kind == "refused" and "red 5 is already covered" in out.reason and not c.busy()


def test_a_single_die_split_waits_for_cover_when_it_could_grow():
    # red has only 1, 2 and 3 open: 6 + 5 fits nowhere, so one die is split (house rule); 2 + 3 makes the
    # 5 yet could grow to the 6 with the 1, so it is sent with Cover, not by the drop
    s = play(make(2, dice=[6, 5], octagons={"red": row(open0=(1, 2, 3), open1=())}, split_single_die=True), ROLL)
    c = composer(s)
    assert c.drop("dice:pair", "cell:red:0:2").kind == "step"
    assert c.drop("dice:pair", "cell:red:0:3").kind == "step"
    cover = next(b for b in c.buttons() if b.id == "cover")
    assert cover.enabled
    out = c.press("cover")
    assert out.kind == "play" and out.action == place(("red", 0, 2), ("red", 0, 3))
    assert out.action in G.legal_actions(s)
    c = composer(s)
    for n in (1, 2):
        c.drop("dice:pair", f"cell:red:0:{n}")
    out = c.drop("dice:pair", "cell:red:0:3")          # 1 + 2 + 3 = 6 can grow no more: sent at once
    assert out.kind == "play" and out.action == place(("red", 0, 1), ("red", 0, 2), ("red", 0, 3))
    want = place(("red", 0, 2), ("red", 0, 3))
    c = composer(s)
    assert c.next_step(want) == ("drop", "dice:pair", "cell:red:0:2")
    assert follow(c, want) == want


def test_an_eleven_moves_one_quasher_and_says_why_not():
    dice = [5, 5, 6, 5] + [1, 2]
    s = play(make(2, dice=dice), ROLL, {"type": "bank"}, ROLL, {"type": "bank"}, ROLL, place(("blue", 0, 3)))
    c = composer(s)
    assert c.pieces() == ["q:blue:0:3"] and "cell:red:1:7" in c.targets("q:blue:0:3")
    out = c.drop("q:blue:0:3", "cell:red:1:7")
    assert out.kind == "play" and out.action == {"type": "bonus", "value": 11, "steals": [
        {"seat": 1, "from": ["blue", 0, 3], "to": ["red", 1, 7]}]}


def _twelve_state():
    """Seat 0 has banked a 10, a 12 and an 11; seats 1 and 2 each cover an 8 and a 3."""
    dice = [5, 5, 6, 6, 6, 5] + [4, 4, 1, 2] * 2
    bank = {"type": "bank"}
    acts = [ROLL, bank, ROLL, bank, ROLL, bank]
    for colour in ("blue", "yellow"):
        acts += [ROLL, place((colour, 0, 8)), ROLL, place((colour, 0, 3))]
    return play(make(3, dice=dice), *acts)


def test_a_twelve_takes_any_covered_quasher_of_each_player_and_holds_roll_until_done():
    s = _twelve_state()
    c = composer(s)
    assert not c.mode12 and c.press("mode:12").kind == "step" and c.mode12
    # before anything is picked up, every covered quasher of both players may be taken (and is lit)
    assert set(c.pieces()) == {"q:blue:0:3", "q:blue:0:8", "q:yellow:0:3", "q:yellow:0:8"}
    assert c.drop("q:blue:0:3", "cell:red:0:5").kind == "step"
    roll = next(b for b in c.buttons() if b.id == "roll")
    assert not roll.enabled and "put its quashers back" in roll.reason
    assert c.press("roll").kind == "refused"
    assert set(c.pieces()) == {"q:yellow:0:3", "q:yellow:0:8"}        # blue is robbed already
    assert "already took a quasher from Seat 2" in c.why_not_pick("q:blue:0:8")
    assert c.why_not_pick("q:yellow:0:8") is None
    out = c.drop("q:blue:0:8", "cell:red:0:6")
    assert out.kind == "refused" and "already took a quasher from Seat 2" in out.reason
    out = c.drop("q:yellow:0:8", "cell:red:0:5")
    assert out.kind == "refused" and "already has a stolen quasher" in out.reason
    out = c.drop("q:yellow:0:8", "cell:red:1:5")
    assert out.kind == "play" and out.action == {"type": "bonus", "value": 12, "steals": [
        {"seat": 1, "from": ["blue", 0, 3], "to": ["red", 0, 5]},
        {"seat": 2, "from": ["yellow", 0, 8], "to": ["red", 1, 5]}]}
    assert out.action not in G.legal_actions(s)         # not listed, yet the rules take it
    after = G.apply(s, out.action)
    assert after.cells[0] == "....b....|....y...."


def test_a_twelve_put_back_frees_roll_and_a_hinted_twelve_is_followed_step_by_step():
    s = _twelve_state()
    c = composer(s)
    c.press("mode:12")
    c.drop("q:blue:0:3", "cell:red:0:5")
    assert c.press("clear").kind == "step" and not c.busy()
    assert next(b for b in c.buttons() if b.id == "roll").enabled
    twelve = next(a for a in G.legal_actions(s) if a["type"] == "bonus" and a["value"] == 12)
    c = composer(s)
    assert c.next_step(twelve) == ("press", "mode:12")     # the 11 is first: switch, then the steals
    assert follow(c, twelve) == twelve


def test_with_an_11_and_a_12_banked_each_has_its_own_button():
    c = composer(_twelve_state())
    modes = {b.id: b for b in c.buttons() if b.id.startswith("mode:")}
    assert set(modes) == {"mode:11", "mode:12"} and all(b.enabled for b in modes.values())
    assert not c.mode12 and c.stealing() is None
    assert c.press("mode:12").kind == "step" and c.stealing() is not None
    assert c.press("mode:12").kind == "step" and c.mode12          # pressed again: still the 12
    assert c.press("mode:11").kind == "step" and not c.mode12 and c.stealing() is None


def test_a_twelve_under_way_walks_the_table_once_per_quasher_taken(monkeypatch):
    """The board asks for pieces and targets many times a frame: each 12 state is worked out once (it was
    once per question, a third of a second a frame with three colours a seat)."""
    from quash_table.games.numberquash import composer as composer_mod
    made = []
    real = composer_mod.StealEach

    def counting(*args, **kwargs):
        made.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(composer_mod, "StealEach", counting)
    c = composer(_twelve_state())
    c.mode12 = True                 # the 12 chosen (its button is tested above)
    for _ in range(3):
        for piece in c.pieces():
            c.targets(piece)
            c.why_not_pick(piece)
    assert len(made) == 1
    c.drop("q:blue:0:3", "cell:red:0:5")
    for piece in c.pieces():
        c.targets(piece)
    assert len(made) == 2
