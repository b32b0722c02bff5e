"""Session 38 (review, a new player at QUASH advanced): what the hint says in the middle of a swap. The step's
words warn, as the whole move's hint does, where the drop still to make fills a spot their face-up card may still
move to (step_why.step_reason's `warning`, from reply.reply_words); a take-back names every drop of the chain it
undoes, not the first alone (composer.first_words, first_brief); a hint against the placement "This sequence will
fail" asks about names that card and why. Headless."""

import random

from quash_table.games import get_game
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.failing_words import failing_words
from quash_table.games.quash.gist import gist_words
from quash_table.games.quash.plans import failing_play
from tests.quash_spots import spots
from tests.test_quash_hint_chain15 import position as chain_position

G = get_game("quash")
# seed 0, two players: RED's 9♥ went to spot 9, BLACK's Q♠ to single spot 6, RED's K♥ swapped the 9♥ on to spot 2
OPENING = [{"type": "play", "card": "9H", "spot": 9}, {"type": "play", "card": "QS", "spot": 6},
           {"type": "play", "card": "KH", "spot": 9, "swap": [["9H", 2]]}]
# BLACK's 3♠ swaps the Q♠ off spot 6 on to single spot 3, where RED's K♥ may still move from their spot 9
MOVE_ON = {"type": "play", "card": "3S", "spot": 6, "swap": [["QS", 3]]}


def _opening():
    s = G.new_state(2, seed=0, options={"variant": "advanced"})
    for a in OPENING:
        s = G.apply(s, a)
    return G.view(s, s.to_move), G.legal_actions(s)


def test_the_steps_words_warn_of_their_face_up_card_that_may_move_to_the_spot():
    view, legal = _opening()
    c = QuashComposer(view, legal)
    assert c.drop("3S", "swap:QS").kind == "step"
    assert c.step_words(MOVE_ON) == "now drop your Q\u2660 on spot 3"
    said = c.step_reason(MOVE_ON)
    assert str(said).endswith(", though their K\u2665 may still move from their spot 9 to spot 3"), str(said)
    assert "their face-up K\u2665 may still move there" in said.short, said.short


def test_a_take_back_names_every_drop_of_the_chain():
    s = chain_position()
    legal = G.legal_actions(s)
    c = QuashComposer(G.view(s, 0), legal)
    c.drop("KH", "swap:8H")
    c.drop("8H", "swap:AS")          # two drops made, the A♠ in the air
    other = {"type": "play", "card": "4D", "spot": 2}
    assert other in legal and c.next_step(other) == ("press", "cancel")
    assert c.first_words(other) == ("take back the swaps of your K\u2665 for the 8\u2665 on spot 2 and the 8\u2665 "
                                    "for the A\u2660 on spot 3")
    assert c.first_brief(other) == "take back the swaps of your K\u2665 on spots 2 and 3, then your 4\u2666 on spot 2"


def test_a_hint_against_the_placement_the_question_asks_about_says_why():
    """Review 38: with "This spot will fail" up, a hint for another move said "cancel this placement, then …",
    no reason against the card the person chose; it names that card and why its spot fails (the question's own
    judgement, sequences.why_not_proper), the short words the card and spot."""
    s = G.new_state(2, seed=0, options={"variant": "basic"})
    rng = random.Random(0)
    for _ in range(12):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    view, legal = G.view(s, s.to_move), G.legal_actions(s)
    spoil = {"type": "play", "card": "2S", "spot": 1}
    other = {"type": "play", "card": "2S", "spot": 3}
    assert spoil in legal and failing_play(view, spoil) and other in legal and not failing_play(view, other)
    c = QuashComposer(view, legal)
    c.drop("2S", "spot:1")
    assert c.confirm is not None and c.confirm["title"] == "This spot will fail"
    assert c.next_step(other) == ("press", "cancel")
    assert c.first_words(other) == "cancel your 2\u2660 on spot 1 (2-A can never be a triple run)"
    assert c.first_brief(other) == "cancel your 2\u2660 on spot 1, then your 2\u2660 on spot 3"


def test_the_hint_onto_your_last_open_slot_says_why_that_card():
    """Review 38 (scripts/quash_hint_whys.py --failing --seats 4): the hint that lays a card on your last open slot,
    spoiling it, said "the choice is only which card, the 2♥" at four players (your leftovers not counted: a
    partner fills slots too), and its short words said so at two: no reason for the card before "This sequence
    will fail". Your lowest laid keeps the higher for the tiebreakers, said in both."""
    mine = spots(s1=["10S", "JS", "QS"], s2=["2S", "3D"], s3=["AH"], s4=["4H", "5H"], s5=["QD", "KD"], s6=["2C"],
                 s7=["6S", "7S", "8S"], s8=["QH", "KH"], s9=["AD"])
    lay = {"type": "play", "card": "4C", "spot": 4}
    hand = ["5D", "7H", "KC", "4C"]
    said = failing_words(mine, lay, hand, None, 0.0, False, ["2D", "3S", "9H"])
    assert said.endswith("the 4\u2663, your lowest, keeps the higher cards for the tiebreakers"), said
    assert gist_words(mine, spots(s4=["2D", "3S", "9H"]), lay, hand, True, True) == \
        "any card spoils your last slot: your lowest keeps the rest for tiebreakers"
