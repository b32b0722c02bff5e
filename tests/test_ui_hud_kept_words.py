"""The header's one rule for keeping its words (ui/hud.py _status_main), headless: while the table has still
to show a move someone other than the person at the screen made, the header keeps what it said before that
move, at the same moment only (the same moves shown, the same director step); otherwise it says what is
true now. The director tells which moves are news (director.news_unshown), from the moves as it hears them."""

from quash_table.engine.match import Match
from quash_table.ui import settings as settings_mod
from quash_table.ui.director import Step
from quash_table.ui.hud import Hud
from quash_table.ui.out_choice import OutChoice
from quash_table.ui.session import MatchSession


class Board:
    """What the header asks of a board, with the kit's defaults; `moving` stands for the board's
    animation of a move still running (the table not settled)."""

    read_only = False
    turn_said_while_told = False

    def __init__(self, session):
        self.session = session
        self.moving = False
        self.out_choice = OutChoice(lambda: False, lambda: True)

    def staged_caption(self):
        return ""

    def turn_news(self):
        return ""

    def turn_on_screen(self):
        return self.session.my_turn() and not self.moving

    def settle(self):
        """The table's animation runs out: the director hears it (it had begun in the frame before)."""
        self.moving = False
        self.session.director.update(0.0, settled=True)


def table(seats):
    m = Match("quadwar", seats, seed=3, options={"dealer": len(seats) - 1})      # you lead
    s = MatchSession(m, dict(settings_mod.DEFAULTS, round_pause=False, animation="normal"), autosave=False)
    board = Board(s)
    return m, s, board, Hud(board)


def move(board, action):
    """A move is made and heard; its pieces start moving (the board's next frame)."""
    board.session.match.play(action)
    board.session.director.update(0.0, settled=False)
    board.moving = True


def test_a_bots_move_on_its_way_keeps_the_words_said_before_it():
    m, s, board, hud = table(["human", "bot:random"])
    s.play(m.legal_actions()[0])          # your bid
    board.settle()
    before = hud.status()
    assert before == s.sentence(1, "is thinking\u2026")
    move(board, m.legal_actions()[0])     # the bot's bid: your turn in the match, not yet on the table
    assert s.director.news_unshown() and s.my_turn()
    assert hud.status() == before
    board.settle()
    assert not s.director.news_unshown()
    assert hud.status().startswith("Your turn")


def test_your_own_move_is_no_news_the_header_says_at_once_who_is_next():
    m, s, board, hud = table(["human", "bot:random"])
    assert hud.status().startswith("Your turn")
    s.play(m.legal_actions()[0])
    board.moving = True
    s.director.update(0.0, settled=False)
    assert s.director.shown() < len(m.actions) and not s.director.news_unshown()
    assert hud.status() == s.sentence(1, "is thinking\u2026")


def test_at_pass_and_play_the_movers_own_turn_is_not_kept():
    m, s, board, hud = table(["human:Ann", "human:Ben"])
    s.lift_curtain()
    assert hud.status() == "Ann, your turn"
    s.play(m.legal_actions()[0])          # made at the screen: Ann's move is no news to the screen
    board.moving = True
    s.director.update(0.0, settled=False)
    assert not s.director.news_unshown()
    assert hud.status() == "Ben to bid"


def test_words_are_kept_only_at_the_moment_they_were_said():
    """The table shows another move, or the director passes a step, while news is still on its way (a move
    every frame at instant speed): the words are said afresh, not kept from an earlier moment."""
    m, s, board, hud = table(["human", "bot:random", "bot:random", "bot:random"])
    s.play(m.legal_actions()[0])
    board.settle()
    kept = hud.status()
    move(board, m.legal_actions()[0])
    assert hud.status() == kept
    s.director.shown_moves += 1                      # the table showed that move; the next is on its way
    move(board, m.legal_actions()[0])
    assert s.director.news_unshown()
    assert hud.status() == s.sentence(m.to_move, "is thinking\u2026") != kept
    again = hud.status()
    d = s.director
    d.steps.append(Step(len(m.actions) - 1, "A step told", seconds=1.0))
    assert hud.status() == again                     # a step added by a move on its way gives nothing away
    d.started = True
    d.skip()                                          # that step passed: another moment
    assert d.passed == 1 and d.news_unshown()
    assert hud.status() == s.sentence(m.to_move, "is thinking\u2026")


def test_a_result_made_by_a_bots_move_waits_with_the_move():
    """A bot's move that ends a hand: the header keeps its words while the card flies (the result is not
    given away), then says the result once the table shows it."""
    m, s, board, hud = table(["human", "bot:random"])
    s.settings["round_pause"] = True
    while True:                                      # to the hand's last move, the bot's
        legal = m.legal_actions()
        ends = [a for a in legal if m.game.apply(m.state, a).hand_no != m.state.hand_no]
        if m.to_move == 1 and ends:
            break
        m.play(legal[0])
        s.director.steps.clear()                     # (each trick's step passed by)
        board.settle()
    said = hud.status()
    move(board, ends[0])
    d = s.director
    assert any(step.gate for step in d.steps) and d.news_unshown()
    assert hud.status() == said                      # not the trick's winner, not "Scoring…"
    board.settle()
    assert hud.status() == d.steps[0].caption        # the trick, as the table shows it
    d.skip()
    board.settle()
    assert d.gate() is not None and hud.status().startswith("Hand 1")
