"""Session 60 (a new player, QUASH advanced, seed 7, round 2 at move 63): the hint that took a swap back said
"it keeps 6-7-8 on spot 4 for your 6\u2663 8\u2666", and the next hint laid the 5\u2665 on spot 4, making 5-7: the
take-back's words weighed the spot without the move the hint chose after it. Now what taking the swap back keeps is
the run the hint's own move works for (takeback.kept_words with `own`). Headless, from the game's seed and moves."""

from quash_table.games import get_game
from quash_table.games.quash.bots import HardBot
from quash_table.games.quash.composer import QuashComposer
from quash_table.games.quash.takeback import kept_words
from tests.quash_spots import spots

G = get_game("quash")
ADV = {"variant": "advanced", "target": 30, "dealer": None}
# the review's game (seed 7, advanced) up to the bot's 8\u2660 on its spot 4; "card spot out>to …", "tb card", "deal"
MOVES = (
    "KS 3 | AS 3 | AH 3 KS>8 | AC 8 | QC 8 | 3C 1 | 4H 1 | 10D 7 | 6S 1 | QH 8 AC>9 | 5D 1 | "
    "KH 8 | 2H 3 AH>8 QC>5 | 7S 3 AS>8 QH>5 | JH 5 | 4S 7 10D>4 | 7D 4 | JD 5 QH>4 | "
    "9D 3 2H>9 | KC 3 7S>9 AC>6 | 8S 4 | 2S 1 | 9C 4 | 10H 3 KC>5 JD>4 | 3S 3 9D>9 2H>7 | "
    "10C 9 7S>2 | AD 3 3S>6 | 2D 7 | 5S 2 | 3H 7 | 6D 2 | 4D 1 | 3D 7 | 8H 2 | 2C 7 | QD 5 | "
    "tb 9S | tb JC | deal | QS 2 | AS 2 | QD 6 | 10S 8 | 2S 2 QS>8 | 4S 2 AS>8 10S>1 | 10C 4 | "
    "JS 1 | 5S 2 2S>8 QS>5 | 10H 2 4S>8 AS>3 | QC 2 5S>8 2S>1 | 7S 8 4S>7 | 2D 5 QS>3 | "
    "AH 2 10H>5 | 6S 2 QC>8 5S>2 | 7H 2 AH>8 7S>9 | KH 1 2S>3 QS>1 | QH 1 | 3S 8 QC>9 | "
    "JD 3 AS>9 7S>4 | 6H 6 QD>3 2S>8 | 4D 8 AH>3 JD>5 | 8S 4"
)


def action(word):
    if word == "deal":
        return {"type": "deal"}
    parts = word.split()
    if parts[0] == "tb":
        return {"card": parts[1], "type": "tiebreak"}
    a = {"type": "play", "card": parts[0], "spot": int(parts[1])}
    if parts[2:]:
        a["swap"] = [[c, int(t)] for c, t in (p.split(">") for p in parts[2:])]
    return a


def position():
    s = G.new_state(2, seed=7, options=ADV)
    for word in MOVES.split(" | "):
        s = G.apply(s, action(word))
    return G.view(s, s.to_move), G.legal_actions(s)


def test_the_take_back_keeps_the_run_the_hints_move_works_for():
    view, legal = position()
    assert view["board"][view["side"]][3] == ["7S"] and "5H" in view["hand"]
    c = QuashComposer(view, legal)
    assert c.drop("5H", "swap:7S").kind == "step"            # the person's 5\u2665 on the 7\u2660 of spot 4
    building = c.building()
    bview, blegal = dict(view, building=building), list(legal) + [a for a in building if a not in legal]
    hint = HardBot(G, view["seat"], 1, iterations=40)
    hint.for_person = True
    got = hint.choose(bview, blegal)
    assert got == {"type": "play", "card": "5H", "spot": 4}, got
    # before: "it keeps 6-7-8 on spot 4 for your 6\u2663 8\u2666", then "5-7 on spot 4: your 6\u2663 finishes it"
    assert hint.reason.short == "it keeps 5-6-7 on spot 4 for your 5\u2665 6\u2663", hint.reason.short
    assert "6-7-8" not in str(hint.reason), str(hint.reason)
    assert str(hint.reason).startswith("taking the swap back keeps your 7\u2660 on spot 4, where your 5\u2665 6\u2663 "
                                       "would make the run 5-6-7; 5-7 on spot 4"), str(hint.reason)


def test_a_card_the_hints_move_lays_elsewhere_finishes_no_run_here():
    view = {"board": [spots(s4=["7S"]), spots()], "side": 0, "hand": ["5H", "6C", "8D", "2H"]}
    finish = {"type": "play", "card": "5H", "spot": 4, "swap": [["7S", 6]]}
    elsewhere = {"type": "play", "card": "8D", "spot": 2}
    assert kept_words(view, finish, brief=True, own=elsewhere) == "it keeps your 7\u2660 on spot 4"
    assert kept_words(view, finish, brief=True, own={"type": "play", "card": "2H", "spot": 2}) == \
        "it keeps 6-7-8 on spot 4 for your 6\u2663 8\u2666"
