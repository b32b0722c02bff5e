"""Flush's composer (games/flush/composer.py), headless: every legal action is built by its hinted steps,
random staging only ever sends legal actions, and a card that would leave no legal declaration is refused
at once, with the reason, before Declare (issue 23: the tray said "new pile of one 3" over a 9 and lit
Declare)."""

import random
import subprocess
import sys

import pytest

from quash_table.games.flush import staging
from quash_table.games.flush.composer import FlushComposer, make_composer
from quash_table.games.flush.rules import GAME

from .composer_checks import check_composer, follow
from .test_flush_rules import HANDS, P, hidden_mimic_table, new, play

SPOTS = ("pile", "newpile", "hand", "mimic")


@pytest.mark.parametrize("seats,games", [(2, 3), (3, 2), (4, 2), (6, 1)])
def test_every_legal_action_is_composed_by_its_hinted_steps_and_wandering_sends_only_legal_ones(seats, games):
    n = check_composer(GAME, make_composer, seats=seats, games=games, seed=seats, extra_targets=SPOTS,
                       actions_per_position=10)
    assert n > 1000


@pytest.mark.slow
def test_many_more_games_compose():
    for seats in range(2, 7):
        check_composer(GAME, make_composer, seats=seats, games=12, seed=100 + seats, extra_targets=SPOTS,
                       actions_per_position=25)


def composer(s):
    return FlushComposer(GAME.view(s, s.to_move), GAME.legal_actions(s))


def keys(c, code):
    """The hand copies of `code` (base tops are keyed "bN")."""
    return [k for k, x in c._codes.items() if x == code and "#" in k]


def snapshot(c):
    return (list(c.staged), c.to, c.as_pile, [b for b in c.buttons()])


def refused(c, piece, target, *words):
    before = snapshot(c)
    out = c.drop(piece, target)
    assert out.kind == "refused" and target not in c.targets(piece)
    assert snapshot(c) == before
    for w in words:
        assert w in out.reason, (w, out.reason)
    return out.reason


def test_a_low_card_is_refused_on_the_new_pile_before_declare():
    # Seat 0 lays base 3's 9; seat 1 (9, 9, 9S, 7, 7, 2, 2, F+ and tops 10, 10, 7) may pick up only with
    # 10s: its 2 and 7 go on the pile, not onto a new pile.
    s = play(new(), P(["b2"], 9))
    c = composer(s)
    two = keys(c, "2")[0]
    assert c.targets(two) == ["pile"]
    refused(c, two, "newpile", "A new pile starts higher than the pile's 9", "a 2 is not")
    assert c.drop("b0", "newpile").kind == "step"                # a 10: a new pile, and the tray says so
    assert c.words() == "a 10 is higher than the pile's 9: new pile, pick up the pile's 1 card"
    assert c.main() == ({"type": "pickup", "cards": ["b0"]}, None)
    refused(c, two, "newpile", "A 2 cannot join your 10: one value at a time")            # the 2 may not join the 10 there
    assert c.targets(two) == []                                  # nor go on the pile while the 10 waits
    refused(c, two, "pile", "A 2 cannot join your 10: one value at a time")


def test_a_card_of_another_value_is_refused_after_a_turned_hidden_card():
    # The turned 2 (base 2's hidden card) lies on the pile: only 2s and Mimics (5s) may join it.
    s = play(new(), P(["6", "6", "6S", "b1"], 6), {"type": "hidden", "base": 1})
    c = composer(s)
    assert c.to == "pile" and [b.id for b in c.buttons() if b.enabled] == ["declare"]
    assert c.main() == ({"type": "declare"}, None) and c.words() == "your turned-up 2 is on the pile"
    refused(c, keys(c, "4")[0], "pile", "Only 2s and 5s (Mimics) may join your turned 2", "not a 4")
    refused(c, "b0", "newpile", "Your turned 2 lies on the pile")
    assert c.drop("b0", "pile").kind == "step"
    assert c.words() == "two 2s"
    out = c.press("declare")
    assert out.action == P(["b0"], 2) and out.then == {"type": "declare"}


def test_a_hidden_card_is_not_offered_while_cards_are_staged():
    # Seat 0's four 6s (base 2's 6 among them) are a Flush: on the fresh pile base 2's hidden card may be
    # turned up, but only as the first thing of a turn: over a staged 4 it is greyed and refused with the
    # reason, and the staged 4 stays (review 2: the 4 went back to the hand and the hidden card was laid).
    s = play(new(), P(["6", "6", "6S", "b1"], 6))
    c = composer(s)
    assert {"type": "hidden", "base": 1} in c.legal
    assert next(b for b in c.buttons() if b.id == "turn:1").enabled
    assert c.drop(keys(c, "4")[0], "pile").kind == "step"
    turn = next(b for b in c.buttons() if b.id == "turn:1")
    assert not turn.enabled and "Declare or take back your staged cards first" in turn.reason
    before = list(c.staged)
    out = c.press("turn:1")
    assert out.kind == "refused" and "turning up a hidden card is a turn of its own" in out.reason
    assert c.staged == before
    assert c.press("take_back").kind == "step"
    assert next(b for b in c.buttons() if b.id == "turn:1").enabled


def test_flush_cards_go_alone_and_one_value_at_a_time():
    c = composer(new())                                         # seat 0, an empty pile
    f, six, four = keys(c, "F")[0], keys(c, "6")[0], keys(c, "4")[0]
    assert c.drop(six, "pile").kind == "step"
    refused(c, f, "pile", "A Flush card goes alone")
    refused(c, four, "pile", "A 4 cannot join your 6: one value at a time")
    refused(c, six, "pile", "staged there already")
    assert c.drop(six, "hand").kind == "step" and c.staged == []
    assert c.drop(f, "pile").kind == "step"
    assert c.words() == "a Flush card: Flush"
    refused(c, six, "pile", "take it back first")
    assert c.press("declare").action == {"type": "flush", "card": "F"}


def test_the_tray_counts_a_flush_on_top_and_reads_naturally():
    c = composer(new())
    assert c.drop(keys(c, "3")[0], "pile").kind == "step"
    assert c.words() == "a 3"                                   # not "one 3"
    c.cancel()
    for k in keys(c, "6") + keys(c, "6S"):
        assert c.drop(k, "pile").kind == "step"
    assert c.words() == "three 6s: skips Seat 2, so Seat 1 plays again"                # the 6 Skip passes over one seat, named
    assert c.drop("b1", "pile").kind == "step"                  # base 2's 6: four 6s, a Flush
    # a Skip in a Flush is ignored, and the tray says so: "four 5s: Flush" hid the Skip's loss (review 55m, revm_142)
    assert c.words() == "four 6s: Flush; the Skip is spent, nobody is skipped"


def test_staged_cards_move_together_to_the_other_spot_and_back_to_the_hand():
    s = play(new(), P(["b0"], 2), P(["2"], 2))                  # a 2 and a 2 on the pile; seat 0 to move
    c = composer(s)
    six = keys(c, "6")[0]
    assert c.targets(six) == ["newpile"]                        # higher than 2: only a new pile
    assert c.drop(six, "newpile").kind == "step" and c.to == "newpile"
    assert c.targets(six) == ["hand"]
    one = keys(c, "1")[0]
    assert c.drop(one, "pile").kind == "refused"                # not with the 6
    c.cancel()
    assert c.drop(one, "pile").kind == "step"
    assert "newpile" not in c.targets(one)
    assert c.press("take_back").kind == "step" and not c.busy()


def test_a_lone_mimic_takes_the_piles_value_or_its_own_by_the_toggle():
    _, h = hidden_mimic_table(["3", "3"])
    c = composer(h)
    assert c.main() == ({"type": "declare", "as": 3}, None)
    assert c.mimic_as_label() == "As own 5s"
    assert c.press("mimic_as").kind == "step"
    assert c.main() == ({"type": "declare"}, None)
    assert c.words() == "a Mimic 5 is higher than the pile's 3: new pile, pick up the pile"
    assert c.next_step({"type": "declare", "as": 3}) == ("press", "mimic_as")


def test_hints_take_back_a_staging_that_leaves_the_hinted_move():
    c = composer(new())
    assert c.drop(keys(c, "4")[0], "pile").kind == "step"
    hinted = P(["6", "6", "6S", "b1"], 6)
    assert hinted in c.legal
    assert c.next_step(hinted) == ("press", "take_back")
    assert follow(c, hinted) == hinted


def test_declare_is_greyed_with_what_is_missing():
    c = composer(new())
    declare = next(b for b in c.buttons() if b.id == "declare")
    assert not declare.enabled and "Drag cards onto the pile" in declare.reason
    assert c.press("declare").kind == "refused"


def test_random_staging_never_lights_a_declare_the_rules_refuse():
    rng = random.Random(5)
    for seed in range(30):
        s = GAME.new_state(3, seed=seed)
        for _ in range(40):
            if s.to_move is None:
                break
            c = composer(s)
            for _ in range(6):
                pieces = c.pieces()
                if not pieces:
                    break
                p = rng.choice(pieces)
                c.drop(p, rng.choice(SPOTS[:2]))
                for b in c.buttons():
                    if b.id in ("declare", "link_flush") and b.enabled:
                        action = next(a for bid, _, a, _ in c.declarations() if bid == b.id)
                        assert action in c.legal
                        assert staging.declaration_words(c.view, c.staged_codes(), action)
            s = GAME.apply(s, rng.choice(GAME.legal_actions(s)))


def test_the_composer_imports_no_pygame():
    code = ("import sys, quash_table.games.flush.composer; "
            "sys.exit(1 if any(m.startswith('pygame') for m in sys.modules) else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_the_mimic_toggle_is_offered_only_when_its_own_value_is_legal_too():
    # Seat 1 holds a 5 (the Mimic) over a pile topped by a 3: alone it is a 3 or nothing (a 5 is higher),
    # so no "As own 5s" button that Declare would ignore; over a 6 both values are legal.
    hands = (HANDS[0], ["9", "9", "9S", "7", "5", "2", "2", "F+"])
    c = composer(play(new(hands=hands), P(["3"], 3)))
    assert c.drop(keys(c, "5")[0], "pile").kind == "step"
    # (the toggle is shown greyed, its reason what A says: A did nothing at all, s13)
    assert c.mimic_choice() is None and not next(b for b in c.buttons() if b.id == "mimic_as").enabled
    assert "5 is higher than the pile's 3" in next(b for b in c.buttons() if b.id == "mimic_as").reason
    assert c.press("mimic_as").kind == "refused" and c.as_pile
    assert c.main() == (P(["5"], 3), None) and c.taken_value() == 3
    assert c.words() == "a 3: the Mimic as the pile's 3s, two 3s on top"
    c = composer(play(new(hands=hands), P(["6"], 6)))
    assert c.drop(keys(c, "5")[0], "pile").kind == "step"
    assert c.mimic_choice() == 6 and c.mimic_as_label() == "As own 5s"
    assert c.press("mimic_as").kind == "step" and c.main() == (P(["5"], 5), None) and c.taken_value() is None
