"""Session 25, The Game: the hint said "End your turn — red 5 skips nothing on ▲: keep it for next turn" of a
card that could never be laid later: ▼ took no card still to come, so the team-mate's next card had to go on
▲, and every card it could lay there (and every card after it) shut red 5 out for good. The normal policy
(the hint's and the bot's) now counts a kept card stranded so as dead (stranding.py), and lays it now."""

from quash_table.games.thegame import playout, why
from quash_table.games.thegame.bots import NormalBot
from quash_table.games.thegame.playout import INDEX, TAKES, mask_of
from quash_table.games.thegame.rules import DECK, GAME
from quash_table.games.thegame.stranding import stranded_cards

# ▼ at green 1 with every green laid: closed for good. ▲ at blue 4; you laid it and keep red 5 (the next
# number). Still to come: yellow 5 to 10, purple 6 to 10, blue 6 to 10 (the team-mate holds yellow 6 and
# purple 7, 14 in the pile: no endgame count). Every red but yours and every low blue is laid: once any of
# them goes on ▲, no top it can come to takes red 5 again. Laid now, red 5 leaves the deal winnable (yellow
# 6, purple 7, blue 8, ... each colour turning ▲ back in its turn).
LAID = ([f"G{k}" for k in range(10, 0, -1)] + [f"Y{k}" for k in range(1, 5)] + [f"P{k}" for k in range(1, 6)]
        + ["R1", "R2", "R3", "R4", "R6", "R7", "R8", "R9", "R10", "B1", "B2", "B3", "B5", "B4"])


def position():
    hist = [[i % 2, c, "down" if c[0] == "G" else "up", i] for i, c in enumerate(LAID)]
    mate = ["Y6", "P7"]
    d = GAME.dump(GAME.new_state(2, 1, {}, None))
    d.update(hands=[["R5"], mate], up="B4", down="G1", placed=1, turn=len(hist) - 1, to_move=0, history=hist,
             pile=[c for c in DECK if c not in LAID and c != "R5" and c not in mate], signals=[], signalled=True)
    return GAME.load(d)


def test_a_card_kept_where_the_other_stack_takes_nothing_to_come_is_stranded():
    s = position()
    assert len(s.pile) > 9                                 # not the endgame's count of every card
    unseen = mask_of(INDEX[c] for c in s.pile + s.hands[1])
    tops = [INDEX["B4"], INDEX["G1"]]
    assert stranded_cards(mask_of([INDEX["R5"]]), tops, unseen, TAKES) == 1 << INDEX["R5"]
    # with ▼ still open to a card to come (red 5's team-mate may lay there), nothing is certain
    open_down = [INDEX["B4"], INDEX["Y9"]]
    assert stranded_cards(mask_of([INDEX["R5"]]), open_down, unseen, TAKES) == 0


def test_the_hint_lays_a_card_rather_than_keep_it_stranded_and_says_why():
    s = position()
    bot = NormalBot(GAME, 0, seed=1)
    bot.for_person = True
    action = bot.choose(GAME.view(s, 0), GAME.legal_actions(s))
    assert action == {"type": "play", "card": "R5", "stack": "up"}, (action, bot.reason)
    assert str(bot.reason) == ("kept, red 5 could never be laid: \u25bc takes no card still to come, so the next "
                               "player's card goes on \u25b2 and shuts it out"), bot.reason


def test_without_the_check_the_policy_kept_it(monkeypatch):
    """What the hint did before: laying red 5 shuts yellow 5 out of ▲ by the room count, so it ended the turn."""
    monkeypatch.setattr(playout, "STRANDED_COST", 0.0)
    monkeypatch.setattr(why, "STRANDED_COST", 0.0)
    s = position()
    bot = NormalBot(GAME, 0, seed=1)
    assert bot.choose(GAME.view(s, 0), GAME.legal_actions(s)) == {"type": "end_turn"}
    assert "for your next turn" in str(bot.reason), bot.reason
