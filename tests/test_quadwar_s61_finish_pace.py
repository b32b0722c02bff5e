"""Session 61 (new player, Quadruple War): "Let the bots finish" said nothing on hover, the one header button that
did not; with fast animation a finished trick was gathered in 1.1 s, before its cards could be read; the move log
said "Bot for you plays the J of spades" of the bot playing your seat."""

from types import SimpleNamespace

import pygame

from quash_table.ui import theme
from quash_table.ui.director import EVENT_SECONDS, Step, step_seconds
from quash_table.ui.hud import LIT_TIPS
from quash_table.ui.out_choice import stand_in_name
from quash_table.ui.settings import ANIMATION_SPEEDS


def test_let_the_bots_finish_has_a_tooltip():
    assert "hud:finish" in LIT_TIPS and "end" in LIT_TIPS["hud:finish"]


def test_a_finished_trick_stays_readable_whatever_the_animation_speed():
    trick = Step(3, "Bot 2 takes the trick", EVENT_SECONDS["trick_won"], event={"kind": "trick_won"})
    for speed in ("slow", "normal", "fast"):
        assert step_seconds(trick, ANIMATION_SPEEDS[speed]) >= EVENT_SECONDS["trick_won"], speed
    # other steps still follow the speed
    roll = Step(3, "rolled", EVENT_SECONDS["dice_rolled"], event={"kind": "dice_rolled"})
    assert step_seconds(roll, ANIMATION_SPEEDS["fast"]) < EVENT_SECONDS["dice_rolled"]
    assert step_seconds(trick, ANIMATION_SPEEDS["instant"]) == 0.0


def test_the_boards_own_trick_hold_is_not_cut_by_a_fast_animation():
    from quash_table.games.quadwar import staging
    held = []
    board = SimpleNamespace(tweens=SimpleNamespace(speed=ANIMATION_SPEEDS["fast"]), hold=held.append)
    # the hold the board asks for, divided by the tweens' speed, lasts HOLD at least
    staging.TrickStaging._hold_trick(board)
    assert held and held[0] / board.tweens.speed >= staging.HOLD


def test_the_stand_in_is_your_bot():
    assert stand_in_name("You", True) == "Your bot"
    assert stand_in_name("Ann", False) == "Ann's bot"
    pygame.init()
    lines = theme.wrap("Your bot plays the J of spades and wins trick 3", 12, 120, tails=True)
    assert not any(line.endswith("Your") for line in lines), lines
