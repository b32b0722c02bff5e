"""Review 14 (rev14-quashadv, rev14-quashfin), advanced: the hint laid a card that spoilt spot 8 ("spot 8 will
fail", the fail dialog, a FAILED log line) and the next hint's swap mended the spot. The rules allow it: a later
swap may take the spoiling card out, as long as the spot can then become proper and the side still has an open
slot for the chain to end on. So while that holds the words do not say the failure is final: the rules' event
says whether the spot is mendable, and the log, the dialog, the drop tag and the hint read it."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.bots.search import SearchBot
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.describe import describe_event
from quash_table.games.quash.sequences import can_become_proper, mendable
from quash_table.games.quash.why import failing_words

G = get_game("quash")


def side(**spots):
    out = [() for _ in range(9)]
    for name, cards in spots.items():
        out[int(name[1:]) - 1] = tuple(cards)
    return out


MINE = side(s1=["3S", "4H", "5S"], s2=["8C"], s4=["2H", "3C", "4D"], s8=["8S"])
THEIRS = side(s1=["10D", "JD", "QD"], s2=["7S"], s8=["10C"])
SPOIL = {"type": "play", "card": "2D", "spot": 8}          # 2-8 on the double spot 8


def position(variant, mine=MINE, hand=("2D", "9D", "KS", "6H")):
    s = G.new_state(2, seed=5, options={"variant": variant})
    s.board = [list(mine), list(THEIRS)]
    s.hands = [list(hand), s.hands[1][:len(hand)]]
    s.to_move, s.phase, s.pile = 0, "play", []
    return s


def failed_event(state, action):
    after = G.apply(state, action)
    return after, next(e for e in after.caused if e["kind"] == "sequence_failed")


def test_a_spoilt_spot_that_a_later_swap_can_mend_is_not_called_final():
    s = position("advanced")
    after, event = failed_event(s, SPOIL)
    assert event["mendable"] is True
    said = describe_event(event, 2)
    assert "FAILED" not in said and "a later swap can still mend it" in said, said
    # and it is true: on this seat's next turn the 9♦ swaps the 2♦ out, and 8-9 on spot 8 is a run again
    after.to_move = 0
    mend = [a for a in G.legal_actions(after) if a.get("swap") and a["spot"] == 8 and a["card"] == "9D"
            and a["swap"][0][0] == "2D"]
    assert mend
    mended = G.apply(after, mend[0])
    assert can_become_proper(mended.board[0][7], 8)


def test_basic_or_the_last_open_slot_still_says_failed():
    _, event = failed_event(position("basic"), SPOIL)
    assert event["mendable"] is False and "will be FAILED" in describe_event(event, 2)
    # advanced, but this card fills the side's last open slot: no swap comes after it
    full = [("3S", "4H", "5S"), ("8C", "9C"), ("AH",), ("2H", "3C", "4D"), ("QC", "KD"), ("JH",),
            ("5H", "6S", "7C"), ("8S",), ("AD",)]
    _, event = failed_event(position("advanced", full, ("2D", "KS")), SPOIL)
    assert event["mendable"] is False and "FAILED" in describe_event(event, 2)
    # a triple whose three cards leave no pair that can grow, whichever one is swapped out: 2-7-Q
    assert not mendable(["2S", "7H", "QC"], 4, 5) and mendable(["2S", "3H", "QC"], 4, 5)


def test_the_dialog_and_the_drop_tag_say_it_can_be_mended():
    s = position("advanced")
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    tag = c.warning("2D", "spot:8")
    assert tag.startswith("this spot will fail unless a later swap changes its cards"), tag
    c.drop("2D", "spot:8")
    assert c.confirm["title"] == "This spot cannot make a run now"
    assert "a later swap can still mend it" in c.confirm["text"] and "this will be a FAILED" not in c.confirm["text"]
    b = position("basic")
    c = QuashComposer(G.view(b, 0), G.legal_actions(b))
    assert c.warning("2D", "spot:8").startswith("will FAIL")
    c.drop("2D", "spot:8")
    assert c.confirm["title"] == "This spot will fail" and "this spot will be FAILED" in c.confirm["text"]


def test_the_hint_that_spoils_a_mendable_spot_says_so(monkeypatch):
    words = failing_words(list(MINE), SPOIL, ["2D", "9D", "KS", "6H"], advanced=True)
    assert words.startswith("spot 8 cannot make a run now (a later swap can still mend it)"), words
    assert failing_words(list(MINE), SPOIL, ["2D", "9D", "KS", "6H"]).startswith("spot 8 will fail")
    s = position("advanced")
    monkeypatch.setattr(SearchBot, "choose", lambda self, view, legal: SPOIL)   # the search chose it
    bot = HardBot(G, 0, 1)
    assert bot.choose(G.view(s, 0), G.legal_actions(s)) == SPOIL
    assert bot.reason.startswith("spot 8 cannot make a run now"), bot.reason
