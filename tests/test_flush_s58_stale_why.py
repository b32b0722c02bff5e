"""Session 58 (review 57, a new player rated 8): the hint's why ("Hint, why “a 1 and two Mimics: Flush!” ...")
stood over a full tray as if nothing had been done. Once every card of the hinted move is in the tray the hint says
what is left, the button that sends it (composer.step_words), and its words take the why's place."""

from quash_table.bots import make_bot
from quash_table.engine.match import Match
from quash_table.games.flush.composer import make_composer

# seed 5, you against a normal bot: on your first turn the pile's top is a 1 Link, and the hint lays your 1 (a base
# top) and the two Mimics (7, 7 Link) as 1s: a Flush
HINTED = {"type": "play", "cards": ["b1", "7", "7L"], "as": 1}


def _first_turn():
    m = Match("flush", ["human", "bot:normal"], seed=5)
    bot = make_bot("flush", "normal", 1, seed=5)
    while m.state.to_move != 0:
        m.play(bot.choose(m.game.view(m.state, 1), m.game.legal_actions(m.state)))
    return m


def test_with_every_card_in_the_tray_the_hint_says_press_declare():
    m = _first_turn()
    view, legal = m.game.view(m.state, 0), m.game.legal_actions(m.state)
    hinted = next(a for a in legal if a.get("type") == "play" and sorted(a["cards"]) == sorted(HINTED["cards"]))
    c = make_composer(view, legal)
    assert c.step_words(hinted) is None              # nothing staged: the hint's own words
    while True:
        step = c.next_step(hinted)
        if step[0] != "drop":
            break
        c.drop(step[1], step[2])
        if c.next_step(hinted)[0] == "drop":
            assert c.step_words(hinted) is None      # cards of it still to add: its words stand
    assert step == ("press", "declare")
    assert c.step_words(hinted) == "all its cards are in the tray: press Declare (Enter)"
