"""Review 56s of Quadruple War, the move log and the marks:
1. After the bots finished the game for the one person the log said "You win the game, 510 to 354" (and "Hand 16
   is over: you bid 1, took 2") while the table said "Your seat wins the game": once a stand-in plays the seat,
   what that seat did is said of "your seat" (ui/out_choice.as_your_seat).
2. The log wrapped "Bot for you / plays the 2 of spades and / Bot 2's big joker wins trick 10", the stand-in's
   name a stub line: the name stays with its verb, and a joker's name is one (ui/theme._binds).
3. Only the last card laid to the trick was marked "new": every card the others laid since your last card is."""

import random

import pygame
import pytest

from quash_table.engine.match import Match
from quash_table.ui import theme
from tests.qw_games import finished_by_stand_in
from tests.ui_helpers import close_board, match_board, steps


def test_the_log_says_your_seat_won_once_a_bot_played_it():
    from quash_table.ui.narration import MoveLogBook
    from quash_table.ui.session import MatchSession
    m = finished_by_stand_in()
    entries = MoveLogBook(MatchSession(m, autosave=False)).entries()
    last = entries[-1][1]
    assert "Your seat wins the game, 127 to 43" in last, last
    assert "You win" not in last
    after = "\n".join(words for _, words in entries[60:])
    assert "your seat bid" in after and ": you bid" not in after and "; you bid" not in after
    # before the bot took over the person's own bids are still theirs
    before = "\n".join(words for _, words in entries[:60])
    assert ": you bid" in before or "; you bid" in before, before


@pytest.mark.parametrize("size,width,reach", [(12, 188, 6), (14, 234, 8)])
def test_a_stand_ins_name_stays_with_its_verb_and_a_joker_whole(size, width, reach):
    pygame.init()
    # (the stand-in named "Your bot", "Ann's bot" since session 61: "Bot for you" read oddly)
    for s in ["Your bot plays the 2 of spades and Bot 2's big joker wins trick 10",
              "Your bot plays the 8 of spades and Bot 3's little joker wins trick 11",
              "Your bot plays the Q of hearts", "Ann's bot plays the 10 of diamonds and wins trick 3"]:
        lines = theme.wrap(s, size, width, tails=True, reach=reach)
        assert " ".join(lines) == s
        assert lines[0] not in ("Your bot", "Ann's bot", "Your", "Ann's"), lines
        assert not any(line.endswith((" big", " little")) for line in lines), lines
    # a seat's plain name stays with its verb too (session 59: "Player 2 / plays the 9 of diamonds"); the card's
    # rank and suit part instead, never the verb and its card (review 34)
    s = "Bot 4 plays the 10 of diamonds"
    narrow = theme.font(size).size(s)[0] - 2
    assert theme.wrap(s, size, narrow, tails=True) == ["Bot 4 plays the 10", "of diamonds"]


@pytest.mark.ui
def test_every_card_laid_since_your_last_card_is_marked_new():
    m = Match("quadwar", ["human:You"] + ["bot:normal"] * 3, 7, {"target": 150})
    rng = random.Random(7)
    while not (m.to_move == 0 and m.game.view(m.state, 0)["phase"] == "play"
               and len(m.game.view(m.state, 0)["trick"]) >= 2):
        m.play(rng.choice(m.legal_actions()))
    app, scene = match_board(m, round_pause=True)
    try:
        steps(app, 10)
        trick = [code for _, code in m.game.view(m.state, 0)["trick"]]
        marked = [pid for pid, word in scene.marks.marked() if word == "new"]
        assert sorted(marked) == sorted(trick), (marked, trick)
        # nothing face down (a gathered trick) carries a mark
        assert all(scene.table.piece_by_id[pid].code is not None for pid in marked)
    finally:
        close_board(app)
