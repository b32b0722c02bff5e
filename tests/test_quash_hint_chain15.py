"""Review 15 (rev15-quashadv h_4/h_5), 4 players, advanced: the last open slot of RED's side was on the
double spot 2 (the 8♥) and the hint said "play the 4♦ on spot 2 — spot 2 will fail … every move you have
spoils a spot", while a chain moving two board cards saved it: the K♥ swaps out the 8♥ on spot 2, the 8♥
swaps out the A♠ on spot 3, and the A♠ fills spot 2's open slot (K-A). The rules allow a card to go where
an earlier card of its chain went; legal_actions did not list a chain passing through a spot twice, so
neither the bots nor the hint ever saw it."""

from quash_table.bots import make_bot
from quash_table.games import get_game
from quash_table.games.quash.bots import failing_play
from quash_table.games.quash.model import simulate_chain
from quash_table.games.quash.sequences import DECK, is_proper

G = get_game("quash")

MINE = [("4C", "5H", "6H"), ("8H",), ("AS",), ("10H", "JH", "QS"), ("9C", "10C"), ("10S",),
        ("6C", "7C", "8S"), ("2D", "3D"), ("AH",)]
THEIRS = [("8D", "9H", "10D"), ("3C",), ("AC",), ("6S", "7H", "8C"), ("JS", "QH"), ("AD",),
          ("3S", "4S", "5S"), ("4H", "5D"), ("KS",)]
HAND = ["4D", "5C", "QD", "KH", "KD"]
SAVE = {"type": "play", "card": "KH", "spot": 2, "swap": [["8H", 3], ["AS", 2]]}


def position():
    s = G.new_state(4, 3, {"variant": "advanced"}, None)
    used = {c for side in (MINE, THEIRS) for sp in side for c in sp} | set(HAND)
    rest = [c for c in DECK if c not in used]
    s.board = [list(MINE), list(THEIRS)]
    s.hands = [list(HAND), rest[:5], rest[5:9], rest[9:13]]
    # 34 plays made (the round ends after 36): each side's cards laid spot by spot, the seats in turn
    laid = [[(c, k + 1) for k, sp in enumerate(side) for c in sp] for side in (MINE, THEIRS)]
    s.history = [f"{i % 4} {c} {k}" for i, (c, k) in enumerate(x for pair in zip(*laid) for x in pair)]
    s.to_move, s.phase, s.pile, s.turn = 0, "play", [], len(s.history)
    return s


def test_the_chain_back_to_its_first_spot_is_listed_and_mends_spot_2():
    s = position()
    legal = G.legal_actions(s)
    assert SAVE in legal
    after = G.apply(s, SAVE)
    assert sorted(after.board[0][1]) == ["AS", "KH"] and is_proper(after.board[0][1])
    assert list(after.board[0][2]) == ["8H"]
    # the model sees what the rules do: spot 2 ends K-A, not the 8♥ and the A♠
    assert sorted(simulate_chain(s.board[0], SAVE)[1]) == ["AS", "KH"]
    # and only where the hand card and the returning card make a proper spot: the 4♦ or the Q♦ with the A♠
    assert not [a for a in legal if a.get("swap") and a["swap"][-1] == ["AS", 2] and a["card"] != "KH"
                and a["card"] != "KD"]


def test_the_hint_does_not_say_every_move_spoils_a_spot():
    s = position()
    view, legal = G.view(s, 0), G.legal_actions(s)
    bot = make_bot("quash", "hard@120", 0, 1)
    action = bot.choose(view, legal)
    assert not failing_play(view, action), (action, bot.reason)
    assert "every move you have spoils" not in bot.reason


def test_a_person_builds_that_chain_drop_by_drop_as_the_hint_lights_it():
    from quash_table.games.quash.composer import QuashComposer
    s = position()
    c = QuashComposer(G.view(s, 0), G.legal_actions(s))
    assert c.next_step(SAVE) == ("drop", "KH", "swap:8H")
    assert c.drop("KH", "swap:8H").kind == "step"
    assert c.next_step(SAVE) == ("drop", "8H", "swap:AS")
    assert c.drop("8H", "swap:AS").kind == "step" and c.pieces() == ["AS"]
    assert c.next_step(SAVE) == ("drop", "AS", "spot:2")
    out = c.drop("AS", "spot:2")
    assert out.kind == "play" and out.action == SAVE, out
